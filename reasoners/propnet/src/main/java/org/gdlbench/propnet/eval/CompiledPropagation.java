package org.gdlbench.propnet.eval;

import java.util.random.RandomGenerator;
import org.gdlbench.propnet.net.Propnet;

/**
 * The base of the code {@link org.gdlbench.propnet.codegen.NetCompiler} generates for one net: a method per component and
 * direction that adds or takes one from each target's counter (constants in the code, no fan-out
 * arrays to load) and calls on the targets whose truth flipped, so a change travels at once and
 * each link's branch is a branch of its own for the processor to predict.
 */
public abstract class CompiledPropagation extends Propagation implements GeneratedPlayout {
    /** How the last {@link #playout} ended, as {@link #stuck} says; the generated loop sets it. */
    int stuck = NOT_STUCK;

    CompiledPropagation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
    }

    /** {@link #playout} from a settled marking, written by {@link org.gdlbench.propnet.codegen.PlayoutWriter}. */
    abstract int playSteps(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth);

    @Override
    public final int playout(RandomGenerator random, int[] inputOf, long[] marked, int maxDepth) {
        return playSteps(random, inputOf, marked, maxDepth);
    }

    @Override
    public final GeneratedPlayout generatedPlayout() {
        return this;
    }

    @Override
    public final int stuck() {
        return stuck;
    }

    /** Nothing waits: {@link #change} has already propagated. */
    @Override
    final void flush() {}
}
