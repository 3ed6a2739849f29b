package org.gdlbench.grounding;

import java.util.Arrays;
import org.gdlbench.machine.MachineState;

/** A state of a grounded game: bit {@code f} is set when ground fluent {@code f} holds. */
public final class FluentState implements MachineState {
    final long[] bits;

    public FluentState(int fluents) {
        bits = new long[Math.max(1, (fluents + 63) >>> 6)];
    }

    /** The words of the bit set, for reasoners that copy it in bulk. Callers must not keep it. */
    public long[] words() {
        return bits;
    }

    public boolean holds(int fluent) {
        return (bits[fluent >>> 6] & 1L << fluent) != 0;
    }

    public void set(int fluent) {
        bits[fluent >>> 6] |= 1L << fluent;
    }

    public void copyFrom(FluentState other) {
        System.arraycopy(other.bits, 0, bits, 0, bits.length);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FluentState that && Arrays.equals(that.bits, bits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bits);
    }
}
