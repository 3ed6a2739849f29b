package org.gdlbench.ggpbase.api;

import java.util.List;

/** A sentence without arguments, e.g. {@code terminal}. */
public record GdlProposition(GdlConstant name) implements GdlSentence {
    @Override
    public GdlConstant getName() {
        return name;
    }

    @Override
    public List<GdlTerm> getBody() {
        return List.of();
    }

    @Override
    public GdlTerm toTerm() {
        return name;
    }

    @Override
    public String toString() {
        return name.toString();
    }
}
