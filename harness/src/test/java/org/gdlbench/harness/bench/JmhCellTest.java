package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.ForkReport;
import org.gdlbench.harness.bench.fork.SteadyState;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;

class JmhCellTest {
    @Test
    void aForkAtTheSettlingCapIsNotedWithWhyItDidNotSettle() {
        List<ForkReport> playout = List.of(fork(1, SteadyState.Outcome.SETTLED, 10, 10, 10),
                fork(2, SteadyState.Outcome.RISING_AT_CAP, 8, 9, 10), fork(3, SteadyState.Outcome.JIT_AT_CAP, 10, 10, 10));
        JmhCell.Measured measured = new JmhCell.Measured(Map.of(), Map.of(), Map.of(JmhCell.key(Driver.PLAYOUT, 1),
                playout, JmhCell.key(Driver.MC, 1), List.of(fork(4, SteadyState.Outcome.SETTLED, 3, 3, 3))), Map.of(),
                Map.of());
        assertEquals("the rate was still rising after the settling cap (60 s) in 1 of 3 forks; the JIT was still"
                + " compiling after the settling cap (60 s) in 1 of 3 forks", measured.unsettled(Driver.PLAYOUT, 1,
                Profile.STANDARD));
        assertNull(measured.unsettled(Driver.MC, 1, Profile.STANDARD), "every mc fork settled");
        assertNull(measured.unsettled(Driver.MM, 1, Profile.STANDARD), "no mm fork");
    }

    /**
     * Each thread of a fork settles its own machine and reports apart, under one fork's process and
     * start time; only the first thread reads the machine's speed.
     */
    @Test
    void theThreadsOfAForkReportApartAndOnlyTheFirstReadsTheMachinesSpeed(@TempDir Path folder) {
        SteadyState.Settled rising = new SteadyState.Settled(SteadyState.Outcome.RISING_AT_CAP, 15, List.of(8.0, 9.0,
                10.0), 0);
        SteadyState.Settled settled = new SteadyState.Settled(SteadyState.Outcome.SETTLED, 5, List.of(10.0, 10.0,
                10.0), 0);
        new ForkReport("playout", 100, settled, List.of(), 0).withReading(110).write(folder);
        new ForkReport("playout", 100, rising, List.of(), 1).write(folder);
        List<ForkReport> read = ForkReport.read(folder);
        assertEquals(List.of(0, 1), read.stream().map(ForkReport::thread).toList());
        JmhCell.Measured measured = new JmhCell.Measured(Map.of(), Map.of(), Map.of(JmhCell.key(Driver.PLAYOUT, 2),
                read), Map.of(), Map.of());
        assertEquals(List.of(110.0), measured.machineSpeed(Driver.PLAYOUT, 2));
        assertEquals("the rate was still rising after the settling cap (15 s) in 1 of 2 forks' threads",
                measured.unsettled(Driver.PLAYOUT, 2, Profile.QUICK));
        assertNull(measured.machineSpeed(Driver.PLAYOUT, 1), "each thread count is a measurement of its own");
    }

    @Test
    void theForksReportsReachTheHostThroughTheirFolderInTheOrderTheForksBegan(@TempDir Path folder) {
        ForkReport first = fork(100, SteadyState.Outcome.RISING_AT_CAP, 8, 9, 10).withReading(110).withReading(130);
        ForkReport second = fork(200, SteadyState.Outcome.SETTLED, 10, 10, 10).withReading(90);
        second.write(folder);
        first.write(folder);
        first.write(folder); // written again: replaces its earlier report
        List<ForkReport> read = ForkReport.read(folder);
        assertEquals(List.of(first, second), read);
        JmhCell.Measured measured = new JmhCell.Measured(Map.of(), Map.of(), Map.of(JmhCell.key(Driver.PLAYOUT, 1),
                read), Map.of(), Map.of());
        assertEquals(List.of(120.0, 90.0), measured.machineSpeed(Driver.PLAYOUT, 1), "each fork's mean, fork after fork");
        assertEquals("the rate was still rising after the settling cap (15 s) in 1 of 2 forks",
                measured.unsettled(Driver.PLAYOUT, 1, Profile.QUICK));
        assertNull(measured.machineSpeed(Driver.MC, 1));
        ForkReport.clear(folder);
        assertEquals(List.of(), ForkReport.read(folder));
        assertEquals(List.of(), ForkReport.read(folder.resolve("none")), "no folder: no fork reported");
    }

    private static ForkReport fork(long started, SteadyState.Outcome outcome, double... rates) {
        return new ForkReport("playout", started, new SteadyState.Settled(outcome, 60.1,
                java.util.Arrays.stream(rates).boxed().toList(), 0), List.of());
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
