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
