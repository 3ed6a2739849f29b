package org.gdlbench.propnet.optimise;

import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Propagates constants, removes duplicate inputs and gates of one input, and decides
 * {@code x and not x}; a gate that needs itself is false (least fixpoint).
 */
final class Simplify extends NetPass {
    Simplify(NetBuilder net) {
        super("simplify", net);
    }

    @Override
    boolean run(int[] live) {
        return eachGate(live, this::simplify);
    }

    private boolean simplify(int gate) {
        boolean and = graph.kind(gate) == GateGraph.AND;
        int absorbing = and ? GateGraph.FALSE : GateGraph.TRUE;
        int[] inputs = graph.resolved(graph.inputs(gate));
        int self = GateGraph.literal(gate);
        IntList kept = new IntList(inputs.length);
        for (int i = 0; i < inputs.length; i++) {
            int literal = inputs[i];
            if (literal == absorbing || (i > 0 && inputs[i - 1] == (literal ^ 1))) {
                // a constant that decides the gate, or x together with not x
                graph.replace(gate, absorbing);
                return true;
            }
            if (literal == (absorbing ^ 1)) {
                continue;
            }
            if (literal == self) {
                if (and) {
                    // least fixpoint: a gate that needs itself is never true
                    graph.replace(gate, GateGraph.FALSE);
                    return true;
                }
                continue;
            }
            if (literal == (self ^ 1)) {
                throw new IllegalStateException("gate " + gate + " negates itself: the program was not stratified");
            }
            kept.add(literal);
        }
        if (kept.isEmpty()) {
            graph.replace(gate, absorbing ^ 1);
            return true;
        }
        if (kept.size() == 1) {
            graph.replace(gate, kept.get(0));
            return true;
        }
        boolean changed = kept.size() != graph.inputs(gate).length;
        graph.setInputs(gate, kept.toArray());
        return changed;
    }
}
