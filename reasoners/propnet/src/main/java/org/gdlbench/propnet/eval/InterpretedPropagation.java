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
 */
public final class InterpretedPropagation extends Propagation {
    private static final int HEADER = 4;
    /** Header fields, from a block's start. */
    private static final int LINKS = 0;
    private static final int INTERNAL_LINKS = 1;
    private static final int FIRST_SINK = 2;
    private static final int COMPONENT = 3;
    /** In a header's first output bit: the component has one. */
    private static final int HAS_SINK = 1;
    /** In a header's first output bit: the component has more output bits than the first. */
    private static final int MORE_SINKS = 2;

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

    public InterpretedPropagation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
        queue = new int[Math.max(16, net.components)];
        lastInFirstOut = net.recursiveStart.length > 1;
        blockOf = new int[net.components];
        int length = 0;
        for (int c = 0; c < net.components; c++) {
            blockOf[c] = length;
            length += HEADER + 2 * (net.offsets[c + 1] - net.offsets[c]);
        }
        blocks = new int[length];
        for (int c = 0; c < net.components; c++) {
            int block = blockOf[c];
            int sinks = net.sinkOffsets[c + 1] - net.sinkOffsets[c];
            blocks[block + LINKS] = net.offsets[c + 1] - net.offsets[c];
            blocks[block + INTERNAL_LINKS] = net.externalStart[c] - net.offsets[c];
            blocks[block + FIRST_SINK] = sinks == 0 ? 0
                    : net.sinks[net.sinkOffsets[c]] << 2 | HAS_SINK | (sinks > 1 ? MORE_SINKS : 0);
            blocks[block + COMPONENT] = c;
            for (int k = net.offsets[c], at = block + HEADER; k < net.offsets[c + 1]; k++, at += 2) {
                blocks[at] = net.targets[k];
                blocks[at + 1] = blockOf[Propnet.target(net.targets[k])];
            }
        }
    }

    @Override
    void change(int component, int up) {
        push(blockOf[component] << 2 | up);
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
     * be followed (its own were settled by recomputing it). The loop over targets has no branch
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
            int sink = blocks[block + FIRST_SINK];
            if (sink != 0) {
                outputs[sink >>> 8] ^= 1L << (sink >>> 2);
                if ((sink & MORE_SINKS) != 0) {
                    int component = blocks[block + COMPONENT];
                    for (int s = net.sinkOffsets[component] + 1; s < net.sinkOffsets[component + 1]; s++) {
                        int bit = net.sinks[s];
                        outputs[Bits.word(bit)] ^= 1L << bit;
                    }
                }
            }
        }
        this.head = 0;
        this.tail = 0;
    }
}
