package org.gdlbench.grounding;

import java.util.List;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;

/**
 * The budgets of grounding: a game that needs more is refused rather than allowed to exhaust
 * memory or time. Sizes count ground atoms (static ones included) and ground rules.
 *
 * @param maxAtoms most ground atoms (static, state and move atoms together)
 * @param maxRules most ground rules instantiated before pruning
 * @param maxSeconds most seconds of CPU time spent grounding
 */
public record GroundingOptions(int maxAtoms, int maxRules, double maxSeconds) {
    public static final GroundingOptions DEFAULTS = new GroundingOptions(2_000_000, 8_000_000, 60);

    public static final ReasonerOption<Integer> ATOMS = ReasonerOption.positiveInt("atoms",
            "most ground atoms, static ones included; a game that needs more is refused", DEFAULTS.maxAtoms);
    public static final ReasonerOption<Integer> RULES = ReasonerOption.positiveInt("rules",
            "most ground rules instantiated before pruning", DEFAULTS.maxRules);
    public static final ReasonerOption<Double> SECONDS = ReasonerOption.positiveNumber("seconds",
            "most CPU time spent grounding", DEFAULTS.maxSeconds, "seconds");

    /** The options of a reasoner built on grounding: the three budgets. */
    public static final List<ReasonerOption<?>> OPTIONS = List.of(ATOMS, RULES, SECONDS);

    public GroundingOptions {
        if (maxAtoms < 1 || maxRules < 1 || !(maxSeconds > 0)) {
            throw new IllegalArgumentException("grounding budgets must be positive");
        }
    }

    /** The budgets {@code options} give, each the default when not given; the reasoner declares {@link #OPTIONS}. */
    public static GroundingOptions from(ReasonerOptions options) {
        return new GroundingOptions(options.get(ATOMS), options.get(RULES), options.get(SECONDS));
    }
}
