package org.gdlbench.handwritten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Hand-worked positions of each game, and the text view's error cases. */
class KnownPositionsTest {
    private final StateMachine tictactoe = BundledGames.machine(HandwrittenGame.TICTACTOE);
    private final StateMachine connectFour = BundledGames.machine(HandwrittenGame.CONNECTFOUR);
    private final StateMachine breakthrough = BundledGames.machine(HandwrittenGame.BREAKTHROUGH);

    @Test
    void ticTacToeStartsWithWhiteToMarkAnyCell() {
        MachineState start = tictactoe.initialState();
        assertEquals(10, tictactoe.fluents(start).size());
        assertTrue(tictactoe.fluents(start).contains("(control white)"));
        assertEquals(9, legal(tictactoe, start, 0).size());
        assertTrue(legal(tictactoe, start, 0).contains("(mark 2 3)"));
        assertEquals(Set.of("noop"), legal(tictactoe, start, 1));
        assertFalse(tictactoe.isTerminal(start));
        assertEquals(List.of(50, 50), goals(tictactoe, start));
    }

    @Test
    void ticTacToeDiagonalWinsForWhite() {
        MachineState state = play(tictactoe, "(mark 1 1)", "(mark 1 2)", "(mark 2 2)", "(mark 1 3)");
        assertFalse(tictactoe.isTerminal(state));
        state = play(tictactoe, state, 0, "(mark 3 3)");
        assertTrue(tictactoe.isTerminal(state));
        assertEquals(List.of(100, 0), goals(tictactoe, state));
        assertTrue(tictactoe.fluents(state).contains("(cell 3 3 x)"));
        assertTrue(tictactoe.fluents(state).contains("(control black)"));
    }

    @Test
    void ticTacToeFullBoardWithoutLineIsADraw() {
        // x o x / x o o / o x x
        MachineState state = play(tictactoe, "(mark 1 1)", "(mark 1 2)", "(mark 1 3)", "(mark 2 2)", "(mark 2 1)",
                "(mark 2 3)", "(mark 3 2)", "(mark 3 1)", "(mark 3 3)");
        assertTrue(tictactoe.isTerminal(state));
        assertEquals(List.of(50, 50), goals(tictactoe, state));
    }

    @Test
    void ticTacToeGoalIsUndefinedWhenBothHaveALine() {
        MachineState state = tictactoe.stateOf(List.of("(cell 1 1 x)", "(cell 1 2 x)", "(cell 1 3 x)",
                "(cell 2 1 o)", "(cell 2 2 o)", "(cell 2 3 o)", "(control white)"));
        assertTrue(tictactoe.isTerminal(state));
        assertEquals(List.of(-1, -1), goals(tictactoe, state));
    }

    @Test
    void connectFourDiagonalWinsForRed() {
        MachineState state = play(connectFour, "(drop 1)", "(drop 2)", "(drop 2)", "(drop 3)", "(drop 3)", "(drop 4)",
                "(drop 3)", "(drop 4)", "(drop 4)", "(drop 7)");
        assertFalse(connectFour.isTerminal(state));
        assertEquals(List.of(50, 50), goals(connectFour, state));
        state = play(connectFour, state, 0, "(drop 4)");
        assertTrue(connectFour.isTerminal(state));
        assertEquals(List.of(100, 0), goals(connectFour, state));
        assertTrue(connectFour.fluents(state).containsAll(List.of("(winner red)", "(cell 4 4 red)", "(height 4 4)")));
    }

    @Test
    void connectFourFullColumnCannotBeChosen() {
        MachineState state = play(connectFour, "(drop 1)", "(drop 1)", "(drop 1)", "(drop 1)", "(drop 1)", "(drop 1)");
        assertTrue(connectFour.fluents(state).contains("(height 1 6)"));
        assertEquals(Set.of("(drop 2)", "(drop 3)", "(drop 4)", "(drop 5)", "(drop 6)", "(drop 7)"),
                legal(connectFour, state, 0));
        assertEquals(Set.of("noop"), legal(connectFour, state, 1));
    }

    @Test
    void breakthroughStartsWithTheSecondRowFree() {
        MachineState start = breakthrough.initialState();
        assertEquals(33, breakthrough.fluents(start).size());
        Set<String> white = legal(breakthrough, start, 0);
        // 8 pawns straight ahead, 7 to each side.
        assertEquals(22, white.size());
        assertTrue(white.containsAll(List.of("(move 1 2 1 3)", "(move 1 2 2 3)", "(move 8 2 7 3)")));
        assertEquals(Set.of("noop"), legal(breakthrough, start, 1));
    }

    @Test
    void breakthroughPawnBlockedAheadStillMovesDiagonallyAndWinsOnTheFarRow() {
        MachineState state = breakthrough.stateOf(List.of("(cell 3 7 white)", "(cell 1 1 white)",
                "(cell 3 8 black)", "(cell 5 8 black)", "(control white)"));
        assertEquals(Set.of("(move 3 7 2 8)", "(move 3 7 4 8)", "(move 1 1 1 2)", "(move 1 1 2 2)"),
                legal(breakthrough, state, 0));
        state = play(breakthrough, state, 0, "(move 3 7 4 8)");
        assertTrue(breakthrough.isTerminal(state));
        assertEquals(List.of(100, 0), goals(breakthrough, state));
    }

    @Test
    void breakthroughCapturingTheLastPawnWins() {
        MachineState state = breakthrough.stateOf(List.of("(cell 4 4 white)", "(cell 5 5 black)", "(control white)"));
        state = play(breakthrough, state, 0, "(move 4 4 5 5)");
        assertEquals(new TreeSet<>(List.of("(cell 5 5 white)", "(control black)")), breakthrough.fluents(state));
        assertTrue(breakthrough.isTerminal(state));
        assertEquals(List.of(100, 0), goals(breakthrough, state));
    }

    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void nextInPlaceMatchesNextIntoACopyThatStaysIndependent(HandwrittenGame known) {
        StateMachine machine = BundledGames.machine(known);
        SplittableRandom random = new SplittableRandom(9);
        MoveList legal = new MoveList();
        int[] joint = new int[2];
        MachineState state = machine.initialState();
        MachineState saved = machine.newState();
        MachineState out = machine.newState();
        while (!machine.isTerminal(state)) {
            for (int role = 0; role < 2; role++) {
                machine.legalMoves(state, role, legal);
                joint[role] = legal.get(random.nextInt(legal.size()));
            }
            machine.copy(state, saved);
            SortedSet<String> before = machine.fluents(state);
            machine.next(state, joint, out);
            assertEquals(before, machine.fluents(state), "next leaves its input alone");
            machine.next(state, joint, state);
            assertEquals(machine.fluents(out), machine.fluents(state), "next in place");
            assertEquals(before, machine.fluents(saved), "a copy does not change with the original");
        }
    }

    @Test
    void textsThatAreNoMoveOrFluentOfTheGameAreRejected() {
        assertEquals(5, tictactoe.moveId(0, "(mark 2 3)"));
        assertEquals("noop", tictactoe.moveText(1, tictactoe.moveId(1, " noop ")));
        assertEquals(-1, tictactoe.moveId(0, "(mark 4 4)"));
        assertEquals(-1, tictactoe.moveId(0, "(mark 1"));
        assertEquals(-1, breakthrough.moveId(0, "(move 1 3 1 2)"), "white never moves down");
        assertThrows(IllegalArgumentException.class, () -> tictactoe.moveText(0, 10));
        assertThrows(IllegalArgumentException.class, () -> tictactoe.stateOf(List.of("(cell 1 1 o)", "(cell 4 4 b)")));
        assertThrows(IllegalArgumentException.class, () -> connectFour.stateOf(List.of("(height 1 7)")));
        assertThrows(IllegalArgumentException.class, () -> breakthrough.stateOf(List.of("(cell 1 1")));
    }

    /** Plays {@code moves} from the initial state, the role in control moving and the other playing noop. */
    private static MachineState play(StateMachine machine, String... moves) {
        return play(machine, machine.initialState(), 0, moves);
    }

    private static MachineState play(StateMachine machine, MachineState start, int firstMover, String... moves) {
        MachineState state = start;
        int mover = firstMover;
        for (String move : moves) {
            int[] joint = new int[2];
            joint[mover] = machine.moveId(mover, move);
            joint[1 - mover] = machine.moveId(1 - mover, "noop");
            assertTrue(legal(machine, state, mover).contains(move), move + " is legal");
            MachineState next = machine.newState();
            machine.next(state, joint, next);
            state = next;
            mover = 1 - mover;
        }
        return state;
    }

    private static SortedSet<String> legal(StateMachine machine, MachineState state, int role) {
        return machine.legalMoveTexts(state, role);
    }

    private static List<Integer> goals(StateMachine machine, MachineState state) {
        List<Integer> goals = new ArrayList<>();
        for (int goal : machine.goals(state)) {
            goals.add(goal);
        }
        return goals;
    }
}
