package org.gdlbench.gdl;

/** A variable, named without its leading '?' and in lower case (GDL is case-insensitive). */
public record Variable(String name) implements Term {
    @Override
    public boolean isGround() {
        return false;
    }

    @Override
    public int functor() {
        return -1;
    }

    @Override
    public int arity() {
        return 0;
    }
}
