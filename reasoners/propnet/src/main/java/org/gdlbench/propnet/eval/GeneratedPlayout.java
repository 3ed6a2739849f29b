package org.gdlbench.propnet.eval;

import java.util.random.RandomGenerator;

/**
 * A playout's loop generated for one net ({@link org.gdlbench.propnet.codegen.PlayoutWriter}), with the net's output words,
 * inputs and counters as constants in its code.
 */
public interface GeneratedPlayout {
    /** What {@link #stuck} says when the last playout reached a terminal state. */
    int NOT_STUCK = -2;
    /** What {@link #stuck} says when the last playout played the most steps allowed. */
    int TOO_DEEP = -1;

    /**
     * Plays random steps from the state marked until a terminal state, choosing moves as {@link
     * PropnetMachine#playout} does, and returns how many; {@link #stuck} then says how it ended.
     * Each step marks the joint move ({@code inputOf} holds the inputs marked, per role, and is
     * updated), works out the next state and marks it, in {@code marked} too.
     */
    int playout(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth);

    /** How the last {@link #playout} ended: {@link #NOT_STUCK}, {@link #TOO_DEEP}, or the role left without a legal move. */
    int stuck();
}
