package org.gdlbench.propnet.optimise;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;

/**
 * Exactly one input per role holds when transitions are read. So two moves of one role in an
 * and-gate make it false, a role's only move is always made, a negated move in an and-gate
 * is implied by another move of that role, and dually for or-gates; a gate over more than
 * half a role's moves (and at least {@link #MIN_REWRITTEN_MOVES}) is rewritten over the others.
 *
 * <p>This holds because the machine reads the move-dependent outputs (the transitions) only with
 * exactly one input per role set; legal, goal and terminal never depend on moves in GDL.
 */
final class ExclusiveMoves extends NetPass {
    /**
     * A disjunction over fewer of a role's moves is kept as it is. Rewritten over the other
     * moves, it would read the moves that change every turn (such as {@code noop} in a game of
     * turns) and flip with them, which costs more than touching its counter on every move; the
     * rewrite pays only where the links it saves are many.
     */
    private static final int MIN_REWRITTEN_MOVES = 64;

    private final int[][] inputGates;
    /** Per gate, the role whose input it is, or -1; and the move. */
    private final int[] roleOfGate;
    private final int[] moveOfGate;

    ExclusiveMoves(NetBuilder net) {
        super("exclusiveMoves", net);
        inputGates = net.inputGates;
        roleOfGate = new int[graph.size()];
        moveOfGate = new int[graph.size()];
        Arrays.fill(roleOfGate, -1);
        for (int r = 0; r < inputGates.length; r++) {
            for (int m = 0; m < inputGates[r].length; m++) {
                roleOfGate[inputGates[r][m]] = r;
                moveOfGate[inputGates[r][m]] = m;
            }
        }
    }

    @Override
    boolean run(int[] live) {
        return eachGate(live, this::exclusiveMoves);
    }

    private boolean exclusiveMoves(int gate) {
        boolean and = graph.kind(gate) == GateGraph.AND;
        // In an or-gate, moves play the part negated moves play in an and-gate: work on the dual.
        int dual = and ? 0 : 1;
        int[] inputs = graph.resolved(graph.inputs(gate));
        Map<Integer, IntList> positive = new HashMap<>();
        Map<Integer, IntList> negative = new HashMap<>();
        for (int literal : inputs) {
            int gateOf = GateGraph.gate(literal);
            if (gateOf < roleOfGate.length && roleOfGate[gateOf] >= 0) {
                boolean asPositive = ((literal & 1) ^ dual) == 0;
                (asPositive ? positive : negative).computeIfAbsent(roleOfGate[gateOf], r -> new IntList()).add(literal);
            }
        }
        if (positive.isEmpty() && negative.isEmpty()) {
            return false;
        }
        int absorbing = and ? GateGraph.FALSE : GateGraph.TRUE;
        IntList dropped = new IntList();
        IntList added = new IntList();
        for (Map.Entry<Integer, IntList> entry : positive.entrySet()) {
            if (entry.getValue().size() > 1) {
                graph.replace(gate, absorbing);
                return true;
            }
            if (inputGates[entry.getKey()].length == 1) {
                // the role's only move is always made
                dropped.add(entry.getValue().get(0));
            }
            IntList implied = negative.remove(entry.getKey());
            int made = GateGraph.gate(entry.getValue().get(0));
            for (int i = 0; implied != null && i < implied.size(); i++) {
                if (GateGraph.gate(implied.get(i)) != made) {
                    dropped.add(implied.get(i));
                }
            }
        }
        for (Map.Entry<Integer, IntList> entry : negative.entrySet()) {
            int[] moves = inputGates[entry.getKey()];
            IntList excluded = entry.getValue();
            boolean all = excluded.size() == moves.length;
            if (!all && (excluded.size() < MIN_REWRITTEN_MOVES || excluded.size() * 2 <= moves.length)) {
                continue;
            }
            // not m1 and ... and not mk over most moves: one of the other moves is made
            boolean[] isExcluded = new boolean[moves.length];
            for (int i = 0; i < excluded.size(); i++) {
                isExcluded[moveOfGate[GateGraph.gate(excluded.get(i))]] = true;
                dropped.add(excluded.get(i));
            }
            IntList others = new IntList();
            for (int m = 0; m < moves.length; m++) {
                if (!isExcluded[m]) {
                    others.add(GateGraph.literal(moves[m]) ^ dual);
                }
            }
            if (others.isEmpty()) {
                graph.replace(gate, absorbing);
                return true;
            }
            added.add(others.size() == 1 ? others.get(0)
                    : GateGraph.literal(graph.add(and ? GateGraph.OR : GateGraph.AND, others.toArray())));
        }
        if (dropped.isEmpty()) {
            return false;
        }
        int[] droppedSorted = dropped.toArray();
        Arrays.sort(droppedSorted);
        IntList kept = new IntList(inputs.length);
        for (int literal : inputs) {
            if (Arrays.binarySearch(droppedSorted, literal) < 0) {
                kept.add(literal);
            }
        }
        for (int i = 0; i < added.size(); i++) {
            kept.add(added.get(i));
        }
        graph.setInputs(gate, kept.toArray());
        return true;
    }
}
