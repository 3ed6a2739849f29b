package org.gdlbench.harness.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class SteadyStateTest {
    @Test
    void theLastThreeRatesWithinThreePercentHaveStoppedRising() {
        assertTrue(SteadyState.stoppedRising(List.of(10.0, 50.0, 100.0, 101.0, 102.9)));
        assertFalse(SteadyState.stoppedRising(List.of(100.0, 101.0, 103.2)), "3.1% apart");
        assertFalse(SteadyState.stoppedRising(List.of(100.0, 100.0)), "too few");
        assertFalse(SteadyState.stoppedRising(List.of(0.0, 0.0, 0.0)), "no rate");
    }

    @Test
    void aNoisyRateHasStoppedRisingWhenTheLastThreeBeatNoEarlierRound() {
        // 10% swings: never three within 3%, but after six rounds the last three beat no earlier best
        assertFalse(SteadyState.stoppedRising(List.of(50.0, 100.0, 90.0, 100.0, 90.0)), "too few rounds");
        assertTrue(SteadyState.stoppedRising(List.of(50.0, 100.0, 90.0, 100.0, 90.0, 102.0)));
        assertFalse(SteadyState.stoppedRising(List.of(50.0, 100.0, 90.0, 100.0, 90.0, 104.0)), "still rising 4%");
        assertFalse(SteadyState.stoppedRising(List.of(10.0, 20.0, 30.0, 40.0, 50.0, 60.0)), "rising steadily");
    }

    @Test
    void aRisingRateIsRunUntilItLevelsOff() {
        Iterator<Double> rates = List.of(10.0, 20.0, 40.0, 80.0, 100.0, 101.0, 100.0, 100.0).iterator();
        SteadyState.Settled settled = SteadyState.settle(rates::next, 60);
        assertTrue(settled.settled());
        assertEquals(List.of(10.0, 20.0, 40.0, 80.0, 100.0, 101.0, 100.0), settled.rates());
    }

    @Test
    void aSteadyRateIsNotSettledWhileTheJitStillCompiles() {
        long[] compiled = {0};
        int[] round = {0};
        SteadyState.Settled settled = SteadyState.settle(() -> {
            if (++round[0] <= 4) {
                compiled[0] += 1000; // a second of compiles ended in a round of some milliseconds
            }
            sleep();
            return 100.0;
        }, 60, jit(() -> compiled[0], () -> false));
        assertTrue(settled.settled());
        assertEquals(7, settled.rates().size(), "three rounds with no compile after the last one");
        assertEquals(4, settled.waitedForJit(), "rounds 3 to 6 were steady, the JIT not yet quiet");
        assertTrue(settled.describe().contains("(4 of them steady while the JIT compiled)"), settled.describe());
    }

    @Test
    void aLongCompileInProgressKeepsTheForkSettling() {
        // no compile ends, so the compile time does not move: only the compile in progress shows
        int[] round = {0};
        SteadyState.Settled settled = SteadyState.settle(() -> {
            round[0]++;
            sleep();
            return 100.0;
        }, 60, jit(() -> 0L, () -> round[0] <= 5));
        assertEquals(6, settled.rates().size());
        assertEquals(3, settled.waitedForJit());
    }

    @Test
    void aJitThatNeverQuietsEndsAtTheCap() {
        SteadyState.Settled settled = SteadyState.settle(() -> {
            sleep();
            return 100.0;
        }, 0.05, jit(() -> 0L, () -> true));
        assertFalse(settled.settled());
        assertEquals(SteadyState.Outcome.JIT_AT_CAP, settled.outcome(), "the fork tells the host why");
        assertTrue(settled.describe().startsWith(SteadyState.JIT_AT_CAP + " after "), settled.describe());
    }

    @Test
    void theCompilerQueueTellsACompileInProgress() {
        String busy = "12345:\nCurrent compiles: \nC2 CompilerThread0  5806       4       pkg.Rules::r17_move (186 bytes)\n"
                + "\nC1 compile queue:\nEmpty\n\nC2 compile queue:\n4192       4       pkg.Buffer::append (34 bytes)\n";
        String idle = "12345:\nCurrent compiles: \n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\n"
                + "4192       4       pkg.Buffer::append (34 bytes)\n";
        assertTrue(JitActivity.compilesInProgress(busy));
        assertFalse(JitActivity.compilesInProgress(idle), "queued tasks are not compiles in progress");
        assertFalse(JitActivity.compilesInProgress("no such command"));
    }

    @Test
    void theCapEndsARateThatKeepsRising() {
        double[] rate = {1};
        SteadyState.Settled settled = SteadyState.settle(() -> {
            rate[0] *= 2;
            sleep();
            return rate[0];
        }, 0.05);
        assertFalse(settled.settled());
        assertTrue(settled.seconds() >= 0.05, settled.toString());
        assertEquals(SteadyState.Outcome.RISING_AT_CAP, settled.outcome(), "the fork tells the host why");
        assertTrue(settled.describe().startsWith("did not settle (the cap) after "), settled.describe());
    }

    @Test
    void aRoundRunsTheOperationForItsLengthAndGivesUnitsPerSecond() {
        long[] calls = {0};
        double rate = SteadyState.rounds(() -> {
            calls[0]++;
            sleep();
            return 5;
        }, 0.05).getAsDouble();
        // each call takes at least 5 ms: at most 1000 units/s, and about 10 calls
        assertTrue(rate > 100 && rate <= 1000, rate + " units/s");
        assertTrue(calls[0] >= 2 && calls[0] <= 11, calls[0] + " calls");
    }

    private static JitActivity jit(LongSupplier compilingMillis,
                                   BooleanSupplier compiling) {
        return new JitActivity() {
            @Override
            public long compilingMillis() {
                return compilingMillis.getAsLong();
            }

            @Override
            public boolean compiling() {
                return compiling.getAsBoolean();
            }
        };
    }

    private static void sleep() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
