package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two runs compared cell by cell, with known ratios, verdicts, machine-speed normalisation and means. */
class MachineComparisonTest {
    @TempDir
    Path temp;

    static ResultRow row(String game, String reasoner, double figure, double error, List<Double> speed, Double trend) {
        return new ResultRow(game, "h-" + game, reasoner, "playout", ResultRow.Status.OK, null, figure, error,
                "states/s", null, null, "playouts/s", 40.0, 100.0, null, null, null, null, null, null, trend, speed, null);
    }

    static Environment environment(String cpu, Integer threadsPerCore, String governor) {
        return new Environment("2026-01-01T00:00:00Z", "standard", "bench", cpu, 2, 8_000_000_000L, "Linux", "vendor",
                "17.0.1", "vm", List.of("-Xmx2g"), List.of(), "0.1.0", "abc123", false, "1.37", Map.of(),
                threadsPerCore, governor);
    }

    private Path run(String name, Environment environment, List<ResultRow> rows) {
        Path folder = temp.resolve(name);
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ResultFiles.write(folder, RunResults.of(environment, Fixtures.SETTINGS, rows));
        return folder;
    }

    private Path a() {
        return run("a", environment("Old CPU", 2, "performance"), List.of(
                row("tictactoe", "propnet", 4_000_000, 40_000, List.of(100.0, 100.0), null),
                row("tictactoe", "reference", 20_000, 400, List.of(100.0, 100.0), null),
                row("connectfour", "propnet", 1_000_000, 10_000, List.of(100.0, 100.0), null),
                row("hex", "propnet", 80_000, 800, List.of(100.0, 100.0), null),
                row("breakthrough", "reference", 5_000, 50, List.of(100.0, 100.0), null),
                Fixtures.refused("hex", "handwritten", "no hand-written machine"),
                row("connectfour", "forward", 9_000, 90, List.of(100.0, 100.0), null)));
    }

    private Path b() {
        List<ResultRow> rows = List.of(
                row("tictactoe", "propnet", 2_000_000, 20_000, List.of(40.0, 60.0), null), // half, as fast per machine speed
                row("tictactoe", "reference", 20_400, 400, List.of(50.0, 50.0), null), // within both error bars
                row("connectfour", "propnet", 800_000, 8_000, List.of(50.0, 50.0), null)
                        .withCoreLoad(new CoreLoad("1", 0.4, 0.0, 2.0, 2, true)), // another process on the core
                row("hex", "propnet", 40_000, 400, List.of(50.0, 50.0), -0.12), // trended: not settled
                new ResultRow("breakthrough", "other rules", "reference", "playout", ResultRow.Status.OK, null, 5_000.0,
                        50.0, "states/s", null, null, "playouts/s", 40.0, 100.0, null, null, null, null, null),
                Fixtures.refused("hex", "handwritten", "no hand-written machine"),
                Fixtures.refused("connectfour", "forward", "out of budget"));
        return run("b", environment("New CPU", 1, null), rows);
    }

    @Test
    void eachCellIsBOverAWithBothErrorBarsAndPerMachineSpeed() {
        MachineComparison comparison = ComparisonReport.compare(a(), b());
        Map<String, MachineComparison.Line> lines = new java.util.HashMap<>();
        comparison.lines().forEach(line -> lines.put(line.label(), line));
        MachineComparison.Line propnet = lines.get("tictactoe · propnet");
        assertEquals(0.5, propnet.ratio().value(), 1e-12);
        assertEquals(0.5 * Math.sqrt(2) * 0.01, propnet.ratio().error(), 1e-12);
        assertEquals("slower", propnet.verdict());
        assertEquals(1.0, propnet.perMachineSpeed().value(), 1e-12); // (2M / 50) / (4M / 100)
        assertEquals("ok", propnet.perMachineSpeedVerdict());
        assertTrue(propnet.settled());
        assertNull(propnet.busy());
        assertEquals("B busy 40%", lines.get("connectfour · propnet").busy(), "measured beside another process");
        assertTrue(comparison.text().lines().anyMatch(line -> line.startsWith("connectfour") && line.endsWith("B busy 40%")),
                comparison.text());
        MachineComparison.Line reference = lines.get("tictactoe · reference");
        assertEquals(1.02, reference.ratio().value(), 1e-12);
        assertEquals("ok", reference.verdict());
        assertEquals(2.04, reference.perMachineSpeed().value(), 1e-12);
        assertEquals("faster", reference.perMachineSpeedVerdict());
        assertFalse(lines.get("hex · propnet").settled(), "a row with a trend is not settled");
        MachineComparison.Line differ = lines.get("breakthrough · reference");
        assertEquals("rules differ", differ.ratio().status());
        assertNull(differ.perMachineSpeed());
        assertEquals("unsupported", lines.get("hex · handwritten").ratio().status(), "neither run has a figure");
        assertEquals("B unsupported", lines.get("connectfour · forward").ratio().status(), "B has none");
        assertEquals("out of budget", lines.get("connectfour · forward").ratio().reason());
    }

    @Test
    void meansAreGeometricOverTheRowsSettledInBothRuns() {
        MachineComparison comparison = ComparisonReport.compare(a(), b());
        List<MachineComparison.Mean> means = comparison.means();
        assertEquals(List.of("propnet", "reference"), means.stream().map(MachineComparison.Mean::reasoner).toList());
        assertEquals(Math.sqrt(0.5 * 0.8), means.get(0).ratio(), 1e-12); // tictactoe and connectfour, not hex
        assertEquals(2, means.get(0).games());
        assertEquals(1.02, means.get(1).ratio(), 1e-12); // breakthrough's rules differ
        assertEquals(1, means.get(1).games());
        // a row without machine-speed readings did not settle (the quick profile)
        ResultRow quick = row("tictactoe", "propnet", 1, 0.1, null, null);
        assertFalse(MachineComparison.settled(quick));
        assertTrue(MachineComparison.settled(row("tictactoe", "propnet", 1, 0.1, List.of(1.0), null)));
        assertTrue(MachineComparison.settled(row("tictactoe", "propnet", 1, 0.1, List.of(1.0), null).withMachineShift(0.12)),
                "a row measured while the machine's own speed swung still counts: that is how fast the machine ran");
        assertFalse(MachineComparison.settled(row("tictactoe", "propnet", 1, 0.1, List.of(1.0), null)
                .withUnsettled("the rate was still rising after the settling cap")), "a row marked unsettled");
        ResultRow engine = new ResultRow("tictactoe", "h-tictactoe", "swi-assert", "playout", ResultRow.Status.OK,
                "measured outside JMH", 1.0, 0.1, "states/s", null, null, "playouts/s", 7.6, 100.0, null, null, null,
                null, null, true, null, null, null);
        assertTrue(MachineComparison.settled(engine), "an engine process settles without reading the machine's speed");
        assertFalse(MachineComparison.settled(engine.withUnsettled("the rate was still rising after the settling cap")));
    }

    @Test
    void theTextAndThePageShowTheCellsTheMeansAndBothEnvironments() throws Exception {
        System.setProperty("java.awt.headless", "true");
        ComparisonReport.Outcome outcome = ComparisonReport.write(a(), b(), temp.resolve("out"));
        String text = outcome.comparison().text();
        assertTrue(text.contains("propnet: B runs at 0.632× A (geometric mean over 2 games, settled rows)"), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("tictactoe +propnet +playout +4,000,000 ± 1\\.0%"
                + " +2,000,000 ± 1\\.0% +0\\.500× ± 1\\.4% +slower +1\\.00× ± 1\\.4% *")), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("tictactoe +reference .* 1\\.02× ± 2\\.8% +2\\.04× ± 2\\.8% +faster *")),
                text);
        assertTrue(text.lines().anyMatch(line -> line.matches("hex .*not settled *")), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("frequency governor +performance +none exposed +differs *")),
                text);
        assertTrue(text.lines().anyMatch(line -> line.matches("threads per core \\(SMT\\) +2 \\(SMT on\\) +1 \\(no SMT\\) +differs *")),
                text);
        String html = Files.readString(outcome.index());
        assertTrue(html.contains("<td class=\"slower\""), "a cell slower beyond the error bars is shaded");
        assertTrue(html.contains("<td class=\"faster\""), "a cell faster beyond the error bars is shaded");
        assertTrue(html.contains("frequency governor (differs)"), "the differing field is marked");
        assertTrue(!text.contains("command") && !html.contains("<td>command"), "command lines tell no machine apart");
        assertTrue(html.contains("<td>propnet</td><td>0.632×</td><td>2</td>"), "the mean per reasoner");
        String svg = Files.readString(temp.resolve("out/charts/ratio.svg"));
        assertTrue(svg.contains(">A, a: gdlbench 0.1.0 | standard profile | Old CPU, 2 cores, JDK 17.0.1 | 2026-01-01 00:00 UTC<"),
                "the chart's footer names both runs");
        assertTrue(svg.contains(">B, b: gdlbench 0.1.0 | standard profile | New CPU, 2 cores"), "the chart's footer names B");
        assertTrue(Files.isRegularFile(temp.resolve("out/tables/ratio.csv")));
    }

    @Test
    void aFolderThatIsNotAResultFolderIsOneLine() throws Exception {
        ReportException missing = assertThrows(ReportException.class,
                () -> ComparisonReport.compare(temp.resolve("absent"), b()));
        assertEquals(temp.resolve("absent") + ": no such result folder", missing.getMessage());
        Files.createDirectories(temp.resolve("empty"));
        ReportException empty = assertThrows(ReportException.class,
                () -> ComparisonReport.compare(a(), temp.resolve("empty")));
        assertTrue(empty.getMessage().contains("not a gdlbench result folder"), empty.getMessage());
        Path other = run("other", environment("cpu", 1, null), List.of(row("amazons", "propnet", 1, 0.1, null, null)));
        ReportException none = assertThrows(ReportException.class,
                () -> ComparisonReport.write(a(), other, temp.resolve("out")));
        assertTrue(none.getMessage().endsWith("have no cell measured in both: nothing to compare"), none.getMessage());
    }
}
