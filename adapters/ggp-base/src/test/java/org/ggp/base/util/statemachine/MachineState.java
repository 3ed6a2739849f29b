package org.ggp.base.util.statemachine;

import java.util.Set;
import org.ggp.base.util.gdl.grammar.GdlSentence;

/** Test stand-in: a state as a set of sentences. */
public class MachineState {
    private final Set<GdlSentence> contents;

    public MachineState(Set<GdlSentence> contents) {
        this.contents = Set.copyOf(contents);
    }

    public Set<GdlSentence> getContents() {
        return contents;
    }
}
