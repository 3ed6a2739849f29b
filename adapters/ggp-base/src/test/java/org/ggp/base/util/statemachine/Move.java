package org.ggp.base.util.statemachine;

import org.ggp.base.util.gdl.grammar.GdlTerm;

/** Test stand-in: a move, made from its term or its text. */
public class Move {
    private final GdlTerm contents;

    public Move(GdlTerm contents) {
        this.contents = contents;
    }

    public static Move create(String text) {
        return new Move(new GdlTerm(text));
    }

    public GdlTerm getContents() {
        return contents;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Move move && move.contents.equals(contents);
    }

    @Override
    public int hashCode() {
        return contents.hashCode();
    }

    @Override
    public String toString() {
        return contents.toString();
    }
}
