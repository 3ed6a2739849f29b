package org.gdlbench.gdl;

import java.util.List;
import java.util.Objects;

/**
 * A rule {@code (<= head body...)}, or a fact when the body is empty. Equality ignores where the
 * rule was written.
 */
public final class Rule {
    private final Term head;
    private final List<Literal> body;
    private final SourcePosition position;

    public Rule(Term head, List<Literal> body, SourcePosition position) {
        if (head instanceof Variable) {
            throw new IllegalArgumentException("a rule head cannot be a variable");
        }
        this.head = head;
        this.body = List.copyOf(body);
        this.position = position;
    }

    public static Rule fact(Term head) {
        return new Rule(head, List.of(), SourcePosition.UNKNOWN);
    }

    public Term head() {
        return head;
    }

    public List<Literal> body() {
        return body;
    }

    public SourcePosition position() {
        return position;
    }

    public Predicate predicate() {
        return Predicate.of(head);
    }

    public boolean isFact() {
        return body.isEmpty();
    }

    public Rule withBody(List<Literal> newBody) {
        return new Rule(head, newBody, position);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Rule that && that.head.equals(head) && that.body.equals(body);
    }

    @Override
    public int hashCode() {
        return Objects.hash(head, body);
    }

    @Override
    public String toString() {
        return "Rule[" + head + " <= " + body + " @" + position + "]";
    }
}
