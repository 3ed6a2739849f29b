package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import org.gdlbench.machine.UnsupportedGameException;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;
import org.junit.jupiter.api.Test;

class JmhCellTest {
    @Test
    void aForkAtTheSettlingCapIsNotedWithWhyItDidNotSettle() {
        List<String> settling = List.of(
                "playout: settled after 7.0 s, 7 rounds, last rates [10, 10, 10]",
                "playout: " + SteadyState.RISING_AT_CAP + " after 60.1 s, 60 rounds, last rates [8, 9, 10]",
                "playout: " + SteadyState.JIT_AT_CAP + " after 60.1 s, 60 rounds (29 of them steady while the JIT"
                        + " compiled), last rates [10, 10, 10]",
                "mc: settled after 5.0 s, 5 rounds, last rates [3, 3, 3]");
        JmhCell.Measured measured = new JmhCell.Measured(Map.of(), Map.of(), settling, Map.of(), Map.of());
        assertEquals("the rate was still rising after the settling cap (60 s) in 1 of 3 forks; the JIT was still"
                + " compiling after the settling cap (60 s) in 1 of 3 forks", measured.unsettled(Driver.PLAYOUT,
                Profile.STANDARD));
        assertNull(measured.unsettled(Driver.MC, Profile.STANDARD), "every mc fork settled");
    }

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
