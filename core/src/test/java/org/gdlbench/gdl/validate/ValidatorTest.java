package org.gdlbench.gdl.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.SourcePosition;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.gdl.parse.KifPrinter;
import org.junit.jupiter.api.Test;

class ValidatorTest {
    /** A complete small game to which each test adds the rule under test. */
    private static final String BASE = "(role p) (init (s 0)) (<= (legal p go) (true (s 0))) (<= (next (s 1)) (does p go))"
            + " (<= terminal (true (s 1))) (goal p 100)\n";

    private static Game game(String extra) {
        return FrontEnd.load("test", "test.kif", BASE + extra);
    }

    private static GdlException rejected(String extra, String kind) {
        GdlException error = assertThrows(GdlException.class, () -> game(extra));
        assertEquals(kind, error.kind(), error.getMessage());
        return error;
    }

    @Test
    void aValidGamePasses() {
        Game game = game("");
        assertEquals(1, game.roles().size());
        assertTrue(game.warnings().isEmpty(), game.warnings().toString());
    }

    @Test
    void unsafeHeadVariableIsNamedWithItsRuleAndPlace() {
        GdlException error = rejected("(<= (bad ?x ?y) (true (s ?x)))", "unsafe rule");
        assertEquals(new SourcePosition("test.kif", 2, 1), error.position());
        assertTrue(error.getMessage().contains("?y"), error.getMessage());
        assertTrue(error.getMessage().contains("(<= (bad ?x ?y) (true (s ?x)))"), error.getMessage());
    }

    @Test
    void variablesOfNegationAndDistinctMustBeBound() {
        rejected("(<= (bad ?x) (true (s ?x)) (not (q ?z)))", "unsafe rule");
        rejected("(<= (bad ?x) (true (s ?x)) (distinct ?x ?w))", "unsafe rule");
    }

    @Test
    void negationInsideItsOwnRecursionIsUnstratified() {
        GdlException error = rejected("(<= (a ?x) (true (s ?x)) (not (b ?x))) (<= (b ?x) (true (s ?x)) (a ?x))",
                "unstratified negation");
        assertTrue(error.getMessage().contains("b/1"), error.getMessage());
    }

    @Test
    void negationOfOtherArgumentsOfTheSameRelationIsAcceptedWithAWarning() {
        Game game = game("(<= (goal q 100) (not (goal q 0))) (<= (goal q 0) (true (s 1))) (role q)");
        assertTrue(game.warnings().stream().anyMatch(w -> w.contains("stratified rule by rule")), game.warnings().toString());
        rejected("(<= (goal q 100) (not (goal q ?x)) (true (s ?x)))", "unstratified negation");
    }

    @Test
    void recursionRestrictionIsChecked() {
        rejected("(num 0) (<= (big (f ?x)) (big ?x)) (<= (big ?x) (num ?x))", "recursion restriction");
    }

    @Test
    void recursionThatFollowsTheRestrictionPasses() {
        Game game = game("(edge a b) (edge b c) (<= (reach ?x ?y) (edge ?x ?y)) (<= (reach ?x ?z) (reach ?x ?y) (edge ?y ?z))");
        assertTrue(game.analysis().isRecursive(game.rules().stream()
                .filter(r -> game.symbols().name(r.head().functor()).equals("reach")).findFirst().orElseThrow().predicate()));
    }

    @Test
    void reservedRelationsAreUsedAsTheSpecificationAllows() {
        rejected("(<= (true (s 2)) (true (s 1)))", "reserved word");
        rejected("(<= (does p go) (true (s 1)))", "reserved word");
        assertTrue(rejected("(<= (legal p) (true (s 1)))", "arity").getMessage()
                .contains("'legal' takes 2 arguments, not 1"));
        assertTrue(rejected("(<= (legal p go) (true (s 1) 2))", "arity").getMessage()
                .contains("'true' takes 1 argument, not 2"));
        rejected("(<= (init (s 5)) (true (s 1)))", "dependency");
        rejected("(<= (goal p 50) (does p go))", "dependency");
        rejected("(<= terminal (done)) (<= (done) (does p go))", "dependency");
        rejected("(<= (init (s 7)) (legal p go))", "dependency");
    }

    @Test
    void gdlTwoSheetsLoadWithRandomAsARoleAndSeesRulesKept() {
        Game game = game("(role random) (<= (legal random flip) (true (s 0))) (<= (sees p ?m) (does random ?m))");
        assertEquals(2, game.roles().size());
        assertTrue(game.rules().stream().anyMatch(r -> r.head().functor() == org.gdlbench.gdl.Symbols.SEES));
    }

    @Test
    void gameWithoutRolesIsRejected() {
        GdlException error = assertThrows(GdlException.class, () -> FrontEnd.load("x", "x.kif", "(init (s 0)) terminal"));
        assertEquals("x.kif: roles: the game defines no role", error.getMessage());
        GdlException empty = assertThrows(GdlException.class, () -> FrontEnd.load("e", "empty.kif", ""));
        assertEquals("empty.kif: roles: the game defines no role", empty.getMessage());
    }

    @Test
    void aSheetWithoutLegalTerminalOrGoalRulesIsNotPlayable() {
        GdlException error = assertThrows(GdlException.class, () -> FrontEnd.load("cut", "cut.kif",
                "(role a) (init (s 0)) (<= (legal a go) (true (s 0))) (<= (next (s 0)) (true (s 0)))"));
        assertEquals("cut.kif: not playable: the game defines no terminal, no goal rule (a sheet cut short?)",
                error.getMessage());
    }

    @Test
    void olderSheetsDistinctFactsAndWiderBaseDeclarationsAreDroppedWithAWarning() {
        Game game = FrontEnd.load("old", "old.kif", "(role a) (init (s 0)) (legal a go) (<= terminal (true (s 0)))"
                + " (goal a 100)\n(distinct x y)\n(base control (val black red))");
        assertEquals(5, game.rules().size());
        assertTrue(game.warnings().stream().anyMatch(w -> w.contains("old.kif:2:1: a distinct fact")), game.warnings().toString());
        assertTrue(game.warnings().stream().anyMatch(w -> w.contains("old.kif:3:1: a base declaration with 2 arguments")));
        GdlException same = assertThrows(GdlException.class, () -> FrontEnd.load("bad", "bad.kif",
                "(role a) (init (s 0)) (legal a go) (<= terminal (true (s 0))) (goal a 100) (distinct x x)"));
        assertEquals("reserved word", same.kind());
    }

    @Test
    void linesOfPrologAreNotReadAsStrayFacts() {
        GdlException error = assertThrows(GdlException.class, () -> FrontEnd.load("p", "p.kif",
                "(role a) (init (s 0)) (legal a go) (goal a 100)\nterminal :- touch(x).\n"));
        assertEquals("p.kif:2:1: syntax: not KIF: 'terminal :- touch(x).' (a rule is written (<= head body ...),"
                + " a fact (name args ...))", error.getMessage());
        assertEquals("syntax", assertThrows(GdlException.class, () -> FrontEnd.load("q", "q.kif",
                "(role a)\nlegal(a, go).\n")).kind());
        Game oneLine = FrontEnd.load("fine", "fine.kif", "(role a) (init (s 0)) (legal a go) (goal a 100) (<= (next (s 0)) (true (s 0))) over (<= terminal over)");
        assertTrue(oneLine.rules().size() > 0, "a word among lists on one line is a fact");
    }

    @Test
    void goalValuesMustBeIntegersFrom0To100() {
        rejected("(<= (goal p high) (true (s 1)))", "goal value");
        rejected("(<= (goal p 101) (true (s 1)))", "goal value");
    }

    @Test
    void oneNameWithTwoAritiesIsTwoRelationsWithAWarning() {
        Game game = game("(cell 1) (cell 1 2) (<= (both ?x) (cell ?x) (cell ?x ?y))");
        assertTrue(game.warnings().stream().anyMatch(w -> w.contains("'cell' is used with arities")), game.warnings().toString());
    }

    @Test
    void orBecomesOneRulePerDisjunct() {
        Game game = game("(a 1) (b 2) (<= (c ?x) (or (a ?x) (b ?x)))");
        long rules = game.rules().stream().filter(r -> game.symbols().name(r.head().functor()).equals("c")).count();
        assertEquals(2, rules);
        for (Rule rule : game.rules()) {
            assertFalse(rule.body().stream().anyMatch(l -> l instanceof Literal.Or));
        }
    }

    @Test
    void notDistinctIsReadAsEqualityWithAWarning() {
        Game game = game("(n 1) (n 2) (<= (same ?x ?y) (n ?x) (n ?y) (not (distinct ?x ?y)))");
        Rule same = game.rules().stream().filter(r -> game.symbols().name(r.head().functor()).equals("same"))
                .findFirst().orElseThrow();
        assertEquals("(<= (same ?y ?y) (n ?y) (n ?y))", new KifPrinter(game.symbols()).rule(same));
        assertTrue(game.warnings().stream().anyMatch(w -> w.contains("read as s = t")));
    }

    @Test
    void staticAndDynamicRelationsAreTold() {
        Game game = game("(succ 0 1) (<= (later ?x) (true (s ?y)) (succ ?y ?x))");
        var analysis = game.analysis();
        assertTrue(analysis.isStatic(new org.gdlbench.gdl.Predicate(game.symbols().lookup("succ"), 2)));
        assertFalse(analysis.isStatic(new org.gdlbench.gdl.Predicate(game.symbols().lookup("later"), 1)));
    }

    @Test
    void strataCountNegationsBelowARelation() {
        Game game = game("(<= (a) (true (s 0))) (<= (b) (not (a)) (true (s 0))) (<= (c) (not (b)) (true (s 1)))");
        var analysis = game.analysis();
        int a = game.symbols().lookup("a");
        int b = game.symbols().lookup("b");
        int c = game.symbols().lookup("c");
        assertEquals(0, analysis.stratum(new org.gdlbench.gdl.Predicate(a, 0)));
        assertEquals(1, analysis.stratum(new org.gdlbench.gdl.Predicate(b, 0)));
        assertEquals(2, analysis.stratum(new org.gdlbench.gdl.Predicate(c, 0)));
    }
}
