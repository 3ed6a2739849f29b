package org.gdlbench.gdl.parse;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.SourcePosition;

/**
 * Reads KIF text into s-expressions: words, parentheses, {@code ;} comments to the end of the
 * line, any white space and line ending. Knows nothing of GDL.
 */
final class KifReader {
    private final String source;
    private final String text;
    private int offset;
    private int line = 1;
    private int column = 1;

    KifReader(String source, String text) {
        this.source = source;
        this.text = text;
    }

    List<SExpression> readAll() {
        List<SExpression> top = new ArrayList<>();
        Deque<List<SExpression>> open = new ArrayDeque<>();
        Deque<SourcePosition> openedAt = new ArrayDeque<>();
        while (true) {
            skipBlankAndComments();
            if (offset >= text.length()) {
                break;
            }
            SourcePosition here = position();
            char c = text.charAt(offset);
            if (c == '(') {
                advance();
                open.push(new ArrayList<>());
                openedAt.push(here);
            } else if (c == ')') {
                if (open.isEmpty()) {
                    throw new GdlException(here, "syntax", "')' without a matching '('");
                }
                advance();
                SExpression list = SExpression.list(open.pop(), openedAt.pop());
                (open.isEmpty() ? top : open.peek()).add(list);
            } else {
                String word = readWord();
                (open.isEmpty() ? top : open.peek()).add(SExpression.word(word, here));
            }
        }
        if (!open.isEmpty()) {
            throw new GdlException(openedAt.peek(), "syntax", "'(' is never closed");
        }
        return top;
    }

    private String readWord() {
        SourcePosition start = position();
        int begin = offset;
        while (offset < text.length()) {
            char c = text.charAt(offset);
            if (Character.isWhitespace(c) || c == '(' || c == ')' || c == ';') {
                break;
            }
            if (c == '"' || Character.isISOControl(c)) {
                throw new GdlException(position(), "syntax", "unexpected character '" + printable(c) + "'");
            }
            advance();
        }
        if (offset == begin) {
            throw new GdlException(start, "syntax", "unexpected character");
        }
        return text.substring(begin, offset);
    }

    private void skipBlankAndComments() {
        while (offset < text.length()) {
            char c = text.charAt(offset);
            if (c == ';') {
                while (offset < text.length() && text.charAt(offset) != '\n' && text.charAt(offset) != '\r') {
                    advance();
                }
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                advance();
            } else {
                return;
            }
        }
    }

    private void advance() {
        char c = text.charAt(offset++);
        if (c == '\n' || (c == '\r' && (offset >= text.length() || text.charAt(offset) != '\n'))) {
            line++;
            column = 1;
        } else if (c != '\r') {
            column++;
        }
    }

    private SourcePosition position() {
        return new SourcePosition(source, line, column);
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }
}
