package org.gdlbench.machine;

import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;

/**
 * Makes a reasoner's state machines. Found by {@link java.util.ServiceLoader}: a reasoner module
 * lists its factory in {@code META-INF/services/org.gdlbench.machine.ReasonerFactory}.
 */
public interface ReasonerFactory {
    /** The short name users type, e.g. {@code reference}. */
    String name();

    /** One line on what this reasoner is. */
    String description();

    /** The option names this reasoner accepts, e.g. {@code ordering}; each with its allowed values. */
    default Map<String, Set<String>> options() {
        return Map.of();
    }

    /**
     * Whether the reasoner runs with no options at all. One that must be told what to run (an
     * adapter needs the engine's class) says false, and lists of every reasoner leave it out.
     */
    default boolean runsWithoutOptions() {
        return true;
    }

    /**
     * Prepares a state machine for {@code game}: translation, grounding, compilation happen here.
     *
     * @param options validated against {@link #options()}
     * @throws UnsupportedGameException when this reasoner cannot play the game, with the reason
     */
    StateMachine create(Game game, Map<String, String> options);
}
