package org.gdlbench.ggpbase.api;

/** A literal of a rule's body: a sentence, a negation, a disjunction or a distinct. */
public sealed interface GdlLiteral extends Gdl permits GdlSentence, GdlNot, GdlOr, GdlDistinct {
}
