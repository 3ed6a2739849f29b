package org.gdlbench.propnet.optimise;

import java.util.HashMap;
import java.util.Map;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Takes a literal shared by several and-gates under one or-gate out, {@code (c and a) or (c and b)}
 * becoming {@code c and (a or b)} (and dually, and through inverted links by De Morgan's law).
 */
final class Factor extends NetPass {
    /** Inner gates that must share a literal for it to be taken out, unless they are all there is. */
    private static final int FACTOR_MIN = 3;

    Factor(NetBuilder net) {
        super("factor", net);
    }

    @Override
    boolean run(int[] live) {
        int[] uses = net.uses(live);
        boolean[] forPlay = net.neededForPlay();
        boolean changed = false;
        for (int gate : live) {
            while (graph.isGate(gate) && factorOnce(gate, uses, !forPlay[gate])) {
                changed = true;
            }
        }
        return changed;
    }

    /**
     * Takes out of {@code gate}'s single-use inner gates of the dual kind (directly, or of the same
     * kind behind an inverted link, by De Morgan's law) the literal most of them share.
     *
     * @param deep whether to factor the gate of what is left at once too, before merging makes its
     *     inner gates shared: so a disjunction over a product, {@code (a1 and b1) or (a1 and b2) or
     *     (a2 and b1) or ...} (a goal that compares one role's score with two others'), ends as
     *     {@code (a1 or a2 ...) and (b1 or b2 ...)}. Kept to gates only goals need, whose pass reads
     *     every link once a playout ends, while a step follows only what changes.
     */
    private boolean factorOnce(int gate, int[] uses, boolean deep) {
        byte kind = graph.kind(gate);
        byte dualKind = kind == GateGraph.AND ? GateGraph.OR : GateGraph.AND;
        int[] inputs = graph.inputs(gate);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int literal : inputs) {
            if (isFactorable(literal, kind, uses)) {
                for (int shared : graph.inputs(GateGraph.gate(literal))) {
                    counts.merge(shared ^ (literal & 1), 1, Integer::sum);
                }
            }
        }
        int best = -1;
        // Deep, a literal two inner gates share is taken out too: (a and x) or (a and y) has as many
        // links as a and (x or y), and a gate more, which the goals' pass reads in full.
        int bestCount = (deep ? 2 : FACTOR_MIN) - 1;
        for (Map.Entry<Integer, Integer> entry : counts.entrySet()) {
            if (entry.getValue() > bestCount || (entry.getValue() == bestCount && best >= 0 && entry.getKey() < best)) {
                best = entry.getKey();
                bestCount = entry.getValue();
            }
        }
        if (best < 0 && counts.size() > 0) {
            // Two inputs are worth factoring too when they are all there is: (c and a) or (c and b).
            for (Map.Entry<Integer, Integer> entry : counts.entrySet()) {
                if (entry.getValue() == inputs.length && inputs.length >= 2 && (best < 0 || entry.getKey() < best)) {
                    best = entry.getKey();
                }
            }
        }
        if (best < 0) {
            return false;
        }
        IntList group = new IntList();
        IntList rest = new IntList();
        for (int literal : inputs) {
            int inner = GateGraph.gate(literal);
            int own = best ^ (literal & 1);
            if (isFactorable(literal, kind, uses) && GateGraph.contains(graph.inputs(inner), own)) {
                graph.setInputs(inner, GateGraph.without(graph.inputs(inner), own));
                group.add(literal);
            } else {
                rest.add(literal);
            }
        }
        int grouped = graph.add(kind, group.toArray());
        while (deep && factorOnce(grouped, uses, true)) {
            // factored until no literal is shared enough
        }
        int factored = graph.add(dualKind, new int[] {best, GateGraph.literal(grouped)});
        rest.add(GateGraph.literal(factored));
        graph.setInputs(gate, rest.toArray());
        return true;
    }

    /** An input that reads as a gate of the dual kind used by nothing else. */
    private boolean isFactorable(int literal, byte kind, int[] uses) {
        int inner = GateGraph.gate(literal);
        if (inner >= uses.length || !graph.isGate(inner) || uses[inner] != 1) {
            return false;
        }
        return GateGraph.inverted(literal) ? graph.kind(inner) == kind : graph.kind(inner) != kind;
    }
}
