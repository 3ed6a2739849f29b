package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import picocli.CommandLine.Option;

/** {@code --games g1,g2|all} and {@code --corpus DIR}: the games a command runs on. */
final class GameSelection {
    @Option(names = "--corpus", paramLabel = "DIR",
            description = "Folder of games (.kif files, or <name>/<name>.kif); default: the bundled corpus.")
    Path folder;

    @Option(names = "--games", split = ",", paramLabel = "G", defaultValue = "all",
            description = "Games by file or folder name, comma-separated, or 'all' (default: ${DEFAULT-VALUE}).")
    List<String> games;

    private Corpus corpus;

    /** Read once, however often asked. */
    Corpus corpus() {
        if (corpus == null) {
            corpus = folder == null ? Corpus.bundled() : Corpus.read(folder);
        }
        return corpus;
    }

    /** @throws org.gdlbench.corpus.UnknownGameException naming the first unknown game */
    List<CorpusEntry> entries() {
        return corpus().select(games);
    }

    /** One line naming the sheets merged into {@code selected} (the same rules under another name), if any. */
    void sayMerged(String command, List<CorpusEntry> selected, PrintWriter out) {
        List<String> merged = corpus().duplicatesOf(selected);
        if (!merged.isEmpty()) {
            out.println(command + ": merged as duplicates of another sheet: " + String.join(", ", merged));
        }
    }
}
