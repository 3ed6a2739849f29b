package org.gdlbench.harness.bench;

import java.util.Map;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.machine.ReasonerSpec;

/**
 * A rough guess of the seconds one (game, reasoner) takes, to deal cells into shards of equal
 * length. JMH's iterations take the same time for every cell; what varies is preparing the
 * reasoner (in the harness and in every fork) and checking it against the reference, which grow
 * with the game's rules and with how much work the reasoner does before it plays: grounding and
 * compiling cost more than loading rules into an interpreter.
 */
final class CellCost {
    /** Seconds to prepare a reasoner per 100 rules, by kind of reasoner; others count 1. */
    private static final Map<String, Double> PREPARATION_PER_100_RULES = Map.of(
            "reference", 0.2, "handwritten", 0.1, "instantiation", 1.5, "propnet", 3.0,
            "prolog-assert", 1.0, "prolog-threaded", 1.0);
    /** Seconds of one verification playout per 100 rules (the reference's answers plus the reasoner's). */
    private static final double VERIFY_PER_100_RULES = 0.5;

    private CellCost() {
    }

    static double seconds(BenchRun.Settings settings, CorpusEntry game, ReasonerSpec reasoner) {
        int rules = game.ruleCount();
        if (rules < 0 || game.problem() != null) {
            return 0.1; // recorded as invalid without measuring
        }
        double hundreds = Math.max(1, rules) / 100.0;
        Profile profile = settings.profile();
        int preparations = 1 + profile.preparationForks() + profile.forks() * settings.drivers().size();
        double preparing = preparations * hundreds * PREPARATION_PER_100_RULES.getOrDefault(reasoner.name(), 1.0);
        double verifying = reasoner.name().equals("reference") ? 0 : profile.verifyPlayouts() * hundreds * VERIFY_PER_100_RULES;
        return settings.estimatedSecondsPerCell() + preparing + verifying;
    }
}
