package org.gdlbench.forward;

import java.util.Arrays;

/**
 * The knowledge base of section 3 of <i>High Speed Forward Chaining</i>: per relation, the ids
 * of the instances that hold as a list in production order and as a boolean array indexed by
 * id. Writing and enumerating touch the list, {@link #exists} one array cell, and clearing
 * resets only the cells the list names. Arrays are sized by the relation's instance count
 * once, so nothing is allocated afterwards, and a list may grow while a rule enumerates it
 * (rules with circular references see what they produce). Over open instances
 * ({@link Instances#open}) a relation's arrays grow when a new id is written, so enumerating
 * rules read the list afresh at each step.
 */
final class KnowledgeBase {
    final int[][] lists;
    final int[] sizes;
    final boolean[][] present;

    KnowledgeBase(Instances instances) {
        int relations = instances.relationCount();
        lists = new int[relations][];
        present = new boolean[relations][];
        sizes = new int[relations];
        for (int r = 0; r < relations; r++) {
            lists[r] = new int[instances.size(r)];
            present[r] = new boolean[instances.size(r)];
        }
    }

    /** Writes instance {@code id} of {@code relation}; false when it was there already. */
    boolean add(int relation, int id) {
        boolean[] cells = present[relation];
        if (id >= cells.length) {
            cells = grow(relation, id);
        }
        if (cells[id]) {
            return false;
        }
        cells[id] = true;
        lists[relation][sizes[relation]++] = id;
        return true;
    }

    boolean exists(int relation, int id) {
        boolean[] cells = present[relation];
        return id < cells.length && cells[id];
    }

    /** Room for instance {@code id} of {@code relation}, met after the arrays were made (open instances). */
    private boolean[] grow(int relation, int id) {
        int length = Math.max(id + 1, 2 * present[relation].length);
        present[relation] = Arrays.copyOf(present[relation], length);
        lists[relation] = Arrays.copyOf(lists[relation], length);
        return present[relation];
    }

    void clear(int relation) {
        int[] list = lists[relation];
        boolean[] cells = present[relation];
        for (int i = sizes[relation] - 1; i >= 0; i--) {
            cells[list[i]] = false;
        }
        sizes[relation] = 0;
    }

    /** What the lists and arrays take: four bytes per list slot, one per array cell. */
    long bytes() {
        long bytes = 0;
        for (int r = 0; r < lists.length; r++) {
            bytes += 5L * lists[r].length + 32;
        }
        return bytes;
    }
}
