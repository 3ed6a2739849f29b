package org.gdlbench.gdl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Operations on terms and literals by structure: variables, substitution, unification. */
public final class Terms {
    private Terms() {
    }

    /** Adds the variables of {@code term} to {@code out}, left to right. */
    public static void collectVariables(Term term, Collection<? super Variable> out) {
        if (term instanceof Variable variable) {
            out.add(variable);
        } else if (term instanceof Compound compound) {
            for (int i = 0; i < compound.arity(); i++) {
                collectVariables(compound.arg(i), out);
            }
        }
    }

    public static void collectVariables(Literal literal, Collection<? super Variable> out) {
        if (literal instanceof Literal.Atom atom) {
            collectVariables(atom.atom(), out);
        } else if (literal instanceof Literal.Not not) {
            collectVariables(not.body(), out);
        } else if (literal instanceof Literal.Distinct distinct) {
            collectVariables(distinct.left(), out);
            collectVariables(distinct.right(), out);
        } else if (literal instanceof Literal.Or or) {
            for (Literal disjunct : or.disjuncts()) {
                collectVariables(disjunct, out);
            }
        }
    }

    /** {@code term} with every variable bound in {@code binding} replaced (once, not recursively). */
    public static Term substitute(Term term, Map<Variable, Term> binding) {
        if (term instanceof Variable variable) {
            Term value = binding.get(variable);
            return value == null ? term : value;
        }
        if (term instanceof Compound compound && !compound.isGround()) {
            Term[] args = new Term[compound.arity()];
            for (int i = 0; i < args.length; i++) {
                args[i] = substitute(compound.arg(i), binding);
            }
            return new Compound(compound.functor(), args);
        }
        return term;
    }

    public static Literal substitute(Literal literal, Map<Variable, Term> binding) {
        if (literal instanceof Literal.Atom atom) {
            return new Literal.Atom(substitute(atom.atom(), binding));
        } else if (literal instanceof Literal.Not not) {
            return new Literal.Not(substitute(not.body(), binding));
        } else if (literal instanceof Literal.Distinct distinct) {
            return new Literal.Distinct(substitute(distinct.left(), binding), substitute(distinct.right(), binding));
        }
        List<Literal> disjuncts = new ArrayList<>();
        for (Literal disjunct : ((Literal.Or) literal).disjuncts()) {
            disjuncts.add(substitute(disjunct, binding));
        }
        return new Literal.Or(disjuncts);
    }

    public static Rule substitute(Rule rule, Map<Variable, Term> binding) {
        List<Literal> body = new ArrayList<>();
        for (Literal literal : rule.body()) {
            body.add(substitute(literal, binding));
        }
        return new Rule(substitute(rule.head(), binding), body, rule.position());
    }

    /**
     * Extends {@code binding} so that {@code pattern} becomes the ground term {@code ground}: a
     * one-sided unification. Returns false, with {@code binding} partly extended, when it cannot.
     */
    public static boolean match(Term pattern, Term ground, Map<Variable, Term> binding) {
        if (pattern instanceof Variable variable) {
            Term bound = binding.putIfAbsent(variable, ground);
            return bound == null || bound.equals(ground);
        }
        if (pattern.functor() != ground.functor() || pattern.arity() != ground.arity()) {
            return false;
        }
        if (pattern.isGround()) {
            return pattern.equals(ground);
        }
        for (int i = 0; i < pattern.arity(); i++) {
            if (!match(pattern.arg(i), ground.arg(i), binding)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Extends {@code binding} to a most general unifier of {@code a} and {@code b} (both sides may
     * hold variables); bindings are kept fully applied. Returns false, with {@code binding} in an
     * unspecified state, when they do not unify.
     */
    public static boolean unify(Term a, Term b, Map<Variable, Term> binding) {
        a = substitute(a, binding);
        b = substitute(b, binding);
        if (a.equals(b)) {
            return true;
        }
        if (a instanceof Variable variable) {
            return bind(variable, b, binding);
        }
        if (b instanceof Variable variable) {
            return bind(variable, a, binding);
        }
        if (a.functor() != b.functor() || a.arity() != b.arity() || a.arity() == 0) {
            return false;
        }
        for (int i = 0; i < a.arity(); i++) {
            if (!unify(a.arg(i), b.arg(i), binding)) {
                return false;
            }
        }
        return true;
    }

    private static boolean bind(Variable variable, Term value, Map<Variable, Term> binding) {
        List<Variable> inValue = new ArrayList<>();
        collectVariables(value, inValue);
        if (inValue.contains(variable)) {
            return false;
        }
        Map<Variable, Term> single = Map.of(variable, value);
        binding.replaceAll((key, bound) -> substitute(bound, single));
        binding.put(variable, value);
        return true;
    }
}
