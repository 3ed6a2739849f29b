package org.gdlbench.propnet.eval;

import java.util.Arrays;
import java.util.function.Function;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * A net's one marking, a state and a joint move, kept current by an {@link Evaluator}: loading
 * another state or move announces only the propositions that differ. The counters and output
 * words are the evaluator's, read directly by the machine and the legal-move decoding.
 */
public final class Marking {
    final Propnet net;
    public final int roles;
    public final int stateWords;
    public final int nextWord;
    private final int terminalWord;
    private final long terminalMask;
    /** Per component, its counter ({@link Evaluator#counter}). */
    public final int[] counter;
    /** The output words ({@link Evaluator#outputs}). */
    public final long[] outputs;
    /** The state words marked. */
    public final long[] marked;
    /** Per role, the input marked, or -1. */
    public final int[] moveOf;
    /** The joint move to play next, as each role's move index. */
    public final int[] chosen;
    /** The next state, copied out of the outputs by {@link #advance}. */
    private final long[] upcoming;
    /** The state words {@link #advance} reads, when it reads those touched. */
    private final int[] reading;
    /** Per role, the input that falls in {@link #play}, or -1. */
    private final int[] falling;
    public final Evaluator evaluator;
    /** The next state's words the evaluator's changes touched, or null when it does not record them. */
    private final TouchedWords touched;
    /**
     * Whether every next-state word not {@link #touched} equals its word in {@link #marked}: so
     * since the last {@link #advance} that read every word, as long as the counters and outputs
     * were not set by other means ({@link #forget}).
     */
    private boolean followed;
    /** How many state words the last {@link #advance} read. */
    private int wordsRead;

    /**
     * A marking of the net's initial counters and outputs, no state or move marked yet, kept by
     * the evaluator {@code backEnd} makes over them; it is started, so settled.
     */
    public Marking(Propnet net, int roles, int stateWords, Function<Marking, Evaluator> backEnd) {
        this.net = net;
        this.roles = roles;
        this.stateWords = stateWords;
        nextWord = Bits.word(net.nextStart);
        terminalWord = Bits.word(net.terminalBit);
        terminalMask = 1L << net.terminalBit;
        counter = net.bias.clone();
        outputs = net.initialOutputs.clone();
        marked = new long[stateWords];
        upcoming = new long[stateWords];
        reading = new int[stateWords];
        moveOf = new int[roles];
        chosen = new int[roles];
        falling = new int[roles];
        Arrays.fill(moveOf, -1);
        evaluator = backEnd.apply(this);
        evaluator.start();
        touched = evaluator.touchedNext();
    }

    /** Whether the state marked is terminal. */
    public boolean terminal() {
        return (outputs[terminalWord] & terminalMask) != 0;
    }

    /**
     * Sets each role's input to its move in {@link #chosen} and makes the next state current.
     * When changes travel, the rises travel before the falls: an or-gate over moves (any move
     * but this one) that one role's new move keeps true does not flicker when another role's old
     * move falls.
     */
    public void play() {
        for (int role = 0; role < roles; role++) {
            int component = net.firstInput[role] + chosen[role];
            falling[role] = -1;
            if (moveOf[role] != component) {
                falling[role] = moveOf[role];
                moveOf[role] = component;
                counter[component] = 1;
                evaluator.change(component, 1);
            }
        }
        if (evaluator.changesTravel()) {
            evaluator.flush();
        }
        for (int role = 0; role < roles; role++) {
            if (falling[role] >= 0) {
                counter[falling[role]] = 0;
                evaluator.change(falling[role], 0);
            }
        }
        evaluator.settleNext();
    }

    /**
     * Makes the state the transitions computed the current one. Where the evaluator records the
     * next-state words its changes touched, and the marking has followed them (and the words
     * loaded) since an advance that read every word, only those words are read: the others equal
     * the state marked.
     */
    public void advance() {
        if (touched == null) {
            wordsRead = stateWords;
            // A copy, since a compiled propagation changes the next-state outputs while the bases change.
            System.arraycopy(outputs, nextWord, upcoming, 0, stateWords);
            load(upcoming);
            return;
        }
        if (!followed) {
            wordsRead = stateWords;
            System.arraycopy(outputs, nextWord, upcoming, 0, stateWords);
            // Cleared before the bases change, so that the changes they make are recorded afresh.
            touched.clear();
            mark(upcoming);
            followed = true;
            return;
        }
        int count = touched.count();
        wordsRead = count;
        for (int i = 0; i < count; i++) {
            int w = touched.stateWord(i);
            reading[i] = w;
            upcoming[w] = outputs[nextWord + w];
        }
        touched.clear();
        boolean changed = false;
        for (int i = 0; i < count; i++) {
            int w = reading[i];
            long diff = marked[w] ^ upcoming[w];
            if (diff != 0) {
                marked[w] = upcoming[w];
                evaluator.changeBases(w, diff, upcoming[w]);
                changed = true;
            }
        }
        if (changed) {
            evaluator.settle();
        }
    }

    /** How many state words the last {@link #advance} read: all, or those the step's changes touched. */
    public int wordsRead() {
        return wordsRead;
    }

    /** Copies the next state worked out into {@code state}. */
    public void copyNext(long[] state) {
        System.arraycopy(outputs, nextWord, state, 0, stateWords);
    }

    /**
     * Marks the base propositions as {@code state}, propagating only what changed. Where the
     * evaluator records the words its changes touch and the marking has followed them, the words
     * loaded that differ are recorded too, so that the next {@link #advance} still reads only
     * those touched: a playout starts with a load, and pancakes88's first step otherwise read
     * all 630 state words again.
     */
    public void load(long[] state) {
        if (!followed) {
            mark(state);
            return;
        }
        boolean changed = false;
        for (int w = 0; w < stateWords; w++) {
            long diff = marked[w] ^ state[w];
            if (diff != 0) {
                marked[w] = state[w];
                // the next state's word may now differ from the state's
                touched.touchState(w);
                evaluator.changeBases(w, diff, state[w]);
                changed = true;
            }
        }
        if (changed) {
            evaluator.settle();
        }
    }

    /** The counters and outputs were set by other means than propagation; the next advance reads every word. */
    void forget() {
        followed = false;
    }

    /** {@link #load}, leaving {@link #followed} as it is. */
    private void mark(long[] state) {
        boolean changed = false;
        for (int w = 0; w < stateWords; w++) {
            long diff = marked[w] ^ state[w];
            if (diff != 0) {
                marked[w] = state[w];
                evaluator.changeBases(w, diff, state[w]);
                changed = true;
            }
        }
        if (changed) {
            evaluator.settle();
        }
    }
}
