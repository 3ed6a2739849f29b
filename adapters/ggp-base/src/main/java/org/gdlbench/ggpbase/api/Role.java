package org.gdlbench.ggpbase.api;

/** A role of the game, named by a constant. */
public record Role(GdlConstant name) {
    public GdlConstant getName() {
        return name;
    }

    @Override
    public String toString() {
        return name.toString();
    }
}
