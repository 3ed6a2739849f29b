package org.gdlbench.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.junit.jupiter.api.Test;

/**
 * Pins the plan of one rule, checked by hand, under each strategy. The statistics: {@code true}
 * has 10 instances, {@code index} 3, and each fixed part of an atom's arguments (a constant, a
 * nested functor, a bound variable) passes a third of the instances. Body literals:
 * <pre>
 * 0 (true (control ?p))   1 (index ?x)   2 (index ?y)   3 (true (cell ?x ?y b))   4 (distinct ?x ?y)
 * </pre>
 * Corollary 2's cost, reading a bound atom as one existence test:
 * <ul>
 *   <li>original 0,1,2,3: 10 + 10/3*3 + 10*3 + 30 = 80;</li>
 *   <li>best 3,1,2,0: 10 + 10/9 + 10/27 + 10/81*10 = 12.71 (3,2,1,0 ties; the first found is kept);</li>
 *   <li>worst 1,0,3,2: 3 + 3*10 + 10*10 + 100/27 = 136.70 (2,0,3,1 ties): the board is scanned
 *       with only ?x bound, and ?y comes from it.</li>
 * </ul>
 */
class BodyOrderTest {
    private static final String GAME = """
            (role white) (role black)
            (index 1) (index 2) (index 3)
            (init (control white))
            (<= (legal ?p (mark ?x ?y))
                (true (control ?p)) (index ?x) (index ?y) (true (cell ?x ?y b)) (distinct ?x ?y))
            (<= (legal ?p noop) (role ?p) (not (true (control ?p))))
            (<= (next (control white)) (true (control black)))
            (<= (next (control black)) (true (control white)))
            (<= terminal (true (control black)))
            (goal white 100) (goal black 0)
            """;

    private final Game game = FrontEnd.load("pinned", "pinned.kif", GAME);
    private final Rule markRule = game.analysis().rulesFor(new Predicate(Symbols.LEGAL, 2)).stream()
            .filter(rule -> rule.body().size() == 5).findFirst().orElseThrow();

    private final LiteralStatistics statistics = new LiteralStatistics() {
        @Override
        public double instances(Predicate relation) {
            return relation.symbol() == Symbols.TRUE ? 10 : 3;
        }

        @Override
        public double pass(Literal.Atom atom, Set<Variable> bound) {
            return LiteralStatistics.ESTIMATE.pass(atom, bound);
        }
    };

    private RulePlan plan(Ordering ordering) {
        return new Planner(game, ordering, statistics).plan(markRule);
    }

    @Test
    void originalKeepsTheWrittenOrder() {
        assertEquals("""
                (<= (legal ?p (mark ?x ?y)) (true (control ?p)) (index ?x) (index ?y) (true (cell ?x ?y b)) (distinct ?x ?y))   ; line 4, ordering original
                  scan     (true (control ?p))   via true/1[]
                  scan     (index ?x)   via index/1[]
                  scan     (index ?y)   via index/1[]
                  check    (true (cell ?x ?y b))
                  distinct ?x ?y
                  emit     (legal ?p (mark ?x ?y))
                """, plan(Ordering.ORIGINAL).print(game.symbols()));
        assertEquals(80, BodyOrder.cost(markRule, List.of(0, 1, 2, 3, 4), Set.of(), statistics), 1e-9);
    }

    /**
     * When {@code true} is read through an index (a reasoner that groups fluents by functor and
     * hashes their bound arguments), a scan of it costs only the instances that agree: the
     * control fluent 10/3 instead of 10 in the written order, the board 10/9 (cell and b fixed)
     * in best's, each at least one probe.
     */
    @Test
    void indexedReadsCostOnlyTheInstancesThatAgree() {
        LiteralStatistics indexed = new LiteralStatistics() {
            @Override
            public double instances(Predicate relation) {
                return statistics.instances(relation);
            }

            @Override
            public double pass(Literal.Atom atom, Set<Variable> bound) {
                return statistics.pass(atom, bound);
            }

            @Override
            public boolean indexed(Literal.Atom atom, Set<Variable> bound) {
                return atom.predicate().symbol() == Symbols.TRUE;
            }
        };
        assertEquals(10.0 / 3 + 10 + 30 + 30, BodyOrder.cost(markRule, List.of(0, 1, 2, 3, 4), Set.of(), indexed), 1e-9);
        assertEquals(10.0 / 9 + 10.0 / 9 + 10.0 / 27 + 10.0 / 81 * 10 / 3,
                BodyOrder.cost(markRule, List.of(3, 4, 1, 2, 0), Set.of(), indexed), 1e-9);
        assertEquals(List.of(3, 4, 1, 2, 0), new Planner(game, Ordering.BEST, indexed).plan(markRule).bodyOrder());
    }

    @Test
    void bestReadsTheBoardFirstAndTheControlFluentLast() {
        assertEquals("""
                (<= (legal ?p (mark ?x ?y)) (true (control ?p)) (index ?x) (index ?y) (true (cell ?x ?y b)) (distinct ?x ?y))   ; line 4, ordering best
                  scan     (true (cell ?x ?y b))   via true/1[]
                  distinct ?x ?y
                  check    (index ?x)
                  check    (index ?y)
                  scan     (true (control ?p))   via true/1[]
                  emit     (legal ?p (mark ?x ?y))
                """, plan(Ordering.BEST).print(game.symbols()));
        assertEquals(10 + 10.0 / 9 + 10.0 / 27 + 10.0 / 81 * 10,
                BodyOrder.cost(markRule, plan(Ordering.BEST).bodyOrder(), Set.of(), statistics), 1e-9);
    }

    @Test
    void worstScansTheBoardWithHalfItsKeyBound() {
        assertEquals("""
                (<= (legal ?p (mark ?x ?y)) (true (control ?p)) (index ?x) (index ?y) (true (cell ?x ?y b)) (distinct ?x ?y))   ; line 4, ordering worst
                  scan     (index ?x)   via index/1[]
                  scan     (true (control ?p))   via true/1[]
                  scan     (true (cell ?x ?y b))   via true/1[]
                  distinct ?x ?y
                  check    (index ?y)
                  emit     (legal ?p (mark ?x ?y))
                """, plan(Ordering.WORST).print(game.symbols()));
        assertEquals(3 + 30 + 100 + 100.0 / 27, BodyOrder.cost(markRule, plan(Ordering.WORST).bodyOrder(), Set.of(), statistics), 1e-9);
    }

    @Test
    void everyOrderOfThePositiveAtomsCostsBetweenBestAndWorst() {
        double best = BodyOrder.cost(markRule, plan(Ordering.BEST).bodyOrder(), Set.of(), statistics);
        double worst = BodyOrder.cost(markRule, plan(Ordering.WORST).bodyOrder(), Set.of(), statistics);
        for (List<Integer> order : permutations(List.of(0, 1, 2, 3))) {
            double cost = BodyOrder.cost(markRule, order, Set.of(), statistics);
            assertTrue(best <= cost + 1e-9 && cost <= worst + 1e-9, order + " costs " + cost);
        }
    }

    /**
     * A body of eight atoms, one more than the exhaustive search takes: a diagonal of three
     * board cells tied by {@code succ}. Taking the cheapest atom first would read the four
     * {@code succ} steps before the board and multiply their combinations; the order found must
     * be the least (and greatest) over all 40,320 orders.
     */
    @Test
    void longBodiesStillGetTheLeastAndGreatestCostOrders() {
        Game diagonal = FrontEnd.load("diagonal", "diagonal.kif", """
                (role white) (succ 1 2) (succ 2 3)
                (init (cell 1 1 white))
                (<= (diag ?p) (true (cell ?x1 ?y1 ?p)) (succ ?x1 ?x2) (succ ?y1 ?y2) (succ ?x2 ?x3) (succ ?y2 ?y3)
                    (true (cell ?x2 ?y2 ?p)) (true (cell ?x3 ?y3 ?p)) (role ?p))
                (<= (legal white noop) (role white)) (<= terminal (diag white)) (goal white 100)
                """);
        Rule rule = diagonal.analysis().rulesFor(new Predicate(diagonal.symbols().lookup("diag"), 1)).get(0);
        assertTrue(rule.body().size() > BodyOrder.EXHAUSTIVE_ATOMS);
        double least = Double.POSITIVE_INFINITY;
        double greatest = 0;
        for (List<Integer> order : permutations(List.of(0, 1, 2, 3, 4, 5, 6, 7))) {
            double cost = BodyOrder.cost(rule, order, Set.of(), statistics);
            least = Math.min(least, cost);
            greatest = Math.max(greatest, cost);
        }
        List<Integer> best = new Planner(diagonal, Ordering.BEST, statistics).plan(rule).bodyOrder();
        List<Integer> worst = new Planner(diagonal, Ordering.WORST, statistics).plan(rule).bodyOrder();
        assertEquals(least, BodyOrder.cost(rule, best, Set.of(), statistics), 1e-9);
        assertEquals(greatest, BodyOrder.cost(rule, worst, Set.of(), statistics), 1e-9);
        assertEquals(0, best.get(0), "the board is read first");
    }

    @Test
    void aTopDownCallWithBoundArgumentsChecksWhatTheCallerBound() {
        Set<Variable> bound = Set.of(new Variable("x"), new Variable("y"));
        RulePlan original = new Planner(game, Ordering.ORIGINAL, statistics).plan(markRule, bound);
        assertEquals(List.of(0, 1, 2, 3, 4), original.bodyOrder(), "original moves no test earlier than written");
        assertTrue(original.steps().get(1) instanceof Step.Check, "(index ?x) with ?x bound is a check");
        RulePlan best = new Planner(game, Ordering.BEST, statistics).plan(markRule, bound);
        assertEquals(4, best.bodyOrder().get(0), "best runs (distinct ?x ?y) first: the caller bound both");
    }

    @Test
    void originalHoldsATestBackOnlyUntilItsVariablesAreBound() {
        Game game = FrontEnd.load("guard", "guard.kif", """
                (role white) (role black) (init (control white))
                (<= (legal ?p go) (role ?p) (not (true (done ?p))) (true (control ?p)))
                (<= (legal ?p wait) (not (true (control ?p))) (role ?p))
                (<= (next (control black)) (true (control white))) (<= terminal (true (control black)))
                (goal white 0) (goal black 0)
                """);
        List<Rule> legal = game.analysis().rulesFor(new Predicate(Symbols.LEGAL, 2));
        assertEquals(List.of(0, 1, 2), new Planner(game, Ordering.ORIGINAL, statistics).plan(legal.get(0)).bodyOrder());
        assertEquals(List.of(1, 0), new Planner(game, Ordering.ORIGINAL, statistics).plan(legal.get(1)).bodyOrder());
    }

    @Test
    void safeRunsLeftRecursionLast() {
        Game recursive = FrontEnd.load("recursive", "recursive.kif", """
                (role r) (succ 1 2) (succ 2 3)
                (<= (less ?x ?y) (succ ?x ?y))
                (<= (less ?x ?z) (less ?x ?y) (succ ?y ?z))
                (init (p 1)) (<= (legal r a) (true (p ?x)) (less ?x 3))
                (<= (next (p ?x)) (true (p ?x))) (<= terminal (true (p 3))) (goal r 0)
                """);
        Rule rule = recursive.analysis().rulesFor(new Predicate(recursive.symbols().lookup("less"), 2)).stream()
                .filter(r -> r.body().size() == 2).findFirst()
                .orElseThrow();
        assertEquals(List.of(1, 0), new Planner(recursive, Ordering.SAFE, statistics).plan(rule).bodyOrder());
        assertEquals(List.of(0, 1), new Planner(recursive, Ordering.ORIGINAL, statistics).plan(rule).bodyOrder());
    }

    @Test
    void anUnknownOrderingIsOneLineNamingTheValidOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Ordering.parse("fastest"));
        assertEquals("unknown ordering 'fastest' (expected one of original, safe, best, worst)", e.getMessage());
        assertEquals(Ordering.BEST, Ordering.parse("Best"));
    }

    private static List<List<Integer>> permutations(List<Integer> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<Integer>> out = new java.util.ArrayList<>();
        for (int item : items) {
            List<Integer> rest = new java.util.ArrayList<>(items);
            rest.remove(Integer.valueOf(item));
            for (List<Integer> tail : permutations(rest)) {
                List<Integer> permutation = new java.util.ArrayList<>();
                permutation.add(item);
                permutation.addAll(tail);
                out.add(permutation);
            }
        }
        return out;
    }
}
