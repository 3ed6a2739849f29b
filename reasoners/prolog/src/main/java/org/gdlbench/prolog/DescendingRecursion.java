package org.gdlbench.prolog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.Planner;

/**
 * Finds the dynamic recursive relations whose calls provably never meet themselves on a proof
 * branch, so they need neither a loop check nor a table: each recursive call moves some
 * arguments one step along a static relation whose graph has no cycle (a direction walked
 * across a board, a counter counted down).
 *
 * <p>The proof is by levels, as a lexicographic order: a level is a set of argument positions
 * such that every remaining recursive call either passes them on unchanged (the same variable or
 * constant in the head and the call) or takes them from the head's values to new ones through
 * one fact of a static relation, a positive literal proved before the call; those facts, as
 * edges from the head's values to the call's, must form a graph without cycles. The calls that
 * moved are done with; the level's positions stay fixed for the rest, which must make a level
 * of their own. When every call is done with, a ground call can never come round again: at each
 * level its values only walk forward in a graph without cycles. The loop check would then never
 * fail a call, so leaving it out keeps every answer; a relation that cannot be shown so (a
 * chain walked through a neighbour relation with cycles, a component of several relations, a
 * static relation not computed) is left as it was.
 *
 * <p>A relation with several recursive calls, one of which is made before the state test that
 * decides its rule (as in a count over a board's cells whose "not this player's cell" rule counts
 * the rest first) is left as it was too: its calls never come round, but a level can ask the
 * same subgoal through two rules, so without a table the proof can take time exponential in the
 * depth.
 */
final class DescendingRecursion {
    /**
     * One recursive call of a rule: its head, the call, the static literals proved before it, and
     * whether a literal that reads the state comes after it (the rule is decided only then).
     */
    private record Step(Term head, Term call, List<Term> before, boolean stateAfter) {
        /** True when the positions of {@code level} are the same terms in the head and the call. */
        boolean keeps(Set<Integer> level) {
            return level.stream().allMatch(position -> head.arg(position).equals(call.arg(position)));
        }
    }

    private final Function<Predicate, List<Term>> staticFacts;

    private DescendingRecursion(Function<Predicate, List<Term>> staticFacts) {
        this.staticFacts = staticFacts;
    }

    /**
     * The dynamic recursive relations of {@code game} whose recursion descends, each body read in
     * {@code planner}'s order; {@code staticFacts} gives a static relation's facts, or null where
     * they were not computed.
     */
    static Set<Predicate> find(Game game, Planner planner, Function<Predicate, List<Term>> staticFacts) {
        GameAnalysis analysis = game.analysis();
        DescendingRecursion finder = new DescendingRecursion(staticFacts);
        Set<Predicate> descending = new LinkedHashSet<>();
        for (Set<Predicate> component : analysis.components()) {
            Predicate relation = component.iterator().next();
            if (component.size() == 1 && !analysis.isStatic(relation) && analysis.isRecursive(relation)) {
                List<Step> steps = finder.steps(analysis, planner, relation);
                boolean branches = steps.size() > 1 && steps.stream().anyMatch(Step::stateAfter);
                if (!branches && finder.descends(steps)) {
                    descending.add(relation);
                }
            }
        }
        return descending;
    }

    /** Each recursive call of {@code relation}'s rules, with the computed static literals before it. */
    private List<Step> steps(GameAnalysis analysis, Planner planner, Predicate relation) {
        Set<Predicate> readsState = analysis.dependents(Set.of(GameAnalysis.TRUE));
        List<Step> steps = new ArrayList<>();
        for (Rule rule : analysis.rulesFor(relation)) {
            List<Term> before = new ArrayList<>();
            List<Step> rulesSteps = new ArrayList<>();
            for (int index : planner.plan(rule).bodyOrder()) {
                Literal literal = rule.body().get(index);
                Predicate called = literal instanceof Literal.Atom atom ? Predicate.of(atom.atom()) : null;
                if (relation.equals(called)) {
                    rulesSteps.add(new Step(rule.head(), ((Literal.Atom) literal).atom(), List.copyOf(before), false));
                } else if (called != null && analysis.isStatic(called) && staticFacts.apply(called) != null) {
                    before.add(((Literal.Atom) literal).atom());
                } else if (readsState(literal, readsState, relation)) {
                    // the calls made so far come before this test of the state
                    rulesSteps.replaceAll(step -> new Step(step.head(), step.call(), step.before(), true));
                }
            }
            steps.addAll(rulesSteps);
        }
        return steps;
    }

    /** True when {@code literal} reads the state, other than through {@code relation} itself. */
    private static boolean readsState(Literal literal, Set<Predicate> readsState, Predicate relation) {
        if (literal instanceof Literal.Atom atom) {
            Predicate called = Predicate.of(atom.atom());
            return !called.equals(relation) && (called.equals(GameAnalysis.TRUE) || readsState.contains(called));
        }
        if (literal instanceof Literal.Not not) {
            return readsState(not.body(), readsState, relation);
        }
        return literal instanceof Literal.Or or
                && or.disjuncts().stream().anyMatch(each -> readsState(each, readsState, relation));
    }

    /** True when the steps fall into levels, each descending through a graph without cycles. */
    private boolean descends(List<Step> steps) {
        List<Step> remaining = new ArrayList<>(steps);
        while (!remaining.isEmpty()) {
            List<Step> left = nextLevel(remaining);
            if (left == null) {
                return false;
            }
            remaining = left;
        }
        return true;
    }

    /** The steps left after a level that some step's static literal suggests; null if none works. */
    private List<Step> nextLevel(List<Step> steps) {
        Set<Set<Integer>> tried = new HashSet<>();
        for (Step step : steps) {
            for (Term literal : step.before()) {
                Set<Integer> level = covered(step, literal);
                if (level.isEmpty() || step.keeps(level) || !tried.add(level)) {
                    continue;
                }
                List<Step> kept = levelKeeps(steps, level);
                if (kept != null) {
                    return kept;
                }
            }
        }
        return null;
    }

    /** The steps that keep {@code level}, if every other descends over it without a cycle; else null. */
    private List<Step> levelKeeps(List<Step> steps, Set<Integer> level) {
        Map<List<Term>, Set<List<Term>>> edges = new HashMap<>();
        List<Step> kept = new ArrayList<>();
        for (Step step : steps) {
            if (step.keeps(level)) {
                kept.add(step);
            } else if (!addEdges(step, level, edges)) {
                return null;
            }
        }
        return acyclic(edges) ? kept : null;
    }

    /** The positions whose head and call arguments are both variables of {@code literal}. */
    private static Set<Integer> covered(Step step, Term literal) {
        Set<Variable> variables = new HashSet<>();
        Terms.collectVariables(literal, variables);
        Set<Integer> positions = new TreeSet<>();
        for (int position = 0; position < step.head().arity(); position++) {
            if (variables.contains(step.head().arg(position)) && variables.contains(step.call().arg(position))) {
                positions.add(position);
            }
        }
        return positions;
    }

    /** Adds the step's moves over {@code level} through its first literal covering it; false if none does. */
    private boolean addEdges(Step step, Set<Integer> level, Map<List<Term>, Set<List<Term>>> edges) {
        for (Term literal : step.before()) {
            if (!covered(step, literal).containsAll(level)) {
                continue;
            }
            for (Term fact : staticFacts.apply(Predicate.of(literal))) {
                Map<Variable, Term> binding = new HashMap<>();
                if (Terms.match(literal, fact, binding)) {
                    edges.computeIfAbsent(values(step.head(), level, binding), key -> new HashSet<>())
                            .add(values(step.call(), level, binding));
                }
            }
            return true;
        }
        return false;
    }

    private static List<Term> values(Term atom, Set<Integer> level, Map<Variable, Term> binding) {
        List<Term> values = new ArrayList<>(level.size());
        for (int position : level) {
            values.add(binding.get((Variable) atom.arg(position)));
        }
        return values;
    }

    /** True when the graph has no cycle (a depth-first search meets no node still on its path). */
    private static boolean acyclic(Map<List<Term>, Set<List<Term>>> edges) {
        Map<List<Term>, Boolean> onPath = new HashMap<>();
        for (List<Term> start : edges.keySet()) {
            if (onPath.containsKey(start)) {
                continue;
            }
            // iterative search: the graph may be a long chain
            List<List<Term>> path = new ArrayList<>(List.of(start));
            List<Iterator<List<Term>>> next = new ArrayList<>(List.of(successors(edges, start)));
            onPath.put(start, true);
            while (!path.isEmpty()) {
                Iterator<List<Term>> successors = next.get(next.size() - 1);
                if (!successors.hasNext()) {
                    onPath.put(path.remove(path.size() - 1), false);
                    next.remove(next.size() - 1);
                    continue;
                }
                List<Term> node = successors.next();
                Boolean seen = onPath.get(node);
                if (Boolean.TRUE.equals(seen)) {
                    return false;
                }
                if (seen == null) {
                    onPath.put(node, true);
                    path.add(node);
                    next.add(successors(edges, node));
                }
            }
        }
        return true;
    }

    private static Iterator<List<Term>> successors(Map<List<Term>, Set<List<Term>>> edges, List<Term> node) {
        return edges.getOrDefault(node, Set.of()).iterator();
    }
}
