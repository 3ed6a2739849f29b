package org.gdlbench.propnet.eval;

import java.util.Arrays;

/**
 * A set of the numbers below a bound, listed densely: adding, removing and listing its members
 * cost what the members number, not the bound. Where a base is one of many values (pancakes88:
 * one order of 40,320 holds), a bit set of them costs a scan of 630 words to find the one.
 */
final class SparseSet {
    /** The members, in {@code [0, size)}. */
    private final int[] members;
    /** Per number, its place in {@link #members}, or -1 when it is not in the set. */
    private final int[] slotOf;
    private int size;

    SparseSet(int bound) {
        members = new int[bound];
        slotOf = new int[bound];
        Arrays.fill(slotOf, -1);
    }

    /** Puts {@code number} in the set or takes it out; idempotent. */
    void set(int number, boolean in) {
        int slot = slotOf[number];
        if (in == slot >= 0) {
            return;
        }
        if (in) {
            members[size] = number;
            slotOf[number] = size++;
        } else {
            int moved = members[--size];
            members[slot] = moved;
            slotOf[moved] = slot;
            slotOf[number] = -1;
        }
    }

    boolean contains(int number) {
        return slotOf[number] >= 0;
    }

    int size() {
        return size;
    }

    /** The members, valid in {@code [0, size())}; read, never written. */
    int[] members() {
        return members;
    }

    /** Makes this set hold what {@code other}, over the same bound, holds. */
    void copyFrom(SparseSet other) {
        for (int i = 0; i < size; i++) {
            slotOf[members[i]] = -1;
        }
        size = other.size;
        System.arraycopy(other.members, 0, members, 0, size);
        for (int i = 0; i < size; i++) {
            slotOf[members[i]] = i;
        }
    }
}
