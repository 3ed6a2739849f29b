package org.gdlbench.propnet;

import java.util.Arrays;

/**
 * Propagation over the net's flat arrays, for nets of any size: changes wait on a stack of
 * events and {@link #flush} walks the fan-out of each.
 */
final class InterpretedPropagation extends Propagation {
    private int[] stack;
    private int size;

    InterpretedPropagation(Propnet net, int[] counter, long[] outputs) {
        super(net, counter, outputs);
        stack = new int[Math.max(16, net.components)];
    }

    @Override
    void change(int component, int up) {
        push(component << 2 | up);
    }

    @Override
    void changeExternal(int component, int up) {
        push(component << 2 | 2 | up);
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
     * be followed (its own were settled by recomputing it). The loop over targets has no branch
     * but the rare one into recursion: the next event is always written, and the stack only
     * grows over it when the target's truth flipped.
     */
    @Override
    void flush() {
        final int[] counter = this.counter;
        final int[] offsets = net.offsets;
        final int[] externalStart = net.externalStart;
        final int[] targets = net.targets;
        final int[] sinkOffsets = net.sinkOffsets;
        final int[] sinks = net.sinks;
        final int[] recursiveOf = net.recursiveOf;
        final long[] outputs = this.outputs;
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
    }
}
