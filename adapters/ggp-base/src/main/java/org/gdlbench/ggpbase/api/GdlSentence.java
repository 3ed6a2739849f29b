package org.gdlbench.ggpbase.api;

import java.util.List;

/** An atom: a proposition such as {@code terminal}, or a relation such as {@code (true (cell 1 1 b))}. */
public sealed interface GdlSentence extends GdlLiteral permits GdlProposition, GdlRelation {
    GdlConstant getName();

    /** The arguments; none for a proposition. */
    List<GdlTerm> getBody();

    default GdlTerm get(int index) {
        return getBody().get(index);
    }

    default int arity() {
        return getBody().size();
    }

    /** The same text as a term: a constant for a proposition, a function term for a relation. */
    GdlTerm toTerm();
}
