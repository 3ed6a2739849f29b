package org.gdlbench.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.junit.jupiter.api.Test;

class KifParserTest {

    @Test
    void readsFactsRulesCommentsAndAnyLineEnding() {
        String text = "; a comment\r\n(role white)\r(role black) ; trailing comment\n"
                + "(<= (legal ?p noop)\n\t(role ?p)\n\t(not (true (control ?p))))\n";
        GameDescription game = KifParser.parse("t.kif", text);
        assertEquals(3, game.rules().size());
        Rule rule = game.rules().get(2);
        assertEquals(2, rule.body().size());
        assertInstanceOf(Literal.Not.class, rule.body().get(1));
        assertEquals(new SourcePosition("t.kif", 4, 1), rule.position());
    }

    @Test
    void symbolsAndVariablesAreCaseInsensitive() {
        GameDescription game = KifParser.parse("t.kif", "(ROLE White) (<= (Foo ?X) (bar ?x))");
        KifPrinter printer = new KifPrinter(game.symbols());
        assertEquals("(role white)", printer.rule(game.rules().get(0)));
        assertEquals("(<= (foo ?x) (bar ?x))", printer.rule(game.rules().get(1)));
        assertEquals(Symbols.ROLE, game.rules().get(0).head().functor());
    }

    @Test
    void nestedTermsKeepTheirStructure() {
        GameDescription game = KifParser.parse("t.kif", "(init (at (p (r 1) (c 2)) (piece (color red) king)))");
        Term fluent = game.rules().get(0).head().arg(0);
        assertEquals(2, fluent.arity());
        assertEquals("red", game.symbols().name(fluent.arg(1).arg(0).arg(0).functor()));
        assertTrue(fluent.isGround());
    }

    @Test
    void zeroArityRelationInParenthesesIsReadAsAConstantWithAWarning() {
        GameDescription game = KifParser.parse("t.kif", "(<= (terminal) (true (done)))");
        Rule rule = game.rules().get(0);
        assertEquals(new Constant(Symbols.TERMINAL), rule.head());
        assertEquals(2, game.warnings().size());
        assertTrue(game.warnings().get(0).contains("'(terminal)' read as the constant 'terminal'"), game.warnings().toString());
    }

    @Test
    void ruleWithAnEmptyBodyIsAFact() {
        GameDescription game = KifParser.parse("t.kif", "(<= (succ 1 2))");
        assertTrue(game.rules().get(0).isFact());
        assertTrue(game.warnings().get(0).contains("empty body"));
    }

    @Test
    void orOfAnyArityAndDistinctAreLiterals() {
        GameDescription game = KifParser.parse("t.kif", "(<= (p ?x) (q ?x) (or (r ?x) (s ?x) (t ?x)) (distinct ?x 1))");
        List<Literal> body = game.rules().get(0).body();
        assertEquals(3, ((Literal.Or) body.get(1)).disjuncts().size());
        assertInstanceOf(Literal.Distinct.class, body.get(2));
    }

    @Test
    void printingReadsBackToTheSameRules() {
        String text = "(role x) (init (cell 1 (f ?a))) (<= (next (c ?x)) (true (c ?x)) (not (distinct ?x 1))"
                + " (or (a ?x) (not (b ?x))) (distinct (f ?x) g)) terminal";
        GameDescription first = KifParser.parse("t.kif", text);
        String printed = KifPrinter.print(first);
        GameDescription second = KifParser.parse("printed", printed);
        assertEquals(first.rules(), second.rules());
        assertEquals(printed, KifPrinter.print(second));
    }

    @Test
    void unclosedParenthesisNamesWhereItOpened() {
        GdlException error = assertThrows(GdlException.class,
                () -> KifParser.parse("bad.kif", "(role white)\n  (<= (p ?x)\n (q ?x)"));
        assertEquals(new SourcePosition("bad.kif", 2, 3), error.position());
        assertTrue(error.getMessage().startsWith("bad.kif:2:3: syntax: '(' is never closed"), error.getMessage());
    }

    @Test
    void strayClosingParenthesisNamesItsPlace() {
        GdlException error = assertThrows(GdlException.class, () -> KifParser.parse("bad.kif", "(role a))"));
        assertEquals(new SourcePosition("bad.kif", 1, 9), error.position());
    }

    @Test
    void malformedConstructsAreSyntaxErrors() {
        assertSyntaxError("(<= ?x (p ?x))", 1, 5);
        assertSyntaxError("(p (?f a))", 1, 5);
        assertSyntaxError("(<= (p a) (not (q a) (r a)))", 1, 11);
        assertSyntaxError("(<= (p a) (distinct a))", 1, 11);
        assertSyntaxError("(p ())", 1, 4);
        assertSyntaxError("(p \"text\")", 1, 4);
        assertSyntaxError("(<=)", 1, 1);
    }

    private static void assertSyntaxError(String text, int line, int column) {
        GdlException error = assertThrows(GdlException.class, () -> KifParser.parse("bad.kif", text), text);
        assertEquals("syntax", error.kind(), text);
        assertEquals(new SourcePosition("bad.kif", line, column), error.position(), text + ": " + error.getMessage());
    }

    @Test
    void groundTermsAreReadInAnExistingGamesSymbols() {
        GameDescription game = KifParser.parse("t.kif", "(role white) (init (cell 1 1 b))");
        Term term = KifParser.parseGroundTerm("(CELL 1 1 B)", game.symbols());
        assertEquals(game.rules().get(1).head().arg(0), term);
        GdlException unknown = assertThrows(GdlException.class, () -> KifParser.parseGroundTerm("(cell 9 1 b)", game.symbols()));
        assertEquals("unknown term", unknown.kind());
    }
}
