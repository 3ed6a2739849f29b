package org.gdlbench.ggpbase.api;

import java.util.List;

/** {@code (<= head body...)}; a fact is given as its sentence, not as a rule with an empty body. */
public record GdlRule(GdlSentence head, List<GdlLiteral> body) implements Gdl {
    public GdlRule {
        body = List.copyOf(body);
    }

    public GdlSentence getHead() {
        return head;
    }

    public List<GdlLiteral> getBody() {
        return body;
    }

    public GdlLiteral get(int index) {
        return body.get(index);
    }

    public int arity() {
        return body.size();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("(<= ").append(head);
        body.forEach(literal -> text.append(' ').append(literal));
        return text.append(')').toString();
    }
}
