package org.gdlbench.machine;

import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * The playout algorithm every reasoner must reproduce: {@link StateMachine#playout}'s default,
 * callable on any machine, even one that overrides {@code playout} with a fast path, so that
 * the fast path can be checked against it.
 */
public final class DefaultPlayout {
    private DefaultPlayout() {
    }

    /** The default playout of {@code machine} from {@code start}. */
    public static PlayoutResult run(StateMachine machine, MachineState start, RandomGenerator random) {
        return run(machine, start, random, null);
    }

    /**
     * As {@link #run(StateMachine, MachineState, RandomGenerator)}, telling {@code played} (when
     * not null) each joint move before it is played; the array is reused, copy it to keep it.
     */
    public static PlayoutResult run(StateMachine machine, MachineState start, RandomGenerator random,
                                    Consumer<int[]> played) {
        MachineState state = machine.newState();
        machine.copy(start, state);
        Walker walker = played == null ? Walker.NONE : new Walker() {
            @Override
            public void chose(int[] jointMove, int depth) {
                played.accept(jointMove);
            }
        };
        int depth = walk(machine, state, random, Integer.MAX_VALUE, walker);
        return new PlayoutResult(depth, machine.goals(state));
    }

    /** What a {@link #walk} shows its caller, and where the caller stops it. */
    public interface Walker {
        /** Shows nothing and never stops a walk. */
        Walker NONE = new Walker() {
        };

        /**
         * The walk reached {@code state} after {@code depth} joint moves (the start at 0), before
         * asking whether it is terminal; false stops the walk there.
         */
        default boolean reached(MachineState state, int depth) {
            return true;
        }

        /** The joint move drawn in the state at {@code depth}, before it is played; the array is reused. */
        default void chose(int[] jointMove, int depth) {
        }

        /** The walk ended in {@code state}, terminal, after {@code depth} joint moves. */
        default void ended(MachineState state, int depth) {
        }
    }

    /**
     * The one random-playout loop: plays {@code state} forward in place, drawing
     * {@code random.nextInt(n)} once per role per step in role order over the legal moves as
     * listed, until it is terminal, {@code limit} joint moves were played, or {@code walker}
     * stops it. So every seeded walk of one game draws the same moves, whatever stops it.
     *
     * @return the joint moves played; {@code state} holds where the walk ended
     * @throws GameRuleException when a role has no legal move, or no terminal state is reached
     *     within {@link StateMachine#MAX_PLAYOUT_DEPTH} joint moves (and {@code limit})
     */
    public static int walk(StateMachine machine, MachineState state, RandomGenerator random, int limit,
                           Walker walker) {
        int roleCount = machine.roles().size();
        MoveList[] legal = new MoveList[roleCount];
        for (int role = 0; role < roleCount; role++) {
            legal[role] = new MoveList();
        }
        int[] joint = new int[roleCount];
        for (int depth = 0; ; depth++) {
            if (!walker.reached(state, depth) || depth >= limit) {
                return depth;
            }
            if (machine.isTerminal(state)) {
                walker.ended(state, depth);
                return depth;
            }
            if (depth >= StateMachine.MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < roleCount; role++) {
                machine.legalMoves(state, role, legal[role]);
                if (legal[role].isEmpty()) {
                    throw GameRuleException.noLegalMove(machine.roles().get(role), depth);
                }
                joint[role] = legal[role].get(random.nextInt(legal[role].size()));
            }
            walker.chose(joint, depth);
            machine.next(state, joint, state);
        }
    }
}
