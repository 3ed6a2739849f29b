package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportCommandTest {
    @TempDir
    Path temp;

    private Path run(String name, double propnet) {
        return run(name, propnet, propnet / 100);
    }

    private Path run(String name, double propnet, double propnetError) {
        Path folder = temp.resolve(name);
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Environment env = new Environment("2026-01-01T00:00:00Z", "quick", "bench", "cpu", 2, null, "Linux", "v", "17",
                "vm", List.of(), List.of(), "0.1.0", null, null, "1.37", Map.of());
        RunResults.Settings settings = new RunResults.Settings("quick", 1, 3, 3, 1.0, 1, List.of("playout"), 1000, 0,
                List.of());
        ResultFiles.write(folder, RunResults.of(env, settings, List.of(
                row("reference", 20_000, 200), row("propnet", propnet, propnetError))));
        return folder;
    }

    private static ResultRow row(String reasoner, double figure, double error) {
        return new ResultRow("tictactoe", "h", reasoner, "playout", ResultRow.Status.OK, null, figure, error,
                "states/s", null, null, "playouts/s", 9.0, 100.0, null, null, null, null, null);
    }

    @Test
    void writesThePageIntoTheRunsReportFolderAndPrintsItsPath() {
        Path folder = run("run", 4_000_000);
        Cli cli = Cli.run("report", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("page: " + folder.toAbsolutePath().normalize().resolve("report/index.html")), cli.toString());
        assertTrue(Files.isRegularFile(folder.resolve("report/charts/speed.svg")));
    }

    @Test
    void aRunWrittenBeforeTraitsWereRecordedIsDrawnInTheRegisteredReasonersColours() throws Exception {
        Path folder = run("old", 4_000_000);
        assertFalse(Files.readString(folder.resolve("results.json")).contains("\"reasoners\""), "no traits recorded");
        Cli cli = Cli.run("report", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        String chart = Files.readString(folder.resolve("report/charts/speed.svg"));
        // propnet's and the reference's colours, as their factories declare them
        assertTrue(chart.contains("rgb(0,114,178)") && chart.contains("rgb(230,159,0)"), "built-in colours");
    }

    @Test
    void aRegressionBeyondThePercentageExitsWithOne() {
        Path old = run("old", 4_000_000);
        Path now = run("new", 3_000_000);
        Cli cli = Cli.run("report", now.toString(), "--baseline", old.toString(), "--fail-on-regression", "10",
                "--out", temp.resolve("r").toString());
        assertEquals(1, cli.status(), cli.toString());
        assertTrue(cli.out().contains("regressions: 1 cell slower than the baseline by more than 10%, beyond both "
                + "runs' error bars:"), cli.toString());
        assertTrue(cli.out().contains("tictactoe · propnet in new: 0.75×"), cli.toString());
        assertEquals(0, Cli.run("report", now.toString(), "--baseline", old.toString(), "--fail-on-regression", "30",
                "--out", temp.resolve("r").toString()).status());
    }

    @Test
    void aSlowDownWithinBothRunsErrorBarsPasses() {
        Path old = run("old", 4_000_000, 40_000);
        Path now = run("new", 3_000_000, 1_500_000); // 25% slower, within its own wide error bar
        Cli cli = Cli.run("report", now.toString(), "--baseline", old.toString(), "--fail-on-regression", "10",
                "--out", temp.resolve("r").toString());
        assertEquals(0, cli.status(), cli.toString());
        assertFalse(cli.out().contains("regressions:"), cli.toString());
    }

    @Test
    void benchEndsWithTheReportOfItsRunUnlessToldNot() throws Exception {
        // a refused game measures nothing, so the run takes no JMH fork
        Path with = temp.resolve("with");
        Cli cli = Cli.run("bench", "--games", "hex", "--reasoners", "handwritten", "--profile", "quick", "--out", with.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("page: " + with.toAbsolutePath().normalize().resolve("report/index.html")), cli.toString());
        assertTrue(Files.isRegularFile(with.resolve("report/index.html")));
        assertTrue(Files.readString(with.resolve("report/index.html")).contains("Indicative figures:"),
                "a quick run's page says its figures are indicative");
        Path without = temp.resolve("without");
        Cli quiet = Cli.run("bench", "--games", "hex", "--reasoners", "handwritten", "--profile", "quick", "--no-report",
                "--out", without.toString());
        assertEquals(0, quiet.status(), quiet.toString());
        assertFalse(quiet.out().contains("page: "), quiet.toString());
        assertTrue(Files.isRegularFile(without.resolve("results.json")));
        assertFalse(Files.exists(without.resolve("report")));
    }

    @Test
    void badInputIsOneLineWithExitStatusTwo() {
        Path missing = temp.resolve("missing");
        Cli cli = Cli.run("report", missing.toString(), "--out", temp.resolve("r").toString());
        assertEquals(2, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertEquals("gdlbench: " + missing + ": no such result folder", cli.err().strip());
        assertFalse(Files.exists(temp.resolve("r")));
        Cli noBaseline = Cli.run("report", run("run", 1).toString(), "--fail-on-regression", "5");
        assertEquals(2, noBaseline.status(), noBaseline.toString());
        assertTrue(noBaseline.oneErrorLine(), noBaseline.toString());
    }
}
