package org.gdlbench.gdl;

/** A symbol with no arguments: an object constant, a number, or a zero-arity relation. */
public record Constant(int symbol) implements Term {
    @Override
    public boolean isGround() {
        return true;
    }

    @Override
    public int functor() {
        return symbol;
    }

    @Override
    public int arity() {
        return 0;
    }
}
