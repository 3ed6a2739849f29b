package org.gdlbench.propnet.eval;

import java.util.Arrays;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.util.IntList;

/**
 * Transition gates taken out of their move's fan-out, for {@link InterpretedPropagation}. A
 * transition gate is an and-gate of one move and otherwise only inputs the state decides, as
 * {@code (does r m) ∧ (true b) → next b'}: it holds when its move is marked and its state part
 * holds. A move of many such gates (pancakes: each of 6 moves feeds 720, one per order of the
 * stack, where one order holds) made a change of move travel all of them, though a step
 * changes only the few whose state part holds.
 *
 * <p>So the link from the move to each of its transition gates is left out, and the gate's
 * counter counts its state part only, as if the move held: it is positive when the state part
 * holds ("ready"). The gate's own links travel only while its move is marked. Each move keeps
 * the list of its ready gates, updated as readiness changes, and a change of move travels the
 * links of its ready gates alone: a step costs the transitions of the true bases, not the
 * move's fan-out.
 *
 * <p>Only moves with at least {@code minFanOut} transition gates are treated so: with few,
 * keeping the lists costs more than the links it saves. Gates in recursive components are left
 * alone.
 */
public final class MoveGates {
    /** Per component, the input that gates it, or -1 when it is no gated transition gate. */
    final int[] gateOf;
    /** Per input (less {@code firstInput[0]}), where its ready list starts in {@link #ready}; one more at the end. Direct gates are in none. */
    private final int[] listStart;
    /** Per input, how many of its gates are ready. */
    private final int[] readyCount;
    /** The ready lists, one stretch per input, each as long as the input's gated gates that are not direct. */
    private final int[] ready;
    /** Per gated gate, its place in {@link #ready}, or -1 when it is not ready. */
    private final int[] slotOf;
    private final int firstInput;
    /** The lists saved with a playout's start marking ({@link #save}, {@link #restore}). */
    private final int[] savedCount;
    private final int[] savedReady;
    /** How many gates are gated. */
    final int gated;
    /**
     * Per component, when it is a gated gate whose state part is one plain input (the gate is
     * its move and that input), that input; else -1. Such a gate is ready exactly when the input
     * holds, so the input's change updates readiness and travels on itself ({@code
     * InterpretedPropagation}): no event of the gate's own, whose block is then read only when
     * its move is marked.
     */
    final int[] directSource;
    /** How many gated gates have a {@link #directSource}. */
    final int direct;
    /**
     * Per component, its number among the {@link #directSource}s, or -1 when it is none. A direct
     * gate is in no ready list: it is ready exactly when its source holds, so a source's change
     * puts its number in or out of a set of those that hold instead of updating the lists of its
     * gates (pancakes: six per order), and a change of move finds its ready direct gates through
     * the sources that hold, which are few where a base is one of many values: the set lists them,
     * so that finding them costs what they number, not the sources (pancakes88: 40,320).
     */
    final int[] sourceIndex;
    /** Per source number, the source. */
    final int[] sources;
    /** The source numbers of the sources that hold, as their last changes said. */
    private final SparseSet holding;
    private final SparseSet savedHolding;

    private MoveGates(Propnet net, int[] gateOf, int[][] inputsOf) {
        this.gateOf = gateOf;
        directSource = new int[net.components];
        Arrays.fill(directSource, -1);
        sourceIndex = new int[net.components];
        Arrays.fill(sourceIndex, -1);
        IntList sources = new IntList();
        int direct = 0;
        for (int c = 0; c < net.components; c++) {
            if (gateOf[c] >= 0) {
                int source = directSource(net, c, gateOf[c], inputsOf[c]);
                directSource[c] = source;
                direct += source >= 0 ? 1 : 0;
                if (source >= 0 && sourceIndex[source] < 0) {
                    sourceIndex[source] = sources.size();
                    sources.add(source);
                }
            }
        }
        this.direct = direct;
        this.sources = sources.toArray();
        holding = new SparseSet(this.sources.length);
        savedHolding = new SparseSet(this.sources.length);
        firstInput = net.firstInput[0];
        int inputs = net.firstGate - firstInput;
        // the ready lists hold the gated gates that are not direct
        listStart = new int[inputs + 1];
        int gated = 0;
        for (int c = 0; c < net.components; c++) {
            if (gateOf[c] >= 0) {
                gated++;
                if (directSource[c] < 0) {
                    listStart[gateOf[c] - firstInput + 1]++;
                }
            }
        }
        for (int i = 0; i < inputs; i++) {
            listStart[i + 1] += listStart[i];
        }
        this.gated = gated;
        readyCount = new int[inputs];
        ready = new int[listStart[inputs]];
        slotOf = new int[net.components];
        Arrays.fill(slotOf, -1);
        savedCount = new int[inputs];
        savedReady = new int[ready.length];
    }

    /**
     * The links of {@code net} into and out of the transition gates of moves with at least {@code
     * minFanOut} of them: those a full pass specialised per move mostly settles (a version of
     * pancakes' next state reads one of a move's 720 gates per order, not its 2,160 links).
     */
    public static int transitionLinks(Propnet net, int minFanOut) {
        MoveGates gates = find(net, minFanOut);
        if (gates == null) {
            return 0;
        }
        int links = 0;
        int[][] inputsOf = net.inputsFromFanOut();
        for (int c = 0; c < net.components; c++) {
            if (gates.gateOf[c] >= 0) {
                links += inputsOf[c].length + net.offsets[c + 1] - net.offsets[c];
            }
        }
        return links;
    }

    /** The transition gates of {@code net} to gate, or null when no move has {@code minFanOut} of them. */
    static MoveGates find(Propnet net, int minFanOut) {
        boolean[] onMove = onMove(net);
        int[][] inputsOf = net.inputsFromFanOut();
        int[] gateOf = new int[net.components];
        Arrays.fill(gateOf, -1);
        boolean any = false;
        IntList found = new IntList();
        for (int input = net.firstInput[0]; input < net.firstGate; input++) {
            found.clear();
            for (int k = net.offsets[input]; k < net.offsets[input + 1]; k++) {
                int gate = Propnet.target(net.targets[k]);
                if ((net.targets[k] & Propnet.INVERTED) == 0 && transition(net, gate, input, inputsOf[gate], onMove)) {
                    found.add(gate);
                }
            }
            if (found.size() >= minFanOut) {
                for (int j = 0; j < found.size(); j++) {
                    gateOf[found.get(j)] = input;
                }
                any = true;
            }
        }
        return any ? new MoveGates(net, gateOf, inputsOf) : null;
    }

    /**
     * Whether {@code gate} holds only when {@code input} does, and otherwise reads only what the
     * state decides: its only link from a move's side is {@code input}'s, and even with all its
     * other inputs at their best its counter is not positive without it.
     */
    private static boolean transition(Propnet net, int gate, int input, int[] inputs, boolean[] onMove) {
        if (net.recursiveOf[gate] >= 0) {
            return false;
        }
        int best = net.bias[gate];
        int fromInput = 0;
        for (int in : inputs) {
            int source = in >>> 1;
            if (source == input) {
                fromInput++;
            } else if (onMove[source]) {
                return false;
            } else if ((in & 1) == 0) {
                best++;
            }
        }
        return fromInput == 1 && best <= 0;
    }

    /**
     * The one input besides its move of gated gate {@code gate} when the gate is just the two
     * (bias -1, both plain) and feeds no recursive component, whose fixpoint would read its
     * counter; else -1.
     */
    private static int directSource(Propnet net, int gate, int move, int[] inputs) {
        if (inputs.length != 2 || net.bias[gate] != -1 || (inputs[0] & 1) != 0 || (inputs[1] & 1) != 0) {
            return -1;
        }
        for (int k = net.offsets[gate]; k < net.offsets[gate + 1]; k++) {
            if ((net.targets[k] & Propnet.ENTERS_RECURSION) != 0) {
                return -1;
            }
        }
        return (inputs[0] >>> 1) == move ? inputs[1] >>> 1 : inputs[0] >>> 1;
    }

    /** Per component, whether a move reaches it. */
    private static boolean[] onMove(Propnet net) {
        boolean[] onMove = new boolean[net.components];
        IntList stack = new IntList();
        for (int input = net.firstInput[0]; input < net.firstGate; input++) {
            onMove[input] = true;
            stack.add(input);
        }
        while (stack.size() > 0) {
            int c = stack.removeLast();
            for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                int gate = Propnet.target(net.targets[k]);
                if (!onMove[gate]) {
                    onMove[gate] = true;
                    stack.add(gate);
                }
            }
        }
        return onMove;
    }

    /** Whether the link from {@code source} to {@code target} is one left out. */
    boolean leftOut(int source, int target) {
        return gateOf[target] == source;
    }

    /** The first ready gate of {@code input} in {@link #ready}, or where its list starts when it has none. */
    int readyFrom(int input) {
        return listStart[input - firstInput];
    }

    /** Where {@code input}'s ready gates end in {@link #ready}. */
    int readyTo(int input) {
        int i = input - firstInput;
        return listStart[i] + readyCount[i];
    }

    /** The gate in place {@code slot} of the ready lists. */
    int readyAt(int slot) {
        return ready[slot];
    }

    /**
     * Brings {@code gate}'s place in its move's ready list up to date with {@code isReady}.
     * Idempotent, since events taken last in, first out may arrive out of order.
     */
    void update(int gate, boolean isReady) {
        int slot = slotOf[gate];
        if (isReady == slot >= 0) {
            return;
        }
        int i = gateOf[gate] - firstInput;
        if (isReady) {
            slot = listStart[i] + readyCount[i]++;
            ready[slot] = gate;
            slotOf[gate] = slot;
        } else {
            int last = listStart[i] + --readyCount[i];
            int moved = ready[last];
            ready[slot] = moved;
            slotOf[moved] = slot;
            slotOf[gate] = -1;
        }
    }

    /** Records whether direct source number {@code index} holds. Idempotent, as {@link #update} is. */
    void sourceHolds(int index, boolean holds) {
        holding.set(index, holds);
    }

    /** The source numbers of the direct sources that hold; read, never written. */
    SparseSet sourcesHolding() {
        return holding;
    }

    /** Saves the ready lists with a playout's start marking. */
    void save() {
        System.arraycopy(readyCount, 0, savedCount, 0, readyCount.length);
        System.arraycopy(ready, 0, savedReady, 0, ready.length);
        savedHolding.copyFrom(holding);
    }

    /** Restores the ready lists saved, as the start marking they were saved with is copied back. */
    void restore() {
        for (int i = 0; i < readyCount.length; i++) {
            for (int s = listStart[i]; s < listStart[i] + readyCount[i]; s++) {
                slotOf[ready[s]] = -1;
            }
        }
        System.arraycopy(savedCount, 0, readyCount, 0, readyCount.length);
        System.arraycopy(savedReady, 0, ready, 0, ready.length);
        holding.copyFrom(savedHolding);
        for (int i = 0; i < readyCount.length; i++) {
            for (int s = listStart[i]; s < listStart[i] + readyCount[i]; s++) {
                slotOf[ready[s]] = s;
            }
        }
    }
}
