package org.gdlbench.propnet;

/**
 * How a change of truth travels through a {@link Propnet}: each changed component adds or takes
 * one from each target's counter, and goes on from the targets whose truth flipped; output bits
 * toggle on the way. Two ways to do it share this class: {@link InterpretedPropagation} walks the
 * net's flat arrays, a {@link CompiledPropagation} runs code generated for the one net.
 *
 * <p>Recursive components (positive cycles, e.g. a path over the board) cannot lose support
 * through counting alone, since a cycle may hold itself up. When such a component receives a
 * decrement from outside it is marked, and once the changes have settled it is recomputed from
 * its external inputs as a least fixpoint, components in topological order.
 */
abstract class Propagation {
    final Propnet net;
    /** Per component: bias plus one per true input, minus one per true inverted input; true when positive. */
    final int[] counter;
    /** The output bits: legal moves, next state, goals, terminal. */
    final long[] outputs;

    private final int[] memberIndex;
    private final boolean[] dirty;
    private final int[] dirtyList;
    private int dirtyCount;
    private final boolean[] wasTrue;
    private final boolean[] isTrue;
    private final int[] queue;

    Propagation(Propnet net, int[] counter, long[] outputs) {
        this.net = net;
        this.counter = counter;
        this.outputs = outputs;
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

    /**
     * Announces that {@code component}'s truth changed to {@code up} (1 or 0); a base's or an
     * input's counter is set by the caller first. The change may travel at once or when the
     * propagation {@link #settle}s.
     */
    abstract void change(int component, int up);

    /**
     * Sets the bases of state word {@code word} whose bits are set in {@code diff} to their bits
     * in {@code now}, and announces each change.
     */
    void changeBases(int word, long diff, long now) {
        for (long bits = diff; bits != 0; bits &= bits - 1) {
            int bit = Long.numberOfTrailingZeros(bits);
            int fluent = word << 6 | bit;
            int up = (int) (now >>> bit) & 1;
            counter[fluent] = up;
            change(fluent, up);
        }
    }

    /**
     * Carries out every announced change and makes the next-state outputs current for the joint
     * move marked. Differential propagation keeps them current all the time.
     */
    void settleNext() {
        settle();
    }

    /**
     * Whether the machine must let the inputs that rise travel before it announces those that
     * fall: so it must when only changes travel (see {@link PropnetMachine}'s play).
     */
    boolean changesTravel() {
        return true;
    }

    /**
     * The counters and outputs were copied back from a settled marking of another time, whose
     * state words are {@code state} and whose inputs marked are {@code inputOf}, per role (-1
     * for none).
     */
    void restored(long[] state, int[] inputOf) {}

    /** Like {@link #change}, but only along the links leaving the component's recursive component. */
    abstract void changeExternal(int component, int up);

    /** Carries out the changes announced but not yet propagated. */
    abstract void flush();

    /** Propagates every announced change and recomputes the recursive components it marked. */
    final void settle() {
        flush();
        while (dirtyCount > 0) {
            recompute(takeFirstDirty());
            flush();
        }
    }

    /**
     * Starts from the net's initial marking: every component reads false so far, so the true
     * gates that propagation keeps announce themselves.
     */
    final void announceInitialMarking() {
        // Announce the gates true now, even if an earlier announcement makes one false: the counts add up.
        int[] initiallyTrue = new int[net.components];
        int count = 0;
        for (int c = net.firstGate; c < net.firstGoalGate; c++) {
            if (counter[c] > 0) {
                initiallyTrue[count++] = c;
            }
        }
        for (int i = 0; i < count; i++) {
            change(initiallyTrue[i], 1);
        }
        for (int s = 0; s < dirty.length; s++) {
            markDirty(s);
        }
        settle();
    }

    final void markDirty(int recursive) {
        if (!dirty[recursive]) {
            dirty[recursive] = true;
            dirtyList[dirtyCount++] = recursive;
        }
    }

    /** The marked recursive component first in topological order, unmarked. */
    private int takeFirstDirty() {
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
     * are set, truth spreads inside, and the members that changed are announced outside.
     */
    private void recompute(int recursive) {
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
                    counter[targets[k] >>> 2]--;
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
                int gate = targets[k] >>> 2;
                if (++counter[gate] == 1) {
                    int index = memberIndex[gate];
                    isTrue[index] = true;
                    queue[queued++] = index;
                }
            }
        }
        for (int i = from; i < to; i++) {
            if (wasTrue[i - from] != isTrue[i - from]) {
                changeExternal(members[i], isTrue[i - from] ? 1 : 0);
            }
        }
    }
}
