package org.gdlbench.propnet.optimise;

import java.util.HashMap;
import java.util.Map;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Takes out of each role's legal and-gates the literals many of them share (in turn-taking
 * games, whose turn it is; in games of phases, which phase it is), so that a change of turn
 * or phase does not flip every legal gate: the machine applies the guards when it reads the
 * legal moves. Done once before the other passes, so that gates built on the legal views
 * lose the guard too, and once after.
 */
final class GuardLegals extends NetPass {
    /** Literals fewer legal and-gates share are left in them. */
    private static final int MIN_GUARDED = 4;

    GuardLegals(NetBuilder net) {
        super("guardLegals", net);
    }

    @Override
    boolean run(int[] live) {
        boolean changed = false;
        for (int r = 0; r < net.legal.length; r++) {
            IntList roleGuards = net.legalGuards[r];
            while (true) {
                int guard = mostShared(net.legal[r]);
                int index = guard < 0 ? -1 : indexOf(roleGuards, guard);
                if (guard < 0 || (index < 0 && roleGuards.size() == NetBuilder.MAX_GUARDS)) {
                    break;
                }
                if (index < 0) {
                    index = roleGuards.size();
                    roleGuards.add(guard);
                }
                for (int m = 0; m < net.legal[r].length; m++) {
                    int literal = net.legal[r][m];
                    if (isAnd(literal) && GateGraph.contains(graph.inputs(GateGraph.gate(literal)), guard)) {
                        int[] rest = GateGraph.without(graph.inputs(GateGraph.gate(literal)), guard);
                        net.legal[r][m] = rest.length == 1 ? rest[0] : GateGraph.literal(graph.add(GateGraph.AND, rest));
                        net.guards[r][m] |= 1 << index;
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }

    /** The input literal most of the and-gates among {@code literals} share, if at least {@link #MIN_GUARDED} do. */
    private int mostShared(int[] literals) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int literal : literals) {
            if (isAnd(literal)) {
                for (int input : graph.inputs(GateGraph.gate(literal))) {
                    counts.merge(input, 1, Integer::sum);
                }
            }
        }
        int best = -1;
        int most = MIN_GUARDED - 1;
        for (Map.Entry<Integer, Integer> entry : counts.entrySet()) {
            if (entry.getValue() > most || (entry.getValue() == most && best >= 0 && entry.getKey() < best)) {
                best = entry.getKey();
                most = entry.getValue();
            }
        }
        return best;
    }

    private static int indexOf(IntList list, int value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == value) {
                return i;
            }
        }
        return -1;
    }

    private boolean isAnd(int literal) {
        int gate = GateGraph.gate(literal);
        return !GateGraph.inverted(literal) && graph.isGate(gate) && graph.kind(gate) == GateGraph.AND;
    }
}
