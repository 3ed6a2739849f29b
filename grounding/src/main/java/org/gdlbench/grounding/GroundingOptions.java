package org.gdlbench.grounding;

import java.util.Map;
import java.util.Set;
import org.gdlbench.machine.ReasonerSpecException;

/**
 * The budgets of grounding: a game that needs more is refused rather than allowed to exhaust
 * memory or time. Sizes count ground atoms (static ones included) and ground rules.
 *
 * @param maxAtoms most ground atoms (static, state and move atoms together)
 * @param maxRules most ground rules instantiated before pruning
 * @param maxSeconds most seconds of CPU time spent grounding
 */
public record GroundingOptions(int maxAtoms, int maxRules, double maxSeconds) {
    public static final String ATOMS = "atoms";
    public static final String RULES = "rules";
    public static final String SECONDS = "seconds";

    /** Option names a reasoner built on grounding accepts; any value (checked when read). */
    public static final Map<String, Set<String>> OPTIONS = Map.of(ATOMS, Set.of(), RULES, Set.of(), SECONDS, Set.of());

    public static final GroundingOptions DEFAULTS = new GroundingOptions(2_000_000, 8_000_000, 60);

    public GroundingOptions {
        if (maxAtoms < 1 || maxRules < 1 || !(maxSeconds > 0)) {
            throw new IllegalArgumentException("grounding budgets must be positive");
        }
    }

    /** The defaults, overridden by {@code atoms=N}, {@code rules=N} and {@code seconds=S} in {@code options}. */
    public static GroundingOptions from(Map<String, String> options) {
        return new GroundingOptions(
                (int) positive(options, ATOMS, DEFAULTS.maxAtoms),
                (int) positive(options, RULES, DEFAULTS.maxRules),
                positive(options, SECONDS, DEFAULTS.maxSeconds));
    }

    /**
     * The positive number given as option {@code name}, or {@code fallback} when absent.
     *
     * @throws ReasonerSpecException when the value is not a positive number
     */
    public static double positive(Map<String, String> options, String name, double fallback) {
        String text = options.get(name);
        if (text == null) {
            return fallback;
        }
        try {
            double value = Double.parseDouble(text);
            if (value > 0 && value <= Integer.MAX_VALUE) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ReasonerSpecException("option '" + name + "' takes a positive number, not '" + text + "'");
    }
}
