package org.gdlbench.gdl;

/** Where something was written: a file (or other source name), line and column, both from 1. */
public record SourcePosition(String source, int line, int column) {
    public static final SourcePosition UNKNOWN = new SourcePosition("<unknown>", 0, 0);

    @Override
    public String toString() {
        return line > 0 ? source + ":" + line + ":" + column : source;
    }
}
