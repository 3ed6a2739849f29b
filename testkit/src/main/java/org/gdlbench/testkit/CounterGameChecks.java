package org.gdlbench.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;

/** {@link KitGames#COUNTER} answered by hand: what any machine for it must say. */
final class CounterGameChecks {
    private CounterGameChecks() {
    }

    private static SortedSet<String> legalTexts(StateMachine machine, MachineState state, int role) {
        MoveList moves = new MoveList();
        machine.legalMoves(state, role, moves);
        SortedSet<String> texts = machine.legalMoveTexts(state, role);
        assertEquals(moves.size(), texts.size(), "legal moves are listed once each");
        return texts;
    }

    private static int move(StateMachine machine, int role, String text) {
        int id = machine.moveId(role, text);
        assertTrue(id >= 0, "move " + text + " is known");
        return id;
    }

    static void answersTheCounterGameByHand(StateMachine machine) {
        assertEquals(List.of("red", "blue"), machine.roles());
        MachineState state = machine.initialState();
        assertEquals(new TreeSet<>(List.of("(control red)", "(count 0)")), machine.fluents(state));
        assertFalse(machine.isTerminal(state));
        assertEquals(new TreeSet<>(List.of("(add 1)", "(add 2)")), legalTexts(machine, state, 0));
        assertEquals(new TreeSet<>(List.of("noop")), legalTexts(machine, state, 1));
        machine.next(state, new int[] {move(machine, 0, "(add 2)"), move(machine, 1, "noop")}, state);
        assertEquals(new TreeSet<>(List.of("(control blue)", "(count 2)")), machine.fluents(state));
        machine.next(state, new int[] {move(machine, 0, "noop"), move(machine, 1, "(add 2)")}, state);
        machine.next(state, new int[] {move(machine, 0, "(add 1)"), move(machine, 1, "noop")}, state);
        assertEquals(new TreeSet<>(List.of("(control blue)", "(count 5)")), machine.fluents(state));
        assertTrue(machine.isTerminal(state));
        assertEquals(0, machine.goal(state, 0));
        assertEquals(100, machine.goal(state, 1));
    }

    static void undefinedGoalIsReportedAsUndefined(StateMachine machine) {
        MachineState initial = machine.initialState();
        assertEquals(GoalValues.UNDEFINED, machine.goal(initial, 0));
    }

    static void copiedStatesAreIndependent(StateMachine machine) {
        MachineState state = machine.initialState();
        MachineState saved = machine.newState();
        machine.copy(state, saved);
        machine.next(state, new int[] {move(machine, 0, "(add 1)"), move(machine, 1, "noop")}, state);
        assertEquals(new TreeSet<>(List.of("(control red)", "(count 0)")), machine.fluents(saved));
        assertNotEquals(machine.fluents(saved), machine.fluents(state));
    }

    static void nextInPlaceEqualsNextIntoAnotherState(StateMachine machine) {
        MachineState state = machine.initialState();
        MachineState out = machine.newState();
        int[] joint = {move(machine, 0, "(add 2)"), move(machine, 1, "noop")};
        machine.next(state, joint, out);
        machine.next(state, joint, state);
        assertEquals(machine.fluents(out), machine.fluents(state));
    }

    static void canonicalViewReadsBack(StateMachine machine) {
        MachineState state = machine.initialState();
        machine.next(state, new int[] {move(machine, 0, "(add 1)"), move(machine, 1, "noop")}, state);
        MachineState copy = machine.stateOf(machine.fluents(state));
        assertEquals(machine.fluents(state), machine.fluents(copy));
        assertEquals(legalTexts(machine, state, 1), legalTexts(machine, copy, 1));
        for (String text : legalTexts(machine, state, 1)) {
            assertEquals(text, machine.moveText(1, machine.moveId(1, text)));
        }
        assertEquals(-1, machine.moveId(0, "(fly away)"));
    }

    static void playoutsRepeatForTheSameSeed(StateMachine machine) {
        MachineState start = machine.initialState();
        List<PlayoutResult> first = new ArrayList<>();
        List<PlayoutResult> second = new ArrayList<>();
        for (int seed = 0; seed < 20; seed++) {
            first.add(machine.playout(start, new SplittableRandom(seed)));
        }
        for (int seed = 0; seed < 20; seed++) {
            second.add(machine.playout(start, new SplittableRandom(seed)));
        }
        assertEquals(first, second);
        for (PlayoutResult result : first) {
            assertTrue(result.depth() >= 3 && result.depth() <= 5, result.toString());
            assertEquals(100, result.goals()[0] + result.goals()[1], result.toString());
        }
        assertEquals(new TreeSet<>(List.of("(control red)", "(count 0)")), machine.fluents(start), "playout leaves start alone");
    }
}
