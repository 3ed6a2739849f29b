package org.gdlbench.instantiation;

import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.StateMachine;

/** Grounds the game, then evaluates the ground program over bit sets. */
public final class InstantiationReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return "instantiation";
    }

    @Override
    public String description() {
        return "grounded program (relaxed-program domains, pruned) evaluated stratum by stratum over bit sets";
    }

    @Override
    public Map<String, Set<String>> options() {
        return GroundingOptions.OPTIONS;
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        return new GroundMachine(Grounder.ground(game, GroundingOptions.from(options)));
    }
}
