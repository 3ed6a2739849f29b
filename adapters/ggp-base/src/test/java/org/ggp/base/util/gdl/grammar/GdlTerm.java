package org.ggp.base.util.gdl.grammar;

/** Test stand-in: a term. */
public class GdlTerm extends Gdl {
    public GdlTerm(String text) {
        super(text);
    }
}
