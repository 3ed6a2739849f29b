package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;
import org.junit.jupiter.api.Test;

class JmhCellTest {
    @Test
    void theForksOwnErrorIsFoundInsideJmhsExceptions() {
        IllegalStateException crash = new IllegalStateException("injected crash");
        RunnerException thrown = new RunnerException("Benchmark caught the exception",
                new BenchmarkException(new BenchmarkException(new InvocationTargetException(crash))));
        assertSame(crash, JmhCell.fault(thrown));
    }

    @Test
    void severalErrorsGiveTheFirst() {
        IllegalStateException first = new IllegalStateException("first");
        RunnerException thrown = new RunnerException("Benchmark caught the exception",
                new BenchmarkException("two forks failed", List.of(first, new IllegalStateException("second"))));
        assertSame(first, JmhCell.fault(thrown));
    }

    @Test
    void jmhFailingBeforeAnyBenchmarkIsNoBenchmarksFault() {
        assertNull(JmhCell.fault(new RunnerException("ERROR: Another JMH instance might be running. Unable to acquire"
                + " the JMH lock (/tmp/jmh.lock), exiting.")));
    }
}
