package org.gdlbench.plan;

import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Term;

/**
 * One step of a {@link RulePlan}. {@code literal} is the index of the body literal the step
 * comes from. The steps say what to do, not how relations are stored: each reasoner lowers them
 * onto its own tables, indexes, clauses or generated code.
 */
public sealed interface Step {
    /** The index of the body literal this step evaluates, or -1 for {@link Emit}. */
    int literal();

    /** Enumerates the instances of {@code atom} that agree with the bindings so far; binds its other variables. */
    record Scan(int literal, Literal.Atom atom, IndexName index) implements Step {
    }

    /** A positive atom whose variables are all bound: succeeds when that instance holds. */
    record Check(int literal, Literal.Atom atom) implements Step {
    }

    /** {@code (not atom)}, its variables all bound: succeeds when that instance does not hold. */
    record Negation(int literal, Literal.Atom atom) implements Step {
    }

    /** {@code (distinct left right)}, both bound: succeeds when they differ. */
    record Distinct(int literal, Term left, Term right) implements Step {
    }

    /** The body held: the head, under the bindings, is derived (or answered). */
    record Emit(Term head) implements Step {
        @Override
        public int literal() {
            return -1;
        }
    }
}
