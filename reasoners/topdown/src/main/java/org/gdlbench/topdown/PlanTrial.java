package org.gdlbench.topdown;

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

    /** The states one turn of random playouts reaches. */
    private static long states(StateMachine machine) {
        return RandomPlayouts.play(machine, 1, TURN_NANOS, Long.MAX_VALUE, state -> { });
    }
}
