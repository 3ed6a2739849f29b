package org.gdlbench.propnet.batch;

/** A 64 by 64 matrix of bits, one word per row, transposed in place. */
final class BitMatrix {
    /** Per round {@code j = 1, 2, 4 .. 32}: in each group of {@code 2j} bits, the low {@code j}. */
    private static final long[] MASKS = {
        0x5555555555555555L, 0x3333333333333333L, 0x0F0F0F0F0F0F0F0FL,
        0x00FF00FF00FF00FFL, 0x0000FFFF0000FFFFL, 0x00000000FFFFFFFFL,
    };

    private BitMatrix() {}

    /** Transposes the rows {@code rows[offset .. offset + 64)}: bit {@code c} of row {@code r} becomes bit {@code r} of row {@code c}. */
    static void transpose(long[] rows, int offset) {
        transpose(rows, offset, 64);
    }

    /**
     * Transposes the rows {@code rows[offset .. offset + 64)}, of which those from {@code used}
     * on are zero. Six rounds, each swapping the bit of the row's index worth {@code j} with
     * that of the column's, without a branch on the bits. The rounds go from {@code j = 1} up,
     * so that before round {@code j} only the rows below {@code used} rounded up to a multiple
     * of {@code j} can hold a bit, and pairs of rows beyond are left alone: 75 swaps instead of
     * 192 for the 10 moves of a tic-tac-toe player.
     */
    static void transpose(long[] rows, int offset, int used) {
        for (int round = 0, j = 1; j < 64; round++, j <<= 1) {
            long mask = MASKS[round];
            int limit = Math.min(64, (used + j - 1) & -j);
            for (int k = 0; k < limit; k = ((k | j) + 1) & ~j) {
                long swap = ((rows[offset + k] >>> j) ^ rows[offset + k + j]) & mask;
                rows[offset + k] ^= swap << j;
                rows[offset + k + j] ^= swap;
            }
        }
    }
}
