package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole of 'quick' runs for minutes, so here: its plan, its games, and its errors. */
class QuickCommandTest {
    @Test
    void iterationsShrinkAsTheMatrixGrowsButNeverBelowAFifthOfASecond() {
        assertEquals(1.0, QuickCommand.fitted(10).iterationSeconds());
        assertEquals(0.5, QuickCommand.fitted(20).iterationSeconds(), 1e-9);
        assertEquals(0.2, QuickCommand.fitted(100).iterationSeconds());
        assertEquals(Profile.QUICK.iterations(), QuickCommand.fitted(20).iterations());
        assertEquals(0, QuickCommand.fitted(20).verifyPlayouts(), "quick verifies before benchmarking, not again");
    }

    @Test
    void theSubsetIsInTheBundledCorpus() {
        assertEquals(QuickCommand.SUBSET.size(), Corpus.bundled().select(QuickCommand.SUBSET).size());
    }

    @Test
    void anExistingResultFolderIsAUserError(@TempDir Path folder) throws Exception {
        Path out = Files.createDirectories(folder.resolve("run"));
        Cli cli = Cli.run("quick", "--out", out.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.out().isEmpty(), "nothing runs: " + cli);
    }

    @Test
    void anUnknownOptionIsAUserError() {
        Cli cli = Cli.run("quick", "--fast");
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
