package org.gdlbench.ggpbase.api;

/** A variable; its name starts with {@code ?}, e.g. {@code ?x}. */
public record GdlVariable(String name) implements GdlTerm {
    public String getName() {
        return name;
    }

    @Override
    public boolean isGround() {
        return false;
    }

    @Override
    public String toString() {
        return name;
    }
}
