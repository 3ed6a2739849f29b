package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import org.gdlbench.machine.UnsupportedGameException;
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
    void aReasonerRefusingTheGameInItsForkIsARefusalNotAFailure() {
        UnsupportedGameException refusal = new UnsupportedGameException("grounding took over 60 s of CPU time");
        RunnerException thrown = new RunnerException("Benchmark caught the exception",
                new BenchmarkException(new InvocationTargetException(refusal)));
        JmhCell.Failure failure = JmhCell.Failure.of(JmhCell.fault(thrown), "cell.log");
        assertTrue(failure.refused());
        assertEquals("grounding took over 60 s of CPU time", failure.message());
        JmhCell.Failure crash = JmhCell.Failure.of(new IllegalStateException("injected crash"), "cell.log");
        assertFalse(crash.refused());
        assertEquals("java.lang.IllegalStateException: injected crash (see cell.log)", crash.message());
    }

    @Test
    void jmhFailingBeforeAnyBenchmarkIsNoBenchmarksFault() {
        assertNull(JmhCell.fault(new RunnerException("ERROR: Another JMH instance might be running. Unable to acquire"
                + " the JMH lock (/tmp/jmh.lock), exiting.")));
    }
}
