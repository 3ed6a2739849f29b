package org.gdlbench.propnet.eval;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * The base of the code {@link org.gdlbench.propnet.codegen.EvaluationCompiler} generates for one small net: instead of
 * following changes, it works out every gate again, in topological order, as straight-line code
 * with no branch, and writes the output words whole. A random playout flips gates in ways the
 * processor cannot predict, so following a few dozen changes costs more than evaluating a few
 * hundred links without a branch.
 *
 * <p>The gates fall in two parts: those of the state alone (legal moves, terminal, goals' inputs)
 * are evaluated when bases have changed, and those that depend on a move when the next state is
 * asked for ({@link #settleNext}). Each gate's counter is then 1 when it holds and 0 when not,
 * which reads the same as a differential counter: true when positive. A base is read from its
 * counter or from its bit in the state words, and an input from its counter or by comparing its
 * role's move with it, as {@link org.gdlbench.propnet.codegen.EvaluationCompiler} chose. A playout runs in a loop generated
 * for the net too ({@link #playSteps}), which marks moves and states without announcing each
 * change. Nets with recursive components are not evaluated this way, since one pass does not
 * reach their fixpoint.
 */
public abstract class FullEvaluation extends Evaluator implements GeneratedPlayout {
    private final int firstInput;
    private boolean stateStale = true;
    private boolean nextStale = true;
    /** Per input, its role. */
    private final int[] roleOf;
    /** Per role, its move marked as an index into its inputs, or -1 when none is; the generated code reads it. */
    final int[] move;
    /** The state words marked, for generated code that copies bases' bits to outputs a word at a time. */
    final long[] state;
    /** Per state word, the bases whose counters are kept; the generated code reads the others from {@link #state}. */
    private long[] counted;
    /** How the last {@link #playout} ended, as {@link #stuck} says; the generated loop sets it. */
    int stuck = NOT_STUCK;

    FullEvaluation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
        firstInput = net.firstInput[0];
        int roles = net.firstInput.length - 1;
        roleOf = new int[net.firstGate - firstInput];
        for (int r = 0; r < roles; r++) {
            Arrays.fill(roleOf, net.firstInput[r] - firstInput, net.firstInput[r + 1] - firstInput, r);
        }
        move = new int[roles];
        Arrays.fill(move, -1);
        state = new long[Math.max(1, Bits.words(net.fluents))];
        counted = new long[state.length];
    }

    /**
     * Works out the gates of the state alone, and the outputs of the guards, terminal and the legal
     * moves, these with their guards applied already.
     */
    abstract void evaluateState();

    /** Works out the gates that depend on a move, and the next-state outputs. */
    abstract void evaluateMoves();

    /** Works out the gates only goals need, in topological order, once the state's part is current. */
    abstract void evaluateGoals();

    /**
     * Puts each role's goal in the current state in {@code values}, or {@link
     * org.gdlbench.gdl.GoalValues#UNDEFINED} when none holds, the goals' pass included.
     */
    abstract void goals(int[] values);

    @Override
    public final boolean writeGoals(int[] values) {
        goals(values);
        return true;
    }

    @Override
    public final Runnable goalPass() {
        return this::evaluateGoals;
    }

    @Override
    public final GeneratedPlayout generatedPlayout() {
        return this;
    }

    /** The legal moves' words are written with their guards applied. */
    @Override
    public final boolean appliesGuards() {
        return true;
    }

    /** One pass settles the marking: a net evaluated in full has no recursive component. */
    @Override
    final void start() {
        nextStale = true;
        flush();
    }

    @Override
    final void settle() {
        flush();
    }

    /** The roles whose joint move the generated move part has one version for each of; a new array. */
    abstract int[] specialisedFor();

    /**
     * {@link #specialisedFor}, for the machine's preparation record: the generated class
     * overrides that one within this package.
     */
    public final int[] specialisedRoles() {
        return specialisedFor();
    }

    /** {@link #playout} from a state marked and evaluated, written by {@link org.gdlbench.propnet.codegen.PlayoutWriter}. */
    abstract int playSteps(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth);

    /** {@link #playSteps} from the state marked, which is evaluated first if it is not yet. */
    @Override
    public final int playout(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth) {
        flush();
        int depth = playSteps(random, inputOf, marked, maxDepth);
        nextStale = true;
        return depth;
    }

    @Override
    public final int stuck() {
        return stuck;
    }

    /** Notes the change: the counter of a base or input is set already, a gate's is worked out anyway. */
    @Override
    final void change(int component, int up) {
        stateStale |= component < firstInput;
        nextStale = true;
        if (up == 1 && component >= firstInput && component < net.firstGate) {
            int role = roleOf[component - firstInput];
            move[role] = component - net.firstInput[role];
        }
    }

    @Override
    final void changeBases(int word, long diff, long now) {
        setBases(word, diff, now);
        stateStale = true;
        nextStale = true;
    }

    /** Keeps the counters of the bases set in {@code counted}, per state word: those the generated code reads. */
    public final void keepCounters(long[] counted) {
        this.counted = counted.clone();
    }

    private void setBases(int word, long diff, long now) {
        for (long bits = diff & counted[word]; bits != 0; bits &= bits - 1) {
            int bit = Long.numberOfTrailingZeros(bits);
            counter[Bits.index(word, bit)] = (int) (now >>> bit) & 1;
        }
        state[word] = now;
    }

    @Override
    final void flush() {
        if (stateStale) {
            evaluateState();
            stateStale = false;
        }
    }

    @Override
    final void settleNext() {
        flush();
        if (nextStale) {
            evaluateMoves();
            nextStale = false;
        }
    }

    @Override
    final boolean changesTravel() {
        return false;
    }

    /** A marking is saved after its state was evaluated, but perhaps before its moves were. */
    @Override
    final void restored(long[] state, int[] inputOf) {
        stateStale = false;
        nextStale = true;
        System.arraycopy(state, 0, this.state, 0, state.length);
        for (int role = 0; role < move.length; role++) {
            move[role] = inputOf[role] < 0 ? -1 : inputOf[role] - net.firstInput[role];
        }
    }
}
