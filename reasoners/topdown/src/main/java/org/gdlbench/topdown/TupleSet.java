package org.gdlbench.topdown;

import java.util.Arrays;

/**
 * A set of int tuples of one width, in insertion order, reused without allocation once grown:
 * {@link #clear()} is constant time (slots are stamped with a generation). Width 0 holds at
 * most the empty tuple, which is how a fully bound call records that it succeeded.
 */
final class TupleSet {
    private final int width;
    private int[] data;
    private int count;
    private int[] slots = new int[16];
    private int[] slotStamp = new int[16];
    private int stamp = 1;
    private long version;

    TupleSet(int width) {
        this.width = width;
        this.data = new int[Math.max(1, width) * 8];
    }

    int width() {
        return width;
    }

    /** Changes whenever the set does: an index over it is stale when this differs from when it was built. */
    long version() {
        return version;
    }

    /** The number of tuples. */
    int size() {
        return count;
    }

    /** Element {@code column} of tuple {@code index}. */
    int get(int index, int column) {
        return data[index * width + column];
    }

    void clear() {
        version++;
        count = 0;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(slotStamp, 0);
            stamp = 1;
        }
    }

    /** Adds the tuple at {@code source[offset..offset+width)}; true when it was new. */
    boolean add(int[] source, int offset) {
        if (width == 0) {
            if (count == 1) {
                return false;
            }
            count = 1;
            version++;
            return true;
        }
        int mask = slots.length - 1;
        int slot = hash(source, offset) & mask;
        while (slotStamp[slot] == stamp) {
            if (equal(slots[slot], source, offset)) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        if ((count + 1) * width > data.length) {
            data = Arrays.copyOf(data, data.length * 2);
        }
        System.arraycopy(source, offset, data, count * width, width);
        version++;
        slots[slot] = count;
        slotStamp[slot] = stamp;
        count++;
        if (count * 2 > slots.length) {
            rehash();
        }
        return true;
    }

    /** Whether the tuple at {@code source[offset..offset+width)} is in the set. */
    boolean contains(int[] source, int offset) {
        if (width == 0) {
            return count == 1;
        }
        int mask = slots.length - 1;
        int slot = hash(source, offset) & mask;
        while (slotStamp[slot] == stamp) {
            if (equal(slots[slot], source, offset)) {
                return true;
            }
            slot = (slot + 1) & mask;
        }
        return false;
    }

    private int hash(int[] source, int offset) {
        int h = 0;
        for (int i = 0; i < width; i++) {
            h = (h + source[offset + i]) * 0x9E3779B1;
        }
        return h ^ (h >>> 15);
    }

    private boolean equal(int index, int[] source, int offset) {
        int start = index * width;
        for (int i = 0; i < width; i++) {
            if (data[start + i] != source[offset + i]) {
                return false;
            }
        }
        return true;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        slotStamp = new int[slots.length];
        stamp = 1;
        int mask = slots.length - 1;
        for (int index = 0; index < count; index++) {
            int slot = hash(data, index * width) & mask;
            while (slotStamp[slot] == stamp) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = index;
            slotStamp[slot] = stamp;
        }
    }

    /** Appends the tuples from the {@code first}th on to {@code out} from {@code at}; returns the new end. */
    int copyTo(int[] out, int at, int first) {
        int n = (count - first) * width;
        System.arraycopy(data, first * width, out, at, n);
        return at + n;
    }
}
