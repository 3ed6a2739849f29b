package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.junit.jupiter.api.Test;

class RowsTest {
    @Test
    void relativeFiguresRankOnlySettledRows() {
        List<ResultRow> rows = Rows.withRelative(List.of(row("tictactoe", "reference", 1000),
                row("tictactoe", "propnet", 4000), row("tictactoe", "handwritten", 9000).withUnsettled("the cap"),
                row("connectfour", "propnet", 500)));
        assertEquals(0.25, rows.get(0).relative(), 1e-12, "to the fastest settled row, not the unsettled one");
        assertEquals(1.0, rows.get(1).relative(), 1e-12);
        assertNull(rows.get(2).relative(), "an unsettled row gets no relative figure");
        assertEquals(1.0, rows.get(3).relative(), 1e-12, "each game on its own");
    }

    private static ResultRow row(String game, String reasoner, double figure) {
        return new ResultRow(game, "h", reasoner, "playout", Status.OK, null, figure, null, "states/s", 1.0, null,
                "playouts/s", 10.0, 5.0, null, null, null, null, null);
    }
}
