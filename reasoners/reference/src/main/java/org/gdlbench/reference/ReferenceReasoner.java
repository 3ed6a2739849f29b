package org.gdlbench.reference;

import org.gdlbench.gdl.Game;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
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
    public PreparationCost preparationCost() {
        return PreparationCost.LOADS_RULES;
    }

    @Override
    public String chartColour() {
        return "#E69F00";
    }

    /** The oracle comes first in every chart: the others are read against it. */
    @Override
    public int chartOrder() {
        return 0;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        return new ReferenceMachine(game);
    }
}
