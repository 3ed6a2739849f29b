package org.gdlbench.example;

import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/** The factory users reach by name: {@code --reasoners minimal} or {@code minimal:roles=2}. */
public final class MinimalReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return "minimal";
    }

    @Override
    public String description() {
        return "example: the reference behind a minimal module, to copy when adding a reasoner";
    }

    /** Option names and their allowed values (an empty set: any value); the registry checks them. */
    @Override
    public Map<String, Set<String>> options() {
        return Map.of("roles", Set.of());
    }

    /** Prepares a machine for {@code game}, or refuses it with a one-line reason. */
    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        int most = Integer.parseInt(options.getOrDefault("roles", "8"));
        if (game.roles().size() > most) {
            throw new UnsupportedGameException(game.roles().size() + " roles, over this reasoner's limit of " + most);
        }
        return new MinimalMachine(game);
    }
}
