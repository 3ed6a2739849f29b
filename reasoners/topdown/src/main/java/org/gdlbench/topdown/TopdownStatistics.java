package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.LiteralStatistics;

/**
 * What the cost-based orderings know when topdown orders a body. Static relations have their
 * real fact counts, and the share of their facts that agree with bound arguments is counted from
 * the facts themselves ({@link #pass}). {@code true} has the initial state's size and the plan
 * layer's estimate of what passes a pattern until states have been sampled ({@link #sampled});
 * then both are measured ({@link FluentSample}). {@code does} has one move per role. A relation
 * derived from the state counts as large (ten instances per argument position): {@link RuleOrder}
 * charges calls of it through the callee's own rules, and keeps this flat guess for recursive
 * ones. Reads through an index on the bound arguments are charged only what agrees with them
 * ({@link #indexed}).
 */
final class TopdownStatistics implements LiteralStatistics {
    private final Tabling tabling;
    private final Map<Predicate, List<Term>> staticFacts;
    private final Map<Predicate, Map<Integer, Integer>> distinctKeys = new HashMap<>();
    private final int initialFluents;
    private final int roles;
    private final FluentSample sample;

    /** @param staticFacts the ground facts of each static relation the game's queries reach */
    TopdownStatistics(Tabling tabling, Map<Predicate, List<Term>> staticFacts, int initialFluents, int roles) {
        this(tabling, staticFacts, initialFluents, roles, null);
    }

    private TopdownStatistics(Tabling tabling, Map<Predicate, List<Term>> staticFacts, int initialFluents,
                              int roles, FluentSample sample) {
        this.tabling = tabling;
        this.staticFacts = staticFacts;
        this.initialFluents = Math.max(1, initialFluents);
        this.roles = Math.max(1, roles);
        this.sample = sample;
    }

    /** These statistics with {@code true} measured over the states of {@code sample}. */
    TopdownStatistics sampled(FluentSample sample) {
        return new TopdownStatistics(tabling, staticFacts, initialFluents, roles, sample);
    }

    @Override
    public double instances(Predicate relation) {
        if (relation.equals(GameAnalysis.TRUE)) {
            return sample == null ? initialFluents : Math.max(1, sample.averageSize());
        }
        if (relation.equals(GameAnalysis.DOES)) {
            return roles;
        }
        if (tabling.isTable(relation)) {
            return Math.max(1, staticFacts.getOrDefault(relation, List.of()).size());
        }
        return Math.pow(10, Math.min(9, relation.arity()));
    }

    /**
     * For {@code true} once states are sampled, measured ({@link FluentSample#pass}). For a
     * static relation, counted from its facts: with the arguments at positions K fixed (by
     * a constant or bound variables), the facts that agree are on average one in the number of
     * distinct keys the facts have at K; with every argument fixed, the share of key combinations
     * that are facts. (Nested terms count by position.) Elsewhere the plan layer's estimate.
     */
    @Override
    public double pass(Literal.Atom atom, Set<Variable> bound) {
        Predicate relation = atom.predicate();
        if (sample != null && relation.equals(GameAnalysis.TRUE)) {
            return sample.pass(atom.atom().arg(0), bound);
        }
        List<Term> facts = staticFacts.get(relation);
        if (facts == null || facts.isEmpty()) {
            return ESTIMATE.pass(atom, bound);
        }
        int fixed = 0;
        for (int position : CallMode.givenPositions(atom, bound)) {
            fixed |= 1 << position;
        }
        if (fixed == 0) {
            return 1;
        }
        if (fixed != (1 << relation.arity()) - 1) {
            return 1.0 / distinctKeys(relation, facts, fixed);
        }
        double combinations = 1;
        for (int i = 0; i < relation.arity(); i++) {
            combinations *= distinctKeys(relation, facts, 1 << i);
        }
        return Math.min(1, facts.size() / combinations);
    }

    /** How many distinct keys the facts have at the positions in {@code mask}. */
    private int distinctKeys(Predicate relation, List<Term> facts, int mask) {
        return distinctKeys.computeIfAbsent(relation, r -> new HashMap<>()).computeIfAbsent(mask, m -> {
            Set<List<Term>> keys = new HashSet<>();
            for (Term fact : facts) {
                List<Term> key = new ArrayList<>();
                for (int i = 0; i < relation.arity(); i++) {
                    if ((m & (1 << i)) != 0) {
                        key.add(fact.arg(i));
                    }
                }
                keys.add(key);
            }
            return Math.max(1, keys.size());
        });
    }

    /**
     * The reads generated code makes through an index ({@link RuleWriter}): {@code true} of a
     * compound fluent reads only the state's fluents of its signature, hashed on its bound
     * arguments; a static relation with a bound argument reads the bucket of its facts index for
     * the bound positions. A scan of every fluent, of {@code does}, of a static relation with
     * nothing bound, and a call of a derived relation are not indexed.
     */
    @Override
    public boolean indexed(Literal.Atom atom, Set<Variable> bound) {
        Predicate relation = atom.predicate();
        if (relation.equals(GameAnalysis.TRUE)) {
            return !(atom.atom().arg(0) instanceof Variable);
        }
        if (relation.equals(GameAnalysis.DOES) || tabling.isDerived(relation)) {
            return false;
        }
        return !CallMode.givenPositions(atom, bound).isEmpty();
    }
}
