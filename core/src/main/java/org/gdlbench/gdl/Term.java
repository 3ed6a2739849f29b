package org.gdlbench.gdl;

/**
 * A GDL term: a constant, a variable or a function term of any depth. Terms are immutable.
 * An atom (a relation applied to arguments) is represented by the same types: a zero-arity
 * relation is a {@link Constant}, any other a {@link Compound}.
 */
public sealed interface Term permits Constant, Variable, Compound {

    /** True when the term contains no variable. */
    boolean isGround();

    /** The functor's symbol id: the constant itself, or the function or relation name; -1 for a variable. */
    int functor();

    /** The number of arguments (0 for constants and variables). */
    int arity();

    /** The i-th argument of a compound term. */
    default Term arg(int i) {
        throw new IndexOutOfBoundsException("a " + getClass().getSimpleName() + " has no arguments");
    }
}
