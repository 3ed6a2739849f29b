package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The native assert encoding's state facts ({@link FluentFacts}): one relation per fluent
 * signature, changed fact by fact when another state becomes current, and a place for fluents of
 * signatures the rules never make. Skipped where the system is not installed.
 */
class NativeStateFactsTest {
    /** A rule reads fluents no init or next rule makes: they can come only from a state given by hand. */
    private static final String GAME = """
            (role p)
            (init (at 1))
            (<= (next (at 2)) (true (at 1)))
            (<= (legal p go) (true (at ?x)))
            (<= terminal (true (flag ?x)))
            (<= (goal p 100) (true ?f) (distinct ?f (at 1)))
            """;

    @TempDir
    Path folder;

    @Test
    void makingAStateCurrentChangesOnlyTheFactsOfFluentsThatDiffer() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game game = Corpus.bundled().entry("tictactoe").game();
        String program = NativeProgram.write(game, Encoding.ASSERT, PrologSystem.SWI).text();
        // white marks the centre: one cell changes, and control
        String goal = """
                e_initial(S0), e_set_state(S0),
                clause('t_c_cell'('c_1', 'c_1', 'c_b'), true, Kept),
                clause('t_c_cell'('c_2', 'c_2', 'c_b'), true, Blank),
                e_next(S0, [does('c_white', 'c_mark'('c_2', 'c_2')), does('c_black', 'c_noop')], S1),
                e_set_state(S1),
                ( clause('t_c_cell'('c_1', 'c_1', 'c_b'), true, Kept) -> write(kept) ; write(asserted_again) ), nl,
                ( clause(_, true, Blank) -> write(blank_still_there) ; write(blank_retracted) ), nl,
                findall(X-Y-M, 't_c_cell'(X, Y, M), Cells), length(Cells, N), write(N), nl,
                ( 't_c_cell'('c_2', 'c_2', 'c_x'), 't_c_control'('c_black') -> write(moved) ; write(not_moved) ), nl,
                e_set_state(S0),
                ( 't_c_cell'('c_2', 'c_2', 'c_b'), \\+ 't_c_cell'('c_2', 'c_2', 'c_x'), 't_c_control'('c_white')
                -> write(back) ; write(not_back) ), nl
                """;
        assertEquals(List.of("kept", "blank_retracted", "9", "moved", "back"), runSwipl(program, goal));
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-assert", "gprolog-assert"})
    void fluentsOfASignatureNoRuleMakesAreFoundByEveryRuleThatReadsThem(String reasoner) {
        PrologSystem system = reasoner.startsWith("swi") ? PrologSystem.SWI : PrologSystem.GNU;
        Assumptions.assumeTrue(system.whyUnavailable() == null, () -> reasoner + " skipped: " + system.whyUnavailable());
        StateMachine machine = Reasoners.create(reasoner, FrontEnd.loadFragment("flags", "flags.kif", GAME));
        MachineState flagged = machine.stateOf(List.of("(at 1)", "(flag 1)"));
        assertTrue(machine.isTerminal(flagged), "(true (flag ?x)) reads a fluent kept apart");
        assertEquals(100, machine.goal(flagged, 0), "(true ?f) reads it too");
        MachineState plain = machine.initialState();
        assertFalse(machine.isTerminal(plain), "the flag went when another state became current");
        assertEquals(-1, machine.goal(plain, 0));
        assertEquals(List.of("(at 1)", "(flag 1)"), List.copyOf(machine.fluents(flagged)));
    }

    @Test
    void theThreadedEncodingTestsMembershipWithTheSystemsMemberchk() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        String text = NativeProgram.write(game, Encoding.THREADED, PrologSystem.GNU).text();
        assertTrue(text.contains("'arg'(2, V0, V1), 'memberchk'('c_control'('c_black'), V1)"), text);
        assertFalse(text.contains("dynamic(memberchk"), "a built-in, not declared");
    }

    @Test
    void playoutsInPrologLeaveTheFactsOfTheStateTheyEndedIn() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game game = Corpus.bundled().entry("tictactoe").game();
        String program = NativeProgram.write(game, Encoding.ASSERT, PrologSystem.SWI).text();
        // what the playouts asserted last is kept, so making the initial state current again
        // erases every mark they made: nine blank cells and white in control, nothing else
        String goal = """
                e_initial(S0), e_set_state(S0),
                e_playouts(200, 5, Count, _), write(Count), nl,
                e_set_state(S0),
                findall(X-Y-M, 't_c_cell'(X, Y, M), Cells), length(Cells, N), write(N), nl,
                ( forall(member(_-_-M, Cells), M == 'c_b') -> write(blank) ; write(marked) ), nl,
                findall(R, 't_c_control'(R), Control), write(Control), nl
                """;
        List<String> lines = runSwipl(program, goal);
        assertTrue(Integer.parseInt(lines.get(0)) > 0, "no playout in 200 ms");
        assertEquals(List.of("9", "blank", "[c_white]"), lines.subList(1, 4));
    }

    @Test
    void theThreadedEncodingFindsAGroundFluentWithoutLeavingAChoicePoint() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game game = Corpus.bundled().entry("tictactoe").game();
        String program = NativeProgram.write(game, Encoding.THREADED, PrologSystem.SWI).text();
        // a state holds each fluent once: a ground one has one proof, so nothing is left to retry
        String goal = """
                e_initial(S0), arg(1, S0, Cells),
                call_cleanup('true_in'('c_cell'('c_2', 'c_2', 'c_b'), Cells), Done = true),
                ( Done == true -> write(deterministic) ; write(choice_point_left) ), nl,
                findall(X-Y, 'true_in'('c_cell'(X, Y, 'c_b'), Cells), Blank), length(Blank, N), write(N), nl,
                findall(M, 'does_in'('c_white', M, [does('c_white', 'c_noop'), does('c_black', 'c_noop')]), Ms), write(Ms), nl
                """;
        assertEquals(List.of("deterministic", "9", "[c_noop]"), runSwipl(program, goal));
    }

    @Test
    void theStateIsGroupedByFluentKindAndTheSuccessorIsBuiltGrouped() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game game = Corpus.bundled().entry("tictactoe").game();
        // cells are kind 1, control kind 2 (the order the init rules name them), then the rest
        String goal = """
                e_initial(S0), functor(S0, F, N), write(F/N), nl,
                arg(1, S0, Cells), length(Cells, Blank), write(Blank), nl,
                arg(2, S0, Control), write(Control), nl, arg(3, S0, Other), write(Other), nl,
                e_set_state(S0),
                e_next(S0, [does('c_white', 'c_mark'('c_2', 'c_2')), does('c_black', 'c_noop')], S1),
                S1 = s(Cells1, Control1, Other1),
                ( msort(Cells1, Cells1), length(Cells1, 9) -> write(sorted) ; write(unsorted) ), nl,
                ( memberchk('c_cell'('c_2', 'c_2', 'c_x'), Cells1) -> write(marked) ; write(unmarked) ), nl,
                write(Control1-Other1), nl,
                e_group(['c_cell'('c_1', 'c_1', 'c_b'), 'c_control'('c_black'), 'c_flag'], G), write(G), nl
                """;
        for (Encoding encoding : Encoding.values()) {
            String program = NativeProgram.write(game, encoding, PrologSystem.SWI).text();
            assertEquals(List.of("s/3", "9", "[c_control(c_white)]", "[]", "sorted", "marked", "[c_control(c_black)]-[]",
                    "s([c_cell(c_1,c_1,c_b)],[c_control(c_black)],[c_flag])"), runSwipl(program, goal), encoding.name());
        }
    }

    @Test
    void aNextRuleWhoseHeadIsAVariableCarriesFluentsOfAnyKind() {
        String game = """
                (role p)
                (init (at 1))
                (<= (next ?f) (true ?f) (distinct ?f (at 1)))
                (<= (next (at 2)) (true (at 1)))
                (<= (legal p go) (true (at ?x)))
                (<= terminal (true (at 2)) (true (flag 1)))
                (goal p 100)
                """;
        for (String reasoner : List.of("swi-threaded", "swi-assert", "gprolog-threaded", "gprolog-assert")) {
            PrologSystem system = reasoner.startsWith("swi") ? PrologSystem.SWI : PrologSystem.GNU;
            if (system.whyUnavailable() != null) {
                continue;
            }
            StateMachine machine = Reasoners.create(reasoner, FrontEnd.loadFragment("carry", "carry.kif", game));
            MachineState flagged = machine.stateOf(List.of("(at 1)", "(flag 1)"));
            MachineState next = machine.newState();
            machine.next(flagged, new int[] {machine.moveId(0, "go")}, next);
            assertEquals(List.of("(at 2)", "(flag 1)"), List.copyOf(machine.fluents(next)), reasoner);
            assertTrue(machine.isTerminal(next), reasoner);
        }
    }

    @Test
    void aNativeExistenceTestIsAnIfThenNotAMetaCallOfOnce() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        String text = NativeProgram.write(game, Encoding.ASSERT, PrologSystem.SWI).text();
        assertTrue(text.contains("'->'('t_c_control'('c_black'), 'true')"), text);
        assertFalse(text.contains("'once'("), "no once/1 left");
    }

    /** A 5 by 4 board, twenty cells: enough for the threaded encoding to split them by first argument. */
    private static String board() {
        StringBuilder kif = new StringBuilder("""
                (role p)
                (col 1) (col 2) (col 3) (col 4) (col 5)
                (<= (legal p (mark ?x ?y)) (true (cell ?x ?y b)))
                (<= (next (cell ?x ?y x)) (does p (mark ?x ?y)))
                (<= (next (cell ?x ?y ?m)) (true (cell ?x ?y ?m)) (not (marked ?x ?y)))
                (<= (marked ?x ?y) (does p (mark ?x ?y)))
                (<= terminal (true (cell 3 2 x)))
                (<= terminal (col ?x) (true (cell ?x 4 x)))
                (<= (goal p 100) (true (cell ?x ?y x)))
                (<= (goal p 0) (not marked_any))
                (<= marked_any (true (cell ?x ?y x)))
                """);
        for (int x = 1; x <= 5; x++) {
            for (int y = 1; y <= 4; y++) {
                kif.append("(init (cell ").append(x).append(' ').append(y).append(" b))\n");
            }
        }
        return kif.toString();
    }

    @Test
    void theThreadedEncodingSplitsABigKindByFirstArgumentAndFindsFluentsInEitherForm() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game game = FrontEnd.loadFragment("board", "board.kif", board());
        String program = NativeProgram.write(game, Encoding.THREADED, PrologSystem.SWI).text();
        // twenty cells: all of them, and five groups by column; a short list stays a list
        String goal = """
                e_initial(S0), arg(1, S0, P), functor(P, F, N), write(F/N), nl,
                P = e_split(All, Groups), length(All, Cells), write(Cells), nl,
                findall(X-K, (member(X-L, Groups), length(L, K)), Sizes), write(Sizes), nl,
                ( e_true_split(P, 'c_cell'('c_3', 'c_2', 'c_b')) -> write(found) ; write(missing) ), nl,
                ( e_true_split(P, 'c_cell'('c_3', 'c_2', 'c_x')) -> write(found) ; write(absent) ), nl,
                findall(X-Y, e_true_split(P, 'c_cell'(X, Y, 'c_b')), Blank), length(Blank, B), write(B), nl,
                findall(Y, e_true_split_once(P, 'c_cell'('c_5', Y, _)), Once), write(Once), nl,
                e_true_split(['c_cell'('c_1', 'c_1', 'c_b')], 'c_cell'('c_1', 'c_1', M)), write(M), nl,
                e_groups(['c_cell'('c_1', 'c_1', 'c_b')], 16, Short), write(Short), nl
                """;
        assertEquals(List.of("e_split/2", "20", "[c_1-4,c_2-4,c_3-4,c_4-4,c_5-4]", "found", "absent", "20", "[c_1]", "c_b",
                "[c_cell(c_1,c_1,c_b)]"), runSwipl(program, goal));
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-threaded", "gprolog-threaded"})
    void aSplitKindAnswersAsTheReferenceDoesAlongAGame(String reasoner) {
        PrologSystem system = reasoner.startsWith("swi") ? PrologSystem.SWI : PrologSystem.GNU;
        Assumptions.assumeTrue(system.whyUnavailable() == null, () -> reasoner + " skipped: " + system.whyUnavailable());
        Game game = FrontEnd.loadFragment("board", "board.kif", board());
        StateMachine machine = Reasoners.create(reasoner, game);
        StateMachine reference = Reasoners.create(Reasoners.REFERENCE, game);
        // three marks, the last, (3 2), ending the game
        MachineState state = machine.initialState();
        MachineState expected = reference.initialState();
        for (String move : List.of("(mark 2 1)", "(mark 5 3)", "(mark 3 2)")) {
            assertEquals(reference.fluents(expected), machine.fluents(state), reasoner);
            assertEquals(reference.isTerminal(expected), machine.isTerminal(state), reasoner);
            assertEquals(reference.goal(expected, 0), machine.goal(state, 0), reasoner);
            MoveList legal = new MoveList();
            machine.legalMoves(state, 0, legal);
            MoveList legalExpected = new MoveList();
            reference.legalMoves(expected, 0, legalExpected);
            assertEquals(legalExpected.size(), legal.size(), reasoner);
            machine.next(state, new int[] {machine.moveId(0, move)}, state);
            reference.next(expected, new int[] {reference.moveId(0, move)}, expected);
        }
        assertTrue(machine.isTerminal(state), "(true (cell 3 2 x)): a constant first argument");
        assertEquals(reference.fluents(expected), machine.fluents(state));
        MachineState column = machine.stateOf(List.of("(cell 4 4 x)"));
        assertTrue(machine.isTerminal(column), "(true (cell ?x 4 x)) with ?x bound at run time, in a short list");
        assertEquals(100, machine.goal(column, 0));
    }

    @Test
    void playoutsFindLegalMovesThatNoStateChangesOncePerRequest() throws Exception {
        Assumptions.assumeTrue(PrologSystem.SWI.whyUnavailable() == null, () -> "skipped: " + PrologSystem.SWI.whyUnavailable());
        Game fixed = FrontEnd.loadFragment("fixed", "fixed.kif", """
                (role p)
                (init (at 1))
                (legal p b) (legal p a) (legal p b)
                (<= (next (at 2)) (true (at 1)))
                (<= terminal (true (at 2)))
                (goal p 100)
                """);
        String goal = """
                e_playouts(100, 5, Count, _), ( Count > 0 -> write(played) ; write(none) ), nl,
                findall(R-Ms, e_kept_legal(R, Ms), Kept), write(Kept), nl
                """;
        assertEquals(List.of("played", "[c_p-[c_a,c_b]]"),
                runSwipl(NativeProgram.write(fixed, Encoding.THREADED, PrologSystem.SWI).text(), goal));
        // tic-tac-toe's legal moves depend on the state: none kept
        String none = "e_playouts(100, 5, _, _), findall(R, e_kept_legal(R, _), Kept), write(Kept), nl";
        Game tictactoe = Corpus.bundled().entry("tictactoe").game();
        for (Encoding encoding : Encoding.values()) {
            assertEquals(List.of("[]"), runSwipl(NativeProgram.write(tictactoe, encoding, PrologSystem.SWI).text(), none),
                    encoding.name());
        }
    }

    /** The lines {@code goal} writes, the program loaded without its entry point. */
    private List<String> runSwipl(String program, String goal) throws IOException, InterruptedException {
        Path source = folder.resolve("game.pl");
        Files.writeString(source, program.replace(":- initialization(e_main, main).", ""), StandardCharsets.UTF_8);
        Path out = folder.resolve("out.txt");
        Process swipl = new ProcessBuilder(PrologSystem.SWI.find().orElseThrow().toString(), "-f", "none", "-q",
                "-g", "consult('" + source + "'), (" + goal + ") -> halt ; halt(1)")
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(swipl.waitFor(30, TimeUnit.SECONDS), "swipl did not end");
        List<String> lines = Files.readAllLines(out);
        assertEquals(0, swipl.exitValue(), String.join("\n", lines));
        return lines;
    }
}
