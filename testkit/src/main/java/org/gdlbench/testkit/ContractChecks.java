package org.gdlbench.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * The parts of the contract that hold in any game, checked on one machine at its initial state
 * and the state one joint move later: buffers independent, {@code next} in place equal to
 * {@code next} into another buffer, the canonical view reading back, moves listed once and in
 * the canonical order of {@link org.gdlbench.machine.MoveOrder}, texts
 * and ids round-tripping, and malformed input rejected.
 */
final class ContractChecks {
    private ContractChecks() {
    }

    static void check(StateMachine machine) {
        MachineState initial = machine.initialState();
        SortedSet<String> initialFluents = machine.fluents(initial);
        readsBack(machine, initial);
        if (machine.isTerminal(initial)) {
            return;
        }
        int[] joint = firstJointMove(machine, initial);
        if (joint == null) {
            return; // a role without a legal move: the game breaks GDL here, which the agreement check reports
        }

        MachineState saved = machine.newState();
        machine.copy(initial, saved);
        MachineState out = machine.newState();
        machine.next(initial, joint, out);
        assertEquals(initialFluents, machine.fluents(initial), "next(state, move, out) leaves state alone");
        machine.next(initial, joint, initial);
        assertEquals(machine.fluents(out), machine.fluents(initial), "next in place equals next into another state");
        assertEquals(initialFluents, machine.fluents(saved), "a copy does not change with its original");
        readsBack(machine, out);

        for (int role = 0; role < machine.roles().size(); role++) {
            int unknown = machine.moveId(role, "(gdlbench no such move 42)");
            assertEquals(-1, unknown, "an unknown move has id -1");
            assertEquals(-1, machine.moveId(role, "(mark 1"), "a malformed move has id -1");
        }
        assertThrows(IllegalArgumentException.class, () -> machine.stateOf(List.of("(cell 1")),
                "stateOf rejects text that is not a ground term");
    }

    /** The state rebuilt from its fluents has the same fluents, terminal flag, goals and legal moves. */
    private static void readsBack(StateMachine machine, MachineState state) {
        MachineState copy = machine.stateOf(machine.fluents(state));
        assertEquals(machine.fluents(state), machine.fluents(copy), "stateOf(fluents(s)) has the fluents of s");
        assertEquals(machine.isTerminal(state), machine.isTerminal(copy), "terminal flag of stateOf(fluents(s))");
        for (int role = 0; role < machine.roles().size(); role++) {
            assertEquals(machine.goal(state, role), machine.goal(copy, role), "goal of stateOf(fluents(s))");
            if (!machine.isTerminal(state)) {
                SortedSet<String> legal = listedOnce(machine, state, role);
                assertEquals(legal, listedOnce(machine, copy, role), "legal moves of stateOf(fluents(s))");
                for (String text : legal) {
                    int id = machine.moveId(role, text);
                    assertTrue(id >= 0, "a legal move's text has an id: " + text);
                    assertEquals(text, machine.moveText(role, id), "move text and id round-trip");
                }
            }
        }
    }

    /** The legal moves as texts, after checking that each is listed once and in the canonical order. */
    private static SortedSet<String> listedOnce(StateMachine machine, MachineState state, int role) {
        MoveList moves = new MoveList();
        machine.legalMoves(state, role, moves);
        SortedSet<String> texts = machine.legalMoveTexts(state, role);
        assertEquals(moves.size(), texts.size(), "each legal move of " + machine.roles().get(role) + " listed once");
        List<String> listed = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            listed.add(machine.moveText(role, moves.get(i)));
        }
        assertEquals(new ArrayList<>(texts), listed, "legalMoves lists " + machine.roles().get(role)
                + "'s moves in the canonical order of their KIF texts (MoveOrder)");
        return texts;
    }

    private static int[] firstJointMove(StateMachine machine, MachineState state) {
        int[] joint = new int[machine.roles().size()];
        MoveList moves = new MoveList();
        for (int role = 0; role < joint.length; role++) {
            machine.legalMoves(state, role, moves);
            if (moves.isEmpty()) {
                return null;
            }
            joint[role] = moves.get(0);
        }
        return joint;
    }
}
