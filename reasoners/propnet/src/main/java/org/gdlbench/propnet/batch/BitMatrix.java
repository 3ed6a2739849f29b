package org.gdlbench.propnet.batch;

/** A 64 by 64 matrix of bits, one word per row, transposed in place. */
final class BitMatrix {
    private BitMatrix() {}

    /**
     * Transposes the rows {@code rows[offset .. offset + 64)}: bit {@code c} of row {@code r}
     * becomes bit {@code r} of row {@code c}. Six rounds, each swapping the off-diagonal blocks of
     * half the size of the last round's, 192 word swaps in all, without a branch on the bits.
     */
    static void transpose(long[] rows, int offset) {
        long mask = 0x00000000FFFFFFFFL;
        for (int j = 32; j != 0; j >>>= 1, mask ^= mask << j) {
            for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
                long swap = ((rows[offset + k] >>> j) ^ rows[offset + k + j]) & mask;
                rows[offset + k] ^= swap << j;
                rows[offset + k + j] ^= swap;
            }
        }
    }
}
