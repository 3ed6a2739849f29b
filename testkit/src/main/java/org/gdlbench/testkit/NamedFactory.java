package org.gdlbench.testkit;

import java.util.function.BiFunction;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;

/**
 * A reasoner for a test to register: a name, a line of description and what it creates, every
 * other trait the contract's default. A test needing another trait writes its factory out.
 *
 * @param machines what {@link #create(Game, ReasonerOptions)} returns or throws
 */
public record NamedFactory(String name, String description,
                           BiFunction<Game, ReasonerOptions, StateMachine> machines) implements ReasonerFactory {
    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        return machines.apply(game, options);
    }
}
