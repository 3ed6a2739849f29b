package org.gdlbench.topdown;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.LiteralStatistics;

/**
 * What the cost-based orderings know when topdown orders a body: the sizes it has before any
 * state is played. Static relations have their real fact counts, {@code true} the initial
 * state's size, {@code does} one move per role. A relation derived from the state is unknown
 * and, top down, costs a whole evaluation of its rules per call, so it counts as large (ten
 * instances per argument position, as if each ranged over ten values): a body then enumerates
 * it only once its other atoms have bound what they can, and calls it with those bound.
 * The share that passes a binding is the plan layer's estimate; reads through an index on the
 * bound arguments are charged only what agrees with them ({@link #indexed}).
 */
final class TopdownStatistics implements LiteralStatistics {
    private final GameAnalysis analysis;
    private final Map<Predicate, Integer> staticSizes;
    private final int initialFluents;
    private final int roles;

    TopdownStatistics(GameAnalysis analysis, Map<Predicate, Integer> staticSizes, int initialFluents, int roles) {
        this.analysis = analysis;
        this.staticSizes = staticSizes;
        this.initialFluents = Math.max(1, initialFluents);
        this.roles = Math.max(1, roles);
    }

    @Override
    public double instances(Predicate relation) {
        if (relation.equals(GameAnalysis.TRUE)) {
            return initialFluents;
        }
        if (relation.equals(GameAnalysis.DOES)) {
            return roles;
        }
        if (!analysis.predicates().contains(relation) || analysis.isStatic(relation)) {
            return Math.max(1, staticSizes.getOrDefault(relation, 1));
        }
        return Math.pow(10, Math.min(9, relation.arity()));
    }

    @Override
    public double pass(Literal.Atom atom, Set<Variable> bound) {
        return ESTIMATE.pass(atom, bound);
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
        boolean derived = analysis.predicates().contains(relation) && !analysis.isStatic(relation);
        if (relation.equals(GameAnalysis.DOES) || derived) {
            return false;
        }
        for (int i = 0; i < relation.arity(); i++) {
            Set<Variable> needed = new HashSet<>();
            Terms.collectVariables(atom.atom().arg(i), needed);
            if (bound.containsAll(needed)) {
                return true;
            }
        }
        return false;
    }
}
