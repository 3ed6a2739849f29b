package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alice.tuprolog.Struct;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.junit.jupiter.api.Test;

/** Known translations: names, safe order, recursion last, existence tests, both encodings. */
class TranslatorTest {
    private static final String TIC_TAC_TOE_PART = """
            (role xplayer) (role oplayer)
            (init (cell 1 1 b))
            (<= (legal ?w (mark ?x ?y)) (true (cell ?x ?y b)) (true (control ?w)))
            (<= (next (cell ?m ?n x)) (does xplayer (mark ?m ?n)) (true (cell ?m ?n b)))
            (<= terminal (not open))
            (<= open (true (cell ?m ?n b)))
            (<= (goal xplayer 100) (distinct ?m ?n) (true (cell ?m ?n x)))
            """;

    private static List<String> translate(String rules, Encoding encoding) {
        Game game = FrontEnd.loadFragment("t", "t.kif", rules);
        List<String> texts = new ArrayList<>();
        for (Struct clause : new Translator(game, new PrologNames(game.symbols()), encoding).clauses()) {
            texts.add(clause.toString());
        }
        return texts;
    }

    @Test
    void assertEncodingReadsStateAndDoesFacts() {
        assertEquals(List.of(
                "r_role(c_xplayer)",
                "r_role(c_oplayer)",
                "r_init(c_cell(c_1,c_1,c_b))",
                "':-'(r_legal(V0,c_mark(V1,V2)),','(state(c_cell(V1,V2,c_b)),state(c_control(V0))))",
                "':-'(r_next(c_cell(V0,V1,c_x)),','(does(c_xplayer,c_mark(V0,V1)),once(state(c_cell(V0,V1,c_b)))))",
                "':-'(r_terminal,'\\+'(r_open))",
                "':-'(r_open,once(state(c_cell(V0,V1,c_b))))",
                "':-'(r_goal(c_xplayer,c_100),','(state(c_cell(V0,V1,c_x)),'\\=='(V0,V1)))"),
                translate(TIC_TAC_TOE_PART, Encoding.ASSERT));
    }

    @Test
    void threadedEncodingPassesStateAndMovesToDependentRelations() {
        List<String> clauses = translate(TIC_TAC_TOE_PART, Encoding.THREADED);
        assertEquals(List.of(
                "r_role(c_xplayer)",
                "r_role(c_oplayer)",
                "r_init(c_cell(c_1,c_1,c_b))",
                "':-'(r_legal(V0,c_mark(V1,V2),State),"
                        + "','(true_in(c_cell(V1,V2,c_b),State),true_in(c_control(V0),State)))",
                "':-'(r_next(c_cell(V0,V1,c_x),State,Moves),"
                        + "','(does_in(c_xplayer,c_mark(V0,V1),Moves),once(true_in(c_cell(V0,V1,c_b),State))))",
                "':-'(r_terminal(State),'\\+'(r_open(State)))",
                "':-'(r_open(State),once(true_in(c_cell(V0,V1,c_b),State)))",
                "':-'(r_goal(c_xplayer,c_100,State),','(true_in(c_cell(V0,V1,c_x),State),'\\=='(V0,V1)))"),
                clauses.subList(0, 8));
        assertEquals(4, clauses.size() - 8, "true_in/2 and does_in/3, two clauses each");
        assertTrue(clauses.get(8).startsWith("true_in(F,[F|"), clauses.get(8));
    }

    @Test
    void everySymbolIsPrefixedSoBuiltinsAndOddNamesCannotClash() {
        List<String> clauses = translate("""
                (role r)
                (member 1 [])
                (member 1 2 3)
                (<= (is ?x) (member ?x []))
                (<= (call ?x) (is ?x) (member ?x 2 ?y) (length ?y))
                (length :-)
                """, Encoding.ASSERT);
        assertEquals(List.of(
                "r_role(c_r)",
                "r_member(c_1,'c_[]')",
                "r_member(c_1,c_2,c_3)",
                "':-'(r_is(V0),r_member(V0,'c_[]'))",
                "':-'(r_call(V0),','(r_is(V0),','(r_member(V0,c_2,V1),once(r_length(V1)))))",
                "r_length('c_:-')"), clauses);
    }

    @Test
    void leftRecursionRunsLastAndTestsRunAsSoonAsBoundOrGuardedEarlier() {
        List<String> clauses = translate("""
                (role r)
                (<= (reach ?x ?y) (true (edge ?x ?y)))
                (<= (reach ?x ?y) (reach ?x ?z) (not (true (blocked ?z))) (true (edge ?z ?y)))
                (<= (safe ?x) (not (true (blocked ?x))) (distinct ?x a) (reach a ?x))
                """, Encoding.ASSERT);
        assertEquals("':-'(b_r_reach(V0,V1,Ancestors),"
                        + "','(state(c_edge(V2,V1)),','('\\+'(state(c_blocked(V2))),r_reach(V0,V2,Ancestors))))",
                clauses.get(2));
        assertEquals("':-'(r_safe(V0),','(';'('->'(ground(V0),'\\+'(state(c_blocked(V0)))),true),"
                        + "','(';'('->'(ground(V0),'\\=='(V0,c_a)),true),"
                        + "','(r_reach(c_a,V0,[]),','('\\+'(state(c_blocked(V0))),'\\=='(V0,c_a))))))",
                clauses.get(3));
    }

    @Test
    void dynamicRecursiveRelationsCallThroughALoopCheck() {
        List<String> clauses = translate("""
                (role r)
                (<= (reach ?x ?y) (true (edge ?x ?y)))
                (<= (reach ?x ?y) (true (edge ?x ?z)) (reach ?z ?y))
                (<= terminal (reach a b))
                """, Encoding.THREADED);
        assertEquals(List.of(
                "r_role(c_r)",
                "':-'(b_r_reach(V0,V1,State,Ancestors),true_in(c_edge(V0,V1),State))",
                "':-'(b_r_reach(V0,V1,State,Ancestors),"
                        + "','(true_in(c_edge(V0,V2),State),r_reach(V2,V1,State,Ancestors)))",
                "':-'(r_terminal(State),once(r_reach(c_a,c_b,State,[])))",
                "':-'(r_reach(X0,X1,State,Ancestors),','('\\+'(ancestor_loop(r_reach(X0,X1),Ancestors)),"
                        + "b_r_reach(X0,X1,State,[r_reach(X0,X1)|Ancestors])))",
                "':-'(ancestor_loop(C,A),','(ground(C),ancestor_in(C,A)))"),
                clauses.subList(0, 6));
    }

    @Test
    void recursiveCallFedByAnEarlierLiteralKeepsItsPlace() {
        List<String> clauses = translate("""
                (role r)
                (succ 0 1) (succ 1 2) (num 0 1) (num 1 2)
                (<= (tally 0 0) (true (start)))
                (<= (tally ?x ?n) (succ ?p ?x) (tally ?p ?m) (true (mark ?x)) (num ?m ?n))
                """, Encoding.ASSERT);
        assertEquals("':-'(b_r_tally(V0,V1,Ancestors),"
                        + "','(r_succ(V2,V0),','(r_tally(V2,V3,Ancestors),','(once(state(c_mark(V0))),r_num(V3,V1)))))",
                clauses.get(6));
    }

    @Test
    void staticRecursiveRelationsAreLeftToTabling() {
        String rules = """
                (role r)
                (succ 1 2) (succ 2 3)
                (<= (less ?x ?y) (succ ?x ?y))
                (<= (less ?x ?z) (less ?x ?y) (succ ?y ?z))
                """;
        Game game = FrontEnd.loadFragment("t", "t.kif", rules);
        Translator translator = new Translator(game, new PrologNames(game.symbols()), Encoding.ASSERT);
        Predicate less = new Predicate(game.symbols().lookup("less"), 2);
        assertTrue(translator.isTabled(less));
        assertFalse(translator.isTabled(new Predicate(game.symbols().lookup("succ"), 2)));
        assertEquals(List.of("r_role(c_r)", "r_succ(c_1,c_2)", "r_succ(c_2,c_3)"), translate(rules, Encoding.ASSERT));
    }
}
