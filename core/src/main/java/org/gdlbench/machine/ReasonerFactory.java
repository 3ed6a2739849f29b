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

    /**
     * The approach this reasoner implements, shared by the reasoners that run it on other systems
     * or in other variants (the classic approach, GDL translated to Prolog, is {@code prolog} on
     * tuProlog, SWI-Prolog and GNU Prolog alike); by default the reasoner's own name.
     */
    default String family() {
        return name();
    }

    /**
     * Why this reasoner cannot run on this machine at all, as one line (a system it runs on is not
     * installed, and how to install it); null when it can. Lists of every reasoner may leave it out.
     */
    default String whyUnavailable() {
        return null;
    }

    /**
     * Whether this reasoner's machines are {@link BatchingMachine}s, which play many random
     * playouts at once; the harness plans the {@code batch} driver's forks for these only.
     */
    default boolean batches() {
        return false;
    }

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
