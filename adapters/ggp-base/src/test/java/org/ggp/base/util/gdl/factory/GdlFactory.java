package org.ggp.base.util.gdl.factory;

import org.ggp.base.util.gdl.grammar.Gdl;
import org.ggp.base.util.gdl.grammar.GdlSentence;

/** Test stand-in for ggp-base's factory of GDL objects from their text. */
public final class GdlFactory {
    private GdlFactory() {
    }

    /** Checked, as ggp-base's is. */
    public static Gdl create(String text) throws Exception {
        if (text.isBlank()) {
            throw new Exception("no GDL in ''");
        }
        return new GdlSentence(text);
    }
}
