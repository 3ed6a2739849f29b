package org.gdlbench.instantiation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.PlayoutAllocation;
import org.junit.jupiter.api.Test;

class GroundMachineTest {
    private static StateMachine machine(Game game) {
        return new InstantiationReasoner().create(game, Map.of());
    }

    private static void play(StateMachine machine, MachineState state, String white, String black) {
        machine.next(state, new int[] {machine.moveId(0, white), machine.moveId(1, black)}, state);
    }

    @Test
    void playoutsAreTheDefaultAlgorithmsAndAllocateNothingOnceWarm() {
        Game game = TestGames.game("ttt", TestGames.TIC_TAC_TOE);
        StateMachine machine = machine(game);
        StateMachine fresh = machine(game);
        for (int seed = 0; seed < 20; seed++) {
            assertEquals(DefaultPlayout.run(fresh, fresh.initialState(), new SplittableRandom(seed)),
                    machine.playout(machine.initialState(), new SplittableRandom(seed)), "seed " + seed);
        }
        PlayoutAllocation.Count count = PlayoutAllocation.measure(machine, 2_000, 20_000);
        // An allocation per playout would be at least 16 bytes each, 320 KB in all; allow a little JIT noise.
        assertTrue(count.bytes() < 64 * 1024, count.toString());
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
