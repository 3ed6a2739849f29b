package org.gdlbench.topdown;

import java.util.Arrays;

/**
 * The tabled calls open on the stack, and how the calls of one recursive component finish
 * together. Each open call runs its rules in rounds. A call that meets an open call (itself or
 * one further down) takes its answers so far; the lowest open call used is tracked as Tarjan's
 * algorithm tracks low links. A call that used nothing below itself closes complete. One that did
 * is part of a component led by that lower call: it closes incomplete, keeping its answers, and
 * within the same round of its leader it answers from them again rather than running its rules
 * once per caller (which, in a component of many calls, runs the same rules exponentially often).
 * The leader runs another round while any table grew in the last one and something used it; the
 * calls evaluated in a round with no growth at all are complete, and the leader marks them so.
 * Answers found are always sound (negation asks only lower strata, which never reach an open
 * call), so an incomplete call evaluated again keeps them and only adds.
 *
 * <p>Stamps of rounds grow with every round, so an incomplete call evaluated in a round that has
 * ended, or under a leader that has closed, is recognised and evaluated again when next asked.
 */
final class CallStack {
    private int depth;
    /** Per open depth: the lowest open depth its call has used (its own if none). */
    private int[] lowest = new int[64];
    /** Per open depth: whether its call was used by a call above it during its current round. */
    private boolean[] used = new boolean[64];
    /** Per open depth: the stamp of its call's current round. */
    private long[] round = new long[64];
    /** Per open depth: {@link #grown} when its call's current round started. */
    private long[] grownBefore = new long[64];
    /** Per open depth: the height of the pending list when its call's current round started. */
    private int[] pendingFrom = new int[64];
    private long rounds;
    /** How many times a table has grown: a round in which this did not change found nothing. */
    private long grown;
    /** The incomplete calls closed in the current rounds, to be marked complete with their leader. */
    private CallTable[] pendingTables = new CallTable[64];
    private int[] pendingEntries = new int[64];
    private int pendingCount;

    /** Forgets every open call: a query starts (perhaps after one stopped half way). */
    void reset() {
        depth = 0;
        Arrays.fill(pendingTables, 0, pendingCount, null);
        pendingCount = 0;
    }

    /**
     * Whether entry {@code e} of {@code t} answers a call now, from the answers it has: when it is
     * complete, open (taking its answers so far), or incomplete and evaluated in the current round
     * of its leader. Notes the use of an open call.
     */
    boolean answers(CallTable t, int e) {
        switch (t.status(e)) {
            case CallTable.COMPLETE:
                return true;
            case CallTable.OPEN:
                use(t.depth(e));
                return true;
            default:
                int leader = t.depth(e);
                if (leader <= depth && round[leader] == t.round(e)) {
                    use(leader);
                    return true;
                }
                return false;
        }
    }

    /** A tabled call opens, one deeper on the stack; returns its depth. */
    int enter() {
        depth++;
        if (depth == lowest.length) {
            int length = depth * 2;
            lowest = Arrays.copyOf(lowest, length);
            used = Arrays.copyOf(used, length);
            round = Arrays.copyOf(round, length);
            grownBefore = Arrays.copyOf(grownBefore, length);
            pendingFrom = Arrays.copyOf(pendingFrom, length);
        }
        lowest[depth] = depth;
        pendingFrom[depth] = pendingCount;
        return depth;
    }

    /**
     * The call at depth {@code d} starts a round of its rules. The incomplete calls of its last
     * round are dropped from the pending list: their round has ended, so they run again if asked.
     */
    void startRound(int d) {
        round[d] = ++rounds;
        used[d] = false;
        grownBefore[d] = grown;
        Arrays.fill(pendingTables, pendingFrom[d], pendingCount, null);
        pendingCount = pendingFrom[d];
    }

    /** A table gained answers. */
    void grew() {
        grown++;
    }

    /** Whether the call at depth {@code d} needs another round: it was used, and a table grew. */
    boolean anotherRound(int d) {
        return used[d] && grown != grownBefore[d];
    }

    /**
     * The innermost call, entry {@code e} of {@code t} at depth {@code d}, closes: complete with
     * every incomplete call of its last round when it used nothing below itself, else incomplete,
     * answering again within the current round of the lowest open call it used.
     */
    void close(CallTable t, int e, int d) {
        int low = lowest[d];
        depth--;
        if (low >= d) {
            t.complete(e);
            for (int i = pendingFrom[d]; i < pendingCount; i++) {
                pendingTables[i].complete(pendingEntries[i]);
                pendingTables[i] = null;
            }
            pendingCount = pendingFrom[d];
            return;
        }
        if (low < lowest[depth]) {
            lowest[depth] = low;
        }
        t.incomplete(e, low, round[low]);
        if (pendingCount == pendingEntries.length) {
            pendingTables = Arrays.copyOf(pendingTables, pendingCount * 2);
            pendingEntries = Arrays.copyOf(pendingEntries, pendingCount * 2);
        }
        pendingTables[pendingCount] = t;
        pendingEntries[pendingCount++] = e;
    }

    /** The innermost call used the answers of the open call at depth {@code openDepth}. */
    void use(int openDepth) {
        used[openDepth] = true;
        if (openDepth < lowest[depth]) {
            lowest[depth] = openDepth;
        }
    }
}
