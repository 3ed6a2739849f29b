package org.gdlbench.harness.bench.fork;

/** The seeds of the benchmarks' random generators: fixed, so every run and fork uses the same ones. */
public final class Seeds {
    private static final long BASE = 0x6764_6c62_656e_6368L;

    private Seeds() {
    }

    /** The seed of measurement or warm-up iteration {@code index} of a fork. */
    public static long iteration(long index) {
        return BASE + index;
    }

    /** The seed of the rounds a fork runs to settle before its warm-up ({@link SteadyState}). */
    public static long settling() {
        return BASE - 1;
    }
}
