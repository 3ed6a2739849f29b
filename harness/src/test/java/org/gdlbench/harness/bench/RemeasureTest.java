package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RemeasureTest {
    /** Attempts whose results are their figures; a figure's trend is looked up in {@code trends}. */
    private static final class Attempts {
        final List<Integer> run = new ArrayList<>();
        final List<Double> trends;

        Attempts(Double... trends) {
            this.trends = Arrays.asList(trends);
        }

        Remeasure.Kept<Integer> measure(int remeasures) {
            return Remeasure.measure(remeasures, number -> {
                run.add(number);
                return trends.get(number) != null && trends.get(number).isNaN() ? null : 100 + number;
            }, figure -> trends.get(figure - 100));
        }
    }

    private static final Double FAILS = Double.NaN;

    @Test
    void aSteadyAttemptIsMeasuredOnce() {
        Attempts attempts = new Attempts(null, null);
        Remeasure.Kept<Integer> kept = attempts.measure(1);
        assertEquals(List.of(0), attempts.run);
        assertEquals(100, kept.result());
        assertNull(kept.note());
    }

    @Test
    void aTrendingAttemptIsMeasuredAgainAndTheSteadyOneKeptWithANote() {
        Attempts attempts = new Attempts(0.054, null);
        Remeasure.Kept<Integer> kept = attempts.measure(1);
        assertEquals(List.of(0, 1), attempts.run);
        assertEquals(101, kept.result());
        assertEquals(1, kept.attempt());
        assertEquals("measured again: the iterations of the first attempt trended +5%", kept.note());
    }

    @Test
    void whenEveryAttemptTrendsTheLastIsKept() {
        Attempts attempts = new Attempts(0.06, -0.11, 0.08);
        Remeasure.Kept<Integer> kept = attempts.measure(2);
        assertEquals(List.of(0, 1, 2), attempts.run);
        assertEquals(102, kept.result());
        assertEquals("measured again: the iterations of the first 2 attempts trended +6%, -11%", kept.note());
    }

    @Test
    void noRemeasuresMeasuresOnceEvenWhenItTrends() {
        Attempts attempts = new Attempts(0.2, null);
        Remeasure.Kept<Integer> kept = attempts.measure(0);
        assertEquals(List.of(0), attempts.run);
        assertEquals(100, kept.result());
        assertNull(kept.note());
    }

    @Test
    void aFailedAttemptLeavesTheOneBeforeItStanding() {
        Attempts attempts = new Attempts(0.07, FAILS);
        Remeasure.Kept<Integer> kept = attempts.measure(1);
        assertEquals(List.of(0, 1), attempts.run);
        assertEquals(100, kept.result());
        assertEquals(0, kept.attempt());
        assertNull(kept.note(), "the kept attempt is the first: nothing was set aside");
    }

    @Test
    void aFailedFirstAttemptIsNotMeasuredAgain() {
        Attempts attempts = new Attempts(FAILS, null);
        Remeasure.Kept<Integer> kept = attempts.measure(1);
        assertEquals(List.of(0), attempts.run);
        assertNull(kept.result());
    }
}
