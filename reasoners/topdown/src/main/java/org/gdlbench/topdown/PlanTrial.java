package org.gdlbench.topdown;

import java.util.SplittableRandom;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Times two machines of one game on random playouts, in turns, to keep the faster. Whether a
 * relation asked in several modes is cheaper derived whole once per state or per mode depends on
 * how often play asks each mode, which the rules alone do not tell. Both machines play the same
 * seeds; the second turn of each, with the code warmer, decides.
 */
final class PlanTrial {
    /** Length of one turn: long enough for some hundreds of states in most games, short beside compiling. */
    private static final long TURN_NANOS = 150_000_000L;

    private PlanTrial() {
    }

    /** Whether {@code second} played more states than {@code first} in its second turn. */
    static boolean secondFaster(StateMachine first, StateMachine second) {
        states(first);
        states(second);
        long firstStates = states(first);
        long secondStates = states(second);
        return secondStates > firstStates;
    }

    /** The states one turn of random playouts reaches; a playout the rules break in play just ends. */
    private static long states(StateMachine machine) {
        SplittableRandom random = new SplittableRandom(1);
        int roles = machine.roles().size();
        MoveList[] legal = new MoveList[roles];
        for (int role = 0; role < roles; role++) {
            legal[role] = new MoveList();
        }
        int[] joint = new int[roles];
        MachineState state = machine.newState();
        long states = 0;
        long end = System.nanoTime() + TURN_NANOS;
        while (System.nanoTime() < end) {
            machine.copy(machine.initialState(), state);
            try {
                for (int depth = 0; depth < StateMachine.MAX_PLAYOUT_DEPTH && !machine.isTerminal(state)
                        && System.nanoTime() < end; depth++) {
                    for (int role = 0; role < roles; role++) {
                        machine.legalMoves(state, role, legal[role]);
                        if (legal[role].isEmpty()) {
                            throw new IllegalStateException("no legal move");
                        }
                        joint[role] = legal[role].get(random.nextInt(legal[role].size()));
                    }
                    machine.next(state, joint, state);
                    states++;
                }
            } catch (RuntimeException brokenInPlay) {
                // The game's own problem, met by both plans alike; the trial only counts states.
            }
        }
        return states;
    }
}
