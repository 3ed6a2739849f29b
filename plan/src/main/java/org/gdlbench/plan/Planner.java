package org.gdlbench.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * The one place a rule body is ordered and each step's access chosen: lowers a game's rules to
 * {@link RulePlan}s under one {@link Ordering}. {@link BodyOrder} decides the order, and each
 * positive atom becomes a {@link Step.Scan} (through the index of its arguments bound at that
 * point) or, when all its variables are bound, a {@link Step.Check}. Every back end lowers the
 * plans it is given onto its own code or tables, so that the plans it reports are what runs.
 */
public final class Planner {
    private final GameAnalysis analysis;
    private final Ordering ordering;
    private final LiteralStatistics statistics;
    /** How costly each test is to run, cheap first within each run of tests; null: as ordered. */
    private final ToIntFunction<Literal> testCost;

    public Planner(Game game, Ordering ordering, LiteralStatistics statistics) {
        this(game.analysis(), ordering, statistics);
    }

    public Planner(GameAnalysis analysis, Ordering ordering, LiteralStatistics statistics) {
        this(analysis, ordering, statistics, null);
    }

    private Planner(GameAnalysis analysis, Ordering ordering, LiteralStatistics statistics,
                    ToIntFunction<Literal> testCost) {
        this.analysis = analysis;
        this.ordering = ordering;
        this.statistics = statistics;
        this.testCost = testCost;
    }

    /**
     * This planner, but within each run of tests (literals whose variables are all bound, which
     * may run in any order) the ones of lower {@code cost} run first, stably. The cost model
     * counts every test alike; a back end whose tests differ in price (a test that calls rules
     * against one that reads a table) says so here.
     */
    public Planner cheapTestsFirst(ToIntFunction<Literal> cost) {
        return new Planner(analysis, ordering, statistics, cost);
    }

    public Ordering ordering() {
        return ordering;
    }

    /**
     * The plan of {@code rule} as written, made safe (each test held back until what binds it),
     * with {@code boundAtEntry} bound by the caller: the order the reference interpreter solves
     * (nothing bound), which needs no analysis or statistics.
     */
    public static RulePlan asWritten(Rule rule, Set<Variable> boundAtEntry) {
        return lower(rule, Ordering.ORIGINAL, boundAtEntry, BodyOrder.asWritten(rule, boundAtEntry));
    }

    /**
     * The plan of {@code rule} run bottom-up with its joins chosen greedily: repeatedly the
     * positive atom of highest {@code score} given the variables bound so far (the first written
     * on ties), each test as early as it is safe; {@code first}, when not -1, leads whatever its
     * score (the delta literal of a semi-naive round). The plan's ordering is null: greedy.
     */
    public static RulePlan joins(Rule rule, int first, ToIntBiFunction<Integer, Set<Variable>> score) {
        return lower(rule, null, Set.of(), BodyOrder.greedy(rule, Set.of(), first, score));
    }

    /** The plan of {@code rule} run bottom-up: nothing bound at entry. */
    public RulePlan plan(Rule rule) {
        return plan(rule, Set.of());
    }

    /** The plan of {@code rule} called top-down with {@code boundAtEntry} bound by the caller. */
    public RulePlan plan(Rule rule, Set<Variable> boundAtEntry) {
        Set<Predicate> component = ownComponent(rule.predicate());
        List<Integer> order = BodyOrder.order(rule, ordering, boundAtEntry, statistics, component);
        if (testCost != null) {
            order = cheapTestsFirst(rule, order, boundAtEntry);
        }
        return lower(rule, ordering, boundAtEntry, order);
    }

    /** {@code order} with each run of tests stably sorted by {@link #testCost}. */
    private List<Integer> cheapTestsFirst(Rule rule, List<Integer> order, Set<Variable> boundAtEntry) {
        List<Integer> ordered = new ArrayList<>();
        List<Integer> tests = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        ToIntFunction<Integer> cost = index -> testCost.applyAsInt(rule.body().get(index));
        for (int index : order) {
            Literal literal = rule.body().get(index);
            if (BodyOrder.isBound(literal, bound)) {
                tests.add(index);
                continue;
            }
            tests.sort(Comparator.comparingInt(cost));
            ordered.addAll(tests);
            tests.clear();
            ordered.add(index);
            Terms.collectVariables(literal, bound);
        }
        tests.sort(Comparator.comparingInt(cost));
        ordered.addAll(tests);
        return ordered;
    }

    /** Every rule's plan, relations in stratum order and rules as written within a relation. */
    public List<RulePlan> planAll() {
        List<RulePlan> plans = new ArrayList<>();
        for (Set<Predicate> component : analysis.components()) {
            for (Predicate predicate : component) {
                for (Rule rule : analysis.rulesFor(predicate)) {
                    if (!rule.isFact()) {
                        plans.add(plan(rule));
                    }
                }
            }
        }
        return plans;
    }

    private Set<Predicate> ownComponent(Predicate head) {
        if (!analysis.predicates().contains(head)) {
            return Set.of(head);
        }
        return analysis.components().get(analysis.componentOf(head));
    }

    /** The steps of {@code rule} with its body literals evaluated in {@code order}. */
    static RulePlan lower(Rule rule, Ordering ordering, Set<Variable> boundAtEntry, List<Integer> order) {
        List<Step> steps = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        for (int index : order) {
            Literal literal = rule.body().get(index);
            if (literal instanceof Literal.Atom atom) {
                if (BodyOrder.isBound(atom, bound)) {
                    steps.add(new Step.Check(index, atom));
                } else {
                    steps.add(new Step.Scan(index, atom, new IndexName(atom.predicate(), boundArguments(atom.atom(), bound))));
                    Terms.collectVariables(atom, bound);
                }
            } else if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom) {
                steps.add(new Step.Negation(index, atom));
            } else if (literal instanceof Literal.Distinct distinct) {
                steps.add(new Step.Distinct(index, distinct.left(), distinct.right()));
            } else {
                throw new IllegalStateException("rules reach planning normalised: " + literal);
            }
        }
        steps.add(new Step.Emit(rule.head()));
        return new RulePlan(rule, ordering, boundAtEntry, steps);
    }

    private static int[] boundArguments(Term atom, Set<Variable> bound) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < atom.arity(); i++) {
            Set<Variable> variables = new HashSet<>();
            Terms.collectVariables(atom.arg(i), variables);
            if (bound.containsAll(variables)) {
                positions.add(i);
            }
        }
        return positions.stream().mapToInt(Integer::intValue).toArray();
    }
}
