package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;

class ThreadsFigureTest {
    private static ResultRow row(String reasoner, int threads, double figure) {
        return new ResultRow("tictactoe", "h", reasoner, "playout", ResultRow.Status.OK, null, figure, figure / 100,
                "states/s", figure / 9, null, "playouts/s", 9.0, null, null, null, null, null, null)
                .withThreads(threads);
    }

    @Test
    void drawnOnlyWhenTheRunHasSeveralThreadCounts() {
        assertNull(ThreadsFigure.of(List.of(row("reference", 1, 100), row("propnet", 1, 1000)), Fixtures.PALETTE));
        assertNull(ThreadsFigure.of(List.of(row("reference", 2, 100)), Fixtures.PALETTE), "one count, even if not 1");
    }

    @Test
    void eachGameAndThreadCountIsALineOfTheTableAndTheOtherFiguresShowTheFewestThreads() {
        List<ResultRow> rows = List.of(row("reference", 1, 100), row("reference", 2, 190), row("propnet", 1, 1000),
                row("propnet", 2, 1500));
        Figure figure = ThreadsFigure.of(rows, Fixtures.PALETTE);
        assertNotNull(figure);
        assertEquals(List.of("tictactoe, 1 thread", "tictactoe, 2 threads"), figure.table().rows());
        assertEquals(190.0, figure.table().cell("tictactoe, 2 threads", "reference").value());
        assertEquals(List.of(rows.get(0), rows.get(2)), ThreadsFigure.fewest(rows));
    }
}
