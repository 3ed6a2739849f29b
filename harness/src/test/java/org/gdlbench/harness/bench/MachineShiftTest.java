package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gdlbench.harness.bench.fork.MachineSpeed;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;

class MachineShiftTest {
    private static ResultRow row(String reasoner, Double... readings) {
        return new ResultRow("hex", "h", reasoner, "playout", Status.OK, null, 1000.0, 10.0, "states/s", 10.0, 0.1,
                "playouts/s", 100.0, 5.0, null, null, null, null, null, null, null,
                readings.length == 0 ? null : List.of(readings), null);
    }

    @Test
    void aRowWhoseForksReadFarFromTheRunsMedianIsFlaggedWithTheFarthestReading() {
        List<ResultRow> rows = MachineShift.flagged(List.of(row("reference", 100.0, 101.0),
                row("propnet", 99.0, 100.0), row("instantiation", 102.0, 100.0), row("prolog", 80.0, 79.0)));
        // the median of the eight readings is 100
        assertNull(rows.get(0).machineShift());
        assertNull(rows.get(1).machineShift());
        assertNull(rows.get(2).machineShift());
        assertEquals(-0.21, rows.get(3).machineShift(), 1e-12);
        assertTrue(rows.get(3).machineShifted());
    }

    @Test
    void aRowWhoseForksReadFarApartIsFlaggedEvenWhenEachIsNearTheMedian() {
        // 96 and 103 are each within 5% of 100, but 6.8% apart: the speed changed between the forks
        assertEquals(-0.04, MachineShift.shift(List.of(96.0, 103.0), 100), 1e-12);
        assertEquals(0.04, MachineShift.shift(List.of(104.0, 97.0, 100.0), 100), 1e-12);
        // within 5% of the median and of each other
        assertNull(MachineShift.shift(List.of(96.0, 100.0), 100));
        assertNull(MachineShift.shift(List.of(104.9), 100));
        assertEquals(0.051, MachineShift.shift(List.of(105.1), 100), 1e-12);
    }

    @Test
    void rowsWithoutReadingsAreLeftAsTheyAre() {
        List<ResultRow> unread = List.of(row("reference"), row("propnet"));
        assertSame(unread, MachineShift.flagged(unread));
        List<ResultRow> mixed = MachineShift.flagged(List.of(row("reference"), row("propnet", 100.0, 60.0)));
        assertNull(mixed.get(0).machineShift());
        assertNull(mixed.get(0).machineSpeed());
        // the run's median is that of the readings there are: 80; at the same distance, the slower is named
        assertEquals(-0.25, mixed.get(1).machineShift(), 1e-12);
    }

    @Test
    void aForksLineInTheSettlingLogSaysItsMeanReadingForPeople() {
        assertEquals("playout machine speed: 125.00 mean of 2 readings after the measured iterations (120.0 to 130.0)",
                MachineSpeed.logLine("playout", List.of(120.0, 130.0)));
    }

    @Test
    void theWorkloadReadsTheSameMachineAtAboutTheSameSpeed() {
        double first = MachineSpeed.read();
        double second = MachineSpeed.read();
        assertTrue(first > 0 && Double.isFinite(first), "reading " + first);
        // a loose bound: the test's machine may be busy; a broken timer or workload is off by far more
        assertTrue(first / second > 0.25 && first / second < 4, first + " then " + second);
    }
}
