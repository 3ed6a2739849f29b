package org.gdlbench.propnet.eval;

import org.gdlbench.propnet.net.Propnet;

/**
 * The recursive components (positive cycles, e.g. a path over the board) of a net that a
 * {@link Propagation} follows changes through. Counting alone cannot take support away from
 * such a component, since a cycle may hold itself up: when one receives a decrement from outside
 * it is marked ({@link #markDirty}), and once the changes have settled it is recomputed from its
 * external inputs as a least fixpoint ({@link #recompute}), components in topological order.
 */
final class RecursiveFixpoint {
    private final Propnet net;
    private final int[] counter;
    /** Per member of a recursive component, its index among the component's members. */
    private final int[] memberIndex;
    private final boolean[] dirty;
    private final int[] dirtyList;
    private int dirtyCount;
    private final boolean[] wasTrue;
    private final boolean[] isTrue;
    private final int[] queue;

    RecursiveFixpoint(Propnet net, int[] counter) {
        this.net = net;
        this.counter = counter;
        int recursive = net.recursiveStart.length - 1;
        memberIndex = new int[recursive == 0 ? 0 : net.components];
        int largest = 0;
        for (int s = 0; s < recursive; s++) {
            largest = Math.max(largest, net.recursiveStart[s + 1] - net.recursiveStart[s]);
            for (int i = net.recursiveStart[s]; i < net.recursiveStart[s + 1]; i++) {
                memberIndex[net.recursiveMembers[i]] = i - net.recursiveStart[s];
            }
        }
        wasTrue = new boolean[largest];
        isTrue = new boolean[largest];
        queue = new int[largest];
        dirty = new boolean[recursive];
        dirtyList = new int[recursive];
    }

    /** Marks every recursive component, to be recomputed. */
    void markAll() {
        for (int s = 0; s < dirty.length; s++) {
            markDirty(s);
        }
    }

    /** Marks recursive component {@code recursive}, to be recomputed. */
    void markDirty(int recursive) {
        if (!dirty[recursive]) {
            dirty[recursive] = true;
            dirtyList[dirtyCount++] = recursive;
        }
    }

    /** Whether a recursive component is marked. */
    boolean anyDirty() {
        return dirtyCount > 0;
    }

    /** The marked recursive component first in topological order, unmarked. */
    int takeFirstDirty() {
        int best = 0;
        for (int i = 1; i < dirtyCount; i++) {
            if (dirtyList[i] < dirtyList[best]) {
                best = i;
            }
        }
        int recursive = dirtyList[best];
        dirtyList[best] = dirtyList[--dirtyCount];
        dirty[recursive] = false;
        return recursive;
    }

    /**
     * Recomputes a recursive component as the least fixpoint of its external inputs: its members'
     * contributions to each other are taken back, the members true on external support alone
     * are set, truth spreads inside, and the members that changed are announced outside, through
     * {@code propagation}.
     */
    void recompute(int recursive, Propagation propagation) {
        int[] members = net.recursiveMembers;
        int[] offsets = net.offsets;
        int[] targets = net.targets;
        int[] externalStart = net.externalStart;
        int from = net.recursiveStart[recursive];
        int to = net.recursiveStart[recursive + 1];
        for (int i = from; i < to; i++) {
            wasTrue[i - from] = counter[members[i]] > 0;
        }
        for (int i = from; i < to; i++) {
            if (wasTrue[i - from]) {
                int member = members[i];
                for (int k = offsets[member]; k < externalStart[member]; k++) {
                    counter[Propnet.target(targets[k])]--;
                }
            }
        }
        int queued = 0;
        for (int i = from; i < to; i++) {
            boolean value = counter[members[i]] > 0;
            isTrue[i - from] = value;
            if (value) {
                queue[queued++] = i - from;
            }
        }
        for (int head = 0; head < queued; head++) {
            int member = members[from + queue[head]];
            for (int k = offsets[member]; k < externalStart[member]; k++) {
                int gate = Propnet.target(targets[k]);
                if (++counter[gate] == 1) {
                    int index = memberIndex[gate];
                    isTrue[index] = true;
                    queue[queued++] = index;
                }
            }
        }
        for (int i = from; i < to; i++) {
            if (wasTrue[i - from] != isTrue[i - from]) {
                propagation.changeExternal(members[i], isTrue[i - from] ? 1 : 0);
            }
        }
    }
}
