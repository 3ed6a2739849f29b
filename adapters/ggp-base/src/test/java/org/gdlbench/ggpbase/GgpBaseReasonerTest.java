package org.gdlbench.ggpbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.ggpbase.standin.StandInEngine;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class GgpBaseReasonerTest {
    private static final Game TICTACTOE = Corpus.bundled().entry("tictactoe").game();

    @Test
    void legalMovesAreInTheOrderOfTheirText() {
        // the test engine lists them in reverse
        StateMachine machine = Reasoners.create("ggp-base:machine=" + ReferenceThroughGdl.class.getName(), TICTACTOE);
        MachineState initial = machine.initialState();
        MoveList moves = new MoveList();
        machine.legalMoves(initial, 0, moves);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(machine.moveText(0, moves.get(i)));
        }
        assertEquals(List.of("(mark 1 1)", "(mark 1 2)", "(mark 1 3)", "(mark 2 1)", "(mark 2 2)", "(mark 2 3)",
                "(mark 3 1)", "(mark 3 2)", "(mark 3 3)"), texts);
    }

    @Test
    void aGgpBaseEnginesSpacedTextAndTrueSentencesReadAsFluents() {
        StateMachine machine = Reasoners.create("ggp-base:machine=" + StandInEngine.class.getName(), TICTACTOE);
        MachineState initial = machine.initialState();
        assertTrue(machine.fluents(initial).contains("(cell 1 1 b)"), machine.fluents(initial).toString());
        assertTrue(machine.fluents(initial).contains("(control white)"), machine.fluents(initial).toString());
        assertEquals(List.of("white", "black"), machine.roles());
        assertEquals(machine.fluents(initial), machine.fluents(machine.stateOf(machine.fluents(initial))));
    }

    @Test
    void aMissingOrWrongEngineIsOneClearLine() {
        assertEquals("reasoner 'ggp-base' needs the option machine=CLASS, the engine's class (e.g. "
                        + "ggp-base:machine=com.example.MyMachine,jars=engine/)",
                assertThrows(ReasonerSpecException.class, () -> Reasoners.create("ggp-base", TICTACTOE)).getMessage());
        assertEquals("reasoner 'ggp-base': no class com.example.Missing on its class path (name the engine's jars with"
                        + " jars=PATH)",
                assertThrows(ReasonerSpecException.class,
                        () -> Reasoners.create("ggp-base:machine=com.example.Missing", TICTACTOE)).getMessage());
        assertEquals("reasoner 'ggp-base': java.lang.String is neither a org.gdlbench.ggpbase.api.GgpStateMachine"
                        + " nor a org.ggp.base.util.statemachine.StateMachine",
                assertThrows(ReasonerSpecException.class,
                        () -> Reasoners.create("ggp-base:machine=java.lang.String", TICTACTOE)).getMessage());
        assertEquals("reasoner 'ggp-base': jars=no/such/folder is neither a jar nor a folder of jars",
                assertThrows(ReasonerSpecException.class, () -> new GgpBaseReasoner().create(TICTACTOE,
                        Map.of("machine", "com.example.Mine", "jars", "no/such/folder"))).getMessage());
    }
}
