package org.gdlbench.machine;

/**
 * A machine that also plays random playouts many at once ({@link BatchedPlayouts}): the
 * harness's {@code batch} driver measures them and {@code verify} replays their lanes through
 * the reference. Machines without this trait are single-playout only.
 */
public interface BatchingMachine extends StateMachine {
    /**
     * A new batch of this machine's game, separate from this machine's own state.
     *
     * @throws UnsupportedGameException when this game cannot be played in batches, with the reason
     */
    BatchedPlayouts batch();
}
