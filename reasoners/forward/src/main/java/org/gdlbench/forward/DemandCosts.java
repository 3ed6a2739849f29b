package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.BodyOrder;
import org.gdlbench.plan.LiteralStatistics;

/**
 * Statistics for ordering bodies that read relations answered on demand ({@link DemandSolver}):
 * such an atom costs one query once its variables are bound, and reading it unbound costs as much
 * as listing the relation, which was too big to list, as if each argument given divided it by an
 * equal share; so the cost-based orderings test it after the atoms that bind it, or query it
 * with as much bound as they can. Every other atom keeps {@code measured}'s figures.
 */
record DemandCosts(LiteralStatistics measured, Set<Predicate> demanded) implements LiteralStatistics {
    /** What an unbound read of a demanded relation is taken to yield: more than any listed relation. */
    private static final double UNLISTED = 1e7;
    /** The chance that a bound demanded atom holds, unknown without evaluating it. */
    private static final double UNKNOWN = 0.5;

    @Override
    public double instances(Predicate relation) {
        return demanded.contains(relation) ? UNLISTED : measured.instances(relation);
    }

    @Override
    public double pass(Literal.Atom atom, Set<Variable> bound) {
        if (!demanded.contains(atom.predicate())) {
            return measured.pass(atom, bound);
        }
        if (BodyOrder.isBound(atom, bound)) {
            return UNKNOWN;
        }
        // As if each argument ranged over an equal share of the relation: all given, one answer.
        Term term = atom.atom();
        int given = 0;
        for (int i = 0; i < term.arity(); i++) {
            List<Variable> variables = new ArrayList<>();
            Terms.collectVariables(term.arg(i), variables);
            given += bound.containsAll(variables) ? 1 : 0;
        }
        return Math.pow(UNLISTED, -(double) given / term.arity());
    }

    @Override
    public boolean indexed(Literal.Atom atom, Set<Variable> bound) {
        // A query is asked with its bound arguments given: it costs the answers that agree, not all.
        return demanded.contains(atom.predicate()) || measured.indexed(atom, bound);
    }

    @Override
    public double reads(Literal.Atom atom, Set<Variable> bound) {
        return demanded.contains(atom.predicate()) ? LiteralStatistics.super.reads(atom, bound)
                : measured.reads(atom, bound);
    }

    @Override
    public double passing(Literal.Atom atom, Set<Variable> bound) {
        return demanded.contains(atom.predicate()) ? LiteralStatistics.super.passing(atom, bound)
                : measured.passing(atom, bound);
    }
}
