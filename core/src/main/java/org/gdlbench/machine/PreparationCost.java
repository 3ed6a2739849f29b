package org.gdlbench.machine;

/**
 * What preparing a reasoner mostly does, the class of its cost: the harness keeps a measured
 * figure per class for its estimates of a run's length ({@link ReasonerFactory#preparationCost()}).
 */
public enum PreparationCost {
    /** Nothing to build: machines written by hand for the game. */
    NOTHING,
    /** The rules read into an interpreter. */
    LOADS_RULES,
    /** The rules translated into another system's program, which is loaded. */
    TRANSLATES,
    /** The game grounded into a ground program. */
    GROUNDS,
    /** The reachable atoms listed, then statistics measured over random playouts to order the rules. */
    MEASURES,
    /** Java source generated from the rules and compiled. */
    COMPILES,
    /** The game grounded, then a net built from it, optimised and compiled. */
    GROUNDS_AND_COMPILES,
    /** Not said: a plug-in's or an engine's. */
    UNKNOWN
}
