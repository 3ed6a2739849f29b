package org.gdlbench.forward;

import java.util.Arrays;

/**
 * An open-addressing hash map from fixed-width tuples of ints (variable values) to ints
 * (instance ids). Lookups read the key straight from a binding array, so they allocate nothing.
 */
final class TupleMap {
    private final int width;
    private int[] keys;
    private int[] values;
    private int mask;
    private int size;

    TupleMap(int width, int expected) {
        this.width = width;
        allocate(Integer.highestOneBit(Math.max(1, expected) * 2 + 1) << 1);
    }

    private void allocate(int capacity) {
        mask = capacity - 1;
        keys = new int[capacity * width];
        values = new int[capacity];
        Arrays.fill(values, -1);
    }

    /** Maps the tuple {@code key[from .. from + width)} to {@code value} (a non-negative int). */
    void put(int[] key, int from, int value) {
        if (2 * (size + 1) > values.length) {
            grow();
        }
        int slot = hash(key, from) & mask;
        while (values[slot] >= 0 && !sameKey(slot, key, from)) {
            slot = (slot + 1) & mask;
        }
        if (values[slot] < 0) {
            size++;
        }
        System.arraycopy(key, from, keys, slot * width, width);
        values[slot] = value;
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        allocate(oldValues.length * 2);
        size = 0;
        for (int slot = 0; slot < oldValues.length; slot++) {
            if (oldValues[slot] >= 0) {
                put(oldKeys, slot * width, oldValues[slot]);
            }
        }
    }

    /** The value of the tuple {@code key[from .. from + width)}, or -1. */
    int get(int[] key, int from) {
        int slot = hash(key, from) & mask;
        while (values[slot] >= 0) {
            if (sameKey(slot, key, from)) {
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    /** The value of the tuple {@code (binding[variables[0]], binding[variables[1]], ...)}, or -1. */
    int get(int[] binding, int[] variables) {
        int h = 1;
        for (int variable : variables) {
            h = 31 * h + binding[variable];
        }
        int slot = mix(h) & mask;
        while (values[slot] >= 0) {
            int base = slot * width;
            boolean same = true;
            for (int j = 0; j < width && same; j++) {
                same = keys[base + j] == binding[variables[j]];
            }
            if (same) {
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    long bytes() {
        return 4L * (keys.length + values.length);
    }

    private boolean sameKey(int slot, int[] key, int from) {
        return Arrays.equals(keys, slot * width, slot * width + width, key, from, from + width);
    }

    private int hash(int[] key, int from) {
        int h = 1;
        for (int j = 0; j < width; j++) {
            h = 31 * h + key[from + j];
        }
        return mix(h);
    }

    private static int mix(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
