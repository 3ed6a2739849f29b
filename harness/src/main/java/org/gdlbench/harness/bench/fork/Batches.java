package org.gdlbench.harness.bench.fork;

import org.gdlbench.machine.BatchedPlayouts;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Whether a machine plays batched playouts, and why not: the one test of the {@code batch}
 * driver. The harness asks only whether the machine offers batches at all, before it starts any
 * fork (so that a reasoner without batches costs none); the fork builds the batch, and a game the
 * machine cannot batch is refused there, with the reason.
 */
public final class Batches {
    /** Why a machine without the {@link BatchingMachine} trait has no batch row. */
    public static final String ONE_AT_A_TIME = "plays one playout at a time: it offers no batched playouts";

    private Batches() {
    }

    /**
     * A new batch of {@code machine}'s game.
     *
     * @throws UnsupportedGameException saying why, when the machine plays one playout at a time
     *     or cannot play this game in batches
     */
    public static BatchedPlayouts of(StateMachine machine) {
        if (!(machine instanceof BatchingMachine batching)) {
            throw new UnsupportedGameException(ONE_AT_A_TIME);
        }
        try {
            return batching.batch();
        } catch (UnsupportedGameException e) {
            throw new UnsupportedGameException("no batched playouts of this game: " + e.getMessage());
        }
    }

    /**
     * Why {@code machine} offers no batches at all, or null when it does. Whether it can batch
     * its game is not asked: that builds a batch (the propnet compiles its gates), which the fork
     * does anyway and whose refusal it reports as the row's reason.
     */
    public static String notOffered(StateMachine machine) {
        return machine instanceof BatchingMachine ? null : ONE_AT_A_TIME;
    }
}
