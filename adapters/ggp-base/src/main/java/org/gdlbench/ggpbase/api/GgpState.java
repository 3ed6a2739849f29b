package org.gdlbench.ggpbase.api;

import java.util.Set;

/**
 * A game state as a set of sentences. An engine may write them as the fluents themselves, e.g.
 * {@code (cell 1 1 b)}, or wrapped in {@code true}, e.g. {@code (true (cell 1 1 b))}; the adapter
 * reads both. An engine may subclass it to carry its own representation.
 */
public class GgpState {
    private final Set<GdlSentence> contents;

    public GgpState(Set<GdlSentence> contents) {
        this.contents = Set.copyOf(contents);
    }

    /** For a subclass that overrides {@link #getContents()}. */
    protected GgpState() {
        this.contents = null;
    }

    public Set<GdlSentence> getContents() {
        return contents;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GgpState state && getContents().equals(state.getContents());
    }

    @Override
    public int hashCode() {
        return getContents().hashCode();
    }

    @Override
    public String toString() {
        return getContents().toString();
    }
}
