package org.gdlbench.example.plugin;

import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;

/**
 * A reasoner from a plug-in jar, reached as {@code --reasoners example-plugin} once the jar is
 * in the plugins folder. It wraps the reference.
 */
public final class PluginReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return "example-plugin";
    }

    @Override
    public String description() {
        return "example plug-in: the reference behind a jar loaded with --plugins";
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        return new PluginMachine(game);
    }
}
