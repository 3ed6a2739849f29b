package org.gdlbench.gdl.parse;

import java.util.ArrayList;
import java.util.List;

/** Splits a line of KIF into its top-level terms without parsing them: match records and engine answers. */
public final class KifTerms {
    private KifTerms() {
    }

    /**
     * The top-level terms of {@code line}: constants and parenthesised compounds, as written.
     *
     * @throws IllegalArgumentException when the parentheses are unbalanced, saying which
     */
    public static List<String> split(String line) {
        List<String> terms = new ArrayList<>();
        int depth = 0;
        int start = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (depth == 0 && Character.isWhitespace(c)) {
                if (start >= 0) {
                    terms.add(line.substring(start, i));
                    start = -1;
                }
                continue;
            }
            if (start < 0) {
                start = i;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth < 0) {
                    throw new IllegalArgumentException("unbalanced ')'");
                }
            }
        }
        if (depth != 0) {
            throw new IllegalArgumentException("unbalanced '('");
        }
        if (start >= 0) {
            terms.add(line.substring(start));
        }
        return terms;
    }
}
