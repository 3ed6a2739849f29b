package org.gdlbench.propnet.net;

/**
 * The bit encoding of output bits and state words as named helpers: bit {@code b} of a bit set
 * lies in word {@code b >>> 6} at position {@code b & 63}. Each is one or two instructions that
 * the JIT inlines.
 */
public final class Bits {
    private Bits() {}

    /** The word holding bit {@code bit}. */
    public static int word(int bit) {
        return bit >>> 6;
    }

    /** The position of bit {@code bit} in its word. */
    public static int bitInWord(int bit) {
        return bit & 63;
    }

    /** The bit at position {@code position} of word {@code word}. */
    public static int index(int word, int position) {
        return word << 6 | position;
    }

    /** How many words hold {@code bits} bits. */
    public static int words(int bits) {
        return (bits + 63) >>> 6;
    }

    /** The mask of bit {@code bit} in its word. */
    static long mask(int bit) {
        return 1L << bit;
    }
}
