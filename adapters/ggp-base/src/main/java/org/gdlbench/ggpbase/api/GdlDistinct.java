package org.gdlbench.ggpbase.api;

/** {@code (distinct arg1 arg2)}: true when the two terms differ once ground. */
public record GdlDistinct(GdlTerm arg1, GdlTerm arg2) implements GdlLiteral {
    public GdlTerm getArg1() {
        return arg1;
    }

    public GdlTerm getArg2() {
        return arg2;
    }

    @Override
    public String toString() {
        return "(distinct " + arg1 + " " + arg2 + ")";
    }
}
