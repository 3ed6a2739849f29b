package org.gdlbench.propnet.batch;

import java.util.Arrays;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.util.IntList;

/**
 * Some of a net's gates worked out for 64 lanes at once, one word per component (bit {@code l}
 * is the component's truth in lane {@code l}): each gate is the or of its inputs' words, each
 * read plainly or inverted, the result inverted or not. An and-gate is the inverted or of its
 * inverted inputs, so one loop without a branch on the kind serves both. Gates run in the net's
 * topological order; the gates of a recursive component, together in it, are iterated from false
 * until no word changes, which reaches their least fixpoint (no link inside one is inverted).
 */
final class WordPass {
    /** Per gate of the pass, its component. */
    private final int[] gates;
    /** Per gate, -1 when its or is inverted (an and-gate, or a constant true), else 0. */
    private final long[] flip;
    /** Gate {@code i}'s inputs are {@code inputs[offsets[i] .. offsets[i + 1])}, each {@code component << 1 | inverted}. */
    private final int[] offsets;
    private final int[] inputs;
    /** Per gate, the end of its recursive component in the pass, or its own index plus one. */
    private final int[] blockEnd;
    private final boolean recursive;

    private WordPass(int[] gates, long[] flip, int[] offsets, int[] inputs, int[] blockEnd, boolean recursive) {
        this.gates = gates;
        this.flip = flip;
        this.offsets = offsets;
        this.inputs = inputs;
        this.blockEnd = blockEnd;
        this.recursive = recursive;
    }

    /**
     * The pass over the gates {@code from .. to} of {@code net} that {@code include} selects, in
     * order.
     *
     * @param inputsOf per gate, its inputs as {@code component << 1 | inverted}
     * @param include per component, whether it is in the pass
     * @throws UnsupportedGameException for a gate that is neither an and nor an or of its inputs
     */
    static WordPass of(Propnet net, int[][] inputsOf, boolean[] include, int from, int to) {
        IntList gates = new IntList();
        IntList offsets = new IntList();
        IntList inputs = new IntList();
        IntList flips = new IntList();
        offsets.add(0);
        for (int gate = from; gate < to; gate++) {
            if (!include[gate]) {
                continue;
            }
            gates.add(gate);
            flips.add(lower(net.bias[gate], inputsOf[gate], inputs));
            offsets.add(inputs.size());
        }
        int count = gates.size();
        long[] flip = new long[count];
        for (int i = 0; i < count; i++) {
            flip[i] = flips.get(i);
        }
        boolean recursive = Arrays.stream(gates.toArray()).anyMatch(gate -> net.recursiveOf[gate] >= 0);
        return new WordPass(gates.toArray(), flip, offsets.toArray(), inputs.toArray(),
                blocks(net, gates.toArray()), recursive);
    }

    /** A pass of gates none of which is recursive, each the or of {@code inputs[i]} as read, inverted when {@code flip[i]} is -1. */
    static WordPass of(int[] gates, long[] flip, int[][] inputs) {
        IntList offsets = new IntList();
        IntList flat = new IntList();
        offsets.add(0);
        int[] blockEnd = new int[gates.length];
        for (int i = 0; i < gates.length; i++) {
            for (int input : inputs[i]) {
                flat.add(input);
            }
            offsets.add(flat.size());
            blockEnd[i] = i + 1;
        }
        return new WordPass(gates.clone(), flip.clone(), offsets.toArray(), flat.toArray(), blockEnd, false);
    }

    /**
     * Adds a gate's inputs as an or reads them to {@code out} and returns whether the or is
     * inverted (-1) or not (0). With {@code p} plain and {@code q} inverted inputs, the counter
     * {@code bias + (true plain) - (true inverted)} is positive always when {@code bias - q > 0},
     * never when {@code bias + p <= 0}, when all inputs hold (an and) when {@code bias == 1 - p},
     * and when any holds (an or) when {@code bias == q}: the only biases {@link Propnet} gives.
     */
    private static int lower(int bias, int[] gateInputs, IntList out) {
        int inverted = 0;
        for (int input : gateInputs) {
            inverted += input & 1;
        }
        int plain = gateInputs.length - inverted;
        if (bias - inverted > 0) {
            return -1;
        }
        if (bias + plain <= 0) {
            return 0;
        }
        if (bias == 1 - plain) {
            for (int input : gateInputs) {
                out.add(input ^ 1);
            }
            return -1;
        }
        if (bias == inverted) {
            for (int input : gateInputs) {
                out.add(input);
            }
            return 0;
        }
        throw new UnsupportedGameException("a gate of the propnet is a threshold of its inputs (bias " + bias + ", "
                + plain + " plain, " + inverted + " inverted), which batched playouts do not evaluate");
    }

    /** Per gate of the pass, where its recursive component ends in the pass; each must lie together. */
    private static int[] blocks(Propnet net, int[] gates) {
        int[] end = new int[gates.length];
        boolean[] seen = new boolean[Math.max(0, net.recursiveStart.length - 1)];
        for (int i = 0; i < gates.length; ) {
            int recursive = net.recursiveOf[gates[i]];
            int j = i + 1;
            if (recursive >= 0) {
                if (seen[recursive]) {
                    throw new IllegalStateException("a recursive component's gates are not together in the order");
                }
                seen[recursive] = true;
                while (j < gates.length && net.recursiveOf[gates[j]] == recursive) {
                    j++;
                }
            }
            Arrays.fill(end, i, j, j);
            i = j;
        }
        return end;
    }

    /** How many gates the pass works out. */
    int size() {
        return gates.length;
    }

    /** The component of the pass's gate {@code i}. */
    int component(int i) {
        return gates[i];
    }

    /** Whether gate {@code i}'s or is inverted: -1 when it is (an and-gate, or a constant true), else 0. */
    long flip(int i) {
        return flip[i];
    }

    /** Gate {@code i}'s inputs as its or reads them, each {@code component << 1 | inverted}. */
    int[] inputs(int i) {
        return Arrays.copyOfRange(inputs, offsets[i], offsets[i + 1]);
    }

    /** How many inputs the pass reads, over all its gates. */
    int links() {
        return inputs.length;
    }

    /** Whether some of the pass's gates form a recursive component, worked out to a fixpoint. */
    boolean recursive() {
        return recursive;
    }

    /** Works out the pass's gates into {@code value}, from their inputs' words there. */
    void run(long[] value) {
        int[] gates = this.gates;
        int count = gates.length;
        for (int i = 0; i < count; ) {
            int end = blockEnd[i];
            if (end == i + 1) {
                value[gates[i]] = gate(i, value);
                i = end;
            } else {
                fixpoint(i, end, value);
                i = end;
            }
        }
    }

    private long gate(int i, long[] value) {
        long or = 0;
        for (int k = offsets[i], last = offsets[i + 1]; k < last; k++) {
            int input = inputs[k];
            or |= value[input >>> 1] ^ -(long) (input & 1);
        }
        return or ^ flip[i];
    }

    /** The least fixpoint of the recursive component of gates {@code from .. to}: rare, so in its own method. */
    private void fixpoint(int from, int to, long[] value) {
        for (int i = from; i < to; i++) {
            value[gates[i]] = 0;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = from; i < to; i++) {
                long now = gate(i, value);
                if (now != value[gates[i]]) {
                    value[gates[i]] = now;
                    changed = true;
                }
            }
        }
    }
}
