package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.BodyOrder;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;

/**
 * The order a rule method runs its body in: the plan layer's, for the variables the call mode
 * binds at entry; under {@code best}, with cheap tests first within each run of tests.
 */
final class RuleOrder {
    private final GameAnalysis analysis;
    private final Ordering ordering;
    private final LiteralStatistics statistics;

    RuleOrder(GameAnalysis analysis, Ordering ordering, LiteralStatistics statistics) {
        this.analysis = analysis;
        this.ordering = ordering;
        this.statistics = statistics;
    }

    /** The body of {@code rule} in the order it runs when the head's arguments at {@code bound} are given. */
    List<Literal> body(Rule rule, Set<Integer> bound) {
        Set<Variable> boundAtEntry = new HashSet<>();
        for (int position : bound) {
            Terms.collectVariables(rule.head().arg(position), boundAtEntry);
        }
        Set<Predicate> component = analysis.components().get(analysis.componentOf(rule.predicate()));
        List<Integer> order = BodyOrder.order(rule, ordering, boundAtEntry, statistics, component);
        if (ordering == Ordering.BEST) {
            order = derivedOnceFed(rule, order, boundAtEntry);
        }
        List<Literal> body = new ArrayList<>();
        for (int index : order) {
            body.add(rule.body().get(index));
        }
        return ordering == Ordering.BEST ? cheapTestsFirst(body, boundAtEntry) : body;
    }

    /**
     * {@code order} with each atom of a state-derived relation moved to just after the atoms of
     * {@code true}, {@code does} and static relations that bind its variables (the others keep
     * their order). The plan layer's cost charges a call the same whatever is bound; top down, a
     * call with its arguments free evaluates its rules for every value they could take (every
     * square a piece might stand on), so it pays to bind them first through the cheap atoms.
     */
    private List<Integer> derivedOnceFed(Rule rule, List<Integer> order, Set<Variable> boundAtEntry) {
        List<Integer> plain = new ArrayList<>();
        List<Integer> pending = new ArrayList<>();
        Set<Variable> fedByPlain = new HashSet<>();
        for (int index : order) {
            if (rule.body().get(index) instanceof Literal.Atom atom) {
                if (derived(atom.predicate())) {
                    pending.add(index);
                } else {
                    plain.add(index);
                    Terms.collectVariables(atom, fedByPlain);
                }
            }
        }
        List<Integer> positives = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        placeFed(rule, pending, fedByPlain, bound, positives);
        for (int index : plain) {
            positives.add(index);
            Terms.collectVariables(rule.body().get(index), bound);
            placeFed(rule, pending, fedByPlain, bound, positives);
        }
        positives.addAll(pending);
        return BodyOrder.ranked(rule, boundAtEntry, positives::indexOf);
    }

    /** Moves to {@code positives} each pending derived atom whose variables the plain atoms bind are bound. */
    private static void placeFed(Rule rule, List<Integer> pending, Set<Variable> fedByPlain, Set<Variable> bound,
                                 List<Integer> positives) {
        boolean placed = true;
        while (placed) {
            placed = false;
            for (int i = 0; i < pending.size(); i++) {
                Set<Variable> needed = new HashSet<>();
                Terms.collectVariables(rule.body().get(pending.get(i)), needed);
                needed.retainAll(fedByPlain);
                if (bound.containsAll(needed)) {
                    int index = pending.remove(i);
                    positives.add(index);
                    Terms.collectVariables(rule.body().get(index), bound);
                    placed = true;
                    break;
                }
            }
        }
    }

    /** Whether a rule of {@code relation} calls a relation derived from the state (not true or does). */
    boolean callsDerived(Predicate relation) {
        for (Rule rule : analysis.rulesFor(relation)) {
            for (Literal literal : rule.body()) {
                Literal inner = literal instanceof Literal.Not not ? not.body() : literal;
                if (inner instanceof Literal.Atom atom && derived(atom.predicate())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Within each run of tests (literals whose variables are all bound, which may run in any
     * order), the cheap ones first: {@code distinct}, then tests of {@code true}, {@code does} and
     * static facts, then calls of relations derived from the state, whose every call evaluates
     * rules. The cost model counts every test alike, so without this a recursive call could run
     * before a static test that would have rejected its arguments.
     */
    private List<Literal> cheapTestsFirst(List<Literal> body, Set<Variable> boundAtEntry) {
        List<Literal> ordered = new ArrayList<>();
        List<Literal> tests = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        for (Literal literal : body) {
            Set<Variable> variables = new HashSet<>();
            Terms.collectVariables(literal, variables);
            if (bound.containsAll(variables)) {
                tests.add(literal);
                continue;
            }
            tests.sort(Comparator.comparingInt(this::testCost));
            ordered.addAll(tests);
            tests.clear();
            ordered.add(literal);
            bound.addAll(variables);
        }
        tests.sort(Comparator.comparingInt(this::testCost));
        ordered.addAll(tests);
        return ordered;
    }

    private int testCost(Literal literal) {
        if (literal instanceof Literal.Distinct) {
            return 0;
        }
        boolean negated = literal instanceof Literal.Not;
        Literal inner = negated ? ((Literal.Not) literal).body() : literal;
        if (!(inner instanceof Literal.Atom atom)) {
            return 0;
        }
        return (derived(atom.predicate()) ? 2 : 1) * 2 + (negated ? 1 : 0);
    }

    private boolean derived(Predicate relation) {
        return !relation.equals(GameAnalysis.TRUE) && !relation.equals(GameAnalysis.DOES)
                && analysis.predicates().contains(relation) && !analysis.isStatic(relation);
    }
}
