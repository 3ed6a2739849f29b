package org.gdlbench.harness.bench;

import java.util.Locale;

/**
 * How long and how often to measure. {@code quick} is a smoke test; {@code standard} is sized
 * for error bars under 10% on a 2-core machine; {@code paper} is for figures to publish. Before
 * the warm-up iterations, the standard and paper profiles let each fork settle: it runs the
 * driver until its rate stops rising ({@link SteadyState}), up to {@code settleCapSeconds},
 * because generated code such as the propnet's can take over 10 s to be compiled by the JIT; the
 * warm-up iterations that follow are still needed, for the JIT to compile JMH's own loop around
 * the benchmark (measured: the propnet on tic-tac-toe settled at 4.2 M states/s, then ran its
 * first four iterations in JMH's loop at 2 M, on a busy core).
 *
 * @param forks fresh JVMs per driver
 * @param warmupIterations per fork, not counted, after settling
 * @param iterations measured per fork
 * @param iterationSeconds length of each iteration
 * @param preparationForks fresh JVMs, one single-shot preparation each
 * @param verifyPlayouts seeded playouts checked against the reference before measuring a reasoner
 * @param settleCapSeconds the most a fork runs the driver to settle before its warm-up iterations (0 = no settling)
 * @param remeasures how many more times a driver whose measured iterations trended is measured, in
 *     fresh forks ({@link Remeasure})
 */
public record Profile(String name, int forks, int warmupIterations, int iterations, double iterationSeconds,
                      int preparationForks, int verifyPlayouts, double settleCapSeconds, int remeasures) {
    public static final Profile QUICK = new Profile("quick", 1, 3, 3, 1, 1, 2, 0, 0);
    public static final Profile STANDARD = new Profile("standard", 2, 10, 10, 1, 3, 3, 60, 1);
    public static final Profile PAPER = new Profile("paper", 5, 15, 20, 2, 10, 10, 120, 1);

    /** @throws IllegalArgumentException naming the profiles there are */
    public static Profile named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "quick" -> QUICK;
            case "standard" -> STANDARD;
            case "paper" -> PAPER;
            default -> throw new IllegalArgumentException("profile '" + name + "' is not one of quick, standard, paper");
        };
    }

    public Profile withForks(int value) {
        return new Profile(name, value, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures);
    }

    public Profile withWarmupIterations(int value) {
        return new Profile(name, forks, value, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures);
    }

    public Profile withIterations(int value) {
        return new Profile(name, forks, warmupIterations, value, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures);
    }

    public Profile withIterationSeconds(double value) {
        return new Profile(name, forks, warmupIterations, iterations, value, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures);
    }

    public Profile withPreparationForks(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, value, verifyPlayouts,
                settleCapSeconds, remeasures);
    }

    public Profile withVerifyPlayouts(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, value,
                settleCapSeconds, remeasures);
    }

    public Profile withSettleCapSeconds(double value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                value, remeasures);
    }

    public Profile withRemeasures(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, value);
    }

    /**
     * The time settling typically takes when it is on, for estimates: three times the least it can
     * take ({@link SteadyState#WINDOW} iterations' worth), within the cap. Measured: 47 standard-profile
     * forks over 15 community sheets settled after 9.0 s on average, the least being 3 s.
     */
    public double typicalSettleSeconds() {
        return settleCapSeconds <= 0 ? 0 : Math.min(settleCapSeconds, 3 * SteadyState.WINDOW * iterationSeconds);
    }
}
