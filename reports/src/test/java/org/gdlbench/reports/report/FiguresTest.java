package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ResultRow;
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
        assertFalse(Figures.of(rows, Map.of()).stream().anyMatch(figure -> figure.name().equals("ordering")));
        rows.add(Fixtures.ok("tictactoe", "reference:ordering=worst", 9_000, 100));
        rows.add(Fixtures.ok("tictactoe", "reference:ordering=best", 30_000, 100));
        rows.add(Fixtures.ok("tictactoe", "reference:depth=3,ordering=best", 31_000, 100));
        Figure ordering = named(Figures.of(rows, Map.of()), "ordering");
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
        List<Figure> figures = Figures.of(rows, Map.of());
        Figure mc = named(figures, "mc");
        assertEquals(4_100_000.0, mc.table().cell("tictactoe", "propnet").value());
        assertEquals("nodes/s", mc.table().quantity());
        assertFalse(figures.stream().anyMatch(figure -> figure.name().equals("mm")));
        // the playout figures still come from the playout rows only
        assertEquals(Fixtures.standardRows().size(), named(figures, "speed").table().rows().size()
                * named(figures, "speed").table().columns().size());
    }

    @Test
    void theCeilingIsEachReasonerOverTheHandWrittenMachine() {
        Figure ceiling = named(Figures.of(Fixtures.standardRows(), Map.of()), "ceiling");
        assertEquals(List.of("connectfour", "tictactoe"), ceiling.table().rows());
        assertEquals(4_100_000.0 / 52_000_000, ceiling.table().cell("tictactoe", "propnet").value(), 1e-12);
        assertTrue(ceiling.table().cell("tictactoe", "propnet").error() > 0);
    }
}
