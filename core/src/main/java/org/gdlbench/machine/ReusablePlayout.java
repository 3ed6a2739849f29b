package org.gdlbench.machine;

import java.util.random.RandomGenerator;

/**
 * {@link DefaultPlayout}'s algorithm on buffers made once: a machine whose queries allocate
 * nothing keeps one of these and overrides {@link StateMachine#playout(MachineState,
 * RandomGenerator, int[])} with {@link #run}, so that a playout allocates nothing either.
 * It is written apart from {@code DefaultPlayout}, the specification the fast-path tests compare
 * it with. Not thread-safe, like the machine that owns it.
 */
public final class ReusablePlayout {
    private final StateMachine machine;
    private final MachineState state;
    private final MoveList[] legal;
    private final int[] joint;

    public ReusablePlayout(StateMachine machine) {
        this.machine = machine;
        this.state = machine.newState();
        int roleCount = machine.roles().size();
        this.legal = new MoveList[roleCount];
        for (int role = 0; role < roleCount; role++) {
            legal[role] = new MoveList();
        }
        this.joint = new int[roleCount];
    }

    /** As {@link StateMachine#playout(MachineState, RandomGenerator, int[])}. */
    public int run(MachineState start, RandomGenerator random, int[] goals) {
        machine.copy(start, state);
        int depth = 0;
        while (!machine.isTerminal(state)) {
            if (depth >= StateMachine.MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < joint.length; role++) {
                machine.legalMoves(state, role, legal[role]);
                if (legal[role].isEmpty()) {
                    throw GameRuleException.noLegalMove(machine.roles().get(role), depth);
                }
                joint[role] = legal[role].get(random.nextInt(legal[role].size()));
            }
            machine.next(state, joint, state);
            depth++;
        }
        for (int role = 0; role < goals.length; role++) {
            goals[role] = machine.goal(state, role);
        }
        return depth;
    }
}
