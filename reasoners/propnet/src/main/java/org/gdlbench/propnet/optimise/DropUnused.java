package org.gdlbench.propnet.optimise;

import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;

/** Drops gates no output depends on (nothing reads them, so they may read as false). */
final class DropUnused extends NetPass {
    DropUnused(NetBuilder net) {
        super("dropUnused", net);
    }

    @Override
    boolean run(int[] live) {
        boolean[] isLive = new boolean[graph.size()];
        for (int gate : live) {
            isLive[gate] = true;
        }
        boolean changed = false;
        for (int gate = 0; gate < graph.size(); gate++) {
            if (graph.isGate(gate) && !isLive[gate]) {
                graph.replace(gate, GateGraph.FALSE);
                changed = true;
            }
        }
        return changed;
    }
}
