package org.gdlbench.handwritten;

/** Bit tricks the machines' playouts share. */
final class Bits {
    private static final long ONES_STEP_8 = 0x0101010101010101L;
    private static final long HIGH_BITS_STEP_8 = 0x8080808080808080L;
    /** Entry {@code 8 * b + r}: the index of the r-th lowest set bit of the byte b. */
    private static final byte[] SELECT_IN_BYTE = selectTable(8);

    private Bits() {
    }

    /**
     * The k-th lowest set bit of every set of {@code width} bits, as a table: entry
     * {@code set << selectShift(width) | k}. Playouts draw k at random every step, and a look-up
     * finds the bit without a loop or a branch to mispredict.
     */
    static byte[] selectTable(int width) {
        int shift = selectShift(width);
        byte[] table = new byte[(1 << width) << shift];
        for (int set = 0; set < 1 << width; set++) {
            int rank = 0;
            for (int bit = 0; bit < width; bit++) {
                if ((set & (1 << bit)) != 0) {
                    table[set << shift | rank++] = (byte) bit;
                }
            }
        }
        return table;
    }

    /** How far {@link #selectTable} shifts a set: room for ranks 0 to width - 1. */
    static int selectShift(int width) {
        return 32 - Integer.numberOfLeadingZeros(width - 1);
    }

    /**
     * The index of the {@code n}-th lowest set bit of {@code bits} (n counts from 0, and is less
     * than the number of set bits). Playouts draw n at random, so a loop or branches on it would
     * be mispredicted at every step; this is the branch-free broadword select of Vigna,
     * "Broadword implementation of rank/select queries" (2008): per-byte prefix counts find the
     * byte holding the bit, and a table finds the bit within that byte.
     */
    static int nthSetBit(long bits, int n) {
        long counts = bits - ((bits >>> 1) & 0x5555555555555555L);
        counts = (counts & 0x3333333333333333L) + ((counts >>> 2) & 0x3333333333333333L);
        // Byte i of prefix: the number of set bits in bytes 0 to i.
        long prefix = ((counts + (counts >>> 4)) & 0x0F0F0F0F0F0F0F0FL) * ONES_STEP_8;
        // The high bit of byte i is set where prefix i <= n: their number is the byte we want.
        long atMostN = (((n * ONES_STEP_8) | HIGH_BITS_STEP_8) - prefix) & HIGH_BITS_STEP_8;
        int place = Long.bitCount(atMostN) * 8;
        int rankInByte = n - (int) (((prefix << 8) >>> place) & 0xFF);
        return place + SELECT_IN_BYTE[(int) ((bits >>> place) & 0xFF) << 3 | rankInByte];
    }
}
