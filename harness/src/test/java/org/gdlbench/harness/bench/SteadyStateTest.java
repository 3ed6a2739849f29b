package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.List;
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
    void theCapEndsARateThatKeepsRising() {
        double[] rate = {1};
        SteadyState.Settled settled = SteadyState.settle(() -> {
            rate[0] *= 2;
            sleep();
            return rate[0];
        }, 0.05);
        assertFalse(settled.settled());
        assertTrue(settled.seconds() >= 0.05, settled.toString());
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

    private static void sleep() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
