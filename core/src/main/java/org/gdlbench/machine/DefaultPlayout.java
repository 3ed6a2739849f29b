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
        int roleCount = machine.roles().size();
        MachineState state = machine.newState();
        machine.copy(start, state);
        MoveList[] legal = new MoveList[roleCount];
        for (int role = 0; role < roleCount; role++) {
            legal[role] = new MoveList();
        }
        int[] joint = new int[roleCount];
        int depth = 0;
        while (!machine.isTerminal(state)) {
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
            if (played != null) {
                played.accept(joint);
            }
            machine.next(state, joint, state);
            depth++;
        }
        return new PlayoutResult(depth, machine.goals(state));
    }
}
