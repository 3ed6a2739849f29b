package org.gdlbench.example.plugin;

import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * A reasoner from a plug-in jar, reached as {@code --reasoners example-plugin} once the jar is
 * in the plugins folder. This example shows only what a plug-in adds to a reasoner module, its
 * own build and the service file: the machine it hands out is the reference, found by name in
 * gdlbench's registry, so that the jar needs only the contract to compile. Your machine goes
 * here, written as examples/minimal-reasoner's is.
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
        return Reasoners.create(Reasoners.REFERENCE, game);
    }
}
