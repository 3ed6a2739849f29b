package org.gdlbench.ggpbase.api;

/**
 * A piece of GDL as an engine written against the ggp-base API receives it: a term, a literal
 * or a rule. {@code toString} is its KIF text. The adapter hands an engine its game as a list
 * of these, one per rule or fact of the sheet.
 */
public sealed interface Gdl permits GdlTerm, GdlLiteral, GdlRule {
}
