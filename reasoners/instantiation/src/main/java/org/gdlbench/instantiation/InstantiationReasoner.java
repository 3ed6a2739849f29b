package org.gdlbench.instantiation;

import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
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
    public List<ReasonerOption<?>> options() {
        return GroundingOptions.OPTIONS;
    }

    @Override
    public PreparationCost preparationCost() {
        return PreparationCost.GROUNDS;
    }

    @Override
    public String chartColour() {
        return "#009E73";
    }

    @Override
    public int chartOrder() {
        return 5;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        return new GroundMachine(Grounder.ground(game, GroundingOptions.from(options)));
    }
}
