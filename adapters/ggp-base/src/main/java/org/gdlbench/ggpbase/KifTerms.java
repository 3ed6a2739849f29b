package org.gdlbench.ggpbase;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.ggpbase.api.GdlConstant;
import org.gdlbench.ggpbase.api.GdlFunction;
import org.gdlbench.ggpbase.api.GdlProposition;
import org.gdlbench.ggpbase.api.GdlRelation;
import org.gdlbench.ggpbase.api.GdlSentence;
import org.gdlbench.ggpbase.api.GdlTerm;

/**
 * Ground KIF text, e.g. {@code (cell 1 1 b)} or {@code ( cell 1 1 b )}, read into the adapter's
 * GDL form. Printing the result gives the canonical text: single spaces, none inside parentheses.
 */
public final class KifTerms {
    private final String text;
    private int at;

    private KifTerms(String text) {
        this.text = text;
    }

    /** @throws IllegalArgumentException when {@code text} is not one ground term */
    public static GdlTerm term(String text) {
        KifTerms reader = new KifTerms(text);
        GdlTerm term = reader.next();
        reader.skipSpaces();
        if (reader.at != text.length()) {
            throw new IllegalArgumentException("'" + text + "' is not one KIF term");
        }
        return term;
    }

    /** The sentence written as the term {@code text}. */
    public static GdlSentence sentence(String text) {
        return sentence(term(text));
    }

    public static GdlSentence sentence(GdlTerm term) {
        if (term instanceof GdlFunction function) {
            return new GdlRelation(function.name(), function.body());
        }
        if (term instanceof GdlConstant constant) {
            return new GdlProposition(constant);
        }
        throw new IllegalArgumentException("a variable is not a sentence: " + term);
    }

    /** The canonical text of KIF text. */
    public static String canonical(String text) {
        return term(text).toString();
    }

    private GdlTerm next() {
        skipSpaces();
        if (at == text.length()) {
            throw new IllegalArgumentException("'" + text + "' ends where a term belongs");
        }
        if (text.charAt(at) == '(') {
            at++;
            GdlTerm name = next();
            if (!(name instanceof GdlConstant constant)) {
                throw new IllegalArgumentException("'" + text + "' has a list that does not start with a name");
            }
            List<GdlTerm> body = new ArrayList<>();
            for (skipSpaces(); at < text.length() && text.charAt(at) != ')'; skipSpaces()) {
                body.add(next());
            }
            if (at == text.length()) {
                throw new IllegalArgumentException("'" + text + "' lacks a ')'");
            }
            at++;
            return body.isEmpty() ? constant : new GdlFunction(constant, body);
        }
        int start = at;
        while (at < text.length() && !Character.isWhitespace(text.charAt(at)) && text.charAt(at) != '('
                && text.charAt(at) != ')') {
            at++;
        }
        if (start == at || text.charAt(start) == '?') {
            throw new IllegalArgumentException("'" + text + "' is not a ground KIF term");
        }
        return new GdlConstant(text.substring(start, at));
    }

    private void skipSpaces() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }
}
