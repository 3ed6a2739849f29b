package org.gdlbench.propnet.optimise;

import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Lets each gate that only goals need read, in place of some of its inputs, another gate of its
 * kind over just those inputs: {@code (or a b c d)} becomes {@code (or g d)} when {@code g} is
 * {@code (or a b c)}, and likewise for and-gates. Goals that compare counts or scores (one role
 * above another) hold many such nested disjunctions, each read in full once a playout ends.
 * Kept to gates only goals need, since a playout's step would follow changes through the
 * chains this makes. The graph stays acyclic: the gate read has only inputs of the gate
 * reading it.
 */
final class ShareGoalSubsets extends NetPass {
    /** The most gates this pass looks at, so that it stays cheap on nets with huge goals; it is only a saving. */
    private static final long MAX_SHARING_WORK = 20_000_000;

    ShareGoalSubsets(NetBuilder net) {
        super("shareGoalSubsets", net);
    }

    @Override
    boolean run(int[] live) {
        boolean[] forPlay = net.neededForPlay();
        int size = graph.size();
        // Per literal, the live gates reading it.
        IntList[] readers = new IntList[2 * size];
        for (int gate : live) {
            if (graph.isGate(gate)) {
                for (int literal : graph.inputs(gate)) {
                    if (readers[literal] == null) {
                        readers[literal] = new IntList();
                    }
                    readers[literal].add(gate);
                }
            }
        }
        boolean[] inSet = new boolean[2 * size];
        int[] seen = new int[size];
        int stamp = 0;
        long work = 0;
        boolean changed = false;
        for (int gate : live) {
            if (work > MAX_SHARING_WORK) {
                break;
            }
            if (forPlay[gate] || !graph.isGate(gate) || graph.inputs(gate).length < 3) {
                continue;
            }
            byte kind = graph.kind(gate);
            IntList inputs = new IntList();
            for (int literal : graph.inputs(gate)) {
                inputs.add(literal);
                inSet[literal] = true;
            }
            while (work <= MAX_SHARING_WORK) {
                stamp++;
                int best = -1;
                int bestSize = 1;
                for (int i = 0; i < inputs.size(); i++) {
                    IntList candidates = readers[inputs.get(i)];
                    for (int c = 0; candidates != null && c < candidates.size(); c++) {
                        int other = candidates.get(c);
                        work++;
                        if (seen[other] == stamp) {
                            continue;
                        }
                        seen[other] = stamp;
                        int[] otherInputs = graph.inputs(other);
                        if (other == gate || graph.kind(other) != kind || otherInputs.length <= bestSize
                                || otherInputs.length >= inputs.size() || !allIn(otherInputs, inSet)) {
                            continue;
                        }
                        best = other;
                        bestSize = otherInputs.length;
                    }
                }
                if (best < 0) {
                    break;
                }
                IntList rest = new IntList();
                for (int literal : graph.inputs(best)) {
                    inSet[literal] = false;
                }
                for (int i = 0; i < inputs.size(); i++) {
                    if (inSet[inputs.get(i)]) {
                        rest.add(inputs.get(i));
                    }
                }
                int literal = GateGraph.literal(best);
                if (!inSet[literal]) {
                    rest.add(literal);
                    inSet[literal] = true;
                }
                inputs = rest;
                changed = true;
            }
            int[] result = inputs.toArray();
            for (int literal : result) {
                inSet[literal] = false;
            }
            if (result.length != graph.inputs(gate).length) {
                graph.setInputs(gate, result);
            }
        }
        return changed;
    }

    private static boolean allIn(int[] literals, boolean[] inSet) {
        for (int literal : literals) {
            if (!inSet[literal]) {
                return false;
            }
        }
        return true;
    }
}
