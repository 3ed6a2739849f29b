package org.gdlbench.ggpbase.api;

import java.util.List;

/** A sentence with arguments, e.g. {@code (legal xplayer (mark 1 1))}. */
public record GdlRelation(GdlConstant name, List<GdlTerm> body) implements GdlSentence {
    public GdlRelation {
        body = List.copyOf(body);
    }

    @Override
    public GdlConstant getName() {
        return name;
    }

    @Override
    public List<GdlTerm> getBody() {
        return body;
    }

    @Override
    public GdlTerm toTerm() {
        return new GdlFunction(name, body);
    }

    @Override
    public String toString() {
        return Kif.list(name, body);
    }
}
