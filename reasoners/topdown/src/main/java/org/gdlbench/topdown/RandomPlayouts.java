package org.gdlbench.topdown;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Seeded random playouts for a while, during preparation: the plan trial counts the states they
 * reach, the state sample reads them. A playout the rules break in play (no legal move, or an
 * error of the game's own) just ends: preparation only measures, and {@code verify} is where such
 * a game is reported.
 */
final class RandomPlayouts {
    private RandomPlayouts() {
    }

    /**
     * Plays from the initial state until {@code nanos} have passed or {@code mostStates} states
     * were visited, showing {@code visit} each (the initial state of every playout included);
     * returns the number of states visited.
     */
    static long play(StateMachine machine, long seed, long nanos, long mostStates, Consumer<MachineState> visit) {
        SplittableRandom random = new SplittableRandom(seed);
        int roles = machine.roles().size();
        MoveList[] legal = new MoveList[roles];
        for (int role = 0; role < roles; role++) {
            legal[role] = new MoveList();
        }
        int[] joint = new int[roles];
        MachineState state = machine.newState();
        long states = 0;
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() < end && states < mostStates) {
            machine.copy(machine.initialState(), state);
            visit.accept(state);
            states++;
            try {
                for (int depth = 0; depth < StateMachine.MAX_PLAYOUT_DEPTH && !machine.isTerminal(state)
                        && System.nanoTime() < end && states < mostStates; depth++) {
                    for (int role = 0; role < roles; role++) {
                        machine.legalMoves(state, role, legal[role]);
                        if (legal[role].isEmpty()) {
                            throw new IllegalStateException("no legal move");
                        }
                        joint[role] = legal[role].get(random.nextInt(legal[role].size()));
                    }
                    machine.next(state, joint, state);
                    visit.accept(state);
                    states++;
                }
            } catch (RuntimeException brokenInPlay) {
                // The game's own problem, met by every plan alike.
            }
        }
        return states;
    }
}
