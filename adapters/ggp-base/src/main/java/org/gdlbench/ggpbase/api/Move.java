package org.gdlbench.ggpbase.api;

/** A move of one role: its term, e.g. {@code (mark 1 2)} or {@code noop}. */
public record Move(GdlTerm contents) {
    public GdlTerm getContents() {
        return contents;
    }

    @Override
    public String toString() {
        return contents.toString();
    }
}
