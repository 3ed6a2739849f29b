package org.gdlbench.harness.bench.fork;

import org.gdlbench.machine.BatchedPlayouts;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Whether a machine plays batched playouts, and why not: the one test of the {@code batch}
 * driver, asked by the harness before it starts any fork (so that a reasoner without batches
 * costs none) and by the fork itself.
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

    /** Why {@code machine} plays no batches of its game, or null when it does. */
    public static String refusal(StateMachine machine) {
        try {
            of(machine);
            return null;
        } catch (UnsupportedGameException e) {
            return e.getMessage();
        }
    }
}
