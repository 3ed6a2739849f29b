package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.RulePlan;
import org.junit.jupiter.api.Test;

/** The figures measured over random states, and the orders they lead to. */
class MeasuredStatisticsTest {
    /**
     * A rook moves to any empty cell of a 3x3 board: every state has one rook and eight empty
     * cells, while {@code (cell ?x ?y rook)} and {@code (cell ?x ?y b)} match nine instances each.
     * {@code near} has 27 instances in every state.
     */
    static final String ROOK = """
            (role p)
            (index 1) (index 2) (index 3)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
            (init (cell 1 1 rook)) (init (cell 1 2 b)) (init (cell 1 3 b))
            (init (cell 2 1 b)) (init (cell 2 2 b)) (init (cell 2 3 b))
            (init (cell 3 1 b)) (init (cell 3 2 b)) (init (cell 3 3 b))
            (init (step 0))
            (<= (legal p (go ?x ?y)) (true (cell ?x ?y b)))
            (<= (next (cell ?x ?y rook)) (does p (go ?x ?y)))
            (<= (next (cell ?x ?y b)) (true (cell ?x ?y rook)))
            (<= (next (cell ?x ?y b)) (true (cell ?x ?y b)) (not (does p (go ?x ?y))))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= (near ?x ?y ?z) (true (cell ?x ?y ?c)) (index ?z))
            (<= (reach ?z) (true (cell ?x ?y rook)) (near ?x ?y ?z))
            (<= terminal (true (step 4)))
            (<= (goal p 100) (reach 1))
            (<= (goal p 0) (not (reach 1)))
            """;

    @Test
    void passingInstancesAreCountedPerPatternNotAsAShareOfAllInstances() {
        Game game = TestGames.game("rook", ROOK);
        ForwardBuilder builder = builder(game);
        MeasuredStatistics statistics = measure(builder);
        Rule reach = rule(game, "reach");
        Literal.Atom rook = (Literal.Atom) reach.body().get(0);
        Literal.Atom empty = (Literal.Atom) rule(game, "legal").body().get(0);
        double read = statistics.instances(rook.predicate());
        assertEquals(10, read, 1e-9);
        // One rook and eight empty cells in every state; as shares of S(true) both would be 10 * 9 / 23.
        assertEquals(1, read * statistics.pass(rook, Set.of()), 0.05);
        assertEquals(8, read * statistics.pass(empty, Set.of()), 0.05);
        // A cell holds the rook in one state of nine on average.
        assertEquals(1.0 / 9, statistics.pass(rook, Set.copyOf(varsOf(rook))), 0.02);
    }

    /**
     * Reading the rook's cell first costs the ten fluents plus the 27 {@code near} instances once
     * (37); reading {@code near} first costs its 27 instances plus a test of each (54). Counted as
     * a share of S(true), the rook's cell would seem to match 3.9 instances (10 + 3.9 * 27 = 115)
     * and {@code near} would go first.
     */
    @Test
    void bestReadsTheRareInstanceFirst() {
        Game game = TestGames.game("rook", ROOK);
        ForwardBuilder builder = builder(game);
        Map<Rule, RulePlan> plans = builder.plans(Ordering.BEST, measure(builder));
        assertEquals(List.of(0, 1), plans.get(rule(game, "reach")).bodyOrder());
    }

    private static ForwardBuilder builder(Game game) {
        return new ForwardBuilder(game, Grounder.reachableAtoms(game, new Budget(GroundingOptions.DEFAULTS)), false, java.util.Set.of(), 0, null);
    }

    private static MeasuredStatistics measure(ForwardBuilder builder) {
        ForwardMachine probe = builder.machine(builder.plans(Ordering.BEST, LiteralStatistics.ESTIMATE), 0);
        return MeasuredStatistics.gather(probe, builder.instances(), builder::isStatic, 1_000_000_000L);
    }

    private static Rule rule(Game game, String head) {
        int symbol = game.symbols().lookup(head);
        return game.rules().stream().filter(rule -> rule.predicate().symbol() == symbol).findFirst().orElseThrow();
    }

    private static Set<org.gdlbench.gdl.Variable> varsOf(Literal.Atom atom) {
        Set<org.gdlbench.gdl.Variable> variables = new java.util.HashSet<>();
        org.gdlbench.gdl.Terms.collectVariables(atom, variables);
        return variables;
    }
}
