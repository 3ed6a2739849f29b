package org.gdlbench.propnet.eval;

import org.gdlbench.propnet.net.Propnet;

/**
 * What a {@link Marking} asks of a back end to keep a net's gates and output bits current as
 * bases and inputs change. One implementation per back end ({@link org.gdlbench.propnet.BackEnd}):
 * {@link InterpretedPropagation} and {@link CompiledPropagation} follow changes (both through
 * {@link Propagation}), {@link FullEvaluation} works out every gate again.
 *
 * <p>An abstract class rather than an interface: the code generated for a net overrides these
 * methods, and package-private methods keep the generated sources free of {@code public}.
 */
public abstract class Evaluator {
    final Propnet net;
    /** Per component: bias plus one per true input, minus one per true inverted input; true when positive. */
    final int[] counter;
    /** The output bits: legal moves, next state, goals, terminal. */
    final long[] outputs;

    Evaluator(Propnet net, int[] counter, long[] outputs) {
        this.net = net;
        this.counter = counter;
        this.outputs = outputs;
    }

    /**
     * Starts from the net's initial marking, the counters and outputs as the net gives them:
     * works out what they imply, so that the marking is settled.
     */
    abstract void start();

    /**
     * Announces that {@code component}'s truth changed to {@code up} (1 or 0); a base's or an
     * input's counter is set by the caller first. The change may travel at once or when the
     * evaluator {@link #settle}s.
     */
    abstract void change(int component, int up);

    /**
     * Sets the bases of state word {@code word} whose bits are set in {@code diff} to their bits
     * in {@code now}, and announces each change.
     */
    abstract void changeBases(int word, long diff, long now);

    /**
     * Whether the marking must let the inputs that rise travel ({@link #flush}) before it
     * announces those that fall: so it must when changes travel one by one.
     */
    abstract boolean changesTravel();

    /** Carries out the changes announced but not yet carried out. */
    abstract void flush();

    /** Carries out every announced change, so that the gates of the state are current. */
    abstract void settle();

    /** Carries out every announced change and makes the next-state outputs current for the joint move marked. */
    abstract void settleNext();

    /** The counters and outputs were saved, as a playout's start marking; state of the evaluator's own may be saved with them. */
    void saved() {}

    /**
     * The counters and outputs were copied back from a settled marking of another time, whose
     * state words are {@code state} and whose inputs marked are {@code inputOf}, per role (-1
     * for none).
     */
    void restored(long[] state, int[] inputOf) {}

    /**
     * The next state's words this evaluator's changes touched, recorded as they toggle, or null
     * when it does not record them: {@link Marking#advance} then reads every state word.
     */
    TouchedWords touchedNext() {
        return null;
    }

    /** The playout loop generated for the net with this evaluator, or null when there is none. */
    public GeneratedPlayout generatedPlayout() {
        return null;
    }

    /** Whether the legal moves' output words are written with their guards applied already. */
    public boolean appliesGuards() {
        return false;
    }

    /** A pass over the gates only goals need, compiled with this evaluator, or null when there is none. */
    public Runnable goalPass() {
        return null;
    }

    /**
     * Puts each role's goal in the current state in {@code values} when this evaluator works goals
     * out itself, and says whether it did; else {@link GoalEvaluator} does.
     */
    public boolean writeGoals(int[] values) {
        return false;
    }
}
