package org.ggp.base.util.gdl.grammar;

/** Test stand-in: a sentence (or, here, any GDL read from text). */
public class GdlSentence extends Gdl {
    public GdlSentence(String text) {
        super(text);
    }
}
