package org.gdlbench.topdown;

import java.util.List;
import org.gdlbench.machine.StateMachine;

/**
 * Times machines of one game on random playouts, in turns, to keep the fastest. Whether a
 * relation asked in several modes is cheaper derived whole once per state or per mode depends on
 * how often play asks each mode, which the rules alone do not tell; and the cost model's order
 * can lose to the order the rules were written in. All machines play the same seeds; the second
 * turn of each, with the code warmer, decides.
 */
final class PlanTrial {
    /** Length of one turn: long enough for some hundreds of states in most games, short beside compiling. */
    private static final long TURN_NANOS = 150_000_000L;

    private PlanTrial() {
    }

    /** The index of the machine that played the most states in its second turn (the first of equals). */
    static int fastest(List<StateMachine> machines) {
        for (StateMachine machine : machines) {
            states(machine);
        }
        int fastest = 0;
        long most = -1;
        for (int i = 0; i < machines.size(); i++) {
            long states = states(machines.get(i));
            if (states > most) {
                most = states;
                fastest = i;
            }
        }
        return fastest;
    }

    /** The states one turn of random playouts reaches. */
    private static long states(StateMachine machine) {
        return RandomPlayouts.play(machine, 1, TURN_NANOS, Long.MAX_VALUE, state -> { });
    }
}
