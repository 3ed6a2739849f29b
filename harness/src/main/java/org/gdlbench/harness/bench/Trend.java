package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Whether a row's measured iterations still trend, i.e. it was not measured at steady state: a
 * straight line is fitted to the rate over the iteration number, with one intercept per fork
 * (forks differ in level, not in how they drift), and the row is flagged when the fitted change
 * over the measured iterations is over {@link #LIMIT} of the mean rate and the slope is
 * significant (two-sided t-test, p under {@link #SIGNIFICANCE}).
 */
public final class Trend {
    /** The fitted change over the measured iterations, as a fraction of the mean, above which a row is flagged. */
    public static final double LIMIT = 0.05;
    /** The p-value under which the slope counts as real. */
    public static final double SIGNIFICANCE = 0.01;

    /**
     * A fitted line.
     *
     * @param change the fitted change from the first to the last measured iteration, as a fraction of the mean
     * @param p the probability of a slope this steep if the rate had no trend
     */
    public record Fit(double change, double p) {
        public boolean flagged() {
            return Math.abs(change) > LIMIT && p < SIGNIFICANCE;
        }
    }

    private Trend() {
    }

    /**
     * The fitted change of what JMH measured (the counter's rate, or the score without one), when
     * the row is flagged; null when it is steady or has too few iterations to tell.
     */
    public static Double flagged(RunResult result, String counter) {
        List<List<Double>> forks = new ArrayList<>();
        for (BenchmarkResult fork : result.getBenchmarkResults()) {
            List<Double> rates = new ArrayList<>();
            for (IterationResult iteration : fork.getIterationResults()) {
                Result<?> value = counter == null ? iteration.getPrimaryResult()
                        : iteration.getSecondaryResults().get(counter);
                if (value != null) {
                    rates.add(value.getScore());
                }
            }
            forks.add(rates);
        }
        return flagged(forks);
    }

    /** As {@link #flagged(RunResult, String)}, over each fork's rates in the order measured. */
    public static Double flagged(List<List<Double>> forks) {
        Fit fit = fit(forks);
        return fit != null && fit.flagged() ? fit.change() : null;
    }

    /** The line fitted to each fork's rates in the order measured; null with too few to fit one. */
    public static Fit fit(List<List<Double>> forks) {
        double sxx = 0;
        double sxy = 0;
        double sum = 0;
        int count = 0;
        int used = 0;
        int longest = 0;
        for (List<Double> rates : forks) {
            int n = rates.size();
            if (n < 2) {
                continue;
            }
            used++;
            longest = Math.max(longest, n);
            double meanX = (n - 1) / 2.0;
            double meanY = rates.stream().mapToDouble(Double::doubleValue).average().orElse(0);
            for (int i = 0; i < n; i++) {
                sxx += (i - meanX) * (i - meanX);
                sxy += (i - meanX) * (rates.get(i) - meanY);
                sum += rates.get(i);
                count++;
            }
        }
        int freedom = count - used - 1;
        if (freedom < 1 || sxx == 0 || sum <= 0) {
            return null;
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (List<Double> rates : forks) {
            int n = rates.size();
            if (n < 2) {
                continue;
            }
            double meanX = (n - 1) / 2.0;
            double meanY = rates.stream().mapToDouble(Double::doubleValue).average().orElse(0);
            for (int i = 0; i < n; i++) {
                double residual = rates.get(i) - meanY - slope * (i - meanX);
                residuals += residual * residual;
            }
        }
        double change = slope * (longest - 1) / (sum / count);
        double standardError = Math.sqrt(residuals / freedom / sxx);
        double p = standardError == 0 ? (slope == 0 ? 1 : 0)
                : 2 * new TDistribution(null, freedom).cumulativeProbability(-Math.abs(slope / standardError));
        return new Fit(change, p);
    }
}
