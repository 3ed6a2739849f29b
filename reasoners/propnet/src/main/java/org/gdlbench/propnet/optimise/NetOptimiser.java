package org.gdlbench.propnet.optimise;

import java.util.Arrays;
import org.gdlbench.grounding.Budget;
import org.gdlbench.propnet.net.GateGraph;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.util.IntList;
import org.gdlbench.util.StronglyConnected;

/**
 * Shrinks a propnet without changing what its outputs read, by named passes ({@link NetPass})
 * run in rounds until none changes anything:
 * <ul>
 *   <li>{@link DropUnused}: gates no output depends on;</li>
 *   <li>{@link Simplify}: constants propagated, duplicate inputs and gates of one input
 *       removed, {@code x and not x} decided;</li>
 *   <li>{@link MergeGates}: gates of the same kind over the same inputs made one;</li>
 *   <li>{@link ExclusiveMoves}: uses that a role makes exactly one move, so that a disjunction
 *       over most of a role's moves becomes the negation of one over the rest;</li>
 *   <li>{@link Absorb}: an and-gate feeding only an and-gate is merged into it (likewise or;
 *       through an inverted link by De Morgan's law);</li>
 *   <li>{@link Factor}: a literal shared by several and-gates under one or-gate is taken out,
 *       {@code (c and a) or (c and b)} becoming {@code c and (a or b)} (and dually, and through
 *       inverted links by De Morgan's law);</li>
 *   <li>{@link GuardLegals}: literals shared by many legal moves are applied when the legal
 *       moves are read instead of inside the net;</li>
 *   <li>{@link ShareGoalSubsets}, once at the end: a gate only goals need reads another gate of
 *       its kind in place of that gate's inputs.</li>
 * </ul>
 * Recursion (positive cycles) is kept meaning-preserving under least-fixpoint reading: a gate
 * that is an input of itself is false in an and-gate and ignorable in an or-gate.
 *
 * <p>Each pass runs through {@link #run}, which logs the net's gates and links before and after
 * it, and whether it changed anything, at level {@code DEBUG} of the logger named after this
 * class ({@link System.Logger}); the counts are taken only when that level is on.
 */
public final class NetOptimiser {
    private static final System.Logger LOG = System.getLogger(NetOptimiser.class.getName());
    private static final int MAX_ROUNDS = 64;

    private final NetBuilder net;
    private final GateGraph graph;
    private final Budget budget;
    private final NetPass dropUnused;
    private final NetPass simplify;
    private final NetPass merge;
    private final NetPass exclusiveMoves;
    private final NetPass absorb;
    private final NetPass factor;
    private final NetPass guardLegals;
    private final NetPass shareGoalSubsets;

    public NetOptimiser(NetBuilder net, Budget budget) {
        this.net = net;
        this.graph = net.graph;
        this.budget = budget;
        dropUnused = new DropUnused(net);
        simplify = new Simplify(net);
        merge = new MergeGates(net);
        exclusiveMoves = new ExclusiveMoves(net);
        absorb = new Absorb(net);
        factor = new Factor(net);
        guardLegals = new GuardLegals(net);
        shareGoalSubsets = new ShareGoalSubsets(net);
    }

    public void optimise() {
        run(simplify, order());
        run(guardLegals, order());
        simplifyToFixpoint();
        if (run(guardLegals, order())) {
            // Gates the legal views shared before they lost their guards are now read once, so
            // factoring can take the guard out of them too: else a change of turn still reaches each.
            simplifyToFixpoint();
        }
        run(shareGoalSubsets, order());
        run(dropUnused, order());
        net.resolveOutputs();
    }

    /** Runs the simplifying passes until none changes the net, or {@link #MAX_ROUNDS} times. */
    private void simplifyToFixpoint() {
        for (int round = 0; round < MAX_ROUNDS; round++) {
            budget.checkTime();
            int[] live = order();
            boolean changed = run(dropUnused, live);
            changed |= run(simplify, live);
            changed |= run(merge, live);
            changed |= run(exclusiveMoves, live);
            changed |= run(absorb, order());
            changed |= run(factor, order());
            if (!changed) {
                break;
            }
        }
    }

    /** Runs {@code pass} over {@code live}, logging the net's counts before and after when debugging. */
    private boolean run(NetPass pass, int[] live) {
        if (!LOG.isLoggable(System.Logger.Level.DEBUG)) {
            return pass.run(live);
        }
        String before = counts();
        long begin = System.nanoTime();
        boolean changed = pass.run(live);
        long micros = (System.nanoTime() - begin) / 1_000;
        LOG.log(System.Logger.Level.DEBUG, "{0}: {1} -> {2}, {3} ({4} us)", pass.name(), before, counts(),
                changed ? "changed" : "unchanged", micros);
        return changed;
    }

    /** The and-gates, or-gates and their input links in the graph now, dead ones not yet dropped included. */
    private String counts() {
        int ands = 0;
        int ors = 0;
        long links = 0;
        for (int gate = 0; gate < graph.size(); gate++) {
            if (graph.isGate(gate)) {
                if (graph.kind(gate) == GateGraph.AND) {
                    ands++;
                } else {
                    ors++;
                }
                links += graph.inputs(gate).length;
            }
        }
        return ands + " and, " + ors + " or, " + links + " links";
    }

    /** The live gates some output depends on, inputs before the gates that use them (cycles grouped). */
    public int[] order() {
        graph.resolveAll();
        net.resolveOutputs();
        int size = graph.size();
        boolean[] reached = new boolean[size];
        IntList todo = new IntList();
        for (int literal : net.outputs()) {
            int gate = GateGraph.gate(literal);
            if (graph.isGate(gate) && !reached[gate]) {
                reached[gate] = true;
                todo.add(gate);
            }
        }
        for (int i = 0; i < todo.size(); i++) {
            for (int literal : graph.inputs(todo.get(i))) {
                int gate = GateGraph.gate(literal);
                if (graph.isGate(gate) && !reached[gate]) {
                    reached[gate] = true;
                    todo.add(gate);
                }
            }
        }
        int[] live = todo.toArray();
        Arrays.sort(live);
        int[] index = new int[size];
        Arrays.fill(index, -1);
        for (int i = 0; i < live.length; i++) {
            index[live[i]] = i;
        }
        IntList offsets = new IntList(live.length + 1);
        IntList targets = new IntList();
        offsets.add(0);
        for (int gate : live) {
            for (int literal : graph.inputs(gate)) {
                int input = index[GateGraph.gate(literal)];
                if (input >= 0) {
                    targets.add(input);
                }
            }
            offsets.add(targets.size());
        }
        int[] component = StronglyConnected.components(live.length, offsets.toArray(), targets.toArray());
        // Stable counting sort by component: Tarjan numbers a component after those it reads.
        int[] start = new int[live.length + 1];
        for (int i = 0; i < live.length; i++) {
            start[component[i] + 1]++;
        }
        for (int c = 0; c < live.length; c++) {
            start[c + 1] += start[c];
        }
        int[] ordered = new int[live.length];
        for (int i = 0; i < live.length; i++) {
            ordered[start[component[i]]++] = live[i];
        }
        return ordered;
    }
}
