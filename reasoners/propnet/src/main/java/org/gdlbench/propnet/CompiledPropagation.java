package org.gdlbench.propnet;

/**
 * The base of the code {@link NetCompiler} generates for one net: a method per component and
 * direction that adds or takes one from each target's counter (constants in the code, no fan-out
 * arrays to load) and calls on the targets whose truth flipped, so a change travels at once and
 * each link's branch is a branch of its own for the processor to predict.
 */
abstract class CompiledPropagation extends Propagation {
    CompiledPropagation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
    }

    /** Nothing waits: {@link #change} has already propagated. */
    @Override
    final void flush() {}
}
