package org.gdlbench.harness.cli;

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

    Corpus corpus() {
        return folder == null ? Corpus.bundled() : Corpus.read(folder);
    }

    /** @throws org.gdlbench.corpus.UnknownGameException naming the first unknown game */
    List<CorpusEntry> entries() {
        return corpus().select(games);
    }
}
