package org.gdlbench.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.MachineState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The worked example of the book's chapter 2 (section 2.6): its answers, checked one by one. */
class BookTicTacToeTest {
    private static Game game;
    private static ReferenceMachine machine;

    @BeforeAll
    static void load() {
        game = Corpus.bundled().entry("tictactoe").game();
        machine = new ReferenceMachine(game);
    }

    private static SortedSet<String> ask(String relation, int arity) {
        Prover prover = new Prover(game);
        prover.setContext(Set.of(), List.of());
        Term[] args = new Term[arity];
        for (int i = 0; i < arity; i++) {
            args[i] = new Variable("v" + i);
        }
        int symbol = game.symbols().lookup(relation);
        return prover.ask(new Compound(symbol, args)).stream().map(new KifPrinter(game.symbols())::term)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void rolesAreWhiteThenBlack() {
        assertEquals(List.of("white", "black"), machine.roles());
    }

    @Test
    void thereAre29BasePropositionsAnd20Inputs() {
        SortedSet<String> bases = ask("base", 1);
        assertEquals(29, bases.size());
        assertTrue(bases.contains("(base (cell 2 3 o))"));
        assertTrue(bases.contains("(base (control black))"));
        SortedSet<String> inputs = ask("input", 2);
        assertEquals(20, inputs.size(), inputs.toString());
        for (String role : List.of("white", "black")) {
            assertTrue(inputs.contains("(input " + role + " noop)"));
            for (int m = 1; m <= 3; m++) {
                for (int n = 1; n <= 3; n++) {
                    assertTrue(inputs.contains("(input " + role + " (mark " + m + " " + n + "))"));
                }
            }
        }
    }

    @Test
    void initialStateIsABlankBoardWithWhiteInControl() {
        MachineState initial = machine.initialState();
        SortedSet<String> expected = new TreeSet<>(Set.of("(control white)"));
        for (int m = 1; m <= 3; m++) {
            for (int n = 1; n <= 3; n++) {
                expected.add("(cell " + m + " " + n + " b)");
            }
        }
        assertEquals(expected, machine.fluents(initial));
        assertFalse(machine.isTerminal(initial));
        assertEquals(50, machine.goal(initial, 0));
        assertEquals(50, machine.goal(initial, 1));
    }

    @Test
    void whiteHasNineMarksAndBlackOnlyNoop() {
        MachineState initial = machine.initialState();
        SortedSet<String> white = machine.legalMoveTexts(initial, 0);
        assertEquals(9, white.size());
        assertTrue(white.contains("(mark 1 1)") && white.contains("(mark 3 3)"));
        assertEquals(new TreeSet<>(Set.of("noop")), machine.legalMoveTexts(initial, 1));
    }

    @Test
    void afterWhiteMarksOneOneTheBookGivesTheNextState() {
        MachineState state = machine.initialState();
        int[] joint = {machine.moveId(0, "(mark 1 1)"), machine.moveId(1, "noop")};
        machine.next(state, joint, state);
        SortedSet<String> expected = new TreeSet<>(Set.of("(cell 1 1 x)", "(control black)"));
        for (int m = 1; m <= 3; m++) {
            for (int n = 1; n <= 3; n++) {
                if (m != 1 || n != 1) {
                    expected.add("(cell " + m + " " + n + " b)");
                }
            }
        }
        assertEquals(expected, machine.fluents(state));
        assertEquals(new TreeSet<>(Set.of("noop")), machine.legalMoveTexts(state, 0));
        assertEquals(8, machine.legalMoveTexts(state, 1).size());
    }

    @Test
    void aLineOfXEndsTheGameWithWhiteWinning() {
        MachineState state = machine.stateOf(List.of("(cell 1 1 x)", "(cell 2 2 x)", "(cell 3 3 x)",
                "(cell 1 2 o)", "(cell 1 3 o)", "(cell 2 1 b)", "(cell 2 3 b)", "(cell 3 1 b)", "(cell 3 2 b)",
                "(control black)"));
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(0, machine.goal(state, 1));
    }

    @Test
    void aFullBoardWithoutLinesIsADraw() {
        MachineState state = machine.stateOf(List.of("(cell 1 1 x)", "(cell 1 2 o)", "(cell 1 3 x)",
                "(cell 2 1 x)", "(cell 2 2 o)", "(cell 2 3 o)", "(cell 3 1 o)", "(cell 3 2 x)", "(cell 3 3 x)",
                "(control black)"));
        assertTrue(machine.isTerminal(state));
        assertEquals(50, machine.goal(state, 0));
        assertEquals(50, machine.goal(state, 1));
    }
}
