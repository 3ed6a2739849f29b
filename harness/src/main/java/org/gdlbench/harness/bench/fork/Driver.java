package org.gdlbench.harness.bench.fork;

import java.util.Locale;
import java.util.regex.Pattern;

/** The benchmark drivers: what one operation is, and how its figures are named. */
public enum Driver {
    /** Random playouts from the initial state. */
    PLAYOUT(PlayoutBenchmark.class, "playout", "states", "states/s", "playouts/s", "states", false),
    /** Random simulations from the positions of recorded matches (the paper's MC). */
    MC(MonteCarloBenchmark.class, "simulation", "nodes", "nodes/s", "simulations/s", "nodes", true),
    /** Iterative-deepening minimax from the positions of recorded matches (the paper's MM). */
    MM(MinimaxBenchmark.class, "search", "nodes", "nodes/s", "searches/s", "depthSum", true);

    private final Class<?> benchmark;
    private final String method;
    private final String counter;
    private final String unit;
    private final String rateUnit;
    private final String depthCounter;
    private final boolean needsRecords;

    Driver(Class<?> benchmark, String method, String counter, String unit, String rateUnit, String depthCounter,
           boolean needsRecords) {
        this.benchmark = benchmark;
        this.method = method;
        this.counter = counter;
        this.unit = unit;
        this.rateUnit = rateUnit;
        this.depthCounter = depthCounter;
        this.needsRecords = needsRecords;
    }

    /** @throws IllegalArgumentException naming the drivers there are */
    public static Driver named(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("driver '" + name + "' is not one of playout, mc, mm");
        }
    }

    /** The name users type and results show: playout, mc, mm. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The JMH benchmark name, e.g. {@code org.gdlbench.harness.bench.fork.PlayoutBenchmark.playout}. */
    public String benchmarkName() {
        return benchmark.getName() + "." + method;
    }

    /** A JMH include pattern matching this benchmark only. */
    public String include() {
        return "^" + Pattern.quote(benchmarkName()) + "$";
    }

    /** The auxiliary counter holding the headline figure (states or nodes per second). */
    public String counter() {
        return counter;
    }

    public String unit() {
        return unit;
    }

    /** The unit of the operations per second: playouts/s, simulations/s, searches/s. */
    public String rateUnit() {
        return rateUnit;
    }

    /** The counter whose rate divided by the operations' rate is the mean depth. */
    public String depthCounter() {
        return depthCounter;
    }

    /** Whether the driver searches from the positions of recorded matches. */
    public boolean needsRecords() {
        return needsRecords;
    }
}
