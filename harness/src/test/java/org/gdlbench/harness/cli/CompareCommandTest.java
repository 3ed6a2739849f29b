package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCommandTest {
    @TempDir
    Path temp;

    @AfterEach
    void forgetTheReference() {
        System.clearProperty(ReferenceRun.PROPERTY);
    }

    /** A result folder of {@code profile} with a propnet and a reference row per game; null speeds: not settled. */
    private Path run(String name, String profile, double scale, List<Double> speed, String... games) throws Exception {
        Path folder = Files.createDirectories(temp.resolve(name));
        Environment env = new Environment("2026-01-01T00:00:00Z", profile, "bench", name + " CPU", 2, null, "Linux", "v",
                "17", "vm", List.of(), List.of(), "0.1.0", null, null, "1.37", Map.of(), 1, null);
        RunResults.Settings settings = new RunResults.Settings(profile, 2, 10, 10, 1.0, 3, List.of("playout"), 1000, 3,
                List.of());
        List<ResultRow> rows = new java.util.ArrayList<>();
        for (String game : games) {
            rows.add(row(game, "propnet", 1_000_000 * scale, speed));
            rows.add(row(game, "reference", 10_000 * scale * (game.equals("hex") ? 2 : 1), speed));
        }
        ResultFiles.write(folder, RunResults.of(env, settings, rows));
        return folder;
    }

    private static ResultRow row(String game, String reasoner, double figure, List<Double> speed) {
        return new ResultRow(game, "h-" + game, reasoner, "playout", ResultRow.Status.OK, null, figure, figure / 100,
                "states/s", null, null, "playouts/s", 9.0, 100.0, null, null, null, null, null, null, null, speed, null);
    }

    @Test
    void printsTheCellsAndWritesThePage() throws Exception {
        Path a = run("a", "standard", 1, List.of(100.0), "tictactoe", "hex");
        Path b = run("b", "standard", 0.5, List.of(50.0), "tictactoe", "hex");
        Cli cli = Cli.run("compare", a.toString(), b.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches("tictactoe +propnet +playout +1,000,000 ± 1\\.0% +500,000"
                + " ± 1\\.0% +0\\.500× ± 1\\.4% +slower +1\\.00× ± 1\\.4% *")), cli.toString());
        assertTrue(cli.out().contains("propnet: B runs at 0.500× A (geometric mean over 2 games, settled rows)"), cli.toString());
        assertTrue(cli.out().contains("page: " + b.toAbsolutePath().normalize().resolve("compare/index.html")), cli.toString());
        assertTrue(Files.isRegularFile(b.resolve("compare/charts/ratio.png")));
        Path elsewhere = temp.resolve("elsewhere");
        assertEquals(0, Cli.run("compare", a.toString(), b.toString(), "--out", elsewhere.toString()).status());
        assertTrue(Files.isRegularFile(elsewhere.resolve("index.html")));
    }

    @Test
    void badInputIsOneLineWithStatusTwo() throws Exception {
        Path a = run("a", "standard", 1, List.of(100.0), "tictactoe");
        Cli missing = Cli.run("compare", a.toString(), temp.resolve("absent").toString());
        assertEquals(2, missing.status(), missing.toString());
        assertTrue(missing.oneErrorLine() && missing.err().contains("absent: no such result folder"), missing.toString());
        Path empty = Files.createDirectories(temp.resolve("empty"));
        Cli notResults = Cli.run("compare", empty.toString(), a.toString());
        assertEquals(2, notResults.status(), notResults.toString());
        assertTrue(notResults.oneErrorLine() && notResults.err().contains("not a gdlbench result folder"), notResults.toString());
        Files.writeString(empty.resolve("results.json"), "{ not json");
        Cli broken = Cli.run("compare", empty.toString(), a.toString());
        assertEquals(2, broken.status(), broken.toString());
        assertTrue(broken.oneErrorLine() && broken.err().contains("not a gdlbench result file"), broken.toString());
        Cli notAReport = Cli.run("compare", a.toString(), a.toString(), "--out", a.toString());
        assertEquals(2, notAReport.status(), notAReport.toString());
        assertTrue(notAReport.oneErrorLine() && notAReport.err().contains("is not an earlier report"), notAReport.toString());
    }

    @Test
    void theReferenceRunIsNamedReference() throws Exception {
        Path reference = run("ref", "standard", 1, List.of(100.0), "tictactoe", "hex");
        Path mine = run("mine", "standard", 2, List.of(100.0), "tictactoe");
        System.setProperty(ReferenceRun.PROPERTY, reference.toString());
        Cli cli = Cli.run("compare", "reference", mine.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().startsWith("A: ref (gdlbench 0.1.0 | standard profile | ref CPU, 2 cores, JDK 17"), cli.toString());
        assertTrue(cli.out().contains("propnet: B runs at 2.00× A (geometric mean over 1 game, settled rows)"), cli.toString());
        assertTrue(Files.isRegularFile(mine.resolve("compare/index.html")), "the page goes beside the run, not the reference");
        assertEquals(2, Cli.run("compare", "reference", "reference").status());
    }

    @Test
    void theShippedRunComparedWithItselfRunsAtOneTimesEveryReasoner() throws Exception {
        Assumptions.assumeTrue(ReferenceRun.shipped(), "this build ships no reference run: nothing to compare");
        Path copy = Files.createDirectories(temp.resolve("copy"));
        ResultFiles.write(copy, ResultFiles.read(ReferenceRun.folder()));
        Cli cli = Cli.run("compare", "reference", copy.toString());
        assertEquals(0, cli.status(), cli.toString());
        List<String> lines = CompareCommand.referenceLines(copy);
        // every settled reasoner of the shipped run: a line at 1×; the last line names the machine
        assertTrue(lines.size() > 1 && lines.get(lines.size() - 1).startsWith("the reference machine: "), lines.toString());
        for (String line : lines.subList(0, lines.size() - 1)) {
            assertTrue(line.matches("on this machine, \\S+ runs at 1\\.00× the reference machine .*"), line);
        }
    }

    @Test
    void withoutAShippedRunCompareSaysSoAndQuicksLinesToo() throws Exception {
        Assumptions.assumeFalse(ReferenceRun.shipped(), "this build ships a reference run");
        Path mine = run("mine", "standard", 2, List.of(100.0), "tictactoe");
        Cli cli = Cli.run("compare", "reference", mine.toString());
        assertEquals(2, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine() && cli.err().contains(ReferenceRun.NONE), cli.toString());
        assertEquals(List.of("reference: " + ReferenceRun.NONE), CompareCommand.referenceLines(mine));
    }

    @Test
    void quicksClosingLinesSayHowFastThisMachineRunsEachReasoner() throws Exception {
        System.setProperty(ReferenceRun.PROPERTY, run("ref", "standard", 1, List.of(100.0),
                "tictactoe", "connectfour", "hex").toString());
        // propnet twice as fast on two games and half as fast on the third; the reference ran hex twice as fast
        Path quick = Files.createDirectories(temp.resolve("quick"));
        Environment env = new Environment("2026-02-02T00:00:00Z", "quick", "quick", "cpu", 2, null, "Linux", "v", "17",
                "vm", List.of(), List.of(), "0.1.0", null, null, "1.37", Map.of());
        RunResults.Settings settings = new RunResults.Settings("quick", 1, 3, 3, 1.0, 1, List.of("playout"), 1000, 0,
                List.of());
        ResultFiles.write(quick, RunResults.of(env, settings, List.of(
                row("tictactoe", "propnet", 2_000_000, List.of(90.0)), row("connectfour", "propnet", 2_000_000, List.of(90.0)),
                row("hex", "propnet", 500_000, List.of(90.0)), row("tictactoe", "reference", 30_000, null),
                row("breakthrough", "propnet", 1, List.of(90.0)))));
        List<String> lines = CompareCommand.referenceLines(quick);
        assertEquals(List.of("on this machine, propnet runs at 1.26× the reference machine (geometric mean over 3 games)",
                "on this machine, reference has no settled row on a game of the reference run: not compared",
                "the reference machine: ref CPU, 2 cores, JDK 17, standard profile, 2026-01-01T00:00:00Z; each cell:"
                        + " gdlbench compare reference " + quick), lines);
    }
}
