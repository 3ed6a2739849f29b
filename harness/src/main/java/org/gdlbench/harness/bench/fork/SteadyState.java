package org.gdlbench.harness.bench.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;

/**
 * Settling before the warm-up iterations: a fork runs its driver in rounds of an iteration's
 * length until the rate stops rising, that is until the last {@link #WINDOW} rounds' rates are
 * within {@link #TOLERANCE} of each other or, on a machine too noisy for that, until after at
 * least twice as many rounds none of the last {@link #WINDOW} is more than {@link #TOLERANCE}
 * above the best round before them; and, in a JVM that tells (see {@link JitActivity}), until
 * the JIT is quiet: it compiled for at most {@link #JIT_QUIET} of the last {@link #WINDOW}
 * rounds' time and has no compile in progress. Or until the cap. JMH's own warm-up has a fixed
 * number of iterations, so this runs before it, in the trial's setup, in the same fork; the
 * rows whose measured iterations still trend are flagged afterwards ({@link org.gdlbench.harness.bench.Trend}).
 */
public final class SteadyState {
    /** How many of the last rounds must agree. */
    public static final int WINDOW = 3;
    /** How far apart, as a fraction of the largest, the last rounds' rates may be. */
    public static final double TOLERANCE = 0.03;
    /** How the log line of a fork that reached the cap while its rate still rose begins. */
    public static final String RISING_AT_CAP = "did not settle (the cap)";
    /** How the log line of a fork that reached the cap with its rate steady and the JIT busy begins. */
    public static final String JIT_AT_CAP = "did not settle (the cap, the JIT still compiling)";
    /** The most of the last rounds' time the JIT may have spent compiling in a settled fork. */
    public static final double JIT_QUIET = 0.05;

    /** How settling ended. */
    public enum Outcome {
        /** The last rounds agreed, with the JIT quiet, before the cap. */
        SETTLED,
        /** The cap, the rate still rising. */
        RISING_AT_CAP,
        /** The cap, the rate steady but the JIT still compiling. */
        JIT_AT_CAP
    }

    /**
     * How a fork settled.
     *
     * @param rates each round's rate, in units per second
     * @param waitedForJit how many rounds had stopped rising while the JIT was still busy
     */
    public record Settled(Outcome outcome, double seconds, List<Double> rates, int waitedForJit) {
        public Settled {
            rates = List.copyOf(rates);
        }

        /** Whether the last rounds agreed, with the JIT quiet, before the cap. */
        public boolean settled() {
            return outcome == Outcome.SETTLED;
        }

        /** One line for the fork's log, for people: the host reads the fork's {@link ForkReport}. */
        public String describe() {
            String how = switch (outcome) {
                case SETTLED -> "settled";
                case RISING_AT_CAP -> RISING_AT_CAP;
                case JIT_AT_CAP -> JIT_AT_CAP;
            };
            return String.format(Locale.ROOT, "%s after %.1f s, %d rounds%s, last rates %s", how, seconds,
                    rates.size(), waitedForJit == 0 ? "" : " (" + waitedForJit + " of them steady while the JIT compiled)",
                    rates.subList(Math.max(0, rates.size() - WINDOW), rates.size()).stream()
                            .map(rate -> String.format(Locale.ROOT, "%.4g", rate)).toList());
        }
    }

    private SteadyState() {
    }

    /**
     * Runs rounds until the rate settles or {@code capSeconds} have passed, with no regard to a JIT
     * (an engine measured in another process).
     *
     * @param round runs one round and gives its rate
     */
    public static Settled settle(DoubleSupplier round, double capSeconds) {
        return settle(round, capSeconds, JitActivity.NONE);
    }

    /**
     * Runs rounds until the rate settles with {@code jit} quiet, or {@code capSeconds} have passed.
     *
     * @param round runs one round and gives its rate
     */
    public static Settled settle(DoubleSupplier round, double capSeconds, JitActivity jit) {
        long start = System.nanoTime();
        List<Double> rates = new ArrayList<>();
        List<Long> roundNanos = new ArrayList<>();
        List<Long> compilingMillis = new ArrayList<>();
        long compiled = jit.compilingMillis();
        int waitedForJit = 0;
        while (true) {
            long roundStart = System.nanoTime();
            rates.add(round.getAsDouble());
            long now = System.nanoTime();
            roundNanos.add(now - roundStart);
            long compiledNow = jit.compilingMillis();
            compilingMillis.add(compiledNow - compiled);
            compiled = compiledNow;
            double seconds = (now - start) / 1e9;
            if (stoppedRising(rates)) {
                if (jitQuiet(roundNanos, compilingMillis) && !jit.compiling()) {
                    return new Settled(Outcome.SETTLED, seconds, rates, waitedForJit);
                }
                waitedForJit++;
            }
            if (seconds >= capSeconds) {
                return new Settled(stoppedRising(rates) ? Outcome.JIT_AT_CAP : Outcome.RISING_AT_CAP, seconds, rates,
                        waitedForJit);
            }
        }
    }

    /** Whether the JIT compiled for at most {@link #JIT_QUIET} of the last {@link #WINDOW} rounds' time. */
    static boolean jitQuiet(List<Long> roundNanos, List<Long> compilingMillis) {
        int from = Math.max(0, roundNanos.size() - WINDOW);
        long nanos = roundNanos.subList(from, roundNanos.size()).stream().mapToLong(Long::longValue).sum();
        long millis = compilingMillis.subList(from, compilingMillis.size()).stream().mapToLong(Long::longValue).sum();
        return millis <= JIT_QUIET * nanos / 1e6;
    }

    /**
     * A round of {@code seconds}: runs {@code operation}, which gives the units (states, nodes) it
     * did, until the time is up; its rate in units per second.
     */
    public static DoubleSupplier rounds(LongSupplier operation, double seconds) {
        long length = Math.max(1, Math.round(seconds * 1e9));
        return () -> {
            long start = System.nanoTime();
            long units = 0;
            long now;
            do {
                units += operation.getAsLong();
                now = System.nanoTime();
            } while (now - start < length);
            return units / ((now - start) / 1e9);
        };
    }

    /**
     * Whether the last {@link #WINDOW} rates are within {@link #TOLERANCE} of each other, or, after
     * at least twice as many, none of them is over {@link #TOLERANCE} above the best before them.
     */
    static boolean stoppedRising(List<Double> rates) {
        if (rates.size() < WINDOW) {
            return false;
        }
        List<Double> last = rates.subList(rates.size() - WINDOW, rates.size());
        double low = last.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double high = last.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        if (high <= 0) {
            return false;
        }
        if ((high - low) / high <= TOLERANCE) {
            return true;
        }
        double before = rates.subList(0, rates.size() - WINDOW).stream().mapToDouble(Double::doubleValue).max()
                .orElse(0);
        return rates.size() >= 2 * WINDOW && high <= before * (1 + TOLERANCE);
    }
}
