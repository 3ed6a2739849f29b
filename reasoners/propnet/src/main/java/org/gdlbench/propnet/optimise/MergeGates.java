package org.gdlbench.propnet.optimise;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;

/** Makes gates of the same kind over the same inputs one. */
final class MergeGates extends NetPass {
    MergeGates(NetBuilder net) {
        super("merge", net);
    }

    /** A gate's identity for merging: kind and sorted inputs. */
    private record GateKey(byte kind, int[] inputs) {
        @Override
        public boolean equals(Object other) {
            return other instanceof GateKey that && that.kind == kind && Arrays.equals(that.inputs, inputs);
        }

        @Override
        public int hashCode() {
            return 31 * kind + Arrays.hashCode(inputs);
        }
    }

    @Override
    boolean run(int[] live) {
        Map<GateKey, Integer> seen = new HashMap<>();
        boolean changed = false;
        for (int gate : live) {
            if (!graph.isGate(gate)) {
                continue;
            }
            GateKey key = new GateKey(graph.kind(gate), graph.resolved(graph.inputs(gate)));
            Integer earlier = seen.putIfAbsent(key, gate);
            if (earlier != null) {
                graph.replace(gate, GateGraph.literal(earlier));
                changed = true;
            }
        }
        return changed;
    }
}
