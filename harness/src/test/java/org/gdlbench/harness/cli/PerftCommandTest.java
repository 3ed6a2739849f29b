package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftCommandTest {
    @Test
    void countsAndPrintsEveryPly() {
        Cli cli = Cli.run("perft", "--game", "roshambo", "--depth", "3");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("  2     81        18      1800"), cli.toString());
        assertTrue(cli.out().contains("total 658 nodes"), cli.toString());
    }

    @Test
    void writesGoldenCountsThatMatchTheShippedOnes(@TempDir Path folder) {
        Cli cli = Cli.run("perft", "--write-golden", "--games", "roshambo", "--golden-dir", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        GoldenCount written = GoldenCount.read(folder.resolve("roshambo.json"));
        assertEquals(GoldenCount.bundled("roshambo").orElseThrow(), written);
    }

    @Test
    void checkPassesWithTheShippedCountsAndReportsAMismatchAgainstWrongOnes(@TempDir Path folder) throws Exception {
        assertEquals(0, Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference").status());
        GoldenCount shipped = GoldenCount.bundled("roshambo").orElseThrow();
        List<Perft.Ply> wrong = new java.util.ArrayList<>(shipped.plies());
        wrong.set(2, new Perft.Ply(80, 18, 1800));
        GoldenCount.of("roshambo", shipped.hash(), wrong).write(folder);
        Cli cli = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference",
                "--golden-dir", folder.toString());
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("MISMATCH: game roshambo, reasoner reference, depth 3"), cli.toString());
        assertTrue(cli.out().contains("ply 2: expected Ply[nodes=80"), cli.toString());
    }

    @Test
    void staleCountsAreSkippedWithTheCommandThatRemakesThem(@TempDir Path folder) {
        GoldenCount shipped = GoldenCount.bundled("roshambo").orElseThrow();
        GoldenCount.of("roshambo", "another hash", shipped.plies()).write(folder);
        Cli cli = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference",
                "--golden-dir", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("skipped: stale golden counts, the game changed (remake them: "
                + "gdlbench perft --write-golden --games roshambo)"), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--game nosuchgame --depth 1",
            "--game roshambo --depth 1 --reasoner nosuchreasoner",
            "--game roshambo --depth -1",
            "--game roshambo",
            "--depth 2",
            "--game roshambo --depth two",
            "--check --write-golden",
            "--check --games nosuchgame",
            "--check --reasoners nosuchreasoner",
            "--write-golden --golden-dir /no/such/folder",
            "--write-golden --budget 0 --golden-dir .",
            "--write-golden --game roshambo --golden-dir .",
            "--game roshambo --depth 1 --corpus /no/such/folder",
            "--game roshambo --depth 1 --time-cap 0"})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        Cli cli = Cli.run(("perft " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }

    @Test
    void writeGoldenNeedsAnExistingFolder(@TempDir Path folder) throws Exception {
        Files.delete(folder);
        Cli cli = Cli.run("perft", "--write-golden", "--games", "roshambo", "--golden-dir", folder.toString());
        assertEquals(Main.USAGE, cli.status());
        assertTrue(cli.err().contains("does not exist"), cli.toString());
    }
}
