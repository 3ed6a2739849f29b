package org.gdlbench.propnet.optimise;

import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Merges an and-gate feeding only an and-gate into it (likewise or; through an inverted link by
 * De Morgan's law).
 */
final class Absorb extends NetPass {
    Absorb(NetBuilder net) {
        super("absorb", net);
    }

    @Override
    boolean run(int[] live) {
        int[] uses = net.uses(live);
        boolean changed = false;
        for (int gate : live) {
            if (!graph.isGate(gate)) {
                continue;
            }
            byte kind = graph.kind(gate);
            byte dualKind = kind == GateGraph.AND ? GateGraph.OR : GateGraph.AND;
            IntList merged = new IntList();
            boolean absorbed = false;
            for (int literal : graph.inputs(gate)) {
                int inner = GateGraph.gate(literal);
                boolean inverted = GateGraph.inverted(literal);
                byte wanted = inverted ? dualKind : kind;
                if (inner != gate && graph.isGate(inner) && uses[inner] == 1 && graph.kind(inner) == wanted) {
                    for (int innerLiteral : graph.inputs(inner)) {
                        merged.add(innerLiteral ^ (inverted ? 1 : 0));
                    }
                    graph.replace(inner, GateGraph.FALSE);
                    uses[inner] = 0;
                    absorbed = true;
                } else {
                    merged.add(literal);
                }
            }
            if (absorbed) {
                graph.setInputs(gate, merged.toArray());
                changed = true;
            }
        }
        return changed;
    }
}
