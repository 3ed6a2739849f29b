package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.plan.Ordering;
import org.junit.jupiter.api.Test;

/**
 * Where {@code best} puts a call of a derived relation whose arguments a cheap atom could bind
 * first: after that atom when the callee's rules read through the bound arguments at once, before
 * it when they would not use them (each of the many bound calls would cost the whole free one).
 * The figures are topdown's own statistics: a state of 100 fluents, {@code corner} with 30 facts,
 * {@code spot} with one, {@code index} with one (so a free call of {@code far} answers once).
 */
class RuleOrderTest {
    private static final String GAME = """
            (role robot)
            (index 1) (spot 1 2) (corner 1 1) (corner 1 6) (corner 6 1) (corner 6 6)
            (init (cell 1 2 red)) (init (cell 2 1 red)) (init (mark 1 2)) (init (mark 2 3))
            ; near reads the board through the square it is given
            (<= (near ?x ?y) (true (cell ?x ?y ?c)) (true (cell ?y ?x ?c)))
            ; far joins the marks whatever it is given, and only then looks at its arguments
            (<= (far ?x ?y) (true (mark ?a ?b)) (true (mark ?b ?c)) (true (mark ?c ?d)) (index ?x) (index ?y))
            (<= (goal robot 100) (spot ?x ?y) (near ?x ?y))
            (<= (goal robot 0) (corner ?x ?y) (far ?x ?y))
            (<= (legal robot wait) (true (mark ?x ?y)))
            (<= (next (mark ?x ?y)) (true (mark ?x ?y)))
            (<= terminal (true (mark 6 6)))
            """;

    private final Game game = FrontEnd.load("calls", "calls.kif", GAME);
    private final Tabling tabling = Tabling.allStatic(game.analysis());
    private final RuleOrder best = new RuleOrder(tabling, Ordering.BEST, new TopdownStatistics(tabling,
            Map.of(relation("index", 1), facts("index", 1), relation("spot", 2), facts("spot", 2),
                    relation("corner", 2), facts("corner", 2)), 100, 1), Set.of());

    private Predicate relation(String name, int arity) {
        return new Predicate(game.symbols().lookup(name), arity);
    }

    private List<Term> facts(String name, int arity) {
        return game.analysis().rulesFor(relation(name, arity)).stream().map(Rule::head).toList();
    }

    private String firstAtom(int goalValue) {
        Rule rule = game.analysis().rulesFor(new Predicate(Symbols.GOAL, 2)).stream()
                .filter(r -> r.head().arg(1).functor() == game.symbols().lookup(String.valueOf(goalValue)))
                .findFirst().orElseThrow();
        List<Literal> body = best.plan(rule, Set.of(0)).orderedRule().body();
        return game.symbols().name(((Literal.Atom) body.get(0)).predicate().symbol());
    }

    @Test
    void aCallWhoseRulesReadThroughTheBoundSquareComesAfterTheAtomThatBindsIt() {
        assertEquals("spot", firstAtom(100));
    }

    @Test
    void aCallWhoseRulesIgnoreTheBoundSquareRunsOnceWithItFree() {
        assertEquals("far", firstAtom(0));
    }
}
