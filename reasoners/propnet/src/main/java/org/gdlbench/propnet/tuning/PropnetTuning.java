package org.gdlbench.propnet.tuning;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;

/**
 * The propnet's tuning thresholds, in one place: which back end a net gets ({@code BackEndChooser}),
 * how the full pass is generated ({@link org.gdlbench.propnet.codegen.EvaluationCompiler}), the trial playouts the choice plays,
 * and how goals and playout starts are handled. This is the one documented home of these numbers:
 * the README and docs/PROPNET.md link here rather than restate them. Each is a reasoner option of
 * the same name, e.g. {@code propnet:maxCompiledLinks=12000}: a positive whole number, or a positive
 * number for the shares and ratios.
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

    private static final List<ReasonerOption<?>> THRESHOLDS = new ArrayList<>();
    private static final ReasonerOption<Integer> COMPILED_COMPONENTS = whole("maxCompiledComponents",
            MAX_COMPILED_COMPONENTS, "nets up to this many components are compiled");
    private static final ReasonerOption<Integer> COMPILED_LINKS = whole("maxCompiledLinks", MAX_COMPILED_LINKS,
            "nets up to this many links are compiled");
    private static final ReasonerOption<Integer> COMPILED_METHODS = whole("maxCompiledMethods", MAX_COMPILED_METHODS,
            "methods a compiled class may have");
    private static final ReasonerOption<Integer> COMPILED_DEPTH = whole("maxCompiledDepth", MAX_COMPILED_DEPTH,
            "the longest chain of nested calls a change may need in compiled propagation");
    private static final ReasonerOption<Integer> FULL_PASS_LINKS = whole("maxFullPassLinks", MAX_FULL_PASS_LINKS,
            "nets whose full pass reads up to this many links a step are evaluated in full");
    private static final ReasonerOption<Double> FULL_PASS_LINKS_PER_CHANGED_LINK = number(
            "maxFullPassLinksPerChangedLink", MAX_FULL_PASS_LINKS_PER_CHANGED_LINK,
            "bigger nets are still evaluated in full when a pass reads at most this many times the links changes travel");
    private static final ReasonerOption<Integer> FULL_PASS_NET_LINKS = whole("maxFullPassNetLinks",
            MAX_FULL_PASS_NET_LINKS, "nets over this many links are not considered for a full pass");
    private static final ReasonerOption<Double> READS_PER_CHANGED_BASE = number("maxReadsPerChangedBase",
            MAX_READS_PER_CHANGED_BASE, "a full pass reads bases from the state words up to this many reads per changed"
                    + " base, else from counters");
    private static final ReasonerOption<Double> SHARE = number("specialisedShare", SPECIALISED_SHARE,
            "a role's moves are made constants of the move part only when that leaves at most this share of its links");
    private static final ReasonerOption<Integer> SPECIALISED_LINKS = whole("maxSpecialisedLinks", MAX_SPECIALISED_LINKS,
            "the most links all specialised versions of the move part may read together");
    private static final ReasonerOption<Integer> VERSIONS = whole("maxVersions", MAX_VERSIONS,
            "the most versions of the move part");
    private static final ReasonerOption<Integer> STEPS = whole("trialSteps", TRIAL_STEPS,
            "the most steps the back end's trial playouts follow, in all");
    private static final ReasonerOption<Integer> PLAYOUTS = whole("trialPlayouts", TRIAL_PLAYOUTS,
            "the most trial playouts");
    private static final ReasonerOption<Long> SEED = register(ReasonerOption.positiveLong("trialSeed",
            "the seed of the trial playouts' moves", TRIAL_SEED));
    private static final ReasonerOption<Integer> SAVED_COMPONENTS = whole("maxSavedComponents", MAX_SAVED_COMPONENTS,
            "nets up to this size keep a copy of a playout's start marking");
    private static final ReasonerOption<Integer> GOAL_MARKINGS = whole("goalTrialMarkings", GOAL_TRIAL_MARKINGS,
            "markings whose goals are evaluated on demand before choosing the way for good");
    private static final ReasonerOption<Integer> GATED_FAN_OUT = whole("minGatedFanOut", MIN_GATED_FAN_OUT,
            "interpreted propagation takes a move's transition gates out of its fan-out from this many on");

    /** One option per threshold, of the same name, in the order of the fields below. */
    public static final List<ReasonerOption<?>> OPTIONS = List.copyOf(THRESHOLDS);

    /** The defaults, with no option given. */
    public static final PropnetTuning DEFAULT = new PropnetTuning(null);

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

    /** The thresholds {@code options} give, or the defaults when null. */
    private PropnetTuning(ReasonerOptions options) {
        maxCompiledComponents = value(options, COMPILED_COMPONENTS);
        maxCompiledLinks = value(options, COMPILED_LINKS);
        maxCompiledMethods = value(options, COMPILED_METHODS);
        maxCompiledDepth = value(options, COMPILED_DEPTH);
        maxFullPassLinks = value(options, FULL_PASS_LINKS);
        maxFullPassLinksPerChangedLink = value(options, FULL_PASS_LINKS_PER_CHANGED_LINK);
        maxFullPassNetLinks = value(options, FULL_PASS_NET_LINKS);
        maxReadsPerChangedBase = value(options, READS_PER_CHANGED_BASE);
        specialisedShare = value(options, SHARE);
        maxSpecialisedLinks = value(options, SPECIALISED_LINKS);
        maxVersions = value(options, VERSIONS);
        trialSteps = value(options, STEPS);
        trialPlayouts = value(options, PLAYOUTS);
        trialSeed = value(options, SEED);
        maxSavedComponents = value(options, SAVED_COMPONENTS);
        goalTrialMarkings = value(options, GOAL_MARKINGS);
        minGatedFanOut = value(options, GATED_FAN_OUT);
    }

    private static <T> T value(ReasonerOptions options, ReasonerOption<T> threshold) {
        return options == null ? threshold.defaultValue() : options.get(threshold);
    }

    private static <T> ReasonerOption<T> register(ReasonerOption<T> threshold) {
        THRESHOLDS.add(threshold);
        return threshold;
    }

    private static ReasonerOption<Integer> whole(String name, int defaultValue, String description) {
        return register(ReasonerOption.positiveInt(name, description, defaultValue));
    }

    private static ReasonerOption<Double> number(String name, double defaultValue, String description) {
        return register(ReasonerOption.positiveNumber(name, description, defaultValue, ""));
    }

    /**
     * The thresholds {@code options} give, each the default when not given; the reasoner declares {@link #OPTIONS}.
     */
    public static PropnetTuning from(ReasonerOptions options) {
        boolean anyGiven = OPTIONS.stream().anyMatch(options::given);
        return anyGiven ? new PropnetTuning(options) : DEFAULT;
    }
}
