package org.gdlbench.example;

import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/** The factory users reach by name: {@code --reasoners minimal} or {@code minimal:roles=2}. */
public final class MinimalReasoner implements ReasonerFactory {
    /** An option: its name, what it does, the values it takes and its default. */
    static final ReasonerOption<Integer> ROLES = ReasonerOption.positiveInt("roles",
            "the most roles of a game this reasoner plays; games with more are refused", 8);

    @Override
    public String name() {
        return "minimal";
    }

    @Override
    public String description() {
        return "example: the reference behind a minimal module, to copy when adding a reasoner";
    }

    /** The options it takes; the registry parses and checks what users write against them. */
    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(ROLES);
    }

    /** Prepares a machine for {@code game}, or refuses it with a one-line reason. */
    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        int most = options.get(ROLES);
        if (game.roles().size() > most) {
            throw new UnsupportedGameException(game.roles().size() + " roles, over this reasoner's limit of " + most);
        }
        return new MinimalMachine(game);
    }
}
