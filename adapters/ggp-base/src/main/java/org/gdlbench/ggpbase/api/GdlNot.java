package org.gdlbench.ggpbase.api;

/** Negation as failure: {@code (not body)}. */
public record GdlNot(GdlLiteral body) implements GdlLiteral {
    public GdlLiteral getBody() {
        return body;
    }

    @Override
    public String toString() {
        return "(not " + body + ")";
    }
}
