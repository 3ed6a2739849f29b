package org.gdlbench.reference;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/** The oracle: a plain top-down interpreter every other reasoner is checked against. */
public final class ReferenceReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return Reasoners.REFERENCE;
    }

    @Override
    public String description() {
        return "top-down SLD-NF interpreter with loop check; the correctness oracle";
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        return new ReferenceMachine(game);
    }
}
