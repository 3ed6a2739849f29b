package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrendTest {
    /** {@code count} rates from {@code first}, changing by {@code step} each iteration. */
    private static List<Double> line(double first, double step, int count) {
        List<Double> rates = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rates.add(first + step * i);
        }
        return rates;
    }

    @Test
    void aSteadyFallIsFlaggedWithItsChangeOverTheMeasuredIterations() {
        // 100 down to 82: a fall of 18 over a mean of 91
        assertEquals(-18.0 / 91, Trend.flagged(List.of(line(100, -2, 10))), 1e-12);
    }

    @Test
    void forksAtDifferentLevelsAreFittedWithTheirOwnIntercepts() {
        // each fork falls by 18; the levels differ by 100, which is no trend; the mean is 141
        Trend.Fit fit = Trend.fit(List.of(line(100, -2, 10), line(200, -2, 10)));
        assertEquals(-18.0 / 141, fit.change(), 1e-12);
        assertEquals(0, fit.p(), 1e-12);
        assertTrue(fit.flagged());
        // one fork rising and one falling as steeply: no trend in common
        assertEquals(0, Trend.fit(List.of(line(100, 2, 10), line(118, -2, 10))).change(), 1e-12);
    }

    @Test
    void noiseAroundALevelIsNotATrend() {
        List<Double> rates = List.of(100.0, 103.0, 97.0, 101.0, 99.0, 102.0, 98.0, 100.0, 101.0, 99.0);
        Trend.Fit fit = Trend.fit(List.of(rates));
        assertTrue(Math.abs(fit.change()) < 0.05, fit.toString());
        assertFalse(fit.flagged());
        assertNull(Trend.flagged(List.of(rates)));
    }

    @Test
    void aSmallDriftIsNotFlaggedEvenWhenItIsReal() {
        // 100 to 104.5, exactly linear: significant, but under 5%
        Trend.Fit fit = Trend.fit(List.of(line(100, 0.5, 10)));
        assertEquals(0, fit.p(), 1e-12);
        assertFalse(fit.flagged(), fit.toString());
    }

    @Test
    void aLargeChangeLostInNoiseIsNotSignificant() {
        // a mean rise of 10% against swings of 40%: p is about 0.66 (t = 0.46 on 8 degrees of freedom)
        List<Double> rates = List.of(100.0, 60.0, 140.0, 70.0, 130.0, 80.0, 150.0, 60.0, 150.0, 90.0);
        Trend.Fit fit = Trend.fit(List.of(rates));
        assertTrue(fit.p() > Trend.SIGNIFICANCE, fit.toString());
        assertFalse(fit.flagged(), fit.toString());
    }

    @Test
    void tooFewIterationsTellNothing() {
        assertNull(Trend.fit(List.of(List.of(100.0, 50.0))));
        assertNull(Trend.fit(List.of(List.of(100.0), List.of(50.0))));
        assertNull(Trend.flagged(List.of()));
    }
}
