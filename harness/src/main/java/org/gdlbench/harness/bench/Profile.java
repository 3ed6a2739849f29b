package org.gdlbench.harness.bench;

import java.util.List;
import java.util.Locale;

/**
 * How long and how often to measure. {@code quick} is a smoke test sized to take at most 5 minutes
 * on one core; {@code standard} is sized for error bars under 10% on a 2-core machine; {@code paper}
 * is for figures to publish. Before the warm-up iterations, each fork lets its driver settle: it
 * runs the driver until its rate stops rising with the JIT quiet ({@link SteadyState}), up to
 * {@code settleCapSeconds}, because generated code such as the propnet's can take over 10 s to be
 * compiled by the JIT; the warm-up iterations that follow are still needed, for the JIT to compile
 * JMH's own loop around the benchmark (measured: the propnet on tic-tac-toe settled at 4.2 M
 * states/s, then ran its first four iterations in JMH's loop at 2 M, on a busy core). Quick
 * settles too, with shorter rounds and cap: measured unsettled, with 0.2 s iterations, the propnet
 * ran at 0.06 to 0.09 of its steady speed and topdown at 0.3, which ranked them wrongly.
 *
 * @param forks fresh JVMs per driver
 * @param warmupIterations per fork, not counted, after settling
 * @param iterations measured per fork
 * @param iterationSeconds length of each iteration, and of each settling round
 * @param preparationForks fresh JVMs, one single-shot preparation each (0 = preparation not timed)
 * @param verifyPlayouts seeded playouts checked against the reference before measuring a reasoner
 * @param settleCapSeconds the most a fork runs the driver to settle before its warm-up iterations (0 = no settling)
 * @param remeasures how many more times a driver whose measured iterations trended is measured, in
 *     fresh forks ({@link Remeasure})
 * @param unsettledReasoners reasoners (by name) measured without settling, their rows marked not
 *     settled and never ranked: in quick the tuProlog ones, 10^4 to 10^5 times slower than the
 *     others, so that they rank last without it, whose few playouts per round would rarely agree
 *     within {@link SteadyState#TOLERANCE} before the cap
 */
public record Profile(String name, int forks, int warmupIterations, int iterations, double iterationSeconds,
                      int preparationForks, int verifyPlayouts, double settleCapSeconds, int remeasures,
                      List<String> unsettledReasoners) {
    /** The reasoners on tuProlog. */
    private static final List<String> TUPROLOG = List.of("prolog-assert", "prolog-threaded");
    /** The profiles' settling caps, in seconds; constants, so that help texts can name them. */
    public static final int QUICK_SETTLE_CAP = 15;
    public static final int STANDARD_SETTLE_CAP = 60;
    public static final int PAPER_SETTLE_CAP = 120;
    public static final Profile QUICK = new Profile("quick", 1, 1, 3, 0.5, 1, 2, QUICK_SETTLE_CAP, 0, TUPROLOG);
    public static final Profile STANDARD = new Profile("standard", 2, 10, 10, 1, 3, 3, STANDARD_SETTLE_CAP, 1,
            List.of());
    public static final Profile PAPER = new Profile("paper", 5, 15, 20, 2, 10, 10, PAPER_SETTLE_CAP, 1, List.of());

    public Profile {
        unsettledReasoners = List.copyOf(unsettledReasoners);
    }

    /** @throws IllegalArgumentException naming the profiles there are */
    public static Profile named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "quick" -> QUICK;
            case "standard" -> STANDARD;
            case "paper" -> PAPER;
            default -> throw new IllegalArgumentException("profile '" + name + "' is not one of quick, standard, paper");
        };
    }

    /**
     * The drivers measured when none are named: single and batched playouts, as the batch driver
     * forks only for the reasoners that batch (one more cell per game each: the propnet's) and
     * records the others' rows unsupported from the check, at no cost; in quick, single playouts
     * only, since its five minutes have no room for the propnet's two batch cells (29 s more by
     * {@link CellCost}, against a quick already measured at 288 s on a slow day).
     */
    public List<String> defaultDrivers() {
        return name.equals(QUICK.name) ? List.of("playout") : List.of("playout", "batch");
    }

    /** Whether the forks of {@code reasoner} (a name, without options) settle before their warm-up. */
    public boolean settles(String reasoner) {
        return settleCapSeconds > 0 && !unsettledReasoners.contains(reasoner);
    }

    /** The profile {@code reasoner}'s cell is measured with: this one, without settling where it does not settle. */
    public Profile forReasoner(String reasoner) {
        return settleCapSeconds > 0 && !settles(reasoner) ? withSettleCapSeconds(0) : this;
    }

    /** Why {@code reasoner}'s rows are not settled in this profile although it settles others; null when they are. */
    public String notSettledReason(String reasoner) {
        return settleCapSeconds > 0 && !settles(reasoner) ? "the " + name + " profile does not settle " + reasoner
                + " (10^4 times slower than the others, it ranks last without it)" : null;
    }

    public Profile withForks(int value) {
        return new Profile(name, value, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withWarmupIterations(int value) {
        return new Profile(name, forks, value, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withIterations(int value) {
        return new Profile(name, forks, warmupIterations, value, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withIterationSeconds(double value) {
        return new Profile(name, forks, warmupIterations, iterations, value, preparationForks, verifyPlayouts,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withPreparationForks(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, value, verifyPlayouts,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withVerifyPlayouts(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, value,
                settleCapSeconds, remeasures, unsettledReasoners);
    }

    public Profile withSettleCapSeconds(double value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                value, remeasures, unsettledReasoners);
    }

    public Profile withRemeasures(int value) {
        return new Profile(name, forks, warmupIterations, iterations, iterationSeconds, preparationForks, verifyPlayouts,
                settleCapSeconds, value, unsettledReasoners);
    }
}
