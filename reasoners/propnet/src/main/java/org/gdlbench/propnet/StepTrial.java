package org.gdlbench.propnet;

/**
 * What a step changes, on average over seeded random playouts from the initial state that follow
 * changes through the interpreted net: what {@link BackEndChooser} weighs a full pass against.
 *
 * @param steps the steps played
 * @param changedLinks the links a step's changes travel: the fan-out of each component whose
 *     truth the move or the next state changed; what following changes costs, against the
 *     links a full pass reads
 * @param changedReadBases the bases that gates read whose truth a step changes
 */
public record StepTrial(int steps, double changedLinks, double changedReadBases) {}
