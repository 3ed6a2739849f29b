package org.gdlbench.instantiation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class GroundMachineTest {
    private static StateMachine machine(Game game) {
        return new InstantiationReasoner().create(game, Map.of());
    }

    private static void play(StateMachine machine, MachineState state, String white, String black) {
        machine.next(state, new int[] {machine.moveId(0, white), machine.moveId(1, black)}, state);
    }

    @Test
    void playsTicTacToeToAWinForWhite() {
        StateMachine machine = machine(TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        MachineState state = machine.initialState();
        assertEquals(50, machine.goal(state, 0), "no line: a draw so far");
        play(machine, state, "(mark 1 1)", "noop");
        play(machine, state, "noop", "(mark 2 1)");
        play(machine, state, "(mark 1 2)", "noop");
        play(machine, state, "noop", "(mark 2 2)");
        assertFalse(machine.isTerminal(state));
        play(machine, state, "(mark 1 3)", "noop");
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(0, machine.goal(state, 1));
    }

    @Test
    void unknownFluentsAndMovesAreRejected() {
        StateMachine machine = machine(TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        assertEquals(-1, machine.moveId(0, "(mark 4 4)"));
        assertEquals(-1, machine.moveId(0, "(mark 1"));
        assertThrows(IllegalArgumentException.class, () -> machine.stateOf(List.of("(cell 1 1 q)")));
    }
}
