package org.gdlbench.harness.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DriverTest {
    @Test
    void batchIsNamedAsUsersTypeItAndCountsStatesAndPlayouts() {
        Driver batch = Driver.named(" Batch ");
        assertEquals("batch", batch.text());
        assertEquals("org.gdlbench.harness.bench.fork.BatchBenchmark.run", batch.benchmarkName());
        assertEquals("states", batch.counter());
        assertEquals("states/s", batch.unit(), "the same unit as single playouts: states counted per lane");
        assertEquals("playouts", batch.rateCounter(), "an operation is a fixed number of states, not a playout");
        assertEquals("playouts/s", batch.rateUnit());
        assertNull(Driver.named("playout").rateCounter(), "a playout is one operation: JMH's own score");
    }

    @Test
    void anUnknownDriverIsRefusedNamingEveryDriver() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Driver.named("batches"));
        assertEquals("driver 'batches' is not one of playout, mc, mm, batch", e.getMessage());
    }
}
