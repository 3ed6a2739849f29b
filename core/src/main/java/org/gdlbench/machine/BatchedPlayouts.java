package org.gdlbench.machine;

import org.gdlbench.gdl.GoalValues;

/**
 * Random playouts played many at once, one per lane, by a {@link BatchingMachine}. Each lane's
 * playout is a seeded random playout of the contract: the run's playouts are numbered from 0 in
 * the order they start (lanes 0 to {@link #lanes()}{@code - 1} first, then each restart, lanes
 * ascending), and playout {@code n} of the run seeded {@code s} draws from {@code new
 * PlayoutRandom(PlayoutRandom.seedOf(s, n))} exactly as {@link StateMachine#playout} would, so
 * any machine replays it. States are counted per lane, as a single playout counts them: a
 * playout of depth d reaches d states.
 *
 * <p>An instance serves one thread; stepping allocates nothing unless moves are recorded.
 */
public interface BatchedPlayouts {
    /** Told of each playout a lane finishes, within the step that finished it. */
    interface Listener {
        /** Lane {@code lane} finished a playout; read it through {@code batch}'s lane accessors. */
        void finished(BatchedPlayouts batch, int lane);
    }

    /** How many playouts run side by side. */
    int lanes();

    /** Tells {@code listener} of each playout finished from now on; null for none. */
    void listen(Listener listener);

    /** Whether each lane keeps its playout's joint moves, for {@link #move} (this allocates as playouts grow). */
    void recordMoves(boolean on);

    /** Starts every lane afresh from the initial state: playouts 0 to {@code lanes() - 1} of the run seeded {@code seed}. */
    void start(long seed);

    /**
     * Plays steps until at least {@code states} states were reached, counting one per lane per
     * step, and returns how many; lanes carry on from where they were at the next call. Call
     * {@link #start} first.
     *
     * @throws GameRuleException when a lane's role has no legal move or a playout runs past
     *     {@link StateMachine#MAX_PLAYOUT_DEPTH}
     */
    long run(long states);

    /** Playouts finished since {@link #start}. */
    long playoutsFinished();

    /** The number in its run of the playout lane {@code lane} plays. */
    long playout(int lane);

    /** The seed of the playout lane {@code lane} plays, for {@link PlayoutRandom}. */
    long seed(int lane);

    /** The joint moves lane {@code lane} played in its playout so far. */
    int depth(int lane);

    /** The goal of {@code role} where lane {@code lane} finished, while the listener is told; or {@link GoalValues#UNDEFINED}. */
    int goal(int lane, int role);

    /**
     * {@code role}'s move at step {@code step} of lane {@code lane}'s playout, as the machine's
     * move id ({@link StateMachine#moveText} names it); with moves recorded.
     */
    int move(int lane, int step, int role);
}
