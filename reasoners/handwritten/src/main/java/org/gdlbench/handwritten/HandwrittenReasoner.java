package org.gdlbench.handwritten;

import org.gdlbench.gdl.Game;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Hand-written bit-board machines for three games of our corpus: the speed a GDL reasoner could
 * reach at best. A game is accepted only when its rules are exactly those a machine was written
 * for, told by the hash of the normalised rules.
 */
public final class HandwrittenReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return "handwritten";
    }

    @Override
    public String description() {
        return "hand-written bit-board machines for tictactoe, connectfour and breakthrough only; the speed ceiling";
    }

    @Override
    public PreparationCost preparationCost() {
        return PreparationCost.NOTHING;
    }

    @Override
    public String chartColour() {
        return "#4D4D4D";
    }

    /** Beside the oracle, the ceiling the others are read against. */
    @Override
    public int chartOrder() {
        return 1;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        return HandwrittenGame.withRulesHash(game.hash())
                .orElseThrow(() -> new UnsupportedGameException("no hand-written machine for this game"))
                .machineFor(game);
    }
}
