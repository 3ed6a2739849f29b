package org.gdlbench.gdl;

/**
 * A problem with a game description that is the author's, not ours: a syntax error, an unsafe
 * rule, unstratified negation. The message is one line that names the place, meant for users;
 * {@link #kind()} is a short fixed label (such as "syntax" or "unsafe rule") for grouping.
 */
public class GdlException extends RuntimeException {
    private final SourcePosition position;
    private final String kind;

    public GdlException(SourcePosition position, String kind, String message) {
        super(position + ": " + kind + ": " + message);
        this.position = position;
        this.kind = kind;
    }

    public SourcePosition position() {
        return position;
    }

    public String kind() {
        return kind;
    }
}
