package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.junit.jupiter.api.Test;

/** Known program text: quoting, static relations as facts, undefined relations, the query bridge. */
class NativeProgramTest {
    private static final String GAME = """
            (role walker)
            (init (at 1))
            (succ 1 2) (succ 2 3)
            (<= (reach ?x ?y) (succ ?x ?y))
            (<= (reach ?x ?z) (succ ?x ?y) (reach ?y ?z))
            (<= (legal walker (go ?y)) (true (at ?x)) (succ ?x ?y) (not (blocked ?y)))
            (<= (next (at ?y)) (does walker (go ?y)) (true (at ?x)))
            (<= terminal (true (at 3)))
            (goal walker 100)
            """;

    private static String program(Encoding encoding, PrologSystem system) {
        Game game = FrontEnd.loadFragment("walk", "walk.kif", GAME);
        return NativeProgram.write(game, encoding, system).text();
    }

    @Test
    void writesOperatorsAsQuotedFunctorsAndListsInBrackets() {
        Var x = new Var("X");
        Var tail = new Var("T");
        Struct clause = new Struct(":-", new Struct("r_p", x, new Struct(new Struct("it's"), tail)),
                new Struct(",", new Struct("\\+", new Struct("r_q", x)), new Struct("r_r", tail, new Struct())));
        assertEquals("':-'('r_p'(V0, ['it''s' | V1]), ','('\\\\+'('r_q'(V0)), 'r_r'(V1, []))).\n",
                PrologText.clause(clause));
        assertEquals("'r_s'(_).\n", PrologText.clause(new Struct("r_s", new Var("Y"))));
    }

    @Test
    void staticRelationsBecomeFactsAndTheirRulesAreLeftOut() {
        String text = program(Encoding.ASSERT, PrologSystem.SWI);
        assertTrue(text.contains("'r_reach'('c_1', 'c_3').\n"), text);
        assertTrue(text.contains("'r_succ'('c_2', 'c_3').\n"), text);
        assertFalse(text.contains("':-'('r_reach'"), "reach's rules are replaced by its facts");
        assertTrue(text.contains("'r_init'('c_at'('c_1')).\n"), text);
    }

    @Test
    void aRelationCalledButNeverDefinedIsDynamicSoItFails() {
        assertTrue(program(Encoding.ASSERT, PrologSystem.GNU).contains(":- dynamic(r_blocked/1).\n"));
        assertFalse(program(Encoding.ASSERT, PrologSystem.GNU).contains(":- dynamic(r_succ/2)."));
    }

    @Test
    void theBridgePassesStateAndMovesOnlyWhereTheEncodingThreadsThem() {
        String asserted = program(Encoding.ASSERT, PrologSystem.SWI);
        assertTrue(asserted.contains("':-'('q_legal'(V0, V1, _), 'r_legal'(V0, V1)).\n"), asserted);
        assertTrue(asserted.contains("':-'('q_next'(V0, _, _), 'r_next'(V0)).\n"), asserted);
        assertTrue(asserted.contains("e_set_state(S) :-"), "the assert encoding's part");
        String threaded = program(Encoding.THREADED, PrologSystem.SWI);
        assertTrue(threaded.contains("':-'('q_legal'(V0, V1, V2), 'r_legal'(V0, V1, V2)).\n"), threaded);
        assertTrue(threaded.contains("':-'('q_next'(V0, V1, V2), 'r_next'(V0, V1, V2)).\n"), threaded);
        assertTrue(threaded.contains("':-'('q_terminal'(V0), 'r_terminal'(V0)).\n"), threaded);
        assertTrue(threaded.contains("'e_roles'(['c_walker'])."), threaded);
    }

    /** A chain of stones, searched through the state: dynamic recursion whose heads build no terms. */
    static final String CHAIN = """
            (role red)
            (init (stone 1)) (init (stone 2))
            (nbr 1 2) (nbr 2 1) (nbr 2 3) (nbr 3 2)
            (<= (linked ?x ?x) (true (stone ?x)))
            (<= (linked ?x ?z) (true (stone ?x)) (nbr ?x ?y) (linked ?y ?z))
            (<= (legal red (put ?x)) (nbr ?x ?y) (not (true (stone ?x))))
            (<= (next (stone ?x)) (true (stone ?x)))
            (<= (next (stone ?x)) (does red (put ?x)))
            (<= terminal (linked 1 3))
            (goal red 100)
            """;

    private static String chain(Encoding encoding, PrologSystem system) {
        Game game = FrontEnd.loadFragment("chain", "chain.kif", CHAIN);
        return NativeProgram.write(game, encoding, system).text();
    }

    @Test
    void swiTablesDynamicRecursionPerStateWhereGnuPrologChecksForLoops() {
        String threaded = chain(Encoding.THREADED, PrologSystem.SWI);
        assertTrue(threaded.contains(":- table 't_r_linked'/2.\n"), threaded);
        assertTrue(threaded.contains("':-'('r_linked'(V0, V1, V2), ','('e_table_context'('e_ctx'(V2, [])), "
                + "'t_r_linked'(V0, V1))).\n"), threaded);
        assertTrue(threaded.contains("':-'('t_r_linked'(V0, V1), ','('e_table_context_now'('e_ctx'(V2, [])), "
                + "'b_r_linked'(V0, V1, V2))).\n"), threaded);
        assertFalse(threaded.contains("ancestor_loop"), threaded);
        assertFalse(threaded.contains(":- dynamic(e_table_context"), "defined by swi.pl");
        String asserted = chain(Encoding.ASSERT, PrologSystem.SWI);
        assertTrue(asserted.contains("':-'('r_linked'(V0, V1), 't_r_linked'(V0, V1)).\n"), asserted);
        assertTrue(asserted.contains("':-'('e_state_changed', 'abolish_all_tables').\n"), asserted);
        String gnu = chain(Encoding.THREADED, PrologSystem.GNU);
        assertTrue(gnu.contains("'ancestor_loop'('r_linked'(V0, V1), V3)"), gnu);
        assertFalse(gnu.contains(":- table"), gnu);
        assertTrue(chain(Encoding.ASSERT, PrologSystem.GNU).contains("'e_state_changed'.\n"));
    }

    /** A chain search written for a tabling prover: the recursive call first (left recursion). */
    private static final String LEFT_CHAIN = """
            (role red)
            (init (stone 1)) (init (stone 2))
            (nbr 1 2) (nbr 2 1) (nbr 2 3) (nbr 3 2)
            (<= (linked ?x ?x) (true (stone ?x)))
            (<= (linked ?x ?z) (linked ?x ?y) (nbr ?y ?z) (true (stone ?z)))
            (<= (legal red (put ?x)) (nbr ?x ?y) (not (true (stone ?x))))
            (<= (next (stone ?x)) (true (stone ?x)))
            (<= (next (stone ?x)) (does red (put ?x)))
            (<= terminal (linked 1 3))
            (goal red 100)
            """;

    @Test
    void relationTabledPerStateKeepsItsLeftRecursionFirstWhereALoopCheckRunsItLast() {
        Game game = FrontEnd.loadFragment("leftchain", "leftchain.kif", LEFT_CHAIN);
        String swi = NativeProgram.write(game, Encoding.THREADED, PrologSystem.SWI).text();
        // tabled: one call of linked with ?y free derives the chain once, then each step reads it
        assertTrue(swi.contains("':-'('b_r_linked'(V0, V1, V2), ','('r_linked'(V0, V3, V2), ','('r_nbr'(V3, V1), "),
                swi);
        String gnu = NativeProgram.write(game, Encoding.THREADED, PrologSystem.GNU).text();
        // loop-checked: the call waits for the rest of the body to bind its arguments
        assertTrue(gnu.contains("':-'('b_r_linked'(V0, V1, V2, V3), ','('r_nbr'(V4, V1), "), gnu);
        assertTrue(gnu.contains("'r_linked'(V0, V4, V2, V3)))).\n"), gnu);
    }

    /** Two searches through the state alike but for the static relation they step along. */
    private static final String TWO_SEARCHES = """
            (role red)
            (init (stone 1)) (init (stone 2))
            (nbr 1 2) (nbr 2 1) (nbr 2 3) (nbr 3 2)
            (succ 1 2) (succ 2 3)
            (<= (linked ?x ?x) (true (stone ?x)))
            (<= (linked ?x ?z) (true (stone ?x)) (nbr ?x ?y) (linked ?y ?z))
            (<= (run ?x ?x) (true (stone ?x)))
            (<= (run ?x ?z) (true (stone ?x)) (succ ?x ?y) (run ?y ?z))
            (<= (legal red (put ?x)) (nbr ?x ?y) (not (true (stone ?x))))
            (<= (next (stone ?x)) (true (stone ?x)))
            (<= (next (stone ?x)) (does red (put ?x)))
            (<= terminal (linked 1 3))
            (<= terminal (run 1 3))
            (goal red 100)
            """;

    @Test
    void recursionSteppingAlongAGraphWithoutCyclesIsNeitherTabledNorLoopChecked() {
        Game game = FrontEnd.loadFragment("searches", "searches.kif", TWO_SEARCHES);
        String swi = NativeProgram.write(game, Encoding.THREADED, PrologSystem.SWI).text();
        // nbr has cycles: linked's calls can meet themselves, so SWI-Prolog tables it
        assertTrue(swi.contains(":- table 't_r_linked'/2.\n"), swi);
        // succ has none: run's calls never come round, so run is its rules as written
        assertFalse(swi.contains("t_r_run"), swi);
        assertFalse(swi.contains("b_r_run"), swi);
        assertTrue(swi.contains("':-'('r_run'(V0, V1, V2), ','("), swi);
        String gnu = NativeProgram.write(game, Encoding.ASSERT, PrologSystem.GNU).text();
        assertTrue(gnu.contains("'ancestor_loop'('r_linked'(V0, V1), V2)"), gnu);
        assertFalse(gnu.contains("b_r_run"), gnu);
        assertTrue(gnu.contains("','('r_succ'(V0, V2), 'r_run'(V2, V1)))).\n"), gnu);
    }

    @Test
    void symbolsReadAndWriteAsKifAndGoalValuesAreNumbers() {
        String text = program(Encoding.THREADED, PrologSystem.GNU);
        assertTrue(text.contains("e_kif('at', 'c_at').\n"), text);
        assertTrue(text.contains("e_text('c_walker', 'walker').\n"), text);
        assertTrue(text.contains("e_goal_value('c_100', 100).\n"), text);
        assertTrue(text.contains(":- initialization(e_main)."), "GNU Prolog's entry point");
    }
}
