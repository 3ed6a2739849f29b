package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Figures that appear only when the results hold their data. */
class FiguresTest {
    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    private static ResultRow driver(ResultRow row, String driver) {
        return new ResultRow(row.game(), row.gameHash(), row.reasoner(), driver, row.status(), row.reason(), row.figure(),
                row.error(), "nodes/s", null, null, null, null, null, null, null, null, null, null);
    }

    private static Figure named(List<Figure> figures, String name) {
        return figures.stream().filter(figure -> figure.name().equals(name)).findFirst().orElseThrow(
                () -> new AssertionError("no figure " + name + " in " + figures.stream().map(Figure::name).toList()));
    }

    @Test
    void theOrderingChartAppearsWithRowsOfAnOrderingOption() {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        assertFalse(Figures.of(rows, Map.of(), Fixtures.PALETTE).stream().anyMatch(figure -> figure.name().equals("ordering")));
        rows.add(Fixtures.ok("tictactoe", "reference:ordering=worst", 9_000, 100));
        rows.add(Fixtures.ok("tictactoe", "reference:ordering=best", 30_000, 100));
        rows.add(Fixtures.ok("tictactoe", "reference:depth=3,ordering=best", 31_000, 100));
        Figure ordering = named(Figures.of(rows, Map.of(), Fixtures.PALETTE), "ordering");
        assertEquals(List.of("tictactoe · reference", "tictactoe · reference:depth=3"), ordering.table().rows());
        assertEquals(List.of("worst", "best"), ordering.table().columns());
        assertEquals(30_000.0, ordering.table().cell("tictactoe · reference", "best").value());
        assertEquals("not run", ordering.table().cell("tictactoe · reference:depth=3", "worst").status());
    }

    @Test
    void monteCarloAndMinimaxFiguresAppearWithTheirRows() {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        for (ResultRow row : Fixtures.standardRows()) {
            rows.add(driver(row, "mc"));
        }
        List<Figure> figures = Figures.of(rows, Map.of(), Fixtures.PALETTE);
        Figure mc = named(figures, "mc");
        assertEquals(4_100_000.0, mc.table().cell("tictactoe", "propnet").value());
        assertEquals("nodes/s", mc.table().quantity());
        assertFalse(figures.stream().anyMatch(figure -> figure.name().equals("mm")));
        // the playout figures still come from the playout rows only
        assertEquals(Fixtures.standardRows().size(), named(figures, "speed").table().rows().size()
                * named(figures, "speed").table().columns().size());
    }

    /**
     * The standard rows, with the propnet's batched playouts on two games (faster than the
     * hand-written machine's single playouts on tic-tac-toe) and the reference's refused.
     */
    private static List<ResultRow> withBatches() {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.add(batch(Fixtures.ok("tictactoe", "propnet", 60_000_000, 1_000_000)));
        rows.add(batch(Fixtures.ok("connectfour", "propnet", 9_000_000, 100_000)));
        rows.add(batch(Fixtures.refused("tictactoe", "reference", "plays one playout at a time: it offers no batched playouts")));
        return rows;
    }

    private static ResultRow batch(ResultRow row) {
        return new ResultRow(row.game(), row.gameHash(), row.reasoner(), "batch", row.status(), row.reason(), row.figure(),
                row.error(), "states/s", null, null, "playouts/s", null, null, null, null, null, null, null);
    }

    @Test
    void batchedPlayoutsAreDrawnApartLabelledBesideTheSameReasonersSinglePlayoutsAndTheCeiling() {
        List<Figure> figures = Figures.of(withBatches(), Map.of(), Fixtures.PALETTE);
        Figure batch = named(figures, "batch");
        assertEquals(List.of("propnet (batch)", "propnet", "handwritten"), batch.table().columns());
        assertEquals(List.of("connectfour", "tictactoe"), batch.table().rows(), "the games with a batched figure");
        assertEquals(60_000_000.0, batch.table().cell("tictactoe", "propnet (batch)").value());
        assertEquals(4_100_000.0, batch.table().cell("tictactoe", "propnet").value(), "the single playouts' figure");
        assertTrue(batch.caption().contains("Without batches (their batch rows unsupported): reference."),
                batch.caption());
        // the single-playout figures hold no batched figure, and rank the hand-written machine first still
        for (String name : List.of("speed", "relative", "relative-heatmap", "ceiling")) {
            Matrix table = named(figures, name).table();
            assertFalse(table.columns().stream().anyMatch(column -> column.contains("batch")), name + ": " + table.columns());
        }
        assertEquals(1.0, named(figures, "relative").table().cell("tictactoe", "handwritten").value());
        assertEquals(4_100_000.0, named(figures, "speed").table().cell("tictactoe", "propnet").value());
    }

    @Test
    void theHeadlineNamesTheDriverOfEveryFastestFigure() {
        List<ResultRow> rows = withBatches();
        Matrix speed = Figures.speed(rows.stream().filter(row -> row.driver().equals("playout")).toList(), Fixtures.PALETTE);
        String single = Page.headline(speed);
        assertTrue(single.contains("Single playouts (driver playout)"), single);
        assertTrue(single.contains("<th>fastest (playout)</th>"), single);
        assertFalse(single.contains("batch"), "batched figures are not in the single playouts' ranking: " + single);
        String batched = BatchFigure.headline(rows, speed, Fixtures.PALETTE);
        assertTrue(batched.contains("<td>tictactoe</td><td>propnet (batch)</td><td>" + Numbers.text(60_000_000)
                + "</td><td>handwritten (playout)</td><td>" + Numbers.text(60.0 / 52) + "</td>"), batched);
        assertEquals("", BatchFigure.headline(Fixtures.standardRows(), speed, Fixtures.PALETTE), "nothing without batched playouts");
        assertFalse(Figures.of(Fixtures.standardRows(), Map.of(), Fixtures.PALETTE).stream().anyMatch(figure -> figure.name().equals("batch")));
    }

    @Test
    void theCeilingIsEachReasonerOverTheHandWrittenMachine() {
        Figure ceiling = named(Figures.of(Fixtures.standardRows(), Map.of(), Fixtures.PALETTE), "ceiling");
        assertEquals(List.of("connectfour", "tictactoe"), ceiling.table().rows());
        assertEquals(4_100_000.0 / 52_000_000, ceiling.table().cell("tictactoe", "propnet").value(), 1e-12);
        assertTrue(ceiling.table().cell("tictactoe", "propnet").error() > 0);
    }

    @Test
    void everyPreparationPhaseHasAColourOfItsOwn() {
        // the phases the registered reasoners record, as a quick run on one game has them
        Map<String, List<String>> phases = new java.util.LinkedHashMap<>();
        phases.put("forward", List.of("read", "statistics", "optimise", "ground"));
        phases.put("prolog-assert", List.of("translate", "consult", "table static relations"));
        phases.put("propnet", List.of("ground", "net", "compile"));
        phases.put("topdown", List.of("static relations", "generate and compile", "generate and compile, original order",
                "trial of the plans"));
        List<ResultRow> rows = new ArrayList<>();
        phases.forEach((reasoner, names) -> {
            Map<String, Double> ms = new java.util.LinkedHashMap<>();
            names.forEach(name -> ms.put(name, 10.0 + name.length()));
            ResultRow row = Fixtures.ok("tictactoe", reasoner, 10_000, 100);
            rows.add(new ResultRow(row.game(), row.gameHash(), row.reasoner(), row.driver(), row.status(), null,
                    row.figure(), row.error(), row.unit(), null, null, null, null, null, null, null, null, null,
                    new org.gdlbench.reports.results.PreparationRecord("", ms, Map.of(), List.of())));
        });
        Figure figure = named(Figures.of(rows, Map.of(), Fixtures.PALETTE), "preparation-phases");
        List<String> columns = figure.table().columns();
        assertEquals(13, columns.size(), columns.toString());
        var renderer = figure.chart().chart().getCategoryPlot().getRenderer();
        java.util.Set<java.awt.Paint> paints = new java.util.HashSet<>();
        for (int i = 0; i < columns.size(); i++) {
            paints.add(renderer.getSeriesPaint(i));
        }
        assertEquals(columns.size(), paints.size(), "phases sharing a colour in " + columns);
    }

    @Test
    void aRunWhereEveryCellFailedDrawsNoEmptyChartAndSaysWhy() throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<ResultRow> rows = new ArrayList<>();
        for (ResultRow row : Fixtures.standardRows()) {
            rows.add(new ResultRow(row.game(), row.gameHash(), row.reasoner(), row.driver(), ResultRow.Status.FAILED,
                    "java.lang.OutOfMemoryError: Java heap space", null, null, row.unit(), null, null, null, null, null,
                    null, null, null, null, row.preparation()));
        }
        java.nio.file.Path temp = java.nio.file.Files.createTempDirectory("failed");
        java.nio.file.Path run = Fixtures.folder(temp.resolve("run"), rows);
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("report"), null, null, null));
        for (String name : outcome.figures()) {
            assertTrue(name.startsWith("preparation-phases"), "a chart of nothing measured: " + name);
        }
        String html = java.nio.file.Files.readString(temp.resolve("report/index.html"));
        assertTrue(html.contains("<strong>Nothing measured:</strong> none of the 12 cells has a figure"), "headline");
        assertTrue(html.contains("<li><b>failed</b> — java.lang.OutOfMemoryError: Java heap space: connectfour · reference, "
                + "connectfour · handwritten, connectfour · propnet"), "the reason, with its cells");
        assertFalse(html.contains("none measured</td>"), "a game's missing fastest says why");
    }

    @Test
    void aGameWithoutAFastestReasonerSaysWhy() {
        Matrix speed = new Matrix("game", "reasoner", "states/s");
        speed.put("hex", "propnet", Matrix.Cell.missing("failed", "the fork ran out of memory"));
        speed.put("hex", "prolog-assert", new Matrix.Cell(120.0, 3.0, Cells.NOT_SETTLED, "not settled in quick"));
        speed.put("tictactoe", "propnet", Matrix.Cell.of(4_000_000, 1000.0));
        speed.put("tictactoe", "prolog-assert", Matrix.Cell.missing("unsupported", null));
        String html = Page.headline(speed);
        assertTrue(html.contains("<td class=\"why\" colspan=\"4\">none ranked: propnet failed (the fork ran out of memory); "
                + "prolog-assert not settled (not settled in quick)</td>"), html);
    }
}
