package org.gdlbench.topdown;

import java.util.Arrays;

/**
 * The answers of one recursive relation in one call mode, memoised per state: calls keyed by
 * their bound arguments, each with its answers (the free arguments) and a status. This is what
 * makes recursion terminate: a call that meets itself while still open takes the answers found
 * so far, and the open call re-runs its rules until no new answer appears (loop check with
 * iteration, as the reference does). A call that used answers of an earlier, still open call
 * may be incomplete: {@link CallStack} says when its answers may be read again, and when they
 * are complete.
 *
 * <p>Entries, their key arrays and answer sets are kept across states and reused.
 */
final class CallTable {
    static final byte OPEN = 1;
    static final byte COMPLETE = 2;
    static final byte INCOMPLETE = 3;

    /** Key of the call being looked up or opened; written by generated code, read at once. */
    final int[] key;
    final boolean dependsOnMoves;
    private final int keyWidth;
    private final int answerWidth;
    private int[] keys = new int[16];
    private TupleSet[] answers = new TupleSet[16];
    private byte[] status = new byte[16];
    /** Open: the call's depth on the stack; incomplete: the depth of the lowest open call it used. */
    private int[] depth = new int[16];
    /** Incomplete: the stamp of that call's round in which it was evaluated. */
    private long[] round = new long[16];
    private int[] roundStart = new int[16];
    private int[] deltaStart = new int[16];
    private int count;
    private int[] slots = new int[32];
    private int[] slotStamp = new int[32];
    private int stamp = 1;

    CallTable(int keyWidth, int answerWidth, boolean dependsOnMoves) {
        this.keyWidth = keyWidth;
        this.answerWidth = answerWidth;
        this.dependsOnMoves = dependsOnMoves;
        this.key = new int[keyWidth];
        this.keys = new int[Math.max(1, keyWidth) * 16];
    }

    /** Forgets every call: the state (or the moves) changed. */
    void clear() {
        if (count == 0) {
            return;
        }
        count = 0;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(slotStamp, 0);
            stamp = 1;
        }
    }

    /** The entry of the call whose bound arguments are in {@link #key}, or -1. */
    int find() {
        int mask = slots.length - 1;
        int slot = hash(key, 0) & mask;
        while (slotStamp[slot] == stamp) {
            if (sameKey(slots[slot])) {
                return slots[slot];
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    byte status(int entry) {
        return status[entry];
    }

    int depth(int entry) {
        return depth[entry];
    }

    long round(int entry) {
        return round[entry];
    }

    int size(int entry) {
        return answers[entry].size();
    }

    /**
     * Opens a call on {@link #key} at stack depth {@code at}: a new entry, or an incomplete one to
     * evaluate again, which keeps the answers it has (they are sound, and more may follow).
     */
    int open(int entry, int at) {
        if (entry < 0) {
            entry = add();
            answers[entry].clear();
        }
        status[entry] = OPEN;
        depth[entry] = at;
        roundStart[entry] = 0;
        deltaStart[entry] = 0;
        return entry;
    }

    /**
     * An open call starts another round of its rules: the answers the last round added are
     * those from {@link #deltaStart} on, all a linear rule needs to find new ones (semi-naive).
     */
    void startRound(int entry) {
        deltaStart[entry] = roundStart[entry];
        roundStart[entry] = answers[entry].size();
    }

    /** The first answer the open call's previous round added. */
    int deltaStart(int entry) {
        return deltaStart[entry];
    }

    void complete(int entry) {
        status[entry] = COMPLETE;
    }

    /** The call closes having used the open call at depth {@code leader}, in that call's round {@code leaderRound}. */
    void incomplete(int entry, int leader, long leaderRound) {
        status[entry] = INCOMPLETE;
        depth[entry] = leader;
        round[entry] = leaderRound;
    }

    /** Adds the answer tuples {@code source[from..to)}; true when any was new. */
    boolean addAll(int entry, int[] source, int from, int to) {
        boolean grew = false;
        TupleSet set = answers[entry];
        for (int at = from; at < to; at += answerWidth) {
            grew |= set.add(source, at);
        }
        return grew;
    }

    /** Records that a call with no free arguments succeeded; true the first time. */
    boolean addEmpty(int entry) {
        return answers[entry].add(key, 0);
    }

    TupleSet answers(int entry) {
        return answers[entry];
    }

    private int add() {
        if (count == status.length) {
            int grown = count * 2;
            keys = Arrays.copyOf(keys, Math.max(1, keyWidth) * grown);
            answers = Arrays.copyOf(answers, grown);
            status = Arrays.copyOf(status, grown);
            depth = Arrays.copyOf(depth, grown);
            round = Arrays.copyOf(round, grown);
            roundStart = Arrays.copyOf(roundStart, grown);
            deltaStart = Arrays.copyOf(deltaStart, grown);
        }
        int entry = count++;
        System.arraycopy(key, 0, keys, entry * keyWidth, keyWidth);
        if (answers[entry] == null) {
            answers[entry] = new TupleSet(answerWidth);
        }
        if (count * 2 > slots.length) {
            rehash();
        } else {
            place(entry);
        }
        return entry;
    }

    private void place(int entry) {
        int mask = slots.length - 1;
        int slot = hash(keys, entry * keyWidth) & mask;
        while (slotStamp[slot] == stamp) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = entry;
        slotStamp[slot] = stamp;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        slotStamp = new int[slots.length];
        stamp = 1;
        for (int entry = 0; entry < count; entry++) {
            place(entry);
        }
    }

    private boolean sameKey(int entry) {
        int start = entry * keyWidth;
        for (int i = 0; i < keyWidth; i++) {
            if (keys[start + i] != key[i]) {
                return false;
            }
        }
        return true;
    }

    private int hash(int[] source, int offset) {
        int h = 0;
        for (int i = 0; i < keyWidth; i++) {
            h = (h + source[offset + i]) * 0x9E3779B1;
        }
        return h ^ (h >>> 15);
    }
}
