package org.gdlbench.gdl;

/**
 * A literal in a rule body: a positive atom, a negation, a {@code distinct} test or a
 * disjunction. Validation turns every {@code or} into separate rules, so reasoners only ever
 * see the first three kinds.
 */
public sealed interface Literal permits Literal.Atom, Literal.Not, Literal.Distinct, Literal.Or {

    /** A positive atom such as {@code (true (cell ?x ?y b))}; {@code atom} is a Constant or Compound. */
    record Atom(Term atom) implements Literal {
        public Predicate predicate() {
            return Predicate.of(atom);
        }
    }

    /** Negation as failure of {@code body} (an atom or, rarely, a distinct). */
    record Not(Literal body) implements Literal {
    }

    /** {@code (distinct left right)}: the two terms differ once ground. */
    record Distinct(Term left, Term right) implements Literal {
    }

    /** {@code (or d1 d2 ...)}: true when any disjunct is. */
    record Or(java.util.List<Literal> disjuncts) implements Literal {
        public Or {
            disjuncts = java.util.List.copyOf(disjuncts);
        }
    }
}
