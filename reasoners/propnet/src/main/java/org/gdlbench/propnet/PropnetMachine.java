package org.gdlbench.propnet;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.validate.GoalValues;
import org.gdlbench.instantiation.FluentState;
import org.gdlbench.instantiation.GroundProgram;
import org.gdlbench.instantiation.GroundProgramMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;

/**
 * Plays a game on a {@link Propnet} by forward, differential propagation: the net keeps one
 * marking (a state and a joint move), and loading another state or move changes only the
 * propositions that differ; each change walks the fan-out of its component, adding or taking
 * one from each target's counter, and goes on from the targets whose truth flipped. Legal moves,
 * the next state, goals and terminal are output bits kept up to date on the way.
 *
 * <p>Recursive components (positive cycles, e.g. a path over the board) cannot lose support
 * through counting alone, since a cycle may hold itself up. When such a component receives a
 * decrement from outside it is marked, and once the changes have settled it is recomputed from
 * its external inputs as a least fixpoint, components in topological order.
 *
 * <p>States are {@link FluentState}s, moves are indexes into each role's sorted moves, as in the
 * ground program. {@link #playout} never leaves the net and allocates nothing per step.
 */
public final class PropnetMachine extends GroundProgramMachine {
    /** Nets up to this size keep a copy of a playout's start marking: copying it beats propagating back. */
    private static final int MAX_SAVED_COMPONENTS = 1 << 16;

    private final Propnet net;
    private final int roles;
    private final int stateWords;
    private final int nextWord;
    private final int terminalWord;
    private final long terminalMask;
    private final int[][] goalValues;
    private final int[] legalWord;
    private final int[] legalWords;
    private final int[][] guardComponent;
    private final boolean[][] guardInverted;
    private final long[][][] guardedMask;
    private final int[] offsets;
    private final int[] targets;
    private final int[] sinkOffsets;
    private final int[] sinks;
    private final int[] externalStart;
    private final int[] recursiveOf;
    private final int[] recursiveStart;
    private final int[] recursiveMembers;
    private final int[] memberIndex;

    private final int[] counter;
    private final long[] outputs;
    private final long[] marked;
    private final int[] moveOf;
    /** The joint move to play next, as each role's move index. */
    private final int[] chosen;
    private int[] stack;
    private int size;
    private final boolean[] dirty;
    private final int[] dirtyList;
    private int dirtyCount;
    private final boolean[] wasTrue;
    private final boolean[] isTrue;
    private final int[] queue;

    /** The marking of the last playout's start, restored by copying when a playout starts there again. */
    private final int[] savedCounter;
    private final long[] savedOutputs;
    private final long[] savedMarked;
    private final int[] savedMoveOf;
    private boolean saved;

    PropnetMachine(GroundProgram program, Propnet net) {
        super(program);
        this.net = net;
        roles = program.roleCount();
        stateWords = new FluentState(program.fluentCount()).words().length;
        nextWord = net.nextStart >>> 6;
        terminalWord = net.terminalBit >>> 6;
        terminalMask = 1L << net.terminalBit;
        goalValues = new int[roles][];
        for (int r = 0; r < roles; r++) {
            goalValues[r] = program.goalValues(r);
        }
        legalWord = new int[roles];
        legalWords = new int[roles];
        for (int r = 0; r < roles; r++) {
            legalWord[r] = net.legalStart[r] >>> 6;
            legalWords[r] = (program.moveCount(r) + 63) >>> 6;
        }
        guardComponent = net.guardComponent;
        guardInverted = net.guardInverted;
        guardedMask = net.guardedMask;
        offsets = net.offsets;
        targets = net.targets;
        sinkOffsets = net.sinkOffsets;
        sinks = net.sinks;
        externalStart = net.externalStart;
        recursiveOf = net.recursiveOf;
        recursiveStart = net.recursiveStart;
        recursiveMembers = net.recursiveMembers;
        int recursive = recursiveStart.length - 1;
        memberIndex = new int[recursive == 0 ? 0 : net.components];
        int largest = 0;
        for (int s = 0; s < recursive; s++) {
            largest = Math.max(largest, recursiveStart[s + 1] - recursiveStart[s]);
            for (int i = recursiveStart[s]; i < recursiveStart[s + 1]; i++) {
                memberIndex[recursiveMembers[i]] = i - recursiveStart[s];
            }
        }
        wasTrue = new boolean[largest];
        isTrue = new boolean[largest];
        queue = new int[largest];
        dirty = new boolean[recursive];
        dirtyList = new int[recursive];

        counter = net.bias.clone();
        outputs = net.initialOutputs.clone();
        marked = new long[stateWords];
        moveOf = new int[roles];
        chosen = new int[roles];
        Arrays.fill(moveOf, -1);
        stack = new int[Math.max(16, net.components)];
        boolean small = net.components <= MAX_SAVED_COMPONENTS;
        savedCounter = small ? new int[net.components] : null;
        savedOutputs = small ? new long[outputs.length] : null;
        savedMarked = small ? new long[stateWords] : null;
        savedMoveOf = small ? new int[roles] : null;
        // Every component reads false to its targets so far: announce the ones that are true.
        for (int c = net.firstGate; c < net.components; c++) {
            if (counter[c] > 0) {
                push(c << 2 | 1);
            }
        }
        for (int s = 0; s < recursive; s++) {
            markDirty(s);
        }
        drain();
    }

    public PropnetStats stats() {
        return net.stats;
    }

    @Override
    public String description() {
        return program.stats() + "; " + net.stats;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        load(((FluentState) state).words());
        return (outputs[terminalWord] & terminalMask) != 0;
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        load(((FluentState) state).words());
        out.clear();
        int failed = failedGuards(role);
        for (int w = 0; w < legalWords[role]; w++) {
            for (long bits = legal(role, w, failed); bits != 0; bits &= bits - 1) {
                out.add(w << 6 | Long.numberOfTrailingZeros(bits));
            }
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        load(((FluentState) state).words());
        for (int role = 0; role < roles; role++) {
            chosen[role] = jointMove[role];
        }
        play();
        System.arraycopy(outputs, nextWord, ((FluentState) out).words(), 0, stateWords);
    }

    @Override
    public int goal(MachineState state, int role) {
        load(((FluentState) state).words());
        return goalOf(role);
    }

    private int goalOf(int role) {
        int[] bits = net.goalBits[role];
        for (int i = 0; i < bits.length; i++) {
            if ((outputs[bits[i] >>> 6] & 1L << bits[i]) != 0) {
                return goalValues[role][i];
            }
        }
        return GoalValues.UNDEFINED;
    }

    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        startAt(((FluentState) start).words());
        int depth = 0;
        while ((outputs[terminalWord] & terminalMask) == 0) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            for (int role = 0; role < roles; role++) {
                int count = legalCount(role);
                if (count == 0) {
                    throw GameRuleException.noLegalMove(roles().get(role), depth);
                }
                chosen[role] = selectLegal(role, random.nextInt(count));
            }
            play();
            advance();
            depth++;
        }
        for (int role = 0; role < roles; role++) {
            goals[role] = goalOf(role);
        }
        return depth;
    }

    /** Loads {@code state}, from the saved marking when it is the saved start. */
    private void startAt(long[] state) {
        if (savedCounter == null) {
            load(state);
            return;
        }
        if (saved && Arrays.equals(savedMarked, state)) {
            System.arraycopy(savedCounter, 0, counter, 0, counter.length);
            System.arraycopy(savedOutputs, 0, outputs, 0, outputs.length);
            System.arraycopy(savedMarked, 0, marked, 0, marked.length);
            System.arraycopy(savedMoveOf, 0, moveOf, 0, moveOf.length);
            return;
        }
        load(state);
        System.arraycopy(counter, 0, savedCounter, 0, counter.length);
        System.arraycopy(outputs, 0, savedOutputs, 0, outputs.length);
        System.arraycopy(marked, 0, savedMarked, 0, marked.length);
        System.arraycopy(moveOf, 0, savedMoveOf, 0, moveOf.length);
        saved = true;
    }

    /** Bit i set when guard i of {@code role}'s legal moves does not hold. */
    private int failedGuards(int role) {
        int[] components = guardComponent[role];
        boolean[] inverted = guardInverted[role];
        int failed = 0;
        for (int i = 0; i < components.length; i++) {
            if ((counter[components[i]] > 0) == inverted[i]) {
                failed |= 1 << i;
            }
        }
        return failed;
    }

    /** Legal word {@code word} of {@code role}, without the moves whose guards failed. */
    private long legal(int role, int word, int failed) {
        long bits = outputs[legalWord[role] + word];
        if (failed != 0) {
            long[][] masks = guardedMask[role];
            for (int i = 0; i < masks.length; i++) {
                if ((failed & 1 << i) != 0) {
                    bits &= ~masks[i][word];
                }
            }
        }
        return bits;
    }

    private int legalCount(int role) {
        int count = 0;
        int failed = failedGuards(role);
        for (int w = 0; w < legalWords[role]; w++) {
            count += Long.bitCount(legal(role, w, failed));
        }
        return count;
    }

    /** The {@code index}-th legal move of {@code role}, counting from 0 in move order. */
    private int selectLegal(int role, int index) {
        int failed = failedGuards(role);
        for (int w = 0; ; w++) {
            long bits = legal(role, w, failed);
            int count = Long.bitCount(bits);
            if (index < count) {
                for (int i = 0; i < index; i++) {
                    bits &= bits - 1;
                }
                return w << 6 | Long.numberOfTrailingZeros(bits);
            }
            index -= count;
        }
    }

    /**
     * Sets each role's input to its move in {@link #chosen} and propagates. The falls are pushed
     * before the rises, so the rises are processed first: an or-gate over moves (any move but
     * this one) that one role's new move keeps true does not flicker when another role's old
     * move falls.
     */
    private void play() {
        for (int role = 0; role < roles; role++) {
            int previous = moveOf[role];
            if (previous >= 0 && previous != net.firstInput[role] + chosen[role]) {
                counter[previous] = 0;
                push(previous << 2);
            }
        }
        for (int role = 0; role < roles; role++) {
            int component = net.firstInput[role] + chosen[role];
            if (moveOf[role] != component) {
                counter[component] = 1;
                push(component << 2 | 1);
                moveOf[role] = component;
            }
        }
        drain();
    }

    /** Makes the state the transitions computed the current one. */
    private void advance() {
        for (int w = 0; w < stateWords; w++) {
            long now = outputs[nextWord + w];
            long diff = marked[w] ^ now;
            if (diff != 0) {
                marked[w] = now;
                changeBases(w, diff, now);
            }
        }
        drain();
    }

    /** Marks the base propositions as {@code state}, propagating only what changed. */
    private void load(long[] state) {
        boolean changed = false;
        for (int w = 0; w < stateWords; w++) {
            long diff = marked[w] ^ state[w];
            if (diff != 0) {
                marked[w] = state[w];
                changeBases(w, diff, state[w]);
                changed = true;
            }
        }
        if (changed) {
            drain();
        }
    }

    private void changeBases(int word, long diff, long now) {
        for (long bits = diff; bits != 0; bits &= bits - 1) {
            int bit = Long.numberOfTrailingZeros(bits);
            int fluent = word << 6 | bit;
            int up = (int) (now >>> bit) & 1;
            counter[fluent] = up;
            push(fluent << 2 | up);
        }
    }

    private void push(int event) {
        if (size == stack.length) {
            stack = Arrays.copyOf(stack, size * 2);
        }
        stack[size++] = event;
    }

    /**
     * Processes change events until none is left. An event is {@code component << 2 | flags}:
     * bit 0 set for a rise, bit 1 set when only the links leaving a recursive component are to
     * be followed (its own were settled by {@link #recompute}). The loop over targets has no
     * branch but the rare one into recursion: the next event is always written, and the stack
     * only grows over it when the target's truth flipped.
     */
    private void drain() {
        final int[] counter = this.counter;
        final int[] offsets = this.offsets;
        final int[] targets = this.targets;
        final int[] sinkOffsets = this.sinkOffsets;
        final int[] sinks = this.sinks;
        final long[] outputs = this.outputs;
        while (true) {
            int[] stack = this.stack;
            int size = this.size;
            while (size > 0) {
                int event = stack[--size];
                int component = event >>> 2;
                int delta = ((event & 1) << 1) - 1;
                int k = (event & 2) == 0 ? offsets[component] : externalStart[component];
                int end = offsets[component + 1];
                if (size + end - k >= stack.length) {
                    stack = this.stack = Arrays.copyOf(stack, 2 * (size + end - k) + 16);
                }
                for (; k < end; k++) {
                    int target = targets[k];
                    int gate = target >>> 2;
                    int inverted = target & Propnet.INVERTED;
                    int change = (delta ^ -inverted) + inverted;
                    int before = counter[gate];
                    int after = before + change;
                    counter[gate] = after;
                    // truth is counter > 0, so the sign bit of counter - 1 is falsehood
                    stack[size] = gate << 2 | (~(after - 1) >>> 31);
                    size += ((before - 1) ^ (after - 1)) >>> 31;
                    if ((target & Propnet.ENTERS_RECURSION) != 0 && change < 0) {
                        markDirty(recursiveOf[gate]);
                    }
                }
                for (int s = sinkOffsets[component], sinkEnd = sinkOffsets[component + 1]; s < sinkEnd; s++) {
                    int bit = sinks[s];
                    outputs[bit >>> 6] ^= 1L << bit;
                }
            }
            this.size = 0;
            if (dirtyCount == 0) {
                return;
            }
            recompute(takeFirstDirty());
        }
    }

    private void markDirty(int recursive) {
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
        int from = recursiveStart[recursive];
        int to = recursiveStart[recursive + 1];
        for (int i = from; i < to; i++) {
            wasTrue[i - from] = counter[recursiveMembers[i]] > 0;
        }
        for (int i = from; i < to; i++) {
            if (wasTrue[i - from]) {
                int member = recursiveMembers[i];
                for (int k = offsets[member]; k < externalStart[member]; k++) {
                    counter[targets[k] >>> 2]--;
                }
            }
        }
        int queued = 0;
        for (int i = from; i < to; i++) {
            boolean value = counter[recursiveMembers[i]] > 0;
            isTrue[i - from] = value;
            if (value) {
                queue[queued++] = i - from;
            }
        }
        for (int head = 0; head < queued; head++) {
            int member = recursiveMembers[from + queue[head]];
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
                push(recursiveMembers[i] << 2 | 2 | (isTrue[i - from] ? 1 : 0));
            }
        }
    }

}
