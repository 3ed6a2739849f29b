package org.gdlbench.ggpbase.api;

import java.util.List;

/** A disjunction: {@code (or d1 d2 ...)}. */
public record GdlOr(List<GdlLiteral> disjuncts) implements GdlLiteral {
    public GdlOr {
        disjuncts = List.copyOf(disjuncts);
    }

    public List<GdlLiteral> getDisjunctsAsList() {
        return disjuncts;
    }

    public GdlLiteral get(int index) {
        return disjuncts.get(index);
    }

    public int arity() {
        return disjuncts.size();
    }

    @Override
    public String toString() {
        return Kif.list(new GdlConstant("or"), disjuncts);
    }
}
