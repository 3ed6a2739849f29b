package org.gdlbench.plan;

import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;

/**
 * What the cost-based orderings know about the atoms of a rule body (Definitions 5 and 6 of
 * <i>High Speed Forward Chaining</i>). A reasoner that visits random states can measure these;
 * {@link #ESTIMATE} guesses them from the shape of the atoms alone. A reasoner that reads some
 * atoms through indexes says which ({@link #indexed}), and the cost charges those reads less.
 */
public interface LiteralStatistics {
    /** The average number of instances of {@code relation} when a rule reads it (the paper's Q-bar). */
    double instances(Predicate relation);

    /**
     * The probability that an instance of {@code atom} read while {@code bound} variables are
     * already bound agrees with them (P_pass); for an atom whose variables are all bound, the
     * probability that it holds (P_exists).
     */
    double pass(Literal.Atom atom, Set<Variable> bound);

    /**
     * Whether the reasoner reads the instances of {@code atom}, while {@code bound} variables are
     * bound, through an index on its bound arguments, so that reading it costs the instances that
     * agree with them ({@code instances * pass}, at least one probe) rather than all instances.
     * By default nothing is indexed: every read scans the relation.
     */
    default boolean indexed(Literal.Atom atom, Set<Variable> bound) {
        return false;
    }

    /**
     * What reading {@code atom} costs for each combination that reaches it while {@code bound}
     * variables are bound, in instances read: one existence test when all its variables are
     * bound; otherwise all its instances, or through an index only those that agree with the
     * bound arguments (at least one probe). A reasoner whose reads of some relations cost more
     * than their instances (a top-down call evaluates the callee's rules) says so here.
     */
    default double reads(Literal.Atom atom, Set<Variable> bound) {
        if (BodyOrder.isBound(atom, bound)) {
            return 1;
        }
        double instances = instances(atom.predicate());
        return indexed(atom, bound) ? Math.max(1, instances * pass(atom, bound)) : instances;
    }

    /**
     * The combinations that get through {@code atom} for each one that reaches it: P_exists when
     * all its variables are bound, otherwise its instances times P_pass.
     */
    default double passing(Literal.Atom atom, Set<Variable> bound) {
        double pass = pass(atom, bound);
        return BodyOrder.isBound(atom, bound) ? pass : instances(atom.predicate()) * pass;
    }

    /**
     * No data: every relation has ten instances, and each part of the atom's arguments that is
     * fixed (a constant, the functor of a nested term, a bound variable) lets a third of them
     * through. This ranks atoms that are more bound first.
     */
    LiteralStatistics ESTIMATE = new LiteralStatistics() {
        @Override
        public double instances(Predicate relation) {
            return 10;
        }

        @Override
        public double pass(Literal.Atom atom, Set<Variable> bound) {
            return Math.pow(1.0 / 3, fixedParts(atom.atom(), bound, true));
        }

        private int fixedParts(Term term, Set<Variable> bound, boolean top) {
            if (term instanceof Variable variable) {
                return bound.contains(variable) ? 1 : 0;
            }
            int fixed = top ? 0 : 1;
            for (int i = 0; i < term.arity(); i++) {
                fixed += fixedParts(term.arg(i), bound, false);
            }
            return fixed;
        }
    };
}
