package org.gdlbench.propnet.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gdlbench.util.IntList;

/**
 * The propnet while it is built and optimised: gates with input lists, connected by literals
 * {@code gate << 1 | inverted}, so a NOT gate is never a node of its own but a mark on a link.
 * Gate 0 is the constant false, so literal {@link #FALSE} is 0 and {@link #TRUE} is 1. A gate
 * that an optimisation found equal to a literal is not deleted but replaced: {@link #resolve}
 * follows replacements.
 */
public final class GateGraph {
    public static final int FALSE = 0;
    public static final int TRUE = 1;

    static final byte CONSTANT = 0;
    static final byte BASE = 1;
    static final byte INPUT = 2;
    public static final byte AND = 3;
    public static final byte OR = 4;

    private byte[] kinds = new byte[64];
    private final List<int[]> inputs = new ArrayList<>();
    private int[] replacement = new int[64];
    private int size;

    GateGraph() {
        add(CONSTANT, new int[0]);
    }

    public int add(byte kind, int[] gateInputs) {
        if (size == kinds.length) {
            kinds = Arrays.copyOf(kinds, size * 2);
            replacement = Arrays.copyOf(replacement, size * 2);
        }
        kinds[size] = kind;
        replacement[size] = -1;
        inputs.add(gateInputs);
        return size++;
    }

    public int size() {
        return size;
    }

    public byte kind(int gate) {
        return kinds[gate];
    }

    public int[] inputs(int gate) {
        return inputs.get(gate);
    }

    public void setInputs(int gate, int[] gateInputs) {
        inputs.set(gate, gateInputs);
    }

    public boolean isGate(int gate) {
        return (kinds[gate] == AND || kinds[gate] == OR) && replacement[gate] < 0;
    }

    /** Makes every use of {@code gate} a use of {@code literal} instead. */
    public void replace(int gate, int literal) {
        int resolved = resolve(literal);
        if (resolved >>> 1 == gate) {
            throw new IllegalStateException("gate " + gate + " replaced by itself");
        }
        replacement[gate] = resolved;
        inputs.set(gate, new int[0]);
    }

    /** The literal {@code literal} stands for after all replacements (paths are shortened on the way). */
    int resolve(int literal) {
        int result = literal;
        while (replacement[result >>> 1] >= 0) {
            result = replacement[result >>> 1] ^ (result & 1);
        }
        int current = literal;
        while (replacement[current >>> 1] >= 0) {
            int gate = current >>> 1;
            int next = replacement[gate] ^ (current & 1);
            replacement[gate] = result ^ (current & 1);
            current = next;
        }
        return result;
    }

    public static int gate(int literal) {
        return literal >>> 1;
    }

    public static boolean inverted(int literal) {
        return (literal & 1) != 0;
    }

    public static int literal(int gate) {
        return gate << 1;
    }

    /** All inputs of every live gate resolved, sorted and without duplicates. */
    public void resolveAll() {
        for (int gate = 0; gate < size; gate++) {
            if (isGate(gate)) {
                inputs.set(gate, resolved(inputs.get(gate)));
            }
        }
    }

    public int[] resolved(int[] literals) {
        IntList out = new IntList(literals.length);
        for (int literal : literals) {
            out.add(resolve(literal));
        }
        int[] sorted = out.toArray();
        Arrays.sort(sorted);
        int unique = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[unique++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, unique);
    }

    /** Whether {@code literals} holds {@code literal}. */
    public static boolean contains(int[] literals, int literal) {
        for (int candidate : literals) {
            if (candidate == literal) {
                return true;
            }
        }
        return false;
    }

    /** {@code literals} without {@code literal}, a new array. */
    public static int[] without(int[] literals, int literal) {
        IntList kept = new IntList(literals.length);
        for (int candidate : literals) {
            if (candidate != literal) {
                kept.add(candidate);
            }
        }
        return kept.toArray();
    }
}
