package org.gdlbench.harness.bench;

import java.util.Map;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.SteadyState;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;

/**
 * A rough guess of the seconds one (game, reasoner) takes, for the estimate a run announces, its
 * ETA, and to deal cells into shards of equal length. A cell prepares the reasoner once in the
 * harness (to check it) and once in every fork, each fork starts a JVM, settles and runs its
 * iterations. Preparing grows with the game's rules and with how much work the reasoner does
 * before it plays (grounding and compiling generated code cost more than loading rules into an
 * interpreter); settling lasts as long as the JIT takes to compile the reasoner's hot code.
 * The figures below are for one quiet core of the machine {@link MachinePace} names: measured on one core of a 2-core cloud machine shared
 * with other work, quick's cells on tic-tac-toe, connect four and breakthrough with 0.5 s rounds,
 * as wall times, then scaled by the share of the core the run had (its CPU time over its wall
 * time: 0.56; the whole of quick used 158 s of CPU time, of which the verification 30).
 */
final class CellCost {
    /** Seconds a fork takes besides preparing, settling and iterating: the JVM, JMH, the game, machine-speed readings. */
    static final double FORK_START = 1.5;
    /**
     * Seconds to prepare a reasoner once, whatever the game, by the class of its preparation
     * ({@link org.gdlbench.machine.ReasonerFactory#preparationCost()}); others 0: mostly a fresh JVM
     * compiling the generated code (the propnet took 8.6 s of wall time on tic-tac-toe, on a core it had 56% of).
     */
    private static final Map<PreparationCost, Double> PREPARATION_FIXED = Map.of(
            PreparationCost.LOADS_RULES, 0.1, PreparationCost.GROUNDS, 0.3, PreparationCost.GROUNDS_AND_COMPILES, 4.0,
            PreparationCost.COMPILES, 3.0, PreparationCost.MEASURES, 0.8, PreparationCost.TRANSLATES, 0.5);
    /** Seconds to prepare a reasoner per 100 rules, by the class of its preparation; others count 1. */
    private static final Map<PreparationCost, Double> PREPARATION_PER_100_RULES = Map.of(
            PreparationCost.LOADS_RULES, 0.2, PreparationCost.NOTHING, 0.1, PreparationCost.GROUNDS, 1.5,
            PreparationCost.GROUNDS_AND_COMPILES, 3.0, PreparationCost.TRANSLATES, 1.0);
    /**
     * Seconds the JIT typically takes to compile a reasoner's hot code, so that its fork settles, by
     * the class of its preparation; others 5. Measured as wall time on a core the run had 56% of: propnet 6.1 to
     * 11.5 s, topdown 5.5 to 13.3, the reference 8.6 to 11.3, forward 3.0 to 6.5, instantiation 4.0
     * to 6.6.
     */
    private static final Map<PreparationCost, Double> SETTLING = Map.of(
            PreparationCost.LOADS_RULES, 5.5, PreparationCost.NOTHING, 1.0, PreparationCost.GROUNDS, 3.0,
            PreparationCost.GROUNDS_AND_COMPILES, 5.0, PreparationCost.COMPILES, 5.5, PreparationCost.MEASURES, 3.0);
    /** Seconds of one verification playout per 100 rules (the reference's answers plus the reasoner's). */
    private static final double VERIFY_PER_100_RULES = 0.5;

    private CellCost() {
    }

    /** {@link #seconds(BenchRun.Settings, CorpusEntry, ReasonerSpec, double)} on the machine the figures hold for. */
    static double seconds(BenchRun.Settings settings, CorpusEntry game, ReasonerSpec reasoner) {
        return seconds(settings, game, reasoner, 1);
    }

    /**
     * The seconds on a machine of {@code pace} ({@link MachinePace}): the work scaled by it, the
     * measured and warm-up iterations not, as they last as long on every machine.
     */
    static double seconds(BenchRun.Settings settings, CorpusEntry game, ReasonerSpec reasoner, double pace) {
        int rules = game.ruleCount();
        if (rules < 0 || game.problem() != null) {
            return 0.1; // recorded as invalid without measuring
        }
        double hundreds = Math.max(1, rules) / 100.0;
        Profile profile = settings.profile().forReasoner(reasoner.name());
        // each thread count is a JMH run of its own; its threads prepare one after another in each fork
        int measuredForks = profile.forks() * drivers(settings, reasoner) * settings.threads().size();
        int threadsPrepared = profile.forks() * drivers(settings, reasoner)
                * settings.threads().stream().mapToInt(Integer::intValue).sum();
        int forks = profile.preparationForks() + measuredForks;
        PreparationCost cost = costOf(reasoner.name());
        double preparing = (1 + profile.preparationForks() + threadsPrepared) * (PREPARATION_FIXED.getOrDefault(cost, 0.0)
                + hundreds * PREPARATION_PER_100_RULES.getOrDefault(cost, 1.0));
        double verifying = reasoner.name().equals(Reasoners.REFERENCE) ? 0 : profile.verifyPlayouts() * hundreds * VERIFY_PER_100_RULES;
        double settling = measuredForks * settleSeconds(profile, reasoner.name());
        double iterating = measuredForks * (profile.warmupIterations() + profile.iterations()) * profile.iterationSeconds();
        return pace * (forks * FORK_START + preparing + verifying + settling) + iterating;
    }

    /**
     * How many of the run's drivers are measured in forks for {@code reasoner}: the batch driver
     * forks only for a reasoner that batches, the others' batch rows being recorded unsupported
     * from the check ({@link CellCheck}).
     */
    private static int drivers(BenchRun.Settings settings, ReasonerSpec reasoner) {
        boolean batches = Reasoners.names().contains(reasoner.name()) && Reasoners.factory(reasoner.name()).batches();
        return (int) settings.drivers().stream().filter(driver -> driver != Driver.BATCH || batches).count();
    }

    /**
     * The seconds a fork of {@code reasoner} typically settles for: what its JIT takes, and at least
     * twice the {@link SteadyState#WINDOW} rounds settling needs (the first rounds rarely agree),
     * within the cap; 0 without settling. (47 standard-profile forks, of 1 s rounds, over 15
     * community sheets settled after 9.0 s on average, the least after 3 s.)
     */
    static double settleSeconds(Profile profile, String reasoner) {
        if (!profile.settles(reasoner)) {
            return 0;
        }
        double rounds = 2 * SteadyState.WINDOW * profile.iterationSeconds();
        return Math.min(profile.settleCapSeconds(), Math.max(rounds, SETTLING.getOrDefault(costOf(reasoner), 5.0)));
    }

    /** The class of {@code reasoner}'s preparation, as its factory says; unknown for a name not registered. */
    private static PreparationCost costOf(String reasoner) {
        return Reasoners.names().contains(reasoner) ? Reasoners.factory(reasoner).preparationCost()
                : PreparationCost.UNKNOWN;
    }
}
