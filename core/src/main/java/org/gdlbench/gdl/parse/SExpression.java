package org.gdlbench.gdl.parse;

import java.util.List;
import org.gdlbench.gdl.SourcePosition;

/** The bare structure of KIF text: a word or a parenthesised list, with where it starts. */
record SExpression(String word, List<SExpression> items, SourcePosition position) {

    static SExpression word(String word, SourcePosition position) {
        return new SExpression(word, null, position);
    }

    static SExpression list(List<SExpression> items, SourcePosition position) {
        return new SExpression(null, List.copyOf(items), position);
    }

    boolean isWord() {
        return word != null;
    }
}
