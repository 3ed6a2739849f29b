package org.gdlbench.topdown;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
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
        long end = System.nanoTime() + nanos;
        Visits visits = new Visits(visit, end, mostStates);
        MachineState state = machine.newState();
        while (visits.goOn()) {
            machine.copy(machine.initialState(), state);
            try {
                DefaultPlayout.walk(machine, state, random, StateMachine.MAX_PLAYOUT_DEPTH, visits);
            } catch (RuntimeException brokenInPlay) {
                // The game's own problem, met by every plan alike.
            }
        }
        return visits.states;
    }

    /** Shows every state reached to the visitor, counting them, until the time or the states run out. */
    private static final class Visits implements DefaultPlayout.Walker {
        private final Consumer<MachineState> visit;
        private final long end;
        private final long mostStates;
        long states;

        Visits(Consumer<MachineState> visit, long end, long mostStates) {
            this.visit = visit;
            this.end = end;
            this.mostStates = mostStates;
        }

        boolean goOn() {
            return System.nanoTime() < end && states < mostStates;
        }

        @Override
        public boolean reached(MachineState state, int depth) {
            visit.accept(state);
            states++;
            return goOn();
        }
    }
}
