package org.gdlbench.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import java.util.function.ToIntBiFunction;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * The strategies that order rule bodies, behind {@link Planner}: back ends ask the planner for a
 * {@link RulePlan}, never this class for an order. Every order it returns is safe: each negation and
 * {@code distinct} runs only after the positive atoms that bind all its variables. {@code original}
 * keeps tests where they are written unless they must wait; the other strategies run each test as
 * soon as it is bound, where a failing test prunes earliest. See {@link Ordering}.
 */
public final class BodyOrder {
    /** Bodies with at most this many positive atoms are searched exhaustively by BEST and WORST. */
    static final int EXHAUSTIVE_ATOMS = 7;

    private BodyOrder() {
    }

    /**
     * The indices of {@code rule}'s body literals in the order {@code ordering} runs them.
     *
     * @param boundAtEntry variables bound before the body runs (head arguments a top-down caller
     *                     passes bound); empty bottom-up
     * @param ownComponent the relations recursive with the rule's head (used by SAFE)
     */
    static List<Integer> order(Rule rule, Ordering ordering, Set<Variable> boundAtEntry,
                                      LiteralStatistics statistics, Set<Predicate> ownComponent) {
        return switch (ordering) {
            case ORIGINAL -> asWritten(rule, boundAtEntry);
            case SAFE -> ranked(rule, boundAtEntry, i -> leftRecursive(rule, i, ownComponent) ? 1 : 0);
            case BEST -> new CostSearch(rule, boundAtEntry, statistics, false).run();
            case WORST -> new CostSearch(rule, boundAtEntry, statistics, true).run();
        };
    }

    /**
     * The body in its written order, each test held back only until the atoms before it bind its
     * variables (never moved earlier than written).
     */
    static List<Integer> asWritten(Rule rule, Set<Variable> boundAtEntry) {
        List<Integer> ordered = new ArrayList<>();
        List<Integer> waiting = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        for (int i = 0; i < rule.body().size(); i++) {
            if (rule.body().get(i) instanceof Literal.Atom) {
                ordered.add(i);
                Terms.collectVariables(rule.body().get(i), bound);
            } else {
                waiting.add(i);
            }
            placeReady(rule, waiting, bound, ordered);
        }
        if (!waiting.isEmpty()) {
            throw new IllegalStateException("unsafe rule passed validation: " + rule);
        }
        return ordered;
    }

    /** The positive atoms stably sorted by {@code rank} (lower first), each test as early as it is safe. */
    static List<Integer> ranked(Rule rule, Set<Variable> boundAtEntry, IntUnaryOperator rank) {
        List<Integer> positives = positives(rule);
        positives.sort((a, b) -> Integer.compare(rank.applyAsInt(a), rank.applyAsInt(b)));
        return withTests(rule, positives, boundAtEntry);
    }

    /**
     * Greedy: repeatedly the positive atom with the highest {@code score} given the variables bound
     * so far (the first written on ties), each test as early as it is safe. {@code first}, when
     * not -1, is placed first whatever its score (the delta literal of a semi-naive round).
     */
    static List<Integer> greedy(Rule rule, Set<Variable> boundAtEntry, int first,
                                       ToIntBiFunction<Integer, Set<Variable>> score) {
        List<Integer> remaining = positives(rule);
        List<Integer> chosen = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        while (!remaining.isEmpty()) {
            int best = -1;
            int bestScore = Integer.MIN_VALUE;
            for (int i : remaining) {
                int s = i == first ? Integer.MAX_VALUE : score.applyAsInt(i, bound);
                if (s > bestScore) {
                    bestScore = s;
                    best = i;
                }
            }
            remaining.remove(Integer.valueOf(best));
            chosen.add(best);
            Terms.collectVariables(rule.body().get(best), bound);
        }
        return withTests(rule, chosen, boundAtEntry);
    }

    /**
     * The cost of Corollary 2 of <i>High Speed Forward Chaining</i> for reading the positive atoms
     * in the order they have in {@code order}: {@code sum_i Q_i * prod_{j<i} Q_j * P_j} over the
     * atoms that enumerate instances. An atom whose variables are all bound is a condition: it
     * costs one existence test and lets {@code P_exists} of the combinations through. An atom the
     * reasoner reads through an index on its bound arguments costs only the instances that agree
     * ({@link LiteralStatistics#indexed}). What each read costs and lets through is
     * {@link LiteralStatistics#reads} and {@link LiteralStatistics#passing}.
     */
    public static double cost(Rule rule, List<Integer> order, Set<Variable> boundAtEntry, LiteralStatistics statistics) {
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        double combinations = 1;
        double cost = 0;
        for (int index : order) {
            if (!(rule.body().get(index) instanceof Literal.Atom atom)) {
                continue;
            }
            cost += combinations * statistics.reads(atom, bound);
            combinations *= statistics.passing(atom, bound);
            Terms.collectVariables(atom, bound);
        }
        return cost;
    }

    /** Whether every variable of {@code literal} is among {@code bound}. */
    public static boolean isBound(Literal literal, Set<Variable> bound) {
        Set<Variable> needed = new HashSet<>();
        Terms.collectVariables(literal, needed);
        return bound.containsAll(needed);
    }

    private static List<Integer> positives(Rule rule) {
        List<Integer> positives = new ArrayList<>();
        for (int i = 0; i < rule.body().size(); i++) {
            if (rule.body().get(i) instanceof Literal.Atom) {
                positives.add(i);
            }
        }
        return positives;
    }

    /** {@code positives} in their order with every test placed as soon as its variables are bound. */
    static List<Integer> withTests(Rule rule, List<Integer> positives, Set<Variable> boundAtEntry) {
        List<Integer> waiting = new ArrayList<>();
        for (int i = 0; i < rule.body().size(); i++) {
            if (!(rule.body().get(i) instanceof Literal.Atom)) {
                waiting.add(i);
            }
        }
        List<Integer> ordered = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        placeReady(rule, waiting, bound, ordered);
        for (int index : positives) {
            ordered.add(index);
            Terms.collectVariables(rule.body().get(index), bound);
            placeReady(rule, waiting, bound, ordered);
        }
        if (!waiting.isEmpty()) {
            throw new IllegalStateException("unsafe rule passed validation: " + rule);
        }
        return ordered;
    }

    private static void placeReady(Rule rule, List<Integer> waiting, Set<Variable> bound, List<Integer> ordered) {
        for (Iterator<Integer> it = waiting.iterator(); it.hasNext(); ) {
            int index = it.next();
            if (isBound(rule.body().get(index), bound)) {
                ordered.add(index);
                it.remove();
            }
        }
    }

    /**
     * True when body literal {@code index} calls the head's own recursive component before any
     * earlier positive atom could bind one of its variables: left recursion, which calls itself
     * with no more bound than the head had and may loop top-down. A recursive call that earlier
     * atoms feed (a counter stepped by {@code succ}) keeps its place, where moving it could make
     * the atoms after it enumerate unbound.
     */
    static boolean leftRecursive(Rule rule, int index, Set<Predicate> ownComponent) {
        if (!(rule.body().get(index) instanceof Literal.Atom atom) || !ownComponent.contains(atom.predicate())) {
            return false;
        }
        Set<Variable> own = new HashSet<>();
        Terms.collectVariables(atom, own);
        for (int earlier = 0; earlier < index; earlier++) {
            if (rule.body().get(earlier) instanceof Literal.Atom previous) {
                Set<Variable> shared = new HashSet<>();
                Terms.collectVariables(previous, shared);
                shared.retainAll(own);
                if (!shared.isEmpty()) {
                    return false;
                }
            }
        }
        return true;
    }
}
