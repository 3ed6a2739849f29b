package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;

class BenchSummaryTest {
    private static ResultRow row(String reasoner, CoreLoad load) {
        return new ResultRow("tictactoe", "h", reasoner, "playout", ResultRow.Status.OK, null, 1000.0, 10.0, "states/s",
                100.0, 1.0, "playouts/s", 10.0, 200.0, 5.0, null, 1.0, null, null).withCoreLoad(load);
    }

    @Test
    void busyRowsAreNamedMostTakenFirstWithTheCoresAndTheAdvice() {
        List<ResultRow> rows = List.of(row("reference", CoreLoad.of("1", 0.02, 0, 1, 0)),
                row("propnet", CoreLoad.of("1", 0.31, 0, 1, 0)), row("topdown", CoreLoad.of("1", 0.05, 0.52, 1, 0)));
        assertEquals("busy machine: while 2 of 3 measured rows ran, other processes used over 10% of the measuring"
                + " cores' time (cores 1) or the hypervisor stole over 10% of it: tictactoe topdown playout 52%,"
                + " tictactoe propnet playout 31%; their figures are low and do not compare with a quiet run's: pin the"
                + " run to a quiet core (taskset -c N ./gdlbench ...) or stop the other work, and measure them again",
                BenchSummary.busyRows(rows));
        String table = BenchSummary.summary(rows).text();
        assertTrue(table.contains("ok (busy 31%)") && table.contains("ok (busy 52%)"), table);
        assertNull(BenchSummary.loadNotKnown(rows));
    }

    @Test
    void quietCoresSayNothingAndUnknownLoadIsSaidUnknown() {
        List<ResultRow> quiet = List.of(row("reference", CoreLoad.of("0-1", 0.04, 0.01, 3, 2)));
        assertNull(BenchSummary.busyRows(quiet));
        assertNull(BenchSummary.loadNotKnown(quiet));
        assertTrue(!BenchSummary.summary(quiet).text().contains("busy"));
        List<ResultRow> unknown = List.of(row("reference", null), row("propnet", CoreLoad.of("0", 0, 0, 0, 0)));
        assertNull(BenchSummary.busyRows(unknown), "not known is never said to be busy");
        assertEquals("busy machine: not known for 1 of 2 measured rows: what else ran on the measuring cores is read"
                + " from Linux's /proc only", BenchSummary.loadNotKnown(unknown));
    }
}
