package org.gdlbench.propnet.tuning;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.gdlbench.grounding.GroundingOptions;

/**
 * The propnet's tuning thresholds, in one place: which back end a net gets ({@code BackEndChooser}),
 * how the full pass is generated ({@link org.gdlbench.propnet.codegen.EvaluationCompiler}), the trial playouts the choice plays,
 * and how goals and playout starts are handled. This is the one documented home of these numbers:
 * the README and docs/PROPNET.md link here rather than restate them. Each is a reasoner option of
 * the same name, e.g. {@code propnet:maxCompiledLinks=12000}; any positive number is accepted.
 * The defaults were measured on the bundled games, one JVM per game, as each constant says.
 */
public final class PropnetTuning {
    /** Nets up to this many components are compiled; the class stays under the JVM's constant pool limit. */
    public static final int MAX_COMPILED_COMPONENTS = 8_000;
    /**
     * Nets up to this many links (gate inputs and output bits) are compiled. Past it the code no
     * longer fits the processor's caches and runs slower than the interpreter. Measured one JVM
     * per game after 20 s of warm-up, as long as the standard bench profile gives (the JIT takes
     * over 10 s to compile such a class): compiled code 1.2x faster at 5,400 and 5,700 links
     * (chinese checkers 2, amazons small), 1.3x and 0.92x at 7,900 (checkers, chinese checkers
     * 3), 1.1x at 8,900 (connect five), 0.75x at 10,500 (chinese checkers 4), 0.6x at 15,700.
     */
    public static final int MAX_COMPILED_LINKS = 9_000;
    /** Methods a compiled class may have: each takes three constants, and the pool holds 65,535. */
    public static final int MAX_COMPILED_METHODS = 20_000;
    /** The longest chain of nested calls a change may need in compiled propagation. */
    public static final int MAX_COMPILED_DEPTH = 1_500;
    /**
     * Nets whose full pass reads up to this many links a step (gate inputs and output terms: the
     * state's part, and the moves' part of an average version) are evaluated in full. Measured on
     * the bundled games, one JVM per game against following changes: 1.2x to 2.7x faster on nets
     * reading 20 to 460 links (pancakes 2.7x, chomp 1.9x, pegsolitaire 1.4x, eight-puzzle 1.2x);
     * slower at 790 to 3,400 (three-player tic-tac-toe 0.7x, connect four 0.6x), unless a step
     * changes much of the net ({@link #MAX_FULL_PASS_LINKS_PER_CHANGED_LINK}).
     */
    public static final int MAX_FULL_PASS_LINKS = 600;
    /**
     * Nets over {@link #MAX_FULL_PASS_LINKS} are still evaluated in full when a full pass reads at
     * most this many times the links that following changes travels a step (measured by the trial
     * playouts): pentago's pass reads 8 times as many and gained 1.6x, sheep and wolf's 16 times
     * (as fast either way), double tic-tac-toe's 18 times (as fast), connect four's 30 times (0.6x).
     */
    public static final double MAX_FULL_PASS_LINKS_PER_CHANGED_LINK = 12;
    /** Nets over this many links are not considered for a full pass: working out their links a step would take too long. */
    public static final int MAX_FULL_PASS_NET_LINKS = 8 * MAX_FULL_PASS_LINKS;
    /**
     * A full pass reads bases from the state words when gates read them at most this many times
     * for each base a step changes, else from counters. Measured against counters, one JVM, both
     * ways: pancakes (21 reads per changed base) 1.26x, lightsout (12) 1.15x, blocksworld (22)
     * 1.09x, stress_deeprecursion (7) 1.08x; eight-puzzle (66) 0.82x when read from the state.
     */
    public static final double MAX_READS_PER_CHANGED_BASE = 30;
    /** A role's moves are made constants of the full pass's move part only when that leaves at most this share of its links. */
    public static final double SPECIALISED_SHARE = 0.75;
    /** The most links all specialised versions of the move part may read together, to bound the code. */
    public static final int MAX_SPECIALISED_LINKS = 8_000;
    /** The most versions of the move part, one per joint move of the roles it is specialised for. */
    public static final int MAX_VERSIONS = 256;
    /** The most steps the back end's trial playouts follow, in all. */
    public static final int TRIAL_STEPS = 1_000;
    /** The most trial playouts. */
    public static final int TRIAL_PLAYOUTS = 100;
    /** The seed of the trial playouts' moves. */
    public static final long TRIAL_SEED = 1;
    /** Nets up to this size keep a copy of a playout's start marking: copying it beats propagating back. */
    public static final int MAX_SAVED_COMPONENTS = 1 << 16;
    /** Markings whose goals are evaluated on demand before choosing the way for good ({@link org.gdlbench.propnet.eval.GoalEvaluator}). */
    public static final int GOAL_TRIAL_MARKINGS = 256;
    /**
     * Interpreted propagation takes a move's transition gates out of its fan-out when it has at
     * least this many ({@code eval.MoveGates}).
     */
    public static final int MIN_GATED_FAN_OUT = 32;

    /** The defaults by option name, in the order of the fields below. */
    private static final Map<String, Number> DEFAULTS = defaults();

    /** The defaults, with no option given. */
    public static final PropnetTuning DEFAULT = new PropnetTuning(DEFAULTS);

    public final int maxCompiledComponents;
    public final int maxCompiledLinks;
    public final int maxCompiledMethods;
    public final int maxCompiledDepth;
    public final int maxFullPassLinks;
    public final double maxFullPassLinksPerChangedLink;
    public final int maxFullPassNetLinks;
    public final double maxReadsPerChangedBase;
    public final double specialisedShare;
    public final int maxSpecialisedLinks;
    public final int maxVersions;
    public final int trialSteps;
    public final int trialPlayouts;
    public final long trialSeed;
    public final int maxSavedComponents;
    public final int goalTrialMarkings;
    public final int minGatedFanOut;

    private PropnetTuning(Map<String, Number> values) {
        maxCompiledComponents = values.get("maxCompiledComponents").intValue();
        maxCompiledLinks = values.get("maxCompiledLinks").intValue();
        maxCompiledMethods = values.get("maxCompiledMethods").intValue();
        maxCompiledDepth = values.get("maxCompiledDepth").intValue();
        maxFullPassLinks = values.get("maxFullPassLinks").intValue();
        maxFullPassLinksPerChangedLink = values.get("maxFullPassLinksPerChangedLink").doubleValue();
        maxFullPassNetLinks = values.get("maxFullPassNetLinks").intValue();
        maxReadsPerChangedBase = values.get("maxReadsPerChangedBase").doubleValue();
        specialisedShare = values.get("specialisedShare").doubleValue();
        maxSpecialisedLinks = values.get("maxSpecialisedLinks").intValue();
        maxVersions = values.get("maxVersions").intValue();
        trialSteps = values.get("trialSteps").intValue();
        trialPlayouts = values.get("trialPlayouts").intValue();
        trialSeed = values.get("trialSeed").longValue();
        maxSavedComponents = values.get("maxSavedComponents").intValue();
        goalTrialMarkings = values.get("goalTrialMarkings").intValue();
        minGatedFanOut = values.get("minGatedFanOut").intValue();
    }

    private static Map<String, Number> defaults() {
        Map<String, Number> defaults = new LinkedHashMap<>();
        defaults.put("maxCompiledComponents", MAX_COMPILED_COMPONENTS);
        defaults.put("maxCompiledLinks", MAX_COMPILED_LINKS);
        defaults.put("maxCompiledMethods", MAX_COMPILED_METHODS);
        defaults.put("maxCompiledDepth", MAX_COMPILED_DEPTH);
        defaults.put("maxFullPassLinks", MAX_FULL_PASS_LINKS);
        defaults.put("maxFullPassLinksPerChangedLink", MAX_FULL_PASS_LINKS_PER_CHANGED_LINK);
        defaults.put("maxFullPassNetLinks", MAX_FULL_PASS_NET_LINKS);
        defaults.put("maxReadsPerChangedBase", MAX_READS_PER_CHANGED_BASE);
        defaults.put("specialisedShare", SPECIALISED_SHARE);
        defaults.put("maxSpecialisedLinks", MAX_SPECIALISED_LINKS);
        defaults.put("maxVersions", MAX_VERSIONS);
        defaults.put("trialSteps", TRIAL_STEPS);
        defaults.put("trialPlayouts", TRIAL_PLAYOUTS);
        defaults.put("trialSeed", TRIAL_SEED);
        defaults.put("maxSavedComponents", MAX_SAVED_COMPONENTS);
        defaults.put("goalTrialMarkings", GOAL_TRIAL_MARKINGS);
        defaults.put("minGatedFanOut", MIN_GATED_FAN_OUT);
        return Collections.unmodifiableMap(defaults);
    }

    /** The option names, one per threshold. */
    public static Set<String> names() {
        return DEFAULTS.keySet();
    }

    /**
     * The defaults overridden by the options of the same names in {@code options}; others are ignored.
     *
     * @throws org.gdlbench.machine.ReasonerSpecException when a value is not a positive number
     */
    public static PropnetTuning from(Map<String, String> options) {
        Map<String, Number> values = new LinkedHashMap<>(DEFAULTS);
        for (Map.Entry<String, Number> entry : DEFAULTS.entrySet()) {
            if (!options.containsKey(entry.getKey())) {
                continue;
            }
            double value = GroundingOptions.positive(options, entry.getKey(), entry.getValue().doubleValue());
            values.put(entry.getKey(), entry.getValue() instanceof Double ? (Number) value : (Number) (long) value);
        }
        return values.equals(DEFAULTS) ? DEFAULT : new PropnetTuning(values);
    }
}
