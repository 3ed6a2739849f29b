package org.gdlbench.propnet.eval;

import org.gdlbench.gdl.GoalValues;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * Answers goals from a net's marking. The gates that feed nothing but goals are left out of
 * propagation (a playout needs goals once, at its end), so they are evaluated here, one of two
 * ways:
 * <ul>
 *   <li>on demand, from the goal asked for down: a gate reads its inputs only until its truth is
 *       settled (an and-gate stops at its first false input, an or-gate at its first true one),
 *       inputs kept by propagation first, and remembers its truth until the marking changes;</li>
 *   <li>all of them, in topological order, each counter worked out in full.</li>
 * </ul>
 * On demand wins when goals need a few of many gates (scores compared by a table), a full pass
 * when they need most (discs counted one by one), since it costs less per gate. So a net starts
 * on demand, and after {@link org.gdlbench.propnet.tuning.PropnetTuning#GOAL_TRIAL_MARKINGS} markings changes to full passes if those evaluated over
 * half the gates on average. A net evaluated in full has its goals' pass compiled too, which
 * beat evaluation on demand on every such bundled game (stress_simultaneous 1.6 times), so it
 * passes from the start; so does a net whose longest path through the gates is too deep for the
 * nested calls evaluation on demand makes.
 */
public final class GoalEvaluator {
    /** The longest path through goal-only gates that is evaluated by nested calls. */
    static final int MAX_DEPTH = 1_000;

    private final Propnet net;
    private final int[] counter;
    private final long[] state;
    private final int[][] goalValues;
    private final Runnable compiledPass;
    /** Markings whose goals are evaluated on demand before choosing the way for good. */
    private final int trial;
    private final int first;
    private final int[] offsets;
    /** Each gate's inputs as {@code component << 1 | inverted}, those kept by propagation first. */
    private final int[] inputs;
    private final int[] plainInputs;
    private final int[] invertedInputs;
    private boolean onDemand;
    /** Markings so far in the trial, and gates evaluated in them. */
    private int trialMarkings;
    private long trialGates;
    /** Per goal-only gate, the marking its truth was worked out in ({@link #marking}), and that truth. */
    private final long[] evaluatedIn;
    private final boolean[] truth;
    private long marking = 1;
    private boolean passed;

    /**
     * @param counter the propagation's counters, read for the inputs and gates it keeps up to date
     * @param state the state words marked, read for the bases: a full evaluation keeps no counter
     *     for some of them
     * @param goalValues per role, its goal values in the order of {@link Propnet#goalSource}
     * @param way on demand, a full pass, or on demand for a trial and then the cheaper of the two
     * @param compiledPass a full pass compiled for this net, or null to interpret one
     * @param trial markings evaluated on demand before choosing the way for good
     */
    public GoalEvaluator(Propnet net, int[] counter, long[] state, int[][] goalValues,
            GoalEvaluation way, Runnable compiledPass, int trial) {
        this.net = net;
        this.trial = trial;
        this.counter = counter;
        this.state = state;
        this.goalValues = goalValues;
        this.compiledPass = compiledPass;
        first = net.firstGoalGate;
        int gates = net.components - first;
        offsets = net.goalInputOffsets;
        inputs = new int[net.goalInputs.length];
        plainInputs = new int[gates];
        invertedInputs = new int[gates];
        int[] depth = new int[gates];
        int deepest = 0;
        for (int g = 0; g < gates; g++) {
            int next = offsets[g];
            for (int pass = 0; pass < 2; pass++) {
                for (int k = offsets[g]; k < offsets[g + 1]; k++) {
                    int input = net.goalInputs[k];
                    boolean kept = input >>> 1 < first;
                    if (kept == (pass == 0)) {
                        inputs[next++] = input;
                    }
                    if (pass == 0 && !kept) {
                        depth[g] = Math.max(depth[g], depth[(input >>> 1) - first] + 1);
                    }
                }
            }
            for (int k = offsets[g]; k < offsets[g + 1]; k++) {
                if ((inputs[k] & 1) != 0) {
                    invertedInputs[g]++;
                } else {
                    plainInputs[g]++;
                }
            }
            deepest = Math.max(deepest, depth[g]);
        }
        onDemand = deepest <= MAX_DEPTH && (way == GoalEvaluation.ON_DEMAND
                || way == GoalEvaluation.ADAPTIVE && compiledPass == null);
        trialMarkings = way == GoalEvaluation.ADAPTIVE ? 0 : trial;
        evaluatedIn = new long[gates];
        truth = new boolean[gates];
    }

    /** Forgets what was worked out: the marking has changed (or may have). */
    public void markingChanged() {
        marking++;
        passed = false;
        if (onDemand && trialMarkings < trial && ++trialMarkings == trial) {
            onDemand = trialGates <= (long) trial * (net.components - first) / 2;
        }
    }

    /** {@code role}'s goal in the current marking, or {@link GoalValues#UNDEFINED}. */
    public int goal(int role) {
        if (!onDemand && !passed) {
            if (compiledPass != null) {
                compiledPass.run();
            } else {
                evaluateAll();
            }
            passed = true;
        }
        int[] sources = net.goalSource[role];
        for (int i = 0; i < sources.length; i++) {
            int source = sources[i];
            boolean holds = source == Propnet.ALWAYS
                    || source >= 0 && holds(source >>> 1) != ((source & 1) != 0);
            if (holds) {
                return goalValues[role][i];
            }
        }
        return GoalValues.UNDEFINED;
    }

    private boolean holds(int component) {
        return component < first || !onDemand ? kept(component) : gateHolds(component);
    }

    /** The truth of a component propagation keeps, or of a goal-only gate after a full pass. */
    private boolean kept(int component) {
        return component < net.fluents ? (state[Bits.word(component)] >>> component & 1) != 0 : counter[component] > 0;
    }

    /** Works out every goal-only gate's counter, in topological order. */
    private void evaluateAll() {
        int[] bias = net.bias;
        for (int gate = first; gate < net.components; gate++) {
            int value = bias[gate];
            for (int k = offsets[gate - first], end = offsets[gate - first + 1]; k < end; k++) {
                int input = inputs[k];
                if (kept(input >>> 1)) {
                    value += 1 - ((input & 1) << 1);
                }
            }
            counter[gate] = value;
        }
    }

    /**
     * A goal-only gate's truth. Its counter would be {@code bias} plus one per true input and
     * minus one per true inverted input; reading stops once the inputs left cannot change the
     * sign: true when it stays positive even if every inverted input left is true, false when it
     * cannot become positive even if every plain input left is true.
     */
    private boolean gateHolds(int gate) {
        int g = gate - first;
        if (evaluatedIn[g] == marking) {
            return truth[g];
        }
        int value = net.bias[gate];
        int plain = plainInputs[g];
        int inverted = invertedInputs[g];
        for (int k = offsets[g], end = offsets[g + 1]; k < end && value - inverted <= 0 && value + plain > 0; k++) {
            int input = inputs[k];
            boolean invertedInput = (input & 1) != 0;
            if (invertedInput) {
                inverted--;
            } else {
                plain--;
            }
            if (holds(input >>> 1)) {
                value += invertedInput ? -1 : 1;
            }
        }
        boolean holds = value - inverted > 0;
        if (trialMarkings < trial) {
            trialGates++;
        }
        evaluatedIn[g] = marking;
        truth[g] = holds;
        return holds;
    }
}
