package org.gdlbench.ggpbase.api;

/** A constant such as {@code xplayer} or {@code 3}. */
public record GdlConstant(String value) implements GdlTerm {
    public String getValue() {
        return value;
    }

    @Override
    public boolean isGround() {
        return true;
    }

    @Override
    public String toString() {
        return value;
    }
}
