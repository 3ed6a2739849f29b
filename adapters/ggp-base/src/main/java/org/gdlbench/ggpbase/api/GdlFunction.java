package org.gdlbench.ggpbase.api;

import java.util.List;

/** A function term such as {@code (mark 1 2)}: a name and at least one argument. */
public record GdlFunction(GdlConstant name, List<GdlTerm> body) implements GdlTerm {
    public GdlFunction {
        body = List.copyOf(body);
    }

    public GdlConstant getName() {
        return name;
    }

    public List<GdlTerm> getBody() {
        return body;
    }

    public GdlTerm get(int index) {
        return body.get(index);
    }

    public int arity() {
        return body.size();
    }

    @Override
    public boolean isGround() {
        return body.stream().allMatch(GdlTerm::isGround);
    }

    @Override
    public String toString() {
        return Kif.list(name, body);
    }
}
