package org.gdlbench.util;

import java.util.Arrays;

/** A growable list of ints, for building ground programs without boxing. */
public final class IntList {
    private int[] values;
    private int size;

    public IntList() {
        this(8);
    }

    public IntList(int capacity) {
        values = new int[Math.max(1, capacity)];
    }

    public void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    public int get(int index) {
        return values[index];
    }

    public void set(int index, int value) {
        values[index] = value;
    }

    /** Removes and returns the last element. */
    public int removeLast() {
        return values[--size];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void clear() {
        size = 0;
    }

    public int[] toArray() {
        return Arrays.copyOf(values, size);
    }

    /** The index of the first element at least {@code value}, the list being sorted ascending. */
    public int lowerBound(int value) {
        int low = 0;
        int high = size;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (values[middle] < value) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
