package org.gdlbench.harness.bench;

import java.util.Locale;

/**
 * How long and how often to measure. {@code quick} is a smoke test; {@code standard} is sized
 * for error bars under 10% on a 2-core machine; {@code paper} is for figures to publish. The
 * warm-up is long because interpreters such as the reference take several seconds of JIT
 * compilation to reach their steady speed.
 *
 * @param forks fresh JVMs per driver
 * @param warmupIterations per fork, not counted
 * @param iterations measured per fork
 * @param iterationSeconds length of each iteration
 * @param preparationForks fresh JVMs, one single-shot preparation each
 * @param verifyPlayouts seeded playouts checked against the reference before measuring a reasoner
 */
public record Profile(String name, int forks, int warmupIterations, int iterations, double iterationSeconds,
                      int preparationForks, int verifyPlayouts) {
    public static final Profile QUICK = new Profile("quick", 1, 3, 3, 1, 1, 2);
    public static final Profile STANDARD = new Profile("standard", 2, 10, 10, 1, 3, 3);
    public static final Profile PAPER = new Profile("paper", 5, 15, 20, 2, 10, 10);

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
        return new Profile(name, value, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts);
    }

    public Profile withWarmupIterations(int value) {
        return new Profile(name, forks, value, iterations, iterationSeconds, preparationForks, verifyPlayouts);
    }

    public Profile withIterations(int value) {
        return new Profile(name, forks, warmupIterations, value, iterationSeconds, preparationForks, verifyPlayouts);
    }

    public Profile withIterationSeconds(double value) {
        return new Profile(name, forks, warmupIterations, iterations, value, preparationForks, verifyPlayouts);
    }

    public Profile withPreparationForks(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, value, verifyPlayouts);
    }

    public Profile withVerifyPlayouts(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, value);
    }
}
