package org.gdlbench.harness.trace;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;

/** One state told as a {@link Tracer.Step}: what {@code query} prints for a position given by hand. */
public final class Position {
    private Position() {
    }

    /**
     * The step {@code step} in {@code state}; legal moves are listed (possibly empty) unless the
     * state is terminal.
     *
     * @param move the joint move taken from here, by role, or null
     */
    public static Tracer.Step of(StateMachine machine, MachineState state, int step, Map<String, String> move) {
        List<String> roles = machine.roles();
        boolean terminal = machine.isTerminal(state);
        Map<String, Integer> goals = new LinkedHashMap<>();
        Map<String, List<String>> legal = terminal ? null : new LinkedHashMap<>();
        for (int role = 0; role < roles.size(); role++) {
            goals.put(roles.get(role), machine.goal(state, role));
            if (!terminal) {
                legal.put(roles.get(role), List.copyOf(machine.legalMoveTexts(state, role)));
            }
        }
        return new Tracer.Step(step, List.copyOf(machine.fluents(state)), terminal, goals, legal, move);
    }
}
