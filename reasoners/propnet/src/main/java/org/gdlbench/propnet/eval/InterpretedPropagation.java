package org.gdlbench.propnet.eval;

import java.util.Arrays;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.Propnet;

/**
 * Propagation over the net's flat arrays, for nets of any size: changes wait in a queue of
 * events and {@link #flush} walks the fan-out of each.
 *
 * <p>The fan-out is copied into one array of blocks, a block per component: a header (how many
 * links, how many of them stay inside the component's recursive component, its first output
 * bit, the component) and then per link the target as in {@link Propnet#targets} and the
 * target's own block. An event names a block, so following a change reads the header and the
 * links from the same cache lines and, per link, the target's counter: walking the net's
 * separate offset, target and sink arrays took a dependent cache miss in each.
 *
 * <p>Built with {@link MoveGates}, a move's transition gates are not in its block: their blocks
 * are flagged, and their links travel only while their move is marked (see there). A gated gate
 * that is just its move and one input ({@link MoveGates#directSource}) is not in that input's
 * links either: the input's block lists it after them with its number as a source and per gate
 * its one link or -1, its move and a block, {@code [count, source, link, move, block, ...]} (the
 * link's target's block when the gate has just that link, else the gate's), and the input's change
 * records whether it holds (one bit: such a gate is ready exactly when its source holds) and
 * travels on to the gate only when its move is marked. Pancakes' orders each feed a gate per
 * move, of which one at most is marked: a change of order read and queued each gate's block to
 * find that out. A change of move finds its direct gates that are ready through the sources that
 * hold, rather than through a list kept up to date as each source changes; and a gate whose one
 * link is all it does is followed straight to that link's target. When that target in turn only
 * drives one output bit (pancakes: the or-gate of the next order), its block is not read either:
 * the entry holds the bit, complemented, where the block would be, and the bit toggles when the
 * target's truth flips. The blocks of pancakes88's 40,320 orders are many cache lines apart.
 * Where at most one of the target's inputs can hold once changes settle, the bit toggles without
 * the target's counter ({@link #exclusiveOutputs}).
 */
public final class InterpretedPropagation extends Propagation {
    private static final int HEADER = 4;
    /** Header fields, from a block's start. */
    private static final int LINKS = 0;
    private static final int INTERNAL_LINKS = 1;
    private static final int FIRST_SINK = 2;
    private static final int COMPONENT = 3;
    /**
     * In a direct gate's entry, in place of its link: the link's target only drives the output
     * bit the entry holds and never has two inputs true at once ({@link #exclusiveOutputs}), so
     * the gate's change toggles that bit without the target's counter.
     */
    private static final int TOGGLE = -2;
    /** In a header's first output bit: the component has one. */
    private static final int HAS_SINK = 1;
    /** In a header's first output bit: the component has more output bits than the first. */
    private static final int MORE_SINKS = 2;
    /** In a header's first output bit: the component is a transition gate its move gates ({@link MoveGates}). */
    private static final int GATED = 4;
    /**
     * In a header's first output bit: the component is the state part of gated gates ({@link
     * MoveGates#directSource}), listed after its links.
     */
    private static final int DIRECT = 8;
    /** Where the first output bit starts in its header field, above the flags. */
    private static final int SINK_SHIFT = 4;

    private final int[] blocks;
    /** Per component, where its block starts. */
    private final int[] blockOf;
    /**
     * Whether events are taken last in, first out. A glitch (a gate rising and falling again
     * within one change) can chase itself around a positive cycle forever when events are taken
     * in order; taken last first, the fall cancels the rise before it travels. On a net without
     * cycles events are taken in order, which lets the processor fetch the next blocks while
     * the current one's counters are still being updated.
     */
    private final boolean lastInFirstOut;
    /** Events waiting, from {@link #head} to {@link #tail}. */
    private int[] queue;
    private int head;
    private int tail;
    /** The transition gates taken out of their moves' fan-out, or null when there are none. */
    private final MoveGates gates;
    /** Per direct source number ({@link MoveGates#sourceIndex}), where the gated gates listed after its links start in {@link #blocks}. */
    private final int[] directAt;
    /** How many direct gates' entries lead straight to an output bit ({@link #onlySink}). */
    private int directToOutputs;
    /** How many of those toggle the bit without the target's counter ({@link #exclusiveOutputs}). */
    private int toggledOutputs;
    /** The next state's words changes toggled a bit of, for {@link Marking#advance}. */
    private final TouchedWords touched;

    /** Propagation over every link of the net, as the back end's trial playouts count them. */
    public InterpretedPropagation(Propnet net, int[] counter, long[] outputs) {
        this(net, counter, outputs, Integer.MAX_VALUE);
    }

    /**
     * Propagation whose moves of at least {@code minGatedFanOut} transition gates travel only
     * to those whose state part holds ({@link MoveGates}).
     */
    public InterpretedPropagation(Propnet net, int[] counter, long[] outputs, int minGatedFanOut) {
        super(net, counter, outputs);
        gates = minGatedFanOut == Integer.MAX_VALUE ? null : MoveGates.find(net, minGatedFanOut);
        queue = new int[Math.max(16, net.components)];
        lastInFirstOut = net.recursiveStart.length > 1;
        touched = new TouchedWords(outputs.length, Bits.word(net.nextStart), Bits.word(net.guardStart) - Bits.word(net.nextStart));
        blockOf = new int[net.components];
        int length = 0;
        for (int c = 0; c < net.components; c++) {
            blockOf[c] = length;
            int direct = directLinks(c);
            length += HEADER + 2 * links(c) + (direct == 0 ? 0 : 2 + 3 * direct);
        }
        boolean[] exclusive = exclusiveOutputs();
        blocks = new int[length];
        directAt = new int[gates == null ? 0 : gates.sources.length];
        for (int c = 0; c < net.components; c++) {
            int block = blockOf[c];
            int sinks = net.sinkOffsets[c + 1] - net.sinkOffsets[c];
            int direct = directLinks(c);
            blocks[block + LINKS] = links(c);
            blocks[block + INTERNAL_LINKS] = net.externalStart[c] - net.offsets[c];
            blocks[block + FIRST_SINK] = (sinks == 0 ? 0
                    : net.sinks[net.sinkOffsets[c]] << SINK_SHIFT | HAS_SINK | (sinks > 1 ? MORE_SINKS : 0))
                    | (gates != null && gates.gateOf[c] >= 0 ? GATED : 0) | (direct > 0 ? DIRECT : 0);
            blocks[block + COMPONENT] = c;
            int at = block + HEADER;
            for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                if (gates == null || !gates.leftOut(c, Propnet.target(net.targets[k]))
                        && gates.directSource[Propnet.target(net.targets[k])] != c) {
                    blocks[at++] = net.targets[k];
                    blocks[at++] = blockOf[Propnet.target(net.targets[k])];
                }
            }
            if (direct > 0) {
                directAt[gates.sourceIndex[c]] = at;
                blocks[at++] = direct;
                blocks[at++] = gates.sourceIndex[c];
                for (int k = net.offsets[c]; k < net.offsets[c + 1]; k++) {
                    int gate = Propnet.target(net.targets[k]);
                    if (gates.directSource[gate] == c) {
                        int only = onlyLink(gate);
                        int bit = only < 0 ? -1 : onlySink(Propnet.target(only));
                        boolean toggle = bit >= 0 && exclusive[Propnet.target(only)];
                        blocks[at++] = toggle ? TOGGLE : only;
                        blocks[at++] = gates.gateOf[gate];
                        directToOutputs += bit >= 0 ? 1 : 0;
                        toggledOutputs += toggle ? 1 : 0;
                        blocks[at++] = bit >= 0 ? ~bit : blockOf[only < 0 ? gate : Propnet.target(only)];
                    }
                }
            }
            if (gates != null && gates.gateOf[c] >= 0) {
                // The counter counts the state part alone, as if the move held: positive when ready.
                counter[c]++;
            }
        }
    }

    /**
     * The one link of {@code gate} when that is all it does (no output bit): its change is then
     * carried straight to the link's target, without an event and block of the gate's own; else -1.
     * A pancake's flip of one order feeds just the or-gate of the order it makes.
     */
    private int onlyLink(int gate) {
        boolean one = net.offsets[gate + 1] - net.offsets[gate] == 1 && net.sinkOffsets[gate + 1] == net.sinkOffsets[gate];
        return one ? net.targets[net.offsets[gate]] : -1;
    }

    /**
     * The output bit of {@code gate} when driving it is all the gate does (no links, one output
     * bit, neither gated nor the state part of gated gates, outside recursion); else -1.
     */
    private int onlySink(int gate) {
        boolean only = net.offsets[gate + 1] == net.offsets[gate] && net.sinkOffsets[gate + 1] - net.sinkOffsets[gate] == 1
                && net.recursiveOf[gate] < 0 && gates.gateOf[gate] < 0 && gates.sourceIndex[gate] < 0;
        return only ? net.sinks[net.sinkOffsets[gate]] : -1;
    }

    /**
     * Per component, whether it only drives an output bit ({@link #onlySink}) and is an or-gate
     * whose inputs are direct gates each linked only to it, of distinct moves of one role: one
     * move per role is marked once changes settle, so at most one input holds then, and the bit,
     * toggled at each input's change, is the counter's parity and so the gate's truth. Its counter
     * is then neither kept nor read (goals read none of these gates'). Pancakes88's next orders
     * are such gates, one input per flip: their 40,320 counters are spread over 1.6 MB, and each
     * step read two or three of them from memory for a bit it could toggle.
     */
    private boolean[] exclusiveOutputs() {
        boolean[] exclusive = new boolean[net.components];
        if (gates == null || gates.direct == 0) {
            return exclusive;
        }
        boolean[] readByGoals = new boolean[net.components];
        for (int input : net.goalInputs) {
            readByGoals[input >>> 1] = true;
        }
        for (int[] sources : net.goalSource) {
            for (int source : sources) {
                if (source >= 0) {
                    readByGoals[source >>> 1] = true;
                }
            }
        }
        int[][] inputsOf = net.inputsFromFanOut();
        int[] seen = new int[net.firstGate - net.firstInput[0]];
        Arrays.fill(seen, -1);
        for (int target = net.firstGate; target < net.firstGoalGate; target++) {
            if (net.bias[target] != 0 || readByGoals[target] || onlySink(target) < 0 || inputsOf[target].length == 0) {
                continue;
            }
            int role = roleOf(gates.gateOf[inputsOf[target][0] >>> 1]);
            boolean ok = role >= 0;
            for (int in : inputsOf[target]) {
                int gate = in >>> 1;
                int move = gates.gateOf[gate];
                ok &= (in & 1) == 0 && gates.directSource[gate] >= 0 && onlyLink(gate) == target << 2
                        && roleOf(move) == role && seen[move - net.firstInput[0]] != target;
                if (!ok) {
                    break;
                }
                seen[move - net.firstInput[0]] = target;
            }
            exclusive[target] = ok;
        }
        return exclusive;
    }

    /** The role whose move input {@code component} is, or -1 when it is no input. */
    private int roleOf(int component) {
        for (int role = 0; role + 1 < net.firstInput.length; role++) {
            if (component >= net.firstInput[role] && component < net.firstInput[role + 1]) {
                return role;
            }
        }
        return -1;
    }

    /** How many of the {@link #directToOutputs} toggle their bit without the target's counter ({@link #exclusiveOutputs}). */
    public int toggledOutputs() {
        return toggledOutputs;
    }

    /** How many of the {@link #directGates} change an output bit straight, reading no block ({@link #onlySink}). */
    public int directToOutputs() {
        return directToOutputs;
    }

    /** How many transition gates are taken out of their moves' fan-out ({@link MoveGates}). */
    public int gatedGates() {
        return gates == null ? 0 : gates.gated;
    }

    /** How many of the {@link #gatedGates} travel straight from their one state input ({@link MoveGates#directSource}). */
    public int directGates() {
        return gates == null ? 0 : gates.direct;
    }

    /**
     * The links in {@code component}'s block: its fan-out but the links to the transition gates it
     * gates and those to the gated gates it is the state part of.
     */
    private int links(int component) {
        int links = net.offsets[component + 1] - net.offsets[component];
        if (gates != null && component >= net.firstInput[0] && component < net.firstGate) {
            for (int k = net.offsets[component]; k < net.offsets[component + 1]; k++) {
                links -= gates.leftOut(component, Propnet.target(net.targets[k])) ? 1 : 0;
            }
        }
        return links - directLinks(component);
    }

    /** How many gated gates have {@code component} as their state part ({@link MoveGates#directSource}). */
    private int directLinks(int component) {
        int direct = 0;
        if (gates != null) {
            for (int k = net.offsets[component]; k < net.offsets[component + 1]; k++) {
                direct += gates.directSource[Propnet.target(net.targets[k])] == component ? 1 : 0;
            }
        }
        return direct;
    }

    @Override
    void change(int component, int up) {
        push(blockOf[component] << 2 | up);
        if (gates != null && component >= net.firstInput[0] && component < net.firstGate) {
            // A move's ready transition gates change with it; bit 1 says the move, not readiness, changed.
            for (int slot = gates.readyFrom(component), end = gates.readyTo(component); slot < end; slot++) {
                push(blockOf[gates.readyAt(slot)] << 2 | 2 | up);
            }
            if (directAt.length > 0) {
                changeDirect(component, up);
            }
        }
    }

    /**
     * Announces that the direct gates of move {@code move} whose source holds change with it: read
     * through the sources that hold, each listing its direct gates after its links.
     */
    private void changeDirect(int move, int up) {
        SparseSet holding = gates.sourcesHolding();
        int[] sources = holding.members();
        for (int i = 0, n = holding.size(); i < n; i++) {
            int at = directAt[sources[i]];
            for (int j = at + 2, last = at + 2 + 3 * blocks[at]; j < last; j += 3) {
                if (blocks[j + 1] == move) {
                    makeRoom(1);
                    tail = travelDirect(blocks[j], blocks[j + 2], up, queue, tail);
                }
            }
        }
    }

    /**
     * Carries the change to {@code rise} of a direct gate whose move is marked, listed as {@code
     * link} and {@code block}: when {@code link} is -1, as an event of the gate's block that
     * travels as a move's change does (bit 1); else along that one link straight to the target's
     * block, or, when {@code block} is negative, to the one output bit {@code ~block} the target
     * drives; when {@code link} is {@link #TOGGLE}, that bit toggles without the target's counter.
     * Returns the queue's new tail; the queue has room for one more event.
     */
    private int travelDirect(int link, int block, int rise, int[] queue, int tail) {
        if (link < 0) {
            if (link == TOGGLE) {
                // the target's parity is its truth (exclusiveOutputs)
                int bit = ~block;
                outputs[Bits.word(bit)] ^= 1L << bit;
                touched.touch(Bits.word(bit));
                return tail;
            }
            queue[tail] = block << 2 | 2 | rise;
            return tail + 1;
        }
        int inverted = link & Propnet.INVERTED;
        int change = ((((rise << 1) - 1)) ^ -inverted) + inverted;
        int target = Propnet.target(link);
        int before = counter[target];
        int after = before + change;
        counter[target] = after;
        if (block < 0) {
            if (((before - 1) ^ (after - 1)) < 0) {
                int bit = ~block;
                outputs[Bits.word(bit)] ^= 1L << bit;
                touched.touch(Bits.word(bit));
            }
            return tail;
        }
        queue[tail] = block << 2 | (~(after - 1) >>> 31);
        return tail + (((before - 1) ^ (after - 1)) >>> 31);
    }

    @Override
    TouchedWords touchedNext() {
        return touched;
    }

    @Override
    void saved() {
        if (gates != null) {
            gates.save();
        }
    }

    @Override
    void restored(long[] state, int[] inputOf) {
        if (gates != null) {
            gates.restore();
        }
    }

    /**
     * Whether the event {@code event} of a gated transition gate travels its links: when its
     * move changed, or when its readiness changed while its move is marked. Readiness is brought
     * up to date either way.
     */
    private boolean gatedTravels(int event, int component) {
        if ((event & 2) != 0) {
            return true;
        }
        gates.update(component, counter[component] > 0);
        return counter[gates.gateOf[component]] > 0;
    }

    @Override
    void changeExternal(int component, int up) {
        push(blockOf[component] << 2 | 2 | up);
    }

    private void push(int event) {
        makeRoom(1);
        queue[tail++] = event;
    }

    /** Makes room for {@code events} more after {@link #tail}: moves the waiting events to the front, or grows. */
    private void makeRoom(int events) {
        if (tail + events < queue.length) {
            return;
        }
        int waiting = tail - head;
        if (head > 0 && waiting + events < queue.length / 2) {
            System.arraycopy(queue, head, queue, 0, waiting);
        } else {
            queue = Arrays.copyOfRange(queue, head, head + 2 * (waiting + events) + 16);
        }
        head = 0;
        tail = waiting;
    }

    /**
     * Processes change events until none is left. An event is {@code block << 2 | flags}:
     * bit 0 set for a rise, bit 1 set when only the links leaving a recursive component are to
     * be followed (its own were settled by recomputing it), or, for a gated transition gate,
     * when its move changed rather than its readiness. The loop over targets has no branch
     * but the rare one into recursion: the next event is always written, and the queue only
     * grows over it when the target's truth flipped.
     */
    @Override
    void flush() {
        final int[] counter = this.counter;
        final int[] blocks = this.blocks;
        final int[] recursiveOf = net.recursiveOf;
        final long[] outputs = this.outputs;
        int[] queue = this.queue;
        int head = this.head;
        int tail = this.tail;
        while (head < tail) {
            int event = lastInFirstOut ? queue[--tail] : queue[head++];
            int block = event >>> 2;
            int sink = blocks[block + FIRST_SINK];
            if ((sink & GATED) != 0 && !gatedTravels(event, blocks[block + COMPONENT])) {
                continue;
            }
            int delta = ((event & 1) << 1) - 1;
            int links = blocks[block + LINKS];
            int k = block + HEADER + ((event & 2) == 0 ? 0 : 2 * blocks[block + INTERNAL_LINKS]);
            int end = block + HEADER + 2 * links;
            if (tail + links >= queue.length) {
                this.head = head;
                this.tail = tail;
                makeRoom(links);
                queue = this.queue;
                head = this.head;
                tail = this.tail;
            }
            for (; k < end; k += 2) {
                int target = blocks[k];
                int gate = Propnet.target(target);
                int inverted = target & Propnet.INVERTED;
                int change = (delta ^ -inverted) + inverted;
                int before = counter[gate];
                int after = before + change;
                counter[gate] = after;
                // truth is counter > 0, so the sign bit of counter - 1 is falsehood
                queue[tail] = blocks[k + 1] << 2 | (~(after - 1) >>> 31);
                tail += ((before - 1) ^ (after - 1)) >>> 31;
                if ((target & Propnet.ENTERS_RECURSION) != 0 && change < 0) {
                    markDirty(recursiveOf[gate]);
                }
            }
            if ((sink & DIRECT) != 0) {
                // end is where the links stop and the gated gates this component is the state part of start
                int count = blocks[end];
                if (tail + count >= queue.length) {
                    this.head = head;
                    this.tail = tail;
                    makeRoom(count);
                    queue = this.queue;
                    head = this.head;
                    tail = this.tail;
                }
                // its direct gates are ready exactly when it holds
                gates.sourceHolds(blocks[end + 1], counter[blocks[block + COMPONENT]] > 0);
                int rise = event & 1;
                for (int j = end + 2, last = end + 2 + 3 * count; j < last; j += 3) {
                    if (counter[blocks[j + 1]] > 0) {
                        tail = travelDirect(blocks[j], blocks[j + 2], rise, queue, tail);
                    }
                }
            }
            if ((sink & HAS_SINK) != 0) {
                outputs[sink >>> (SINK_SHIFT + 6)] ^= 1L << (sink >>> SINK_SHIFT);
                touched.touch(sink >>> (SINK_SHIFT + 6));
                if ((sink & MORE_SINKS) != 0) {
                    int component = blocks[block + COMPONENT];
                    for (int s = net.sinkOffsets[component] + 1; s < net.sinkOffsets[component + 1]; s++) {
                        int bit = net.sinks[s];
                        outputs[Bits.word(bit)] ^= 1L << bit;
                        touched.touch(Bits.word(bit));
                    }
                }
            }
        }
        this.head = 0;
        this.tail = 0;
    }
}
