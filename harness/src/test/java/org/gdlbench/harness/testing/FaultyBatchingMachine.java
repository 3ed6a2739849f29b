package org.gdlbench.harness.testing;

import org.gdlbench.machine.BatchedPlayouts;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A batching machine (a real one, such as the propnet) whose batch goes wrong in one chosen
 * playout of its run, while its single-playout answers stay the real machine's (a faulty machine
 * without a fault): only the batched check can tell.
 */
public final class FaultyBatchingMachine extends FaultyMachine implements BatchingMachine {
    /** The faults on offer. */
    public enum Fault {
        /** Correct. */
        NONE,
        /** The playout's goal of role 0 is reported one off. */
        WRONG_GOAL,
        /** At the playout's first step, role 0 plays the legal move listed after the one drawn. */
        NEXT_MOVE,
        /** The playout plays one joint move more, from its terminal state (its first joint move again). */
        PAST_TERMINAL,
        /** Once the playout is under way, the batch says a role has no legal move, as if the game were broken. */
        CLAIMS_BROKEN,
        /** {@code batch()} refuses the game. */
        REFUSE
    }

    private final BatchingMachine batching;
    private final Fault fault;
    private final long playout;

    /** @param playout the number in its run of the playout that goes wrong */
    public FaultyBatchingMachine(BatchingMachine inner, Fault fault, long playout) {
        super(inner, FaultyMachine.Fault.NONE, 0);
        this.batching = inner;
        this.fault = fault;
        this.playout = playout;
    }

    @Override
    public BatchedPlayouts batch() {
        if (fault == Fault.REFUSE) {
            throw new UnsupportedGameException("refuses to batch on request");
        }
        return new Batch(batching.batch());
    }

    /** The real batch, seen through the fault. */
    private final class Batch implements BatchedPlayouts {
        private final BatchedPlayouts batch;

        Batch(BatchedPlayouts batch) {
            this.batch = batch;
        }

        private boolean faulty(int lane) {
            return batch.playout(lane) == playout;
        }

        @Override
        public int lanes() {
            return batch.lanes();
        }

        @Override
        public void listen(Listener listener) {
            batch.listen(listener == null ? null : (b, lane) -> listener.finished(this, lane));
        }

        @Override
        public void recordMoves(boolean on) {
            batch.recordMoves(on);
        }

        @Override
        public void start(long seed) {
            batch.start(seed);
        }

        @Override
        public long run(long states) {
            for (int lane = 0; fault == Fault.CLAIMS_BROKEN && lane < batch.lanes(); lane++) {
                if (faulty(lane)) {
                    throw GameRuleException.noLegalMove(batching.roles().get(0), batch.depth(lane));
                }
            }
            return batch.run(states);
        }

        @Override
        public long playoutsFinished() {
            return batch.playoutsFinished();
        }

        @Override
        public long playout(int lane) {
            return batch.playout(lane);
        }

        @Override
        public long seed(int lane) {
            return batch.seed(lane);
        }

        @Override
        public int depth(int lane) {
            return batch.depth(lane) + (fault == Fault.PAST_TERMINAL && faulty(lane) ? 1 : 0);
        }

        @Override
        public int goal(int lane, int role) {
            int goal = batch.goal(lane, role);
            return fault == Fault.WRONG_GOAL && faulty(lane) && role == 0 ? goal + 1 : goal;
        }

        @Override
        public int move(int lane, int step, int role) {
            if (fault == Fault.PAST_TERMINAL && faulty(lane) && step == batch.depth(lane)) {
                return batch.move(lane, 0, role);
            }
            int move = batch.move(lane, step, role);
            if (fault == Fault.NEXT_MOVE && faulty(lane) && step == 0 && role == 0) {
                MoveList legal = new MoveList();
                batching.legalMoves(batching.initialState(), 0, legal);
                for (int i = 0; i < legal.size(); i++) {
                    if (legal.get(i) == move) {
                        return legal.get((i + 1) % legal.size());
                    }
                }
            }
            return move;
        }
    }
}
