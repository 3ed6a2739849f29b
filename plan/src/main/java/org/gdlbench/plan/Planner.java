package org.gdlbench.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * Lowers a game's rules to {@link RulePlan}s under one {@link Ordering}: {@link BodyOrder}
 * decides the order, and each positive atom becomes a {@link Step.Scan} (through the index of
 * its arguments bound at that point) or, when all its variables are bound, a {@link Step.Check}.
 */
public final class Planner {
    private final GameAnalysis analysis;
    private final Ordering ordering;
    private final LiteralStatistics statistics;

    public Planner(Game game, Ordering ordering, LiteralStatistics statistics) {
        this(game.analysis(), ordering, statistics);
    }

    public Planner(GameAnalysis analysis, Ordering ordering, LiteralStatistics statistics) {
        this.analysis = analysis;
        this.ordering = ordering;
        this.statistics = statistics;
    }

    /** The plan of {@code rule} run bottom-up: nothing bound at entry. */
    public RulePlan plan(Rule rule) {
        return plan(rule, Set.of());
    }

    /** The plan of {@code rule} called top-down with {@code boundAtEntry} bound by the caller. */
    public RulePlan plan(Rule rule, Set<Variable> boundAtEntry) {
        Set<Predicate> component = ownComponent(rule.predicate());
        return lower(rule, ordering, boundAtEntry,
                BodyOrder.order(rule, ordering, boundAtEntry, statistics, component));
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
    public static RulePlan lower(Rule rule, Ordering ordering, Set<Variable> boundAtEntry, List<Integer> order) {
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
