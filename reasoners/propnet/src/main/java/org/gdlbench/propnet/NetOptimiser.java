package org.gdlbench.propnet;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.gdlbench.grounding.Budget;
import org.gdlbench.util.IntList;
import org.gdlbench.util.StronglyConnected;

/**
 * Shrinks a propnet without changing what its outputs read, by named passes run in rounds until
 * none changes anything:
 * <ul>
 *   <li>{@link #dropUnused}: gates no output depends on;</li>
 *   <li>{@link #simplify}: constants propagated, duplicate inputs and gates of one input
 *       removed, {@code x and not x} decided;</li>
 *   <li>{@link #merge}: gates of the same kind over the same inputs made one;</li>
 *   <li>{@link #exclusiveMoves}: uses that a role makes exactly one move, so that a disjunction
 *       over most of a role's moves becomes the negation of one over the rest;</li>
 *   <li>{@link #absorb}: an and-gate feeding only an and-gate is merged into it (likewise or;
 *       through an inverted link by De Morgan's law);</li>
 *   <li>{@link #factor}: a literal shared by several and-gates under one or-gate is taken out,
 *       {@code (c and a) or (c and b)} becoming {@code c and (a or b)} (and dually, and through
 *       inverted links by De Morgan's law);</li>
 *   <li>{@link #guardLegals}: literals shared by many legal moves are applied when the legal
 *       moves are read instead of inside the net;</li>
 *   <li>{@link #shareGoalSubsets}, once at the end: a gate only goals need reads another gate of
 *       its kind in place of that gate's inputs.</li>
 * </ul>
 * Recursion (positive cycles) is kept meaning-preserving under least-fixpoint reading: a gate
 * that is an input of itself is false in an and-gate and ignorable in an or-gate.
 *
 * <p>Exclusive moves holds because the machine reads the move-dependent outputs (the
 * transitions) only with exactly one input per role set; legal, goal and terminal never depend
 * on moves in GDL.
 */
final class NetOptimiser {
    private static final int MAX_ROUNDS = 64;
    private static final int FACTOR_MIN = 3;
    private static final int MIN_GUARDED = 4;
    /**
     * A disjunction over fewer of a role's moves is kept as it is. Rewritten over the other
     * moves, it would read the moves that change every turn (such as {@code noop} in a game of
     * turns) and flip with them, which costs more than touching its counter on every move; the
     * rewrite pays only where the links it saves are many.
     */
    private static final int MIN_REWRITTEN_MOVES = 64;
    /** The most gates {@link #shareGoalSubsets} looks at, so that it stays cheap on nets with huge goals; it is only a saving. */
    private static final long MAX_SHARING_WORK = 20_000_000;

    private final NetBuilder net;
    private final GateGraph graph;
    private final Budget budget;
    private final int[] roleOfGate;
    private final int[] moveOfGate;
    private final int[][] inputGates;

    NetOptimiser(NetBuilder net, Budget budget) {
        this.net = net;
        this.graph = net.graph;
        this.budget = budget;
        this.inputGates = net.inputGates;
        this.roleOfGate = new int[graph.size()];
        this.moveOfGate = new int[graph.size()];
        Arrays.fill(roleOfGate, -1);
        for (int r = 0; r < inputGates.length; r++) {
            for (int m = 0; m < inputGates[r].length; m++) {
                roleOfGate[inputGates[r][m]] = r;
                moveOfGate[inputGates[r][m]] = m;
            }
        }
    }

    void optimise() {
        simplify(order());
        guardLegals();
        simplifyToFixpoint();
        if (guardLegals()) {
            // Gates the legal views shared before they lost their guards are now read once, so
            // factoring can take the guard out of them too: else a change of turn still reaches each.
            simplifyToFixpoint();
        }
        shareGoalSubsets();
        dropUnused(order());
        net.resolveOutputs();
    }

    /** Runs the simplifying passes until none changes the net, or {@link #MAX_ROUNDS} times. */
    private void simplifyToFixpoint() {
        for (int round = 0; round < MAX_ROUNDS; round++) {
            budget.checkTime();
            int[] live = order();
            boolean changed = dropUnused(live);
            changed |= simplify(live);
            changed |= merge(live);
            changed |= exclusiveMoves(live);
            changed |= absorb(order());
            changed |= factor(order());
            if (!changed) {
                break;
            }
        }
    }

    /**
     * Lets each gate that only goals need read, in place of some of its inputs, another gate of its
     * kind over just those inputs: {@code (or a b c d)} becomes {@code (or g d)} when {@code g} is
     * {@code (or a b c)}, and likewise for and-gates. Goals that compare counts or scores (one role
     * above another) hold many such nested disjunctions, each read in full once a playout ends.
     * Kept to gates only goals need, since a playout's step would follow changes through the
     * chains this makes. The graph stays acyclic: the gate read has only inputs of the gate
     * reading it.
     */
    boolean shareGoalSubsets() {
        int[] live = order();
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

    /**
     * Takes out of each role's legal and-gates the literals many of them share (in turn-taking
     * games, whose turn it is; in games of phases, which phase it is), so that a change of turn
     * or phase does not flip every legal gate: the machine applies the guards when it reads the
     * legal moves. Done once before the other passes, so that gates built on the legal views
     * lose the guard too, and once after.
     */
    boolean guardLegals() {
        order();
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
                    if (isAnd(literal) && contains(graph.inputs(GateGraph.gate(literal)), guard)) {
                        int[] rest = without(graph.inputs(GateGraph.gate(literal)), guard);
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

    /** The live gates some output depends on, inputs before the gates that use them (cycles grouped). */
    int[] order() {
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

    /** Drops gates no output depends on (nothing reads them, so they may read as false). */
    boolean dropUnused(int[] live) {
        boolean[] isLive = new boolean[graph.size()];
        for (int gate : live) {
            isLive[gate] = true;
        }
        boolean changed = false;
        for (int gate = 0; gate < graph.size(); gate++) {
            if (graph.isGate(gate) && !isLive[gate]) {
                graph.replace(gate, GateGraph.FALSE);
                changed = true;
            }
        }
        return changed;
    }

    boolean simplify(int[] live) {
        boolean changed = false;
        for (int gate : live) {
            changed |= graph.isGate(gate) && simplify(gate);
        }
        return changed;
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

    boolean merge(int[] live) {
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

    /**
     * Exactly one input per role holds when transitions are read. So two moves of one role in an
     * and-gate make it false, a role's only move is always made, a negated move in an and-gate
     * is implied by another move of that role, and dually for or-gates; a gate over more than
     * half a role's moves (and at least {@link #MIN_REWRITTEN_MOVES}) is rewritten over the others.
     */
    boolean exclusiveMoves(int[] live) {
        boolean changed = false;
        for (int gate : live) {
            changed |= graph.isGate(gate) && exclusiveMoves(gate);
        }
        return changed;
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

    /** How many gate inputs and outputs use each gate. */
    private int[] uses(int[] live) {
        int[] uses = new int[graph.size()];
        for (int gate : live) {
            for (int literal : graph.inputs(gate)) {
                uses[GateGraph.gate(literal)]++;
            }
        }
        for (int literal : net.outputs()) {
            uses[GateGraph.gate(literal)]++;
        }
        return uses;
    }

    boolean absorb(int[] live) {
        int[] uses = uses(live);
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

    boolean factor(int[] live) {
        int[] uses = uses(live);
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
            if (isFactorable(literal, kind, uses) && contains(graph.inputs(inner), own)) {
                graph.setInputs(inner, without(graph.inputs(inner), own));
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

    private static boolean contains(int[] literals, int literal) {
        for (int candidate : literals) {
            if (candidate == literal) {
                return true;
            }
        }
        return false;
    }

    private static int[] without(int[] literals, int literal) {
        IntList kept = new IntList(literals.length);
        for (int candidate : literals) {
            if (candidate != literal) {
                kept.add(candidate);
            }
        }
        return kept.toArray();
    }
}
