package org.gdlbench.propnet.optimise;

import java.util.function.IntPredicate;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;

/**
 * One named optimisation of the net while it is built ({@link GateGraph}), run by
 * {@link NetOptimiser}. A pass changes the graph in place and never what the outputs read.
 */
abstract class NetPass {
    final NetBuilder net;
    final GateGraph graph;
    private final String name;

    NetPass(String name, NetBuilder net) {
        this.name = name;
        this.net = net;
        graph = net.graph;
    }

    /** The pass's name, as the optimiser's log gives it. */
    final String name() {
        return name;
    }

    /**
     * Runs the pass once.
     *
     * @param live the live gates, inputs before the gates that read them ({@link NetOptimiser#order}),
     *     worked out before this pass or an earlier one of the same round
     * @return whether the pass changed the net
     */
    abstract boolean run(int[] live);

    /** Applies {@code step} to each of {@code live} that is still a gate; whether any application changed the net. */
    final boolean eachGate(int[] live, IntPredicate step) {
        boolean changed = false;
        for (int gate : live) {
            changed |= graph.isGate(gate) && step.test(gate);
        }
        return changed;
    }
}
