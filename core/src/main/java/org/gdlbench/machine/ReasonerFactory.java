package org.gdlbench.machine;

import java.util.List;
import java.util.Map;
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

    /** The options this reasoner takes as {@code name:key=value}, each with its values and default. */
    default List<ReasonerOption<?>> options() {
        return List.of();
    }

    /**
     * Whether the reasoner runs with no options at all. One that must be told what to run (an
     * adapter needs the engine's class) says false, and lists of every reasoner leave it out.
     */
    default boolean runsWithoutOptions() {
        return true;
    }

    /**
     * The plan layer's ordering of rule bodies (docs/ARCHITECTURE.md) this reasoner runs under
     * with {@code options}, by its name ({@code original}, {@code safe}, {@code best},
     * {@code worst}); {@code original}, the order as written, unless it says otherwise.
     * {@code gdlbench explain} shows the plans of this ordering.
     */
    default String bodyOrdering(ReasonerOptions options) {
        return "original";
    }

    /** What preparing this reasoner mostly does, for the harness's estimates of how long a run takes. */
    default PreparationCost preparationCost() {
        return PreparationCost.UNKNOWN;
    }

    /**
     * The colour of this reasoner in every chart, as {@code #RRGGBB}; null leaves it to the report,
     * which picks one no built-in reasoner has.
     */
    default String chartColour() {
        return null;
    }

    /**
     * Where charts list this reasoner: lower first ({@code reference} is 0, then the others by
     * family, fastest first); those that leave it at the default come last, by name.
     */
    default int chartOrder() {
        return Integer.MAX_VALUE;
    }

    /**
     * Prepares a state machine for {@code game}: translation, grounding, compilation happen here.
     *
     * @param options parsed and checked against {@link #options()}
     * @throws UnsupportedGameException when this reasoner cannot play the game, with the reason
     */
    StateMachine create(Game game, ReasonerOptions options);

    /**
     * {@link #create(Game, ReasonerOptions)} with options as {@code key=value} texts, parsed here.
     *
     * @throws ReasonerSpecException when an option is unknown or its value not allowed
     */
    default StateMachine create(Game game, Map<String, String> options) {
        return create(game, ReasonerOptions.parse(this, options));
    }
}
