package org.gdlbench.topdown;

import java.util.Arrays;

/**
 * The terms of one signature found by their argument ids through a dense array instead of a
 * hash: what generated code does when it builds or looks up a ground compound term, in the inner
 * loops. Each argument position maps the ids met there to small local numbers (an array indexed
 * by {@code id - lo}); a term's cell is its local numbers packed into bits, each position given
 * a power-of-two capacity. So finding a term costs one array read per argument and one for the
 * cell, and finds nothing at once when an argument was never met at its position.
 *
 * <p>Invariant: every term of the signature in the pool is in the grid (the pool registers each
 * new one). Growing a position beyond its capacity lays the cells out again from {@link #members};
 * a grid over {@link #MAX_CELLS} cells is given up (the pool then hashes that signature).
 */
final class ArgumentGrid {
    /** The most cells one grid may have (ints: 1 MB). */
    static final int MAX_CELLS = 1 << 18;
    /** The most ids one position's table may span (ints: 4 MB). */
    static final int MAX_SPAN = 1 << 20;
    private static final int FIRST_BITS = 2;

    private final TermPool pool;
    final int arity;
    /** Per position: the lowest id its local table covers, the table (-1 for ids not met), ids met. */
    private final int[] lo;
    private final int[][] local;
    private final int[] met;
    /** Per position: log2 of its capacity, and the bit offset of its local number in a cell. */
    private final int[] bits;
    private final int[] offset;
    /** Term id per cell, -1 for none. */
    private int[] cells;
    /** Every term of the signature, for laying the cells out again. */
    private int[] members = new int[16];
    private int memberCount;

    ArgumentGrid(TermPool pool, int arity) {
        this.pool = pool;
        this.arity = arity;
        this.lo = new int[arity];
        this.local = new int[arity][];
        this.met = new int[arity];
        this.bits = new int[arity];
        this.offset = new int[arity];
        for (int p = 0; p < arity; p++) {
            local[p] = new int[0];
            bits[p] = FIRST_BITS;
        }
        layOut();
    }

    int cellCount() {
        return cells.length;
    }

    /** The local number of {@code id} at position {@code p}, or -1 when it was never met there. */
    private int localOf(int p, int id) {
        int k = id - lo[p];
        int[] table = local[p];
        return k >= 0 && k < table.length ? table[k] : -1;
    }

    /** The cell of a one-argument term, or -1 when an argument was never met at its position. */
    int cell(int a0) {
        return localOf(0, a0);
    }

    int cell(int a0, int a1) {
        int l0 = localOf(0, a0);
        int l1 = localOf(1, a1);
        return (l0 | l1) < 0 ? -1 : (l0 << offset[0]) | l1;
    }

    int cell(int a0, int a1, int a2) {
        int l0 = localOf(0, a0);
        int l1 = localOf(1, a1);
        int l2 = localOf(2, a2);
        return (l0 | l1 | l2) < 0 ? -1 : (l0 << offset[0]) | (l1 << offset[1]) | l2;
    }

    int cell(int[] argIds) {
        int c = 0;
        for (int p = 0; p < arity; p++) {
            int l = localOf(p, argIds[p]);
            if (l < 0) {
                return -1;
            }
            c |= l << offset[p];
        }
        return c;
    }

    /** The term in cell {@code c} (from a {@code cell} method, not -1), or -1. */
    int term(int c) {
        return cells[c];
    }

    /**
     * Adds a new term of the signature with these arguments; false when the grid would grow
     * beyond {@code budget} cells, and the caller gives it up.
     */
    boolean add(int id, int[] argIds, int budget) {
        boolean grown = false;
        for (int p = 0; p < arity; p++) {
            if (localOf(p, argIds[p]) < 0) {
                if (!meet(p, argIds[p])) {
                    return false;
                }
                if (met[p] > 1 << bits[p]) {
                    bits[p]++;
                    grown = true;
                }
            }
        }
        if (memberCount == members.length) {
            members = Arrays.copyOf(members, memberCount * 2);
        }
        members[memberCount++] = id;
        if (grown) {
            int total = 0;
            for (int b : bits) {
                total += b;
            }
            if (total > 30 || 1 << total > Math.min(MAX_CELLS, budget)) {
                return false;
            }
            layOut();
            return true;
        }
        cells[cell(argIds)] = id;
        return true;
    }

    /**
     * Gives {@code id} the next local number at position {@code p}, widening the position's table
     * (with room to spare on the side it grew) when the id is outside it; false when the table
     * would span more than {@link #MAX_SPAN} ids.
     */
    private boolean meet(int p, int id) {
        int[] table = local[p];
        if (table.length == 0) {
            table = new int[8];
            Arrays.fill(table, -1);
            lo[p] = Math.max(0, id - 4);
        } else if (id < lo[p] || id - lo[p] >= table.length) {
            int from = Math.min(lo[p], id);
            int to = Math.max(lo[p] + table.length, id + 1);
            int spare = (to - from) / 2 + 8;
            if (id < lo[p]) {
                from = Math.max(0, from - spare);
            } else {
                to += spare;
            }
            if (to - from > MAX_SPAN) {
                return false;
            }
            int[] grown = new int[to - from];
            Arrays.fill(grown, -1);
            System.arraycopy(table, 0, grown, lo[p] - from, table.length);
            table = grown;
            lo[p] = from;
        }
        local[p] = table;
        table[id - lo[p]] = met[p]++;
        return true;
    }

    /** Places every member in a cell array sized by the positions' capacities, the last position lowest. */
    private void layOut() {
        int total = 0;
        for (int p = arity - 1; p >= 0; p--) {
            offset[p] = total;
            total += bits[p];
        }
        cells = new int[1 << total];
        Arrays.fill(cells, -1);
        for (int m = 0; m < memberCount; m++) {
            cells[cellOfMember(members[m])] = members[m];
        }
    }

    private int cellOfMember(int id) {
        int c = 0;
        for (int p = 0; p < arity; p++) {
            c |= localOf(p, pool.arg(id, p)) << offset[p];
        }
        return c;
    }
}
