package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sheets of one name or of the same rules in a corpus folder: none vanishes unsaid. */
class MergedSheetsTest {
    private static final String MERGED = "merged as duplicates of another sheet: disabled__counter (same as counter)";

    @TempDir
    Path corpus;

    @TempDir
    Path results;

    @Test
    void verifyAndBenchNameTheSheetsMergedAndReachEachSheetOfOneName() throws Exception {
        Files.writeString(corpus.resolve("counter.kif"), KitGames.COUNTER);
        Files.writeString(corpus.resolve("disabled__counter.kif"), "; a copy\n" + KitGames.COUNTER);
        Files.createDirectories(corpus.resolve("counter"));
        Files.writeString(corpus.resolve("counter/counter.kif"), KitGames.COUNTER.replace("(count 5)", "(count 4)"));

        Cli games = Cli.run("games", "--corpus", corpus.toString(), "--format", "csv");
        assertEquals(0, games.status(), games.toString());
        assertTrue(games.out().contains("\ncounter,") && games.out().contains("\ncounter__counter,"), games.out());

        Cli verify = Cli.run("verify", "--corpus", corpus.toString(), "--reasoners", "instantiation",
                "--playouts", "2");
        assertEquals(0, verify.status(), verify.toString());
        assertTrue(verify.out().contains("verify: " + MERGED), verify.out());
        assertTrue(verify.out().contains("counter__counter"), verify.out());

        Cli other = Cli.run("verify", "--corpus", corpus.toString(), "--games", "counter__counter",
                "--reasoners", "instantiation", "--playouts", "2");
        assertEquals(0, other.status(), other.toString());
        assertFalse(other.out().contains("merged"), "nothing was merged into counter__counter: " + other.out());

        Cli bench = Cli.run("bench", "--corpus", corpus.toString(), "--games", "counter", "--reasoners",
                "handwritten", "--no-report", "--out", results.resolve("run").toString());
        assertTrue(bench.out().contains("bench: " + MERGED), bench.toString());
    }
}
