package org.gdlbench.propnet.net;

import java.util.BitSet;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.util.IntList;

/**
 * Builds the propnet of a ground program as the book describes it: a base proposition per
 * fluent, an input proposition per move, and for each view an or-gate over one and-gate per
 * rule; negations are inverted links. Transitions, legal, goal and terminal are outputs: the
 * literals whose values the machine reads.
 */
public final class NetBuilder {
    public final GateGraph graph = new GateGraph();
    final int[] baseGates;
    public final int[][] inputGates;
    /** Output literals: legal per role and move, next per fluent, goals per role (highest value first), terminal. */
    public final int[][] legal;
    /**
     * Per role, up to {@link #MAX_GUARDS} literals that many legal moves need (such as
     * {@code (true (control white))}), taken out of their and-gates and applied when the legal
     * moves are read; {@code guards[r][m]} has bit i set when move m needs guard i.
     */
    public final IntList[] legalGuards;
    public final int[][] guards;
    public static final int MAX_GUARDS = 4;
    final int[] next;
    final int[][] goals;
    int terminal;
    /** Size of the net as the book builds it, before any optimisation. */
    final int ands;
    final int ors;
    final int nots;

    public NetBuilder(GroundProgram program) {
        int atoms = program.atomCount();
        int[] gateOf = new int[atoms];
        baseGates = new int[program.fluentCount()];
        for (int f = 0; f < baseGates.length; f++) {
            baseGates[f] = gateOf[f] = graph.add(GateGraph.BASE, new int[0]);
        }
        inputGates = new int[program.roleCount()][];
        for (int r = 0; r < inputGates.length; r++) {
            inputGates[r] = new int[program.moveCount(r)];
            for (int m = 0; m < inputGates[r].length; m++) {
                inputGates[r][m] = gateOf[program.firstInput(r) + m] = graph.add(GateGraph.INPUT, new int[0]);
            }
        }
        for (int view = program.firstView(); view < atoms; view++) {
            gateOf[view] = graph.add(GateGraph.OR, new int[0]);
        }
        BitSet negated = new BitSet();
        int andCount = 0;
        for (int view = program.firstView(); view < atoms; view++) {
            int firstRule = program.rulesStart(view);
            int endRule = view + 1 < atoms ? program.rulesStart(view + 1) : program.ruleCount();
            int[] rules = new int[endRule - firstRule];
            for (int rule = firstRule; rule < endRule; rule++) {
                int[] literals = new int[program.bodyEnd(rule) - program.bodyStart(rule)];
                for (int k = 0; k < literals.length; k++) {
                    int literal = program.literal(program.bodyStart(rule) + k);
                    literals[k] = GateGraph.literal(gateOf[literal >>> 1]) | (literal & 1);
                    if ((literal & 1) != 0) {
                        negated.set(literal >>> 1);
                    }
                }
                rules[rule - firstRule] = GateGraph.literal(graph.add(GateGraph.AND, literals));
                andCount++;
            }
            graph.setInputs(gateOf[view], rules);
        }
        ands = andCount;
        ors = atoms - program.firstView();
        nots = negated.cardinality();
        legal = new int[program.roleCount()][];
        legalGuards = new IntList[program.roleCount()];
        guards = new int[program.roleCount()][];
        goals = new int[program.roleCount()][];
        for (int r = 0; r < legal.length; r++) {
            legal[r] = new int[program.moveCount(r)];
            guards[r] = new int[program.moveCount(r)];
            legalGuards[r] = new IntList(MAX_GUARDS);
            for (int m = 0; m < legal[r].length; m++) {
                legal[r][m] = literalOf(program.legal(r, m), gateOf);
            }
            int[] refs = program.goalRefs(r);
            goals[r] = new int[refs.length];
            for (int i = 0; i < refs.length; i++) {
                goals[r][i] = literalOf(refs[i], gateOf);
            }
        }
        next = new int[program.fluentCount()];
        for (int f = 0; f < next.length; f++) {
            next[f] = literalOf(program.next(f), gateOf);
        }
        terminal = literalOf(program.terminal(), gateOf);
    }

    private static int literalOf(int ref, int[] gateOf) {
        if (ref == GroundProgram.ALWAYS) {
            return GateGraph.TRUE;
        }
        if (ref == GroundProgram.NEVER) {
            return GateGraph.FALSE;
        }
        return GateGraph.literal(gateOf[ref]);
    }

    /** Every output literal, for passes that need to know what is read. */
    public int[] outputs() {
        IntList all = new IntList();
        for (int[] role : legal) {
            for (int literal : role) {
                all.add(literal);
            }
        }
        for (int[] role : goals) {
            for (int literal : role) {
                all.add(literal);
            }
        }
        for (int literal : next) {
            all.add(literal);
        }
        for (IntList role : legalGuards) {
            for (int i = 0; i < role.size(); i++) {
                all.add(role.get(i));
            }
        }
        all.add(terminal);
        return all.toArray();
    }

    /** Per gate, whether a playout's step reads it: legal moves, their guards, the next state or terminal depend on it. */
    public boolean[] neededForPlay() {
        boolean[] needed = new boolean[graph.size()];
        IntList work = new IntList();
        for (int r = 0; r < legal.length; r++) {
            for (int literal : legal[r]) {
                work.add(GateGraph.gate(literal));
            }
            for (int i = 0; i < legalGuards[r].size(); i++) {
                work.add(GateGraph.gate(legalGuards[r].get(i)));
            }
        }
        for (int literal : next) {
            work.add(GateGraph.gate(literal));
        }
        work.add(GateGraph.gate(terminal));
        while (work.size() > 0) {
            int gate = work.removeLast();
            if (!needed[gate]) {
                needed[gate] = true;
                for (int literal : graph.inputs(gate)) {
                    work.add(GateGraph.gate(literal));
                }
            }
        }
        return needed;
    }

    /** Replaces every output literal by what it resolves to. */
    public void resolveOutputs() {
        for (int[] role : legal) {
            resolveAll(role);
        }
        for (int[] role : goals) {
            resolveAll(role);
        }
        resolveAll(next);
        terminal = graph.resolve(terminal);
        for (IntList role : legalGuards) {
            for (int i = 0; i < role.size(); i++) {
                role.set(i, graph.resolve(role.get(i)));
            }
        }
    }

    private void resolveAll(int[] literals) {
        for (int i = 0; i < literals.length; i++) {
            literals[i] = graph.resolve(literals[i]);
        }
    }

    /** How many gate inputs and outputs use each gate. */
    public int[] uses(int[] live) {
        int[] uses = new int[graph.size()];
        for (int gate : live) {
            for (int literal : graph.inputs(gate)) {
                uses[GateGraph.gate(literal)]++;
            }
        }
        for (int literal : outputs()) {
            uses[GateGraph.gate(literal)]++;
        }
        return uses;
    }
}
