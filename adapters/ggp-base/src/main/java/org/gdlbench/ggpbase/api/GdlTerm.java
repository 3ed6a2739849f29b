package org.gdlbench.ggpbase.api;

/** A term: a constant, a variable or a function term. */
public sealed interface GdlTerm extends Gdl permits GdlConstant, GdlVariable, GdlFunction {
    boolean isGround();
}
