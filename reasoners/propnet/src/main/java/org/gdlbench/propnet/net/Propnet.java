package org.gdlbench.propnet.net;

import java.util.Arrays;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.util.IntList;
import org.gdlbench.util.StronglyConnected;

/**
 * An optimised propnet laid out flat for forward, differential propagation. Components are
 * numbered bases {@code [0, fluents)}, inputs {@code [fluents, firstGate)}, then gates in
 * topological order (a gate after its inputs; a recursive component's gates together), those
 * that feed nothing but goals last, from {@code firstGoalGate}: propagation leaves them alone,
 * since a playout needs goals once, at its end, and they are evaluated then.
 *
 * <p>A gate is true when its counter is positive: the counter is {@code bias} plus one per true
 * input, minus one per true inverted input. An and-gate of n inputs has bias {@code 1 - n}, an
 * or-gate 0, each plus one per inverted input. So a change of input is one increment or
 * decrement.
 *
 * <p>Fan-out is CSR: component {@code c} feeds the gates {@code targets[offsets[c] .. offsets[c+1])}
 * and the output bits {@code sinks[sinkOffsets[c] .. sinkOffsets[c+1])}. A target {@code t} is
 * gate {@code t >>> 2}, inverted when bit 0 is set, and entering a recursive component from
 * outside when bit 1 is set. A recursive component's members list their internal targets first,
 * up to {@code externalStart}.
 *
 * <p>Outputs are bits: each role's legal moves from {@code legalStart[role]}, the next state
 * from {@code nextStart} (both multiples of 64, so words line up with state words), the legal
 * moves' guards from {@code guardStart}, and terminal. Output bits toggle when their source changes; {@code initialOutputs} holds their
 * values while every component reads false, with constant outputs set for good.
 */
public final class Propnet {
    public static final int INVERTED = 1;
    public static final int ENTERS_RECURSION = 2;
    public static final int ALWAYS = -1;
    public static final int NEVER = -2;

    /** The component a link of {@link #targets} leads to, without its flags. */
    public static int target(int link) {
        return link >>> 2;
    }

    /**
     * Per component, the inputs its fan-out gives it, as {@code component << 1 | inverted}; the
     * goal-only gates, which take theirs from {@link #goalInputs}, get none here.
     */
    public int[][] inputsFromFanOut() {
        int[] fanIn = new int[components];
        for (int k = 0; k < offsets[components]; k++) {
            fanIn[target(targets[k])]++;
        }
        int[][] inputsOf = new int[components][];
        for (int c = 0; c < components; c++) {
            inputsOf[c] = new int[fanIn[c]];
        }
        int[] fill = new int[components];
        for (int c = 0; c < components; c++) {
            for (int k = offsets[c]; k < offsets[c + 1]; k++) {
                int gate = target(targets[k]);
                inputsOf[gate][fill[gate]++] = c << 1 | (targets[k] & INVERTED);
            }
        }
        return inputsOf;
    }

    public final int fluents;
    public final int[] firstInput;
    public final int firstGate;
    /**
     * Gates from here on feed nothing but goals: they are left out of propagation and evaluated
     * only when a goal is asked for ({@link org.gdlbench.propnet.eval.GoalEvaluator}).
     */
    public final int firstGoalGate;
    public final int components;
    public final int[] bias;
    public final int[] offsets;
    public final int[] targets;
    public final int[] sinkOffsets;
    /** Goal-only gate {@code g}'s inputs: {@code goalInputs[goalInputOffsets[g - firstGoalGate] ..]}, each {@code component << 1 | inverted}. */
    public final int[] goalInputOffsets;
    public final int[] goalInputs;
    public final int[] sinks;
    public final int[] externalStart;
    public final int[] recursiveOf;
    public final int[] recursiveStart;
    public final int[] recursiveMembers;
    final int outputBits;
    public final long[] initialOutputs;
    public final int[] legalStart;
    /**
     * Per role and guard, a literal whose value guards some legal moves: per legal word of the
     * role, which moves it guards. The guards are output bits, set while the guard holds: guard
     * i of role r is bit {@code guardStart + r * MAX_GUARDS + i}, so a role's guards are read as
     * one field of a word.
     */
    public final long[][][] guardedMask;
    public final int guardStart;
    public final int nextStart;
    /**
     * Per role and goal value (highest first): the component whose truth is the goal, shifted left
     * by one with bit 0 set when read inverted; or {@link #ALWAYS} or {@link #NEVER}.
     */
    public final int[][] goalSource;
    public final int terminalBit;
    public final PropnetStats stats;

    /**
     * @param order the live gates in topological order, as {@link org.gdlbench.propnet.optimise.NetOptimiser#order} gives them
     * @param budget the grounding's budget, which goes on counting while the net is built
     */
    public Propnet(NetBuilder net, int[] order, GroundProgram program, Budget budget, int maxComponents, int maxLinks) {
        GateGraph graph = net.graph;
        fluents = program.fluentCount();
        int roles = program.roleCount();
        firstInput = new int[roles + 1];
        firstInput[0] = fluents;
        for (int r = 0; r < roles; r++) {
            firstInput[r + 1] = firstInput[r] + program.moveCount(r);
        }
        firstGate = firstInput[roles];
        order = order.clone();
        firstGoalGate = firstGate + moveGoalOnlyLast(net, order);
        components = firstGate + order.length;
        if (components > maxComponents) {
            throw budget.refuse("the propnet needs over " + maxComponents + " components (" + components + ")");
        }
        int[] componentOf = new int[graph.size()];
        Arrays.fill(componentOf, -1);
        for (int f = 0; f < fluents; f++) {
            componentOf[net.baseGates[f]] = f;
        }
        for (int r = 0; r < roles; r++) {
            for (int m = 0; m < net.inputGates[r].length; m++) {
                componentOf[net.inputGates[r][m]] = firstInput[r] + m;
            }
        }
        for (int i = 0; i < order.length; i++) {
            componentOf[order[i]] = firstGate + i;
        }

        // Outputs: where each one's bit is.
        legalStart = new int[roles];
        int bit = 0;
        for (int r = 0; r < roles; r++) {
            legalStart[r] = bit;
            bit = align(bit + program.moveCount(r));
        }
        nextStart = bit;
        // At least one word, since states have one even without fluents.
        bit = align(bit + Math.max(1, fluents));
        guardedMask = new long[roles][][];
        for (int r = 0; r < roles; r++) {
            int count = net.legalGuards[r].size();
            guardedMask[r] = new long[count][Bits.words(program.moveCount(r))];
            for (int i = 0; i < count; i++) {
                for (int m = 0; m < net.guards[r].length; m++) {
                    if ((net.guards[r][m] & 1 << i) != 0) {
                        guardedMask[r][i][Bits.word(m)] |= 1L << m;
                    }
                }
            }
        }
        goalSource = new int[roles][];
        for (int r = 0; r < roles; r++) {
            goalSource[r] = new int[net.goals[r].length];
            for (int i = 0; i < goalSource[r].length; i++) {
                goalSource[r][i] = sourceOf(net.goals[r][i], componentOf);
            }
        }
        guardStart = bit;
        bit = align(bit + roles * NetBuilder.MAX_GUARDS);
        terminalBit = bit++;
        outputBits = bit;
        initialOutputs = new long[Bits.words(outputBits)];
        IntList sinkSource = new IntList();
        IntList sinkBit = new IntList();
        for (int r = 0; r < roles; r++) {
            for (int m = 0; m < net.legal[r].length; m++) {
                addOutput(net.legal[r][m], legalStart[r] + m, componentOf, sinkSource, sinkBit);
            }
        }
        int transitions = 0;
        for (int f = 0; f < fluents; f++) {
            addOutput(net.next[f], nextStart + f, componentOf, sinkSource, sinkBit);
            transitions += GateGraph.gate(net.next[f]) == 0 ? 0 : 1;
        }
        for (int r = 0; r < roles; r++) {
            for (int i = 0; i < net.legalGuards[r].size(); i++) {
                addOutput(net.legalGuards[r].get(i), guardStart + r * NetBuilder.MAX_GUARDS + i, componentOf,
                        sinkSource, sinkBit);
            }
        }
        addOutput(net.terminal, terminalBit, componentOf, sinkSource, sinkBit);

        // Gates: bias from arity and inverted inputs, links from inputs.
        bias = new int[components];
        int[] fanOut = new int[components + 1];
        int links = sinkSource.size();
        int inverted = 0;
        int ands = 0;
        for (int i = 0; i < order.length; i++) {
            int gate = order[i];
            boolean and = graph.kind(gate) == GateGraph.AND;
            ands += and ? 1 : 0;
            int[] inputs = graph.inputs(gate);
            int value = and ? 1 - inputs.length : 0;
            for (int literal : inputs) {
                if (GateGraph.gate(literal) == 0) {
                    value += literal == GateGraph.TRUE ? 1 : 0;
                    continue;
                }
                if (GateGraph.inverted(literal)) {
                    value++;
                    inverted++;
                }
                if (firstGate + i < firstGoalGate) {
                    fanOut[componentOf[GateGraph.gate(literal)]]++;
                }
                links++;
            }
            bias[firstGate + i] = value;
        }
        if (links > maxLinks) {
            throw budget.refuse("the propnet needs over " + maxLinks + " links (" + links + ")");
        }
        offsets = new int[components + 1];
        for (int c = 0; c < components; c++) {
            offsets[c + 1] = offsets[c] + fanOut[c];
        }
        int[] gateTargets = new int[offsets[components]];
        int[] fill = Arrays.copyOf(offsets, components);
        IntList goalInputList = new IntList();
        goalInputOffsets = new int[components - firstGoalGate + 1];
        for (int i = 0; i < order.length; i++) {
            int gate = firstGate + i;
            for (int literal : graph.inputs(order[i])) {
                if (GateGraph.gate(literal) == 0) {
                    continue;
                }
                int source = componentOf[GateGraph.gate(literal)];
                if (gate < firstGoalGate) {
                    gateTargets[fill[source]++] = gate << 2 | (literal & INVERTED);
                } else {
                    goalInputList.add(source << 1 | (literal & INVERTED));
                }
            }
            if (gate >= firstGoalGate) {
                goalInputOffsets[gate - firstGoalGate + 1] = goalInputList.size();
            }
        }
        goalInputs = goalInputList.toArray();
        sinkOffsets = new int[components + 1];
        for (int i = 0; i < sinkSource.size(); i++) {
            sinkOffsets[sinkSource.get(i) + 1]++;
        }
        for (int c = 0; c < components; c++) {
            sinkOffsets[c + 1] += sinkOffsets[c];
        }
        sinks = new int[sinkSource.size()];
        int[] sinkFill = Arrays.copyOf(sinkOffsets, components);
        for (int i = 0; i < sinkSource.size(); i++) {
            sinks[sinkFill[sinkSource.get(i)]++] = sinkBit.get(i);
        }

        // Recursive components: where a decrement from outside calls for recomputation.
        recursiveOf = new int[components];
        Arrays.fill(recursiveOf, -1);
        IntList starts = new IntList();
        IntList members = new IntList();
        findRecursive(gateTargets, starts, members);
        recursiveStart = starts.toArray();
        recursiveMembers = members.toArray();
        targets = gateTargets;
        externalStart = new int[components];
        layOutFanOut();
        stats = new PropnetStats(program.stats(), net.ands, net.ors, net.nots, fluents, firstGate - fluents, ands,
                order.length - ands, inverted, transitions, links, recursiveStart.length - 1,
                components - firstGoalGate,
                budget.elapsedMillis() - program.stats().millis());
    }

    private static int sourceOf(int literal, int[] componentOf) {
        int gate = GateGraph.gate(literal);
        if (gate == 0) {
            return literal == GateGraph.TRUE ? ALWAYS : NEVER;
        }
        return componentOf[gate] << 1 | (literal & INVERTED);
    }

    /**
     * Moves the gates of {@code order} that only goals need to its end, both parts still in
     * topological order, and returns how many gates come before them. When one of those gates is
     * on a cycle none is moved, since {@link org.gdlbench.propnet.eval.GoalEvaluator} needs a cycle-free order.
     */
    private static int moveGoalOnlyLast(NetBuilder net, int[] order) {
        GateGraph graph = net.graph;
        boolean[] needed = net.neededForPlay();
        int[] position = new int[graph.size()];
        Arrays.fill(position, -1);
        for (int i = 0; i < order.length; i++) {
            position[order[i]] = i;
        }
        int[] result = new int[order.length];
        int count = 0;
        for (int i = 0; i < order.length; i++) {
            if (needed[order[i]]) {
                result[count++] = order[i];
            } else {
                for (int literal : graph.inputs(order[i])) {
                    if (position[GateGraph.gate(literal)] >= i) {
                        return order.length;
                    }
                }
            }
        }
        int neededCount = count;
        for (int gate : order) {
            if (!needed[gate]) {
                result[count++] = gate;
            }
        }
        System.arraycopy(result, 0, order, 0, order.length);
        return neededCount;
    }

    private static int align(int bit) {
        return (bit + 63) & ~63;
    }

    private void addOutput(int literal, int bit, int[] componentOf, IntList sinkSource, IntList sinkBit) {
        int gate = GateGraph.gate(literal);
        boolean inverted = GateGraph.inverted(literal);
        if (inverted) {
            initialOutputs[Bits.word(bit)] |= 1L << bit;
        }
        if (gate != 0) {
            sinkSource.add(componentOf[gate]);
            sinkBit.add(bit);
        }
    }

    /** Finds the components with a positive cycle and numbers them in topological order. */
    private void findRecursive(int[] gateTargets, IntList starts, IntList members) {
        IntList edgeOffsets = new IntList(components + 1);
        IntList edges = new IntList(gateTargets.length);
        edgeOffsets.add(0);
        for (int c = 0; c < components; c++) {
            for (int k = offsets[c]; k < offsets[c + 1]; k++) {
                edges.add(Propnet.target(gateTargets[k]));
            }
            edgeOffsets.add(edges.size());
        }
        int[] component = StronglyConnected.components(components, edgeOffsets.toArray(), edges.toArray());
        int[] size = new int[components];
        for (int c = 0; c < components; c++) {
            size[component[c]]++;
        }
        int[] numberOf = new int[components];
        Arrays.fill(numberOf, -1);
        int count = 0;
        // Gates are in topological order, so numbering by first member is a topological order.
        for (int c = firstGate; c < components; c++) {
            if (size[component[c]] > 1 && numberOf[component[c]] < 0) {
                numberOf[component[c]] = count++;
            }
        }
        IntList[] byNumber = new IntList[count];
        for (int c = firstGate; c < components; c++) {
            int number = numberOf[component[c]];
            if (number >= 0) {
                recursiveOf[c] = number;
                if (byNumber[number] == null) {
                    byNumber[number] = new IntList();
                }
                byNumber[number].add(c);
            }
        }
        starts.add(0);
        for (IntList list : byNumber) {
            for (int i = 0; i < list.size(); i++) {
                members.add(list.get(i));
            }
            starts.add(members.size());
        }
    }

    /**
     * Sorts each fan-out: targets inside the source's own recursive component first (never
     * inverted, or the program was not stratified), then the rest in ascending order; marks
     * links that enter a recursive component from outside.
     */
    private void layOutFanOut() {
        for (int c = 0; c < components; c++) {
            int own = recursiveOf[c];
            IntList internal = new IntList();
            IntList external = new IntList();
            for (int k = offsets[c]; k < offsets[c + 1]; k++) {
                int target = targets[k];
                int gate = Propnet.target(target);
                if (own >= 0 && recursiveOf[gate] == own) {
                    if ((target & INVERTED) != 0) {
                        throw new IllegalStateException("negation inside a recursive component");
                    }
                    internal.add(target);
                } else if (recursiveOf[gate] >= 0) {
                    external.add(target | ENTERS_RECURSION);
                } else {
                    external.add(target);
                }
            }
            int k = offsets[c];
            for (int i = 0; i < internal.size(); i++) {
                targets[k++] = internal.get(i);
            }
            externalStart[c] = k;
            int[] rest = external.toArray();
            Arrays.sort(rest);
            for (int target : rest) {
                targets[k++] = target;
            }
        }
    }
}
