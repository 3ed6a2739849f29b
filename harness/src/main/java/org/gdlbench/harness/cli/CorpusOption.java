package org.gdlbench.harness.cli;

import java.nio.file.Path;
import org.gdlbench.corpus.Corpus;
import picocli.CommandLine.Option;

/** {@code --corpus DIR}: any folder the loader reads; the bundled corpus when absent. */
final class CorpusOption {
    @Option(names = "--corpus", paramLabel = "DIR",
            description = "Folder of games (.kif files, or <name>/<name>.kif); default: the bundled corpus.")
    Path folder;

    Corpus corpus() {
        return folder == null ? Corpus.bundled() : Corpus.read(folder);
    }
}
