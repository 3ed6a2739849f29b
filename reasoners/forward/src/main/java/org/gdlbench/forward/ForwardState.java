package org.gdlbench.forward;

import java.util.Arrays;
import org.gdlbench.machine.MachineState;

/**
 * A state of the forward reasoner: bit {@code f} is set when instance {@code f} of {@code true}
 * holds. Over open instances ({@link Instances#open}) fluents are numbered while playing, so a
 * state made early grows when a later fluent is set or copied in; otherwise it never does.
 */
final class ForwardState implements MachineState {
    long[] words;

    ForwardState(int fluents) {
        words = new long[Math.max(1, (fluents + 63) >>> 6)];
    }

    boolean holds(int fluent) {
        int word = fluent >>> 6;
        return word < words.length && (words[word] & 1L << fluent) != 0;
    }

    /** Room for fluents {@code 0 .. fluents - 1}, zeros where new; the words are cleared when {@code clear}. */
    void reset(int fluents, boolean clear) {
        int length = (fluents + 63) >>> 6;
        if (length > words.length) {
            words = Arrays.copyOf(words, length);
        }
        if (clear) {
            Arrays.fill(words, 0);
        }
    }

    void set(int fluent) {
        words[fluent >>> 6] |= 1L << fluent;
    }

    void copyFrom(ForwardState other) {
        if (other.words.length != words.length) {
            words = new long[other.words.length];
        }
        System.arraycopy(other.words, 0, words, 0, words.length);
    }

    /** Whether both hold the same fluents (a state that grew may have more words, all zero). */
    boolean sameAs(ForwardState other) {
        if (other.words.length == words.length) {
            return Arrays.equals(other.words, words);
        }
        long[] shorter = words.length < other.words.length ? words : other.words;
        long[] longer = shorter == words ? other.words : words;
        for (int w = shorter.length; w < longer.length; w++) {
            if (longer[w] != 0) {
                return false;
            }
        }
        return Arrays.equals(shorter, 0, shorter.length, longer, 0, shorter.length);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ForwardState that && sameAs(that);
    }

    @Override
    public int hashCode() {
        int last = words.length;
        while (last > 1 && words[last - 1] == 0) {
            last--;
        }
        int hash = 1;
        for (int w = 0; w < last; w++) {
            hash = 31 * hash + Long.hashCode(words[w]);
        }
        return hash;
    }
}
