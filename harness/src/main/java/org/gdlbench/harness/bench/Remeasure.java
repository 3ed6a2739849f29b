package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A driver whose measured iterations still trended ({@link Trend}) is measured again, in fresh
 * forks, up to the profile's {@code remeasures} times. Settling waits out the JIT, but a slow
 * spell of the machine in the middle of the measured iterations (another tenant of the host, the
 * neighbouring core) reads as a trend just as well, and over a long run on a 2-core machine a few
 * rows catch one. The first attempt that does not trend is kept, or else the last; which attempt
 * is kept depends on the shape of the iterations only, never on the figure. The row's reason names
 * the trends of the attempts set aside, so a measurement taken again says so.
 */
final class Remeasure {
    /**
     * The attempt kept.
     *
     * @param result its result, or null when the first attempt gave none
     * @param attempt its number, from 0
     * @param setAside the fitted trends of the attempts before it, in order
     */
    record Kept<T>(T result, int attempt, List<Double> setAside) {
        Kept {
            setAside = List.copyOf(setAside);
        }

        /** "measured again: the iterations of the first attempt trended +6%", or null when measured once. */
        String note() {
            if (setAside.isEmpty()) {
                return null;
            }
            List<String> trends = setAside.stream().map(change -> String.format(Locale.ROOT, "%+.0f%%", 100 * change))
                    .toList();
            return setAside.size() == 1
                    ? "measured again: the iterations of the first attempt trended " + trends.get(0)
                    : "measured again: the iterations of the first " + setAside.size() + " attempts trended "
                            + String.join(", ", trends);
        }
    }

    private Remeasure() {
    }

    /**
     * Runs {@code attempt} (given its number from 0) until its result does not trend, at most
     * {@code remeasures} + 1 times. An attempt that gives no result (its fork failed) ends the
     * measuring, and the attempt before it, if any, stands.
     *
     * @param trend the fitted trend of a result when it is flagged, null when it is steady
     */
    static <T> Kept<T> measure(int remeasures, IntFunction<T> attempt, Function<T, Double> trend) {
        List<Double> setAside = new ArrayList<>();
        T previous = null;
        for (int number = 0; ; number++) {
            T result = attempt.apply(number);
            if (result == null) {
                return previous == null ? new Kept<>(null, number, setAside)
                        : new Kept<>(previous, number - 1, setAside.subList(0, setAside.size() - 1));
            }
            Double change = trend.apply(result);
            if (change == null || number >= remeasures) {
                return new Kept<>(result, number, setAside);
            }
            setAside.add(change);
            previous = result;
        }
    }
}
