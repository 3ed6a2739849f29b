package org.gdlbench.propnet.batch;

/** A 64 by 64 matrix of bits, one word per row, transposed in place. */
final class BitMatrix {
    private static final long M1 = 0x5555555555555555L;
    private static final long M2 = 0x3333333333333333L;
    private static final long M4 = 0x0F0F0F0F0F0F0F0FL;

    private BitMatrix() {}

    /** Transposes the rows {@code rows[offset .. offset + 64)}: bit {@code c} of row {@code r} becomes bit {@code r} of row {@code c}. */
    static void transpose(long[] rows, int offset) {
        transpose(rows, offset, 64);
    }

    /**
     * Transposes the rows {@code rows[offset .. offset + 64)}, of which those from {@code used}
     * on are zero. Six rounds, each swapping the bit of the row's index worth {@code j} with
     * that of the column's, without a branch on the bits; the rounds commute. Those of {@code j =
     * 1, 2, 4} stay within eight rows, so each eight are loaded once and swapped in registers;
     * then {@code j = 8, 16, 32}, each a loop of its own that the JIT unrolls. Before round
     * {@code j} only the rows below {@code used} rounded up to a multiple of {@code j} can hold
     * a bit, so pairs of rows beyond are left alone (the 10 moves of a tic-tac-toe player: 104
     * swaps instead of 192).
     */
    static void transpose(long[] rows, int offset, int used) {
        narrow(rows, offset, offset + ((used + 7) & -8));
        wide(rows, offset, used, 8, 0x00FF00FF00FF00FFL);
        wide(rows, offset, used, 16, 0x0000FFFF0000FFFFL);
        wide(rows, offset, used, 32, 0x00000000FFFFFFFFL);
    }

    /**
     * Transposes the rows {@code rows[offset .. offset + 64)} whose bits from column 8 on are
     * zero, as 64 lanes' counts of up to 8 bits: afterwards only the first 8 rows can hold bits.
     * The rounds of {@link #transpose} in the other order: each wide one first moves the low
     * columns of the upper rows into the lower rows, so the next needs only the rows below it.
     */
    static void transposeEightColumns(long[] rows, int offset) {
        wide(rows, offset, 8, 32, 0x00000000FFFFFFFFL);
        wide(rows, offset, 8, 16, 0x0000FFFF0000FFFFL);
        wide(rows, offset, 8, 8, 0x00FF00FF00FF00FFL);
        narrow(rows, offset, offset + 8);
    }

    /** The rounds {@code j = 1, 2, 4} on the rows from {@code offset} to {@code end}, eight at a time in registers. */
    private static void narrow(long[] rows, int offset, int end) {
        for (int k = offset; k < end; k += 8) {
            long a0 = rows[k];
            long a1 = rows[k + 1];
            long a2 = rows[k + 2];
            long a3 = rows[k + 3];
            long a4 = rows[k + 4];
            long a5 = rows[k + 5];
            long a6 = rows[k + 6];
            long a7 = rows[k + 7];
            long s = ((a0 >>> 1) ^ a1) & M1;
            a0 ^= s << 1;
            a1 ^= s;
            s = ((a2 >>> 1) ^ a3) & M1;
            a2 ^= s << 1;
            a3 ^= s;
            s = ((a4 >>> 1) ^ a5) & M1;
            a4 ^= s << 1;
            a5 ^= s;
            s = ((a6 >>> 1) ^ a7) & M1;
            a6 ^= s << 1;
            a7 ^= s;
            s = ((a0 >>> 2) ^ a2) & M2;
            a0 ^= s << 2;
            a2 ^= s;
            s = ((a1 >>> 2) ^ a3) & M2;
            a1 ^= s << 2;
            a3 ^= s;
            s = ((a4 >>> 2) ^ a6) & M2;
            a4 ^= s << 2;
            a6 ^= s;
            s = ((a5 >>> 2) ^ a7) & M2;
            a5 ^= s << 2;
            a7 ^= s;
            s = ((a0 >>> 4) ^ a4) & M4;
            a0 ^= s << 4;
            a4 ^= s;
            s = ((a1 >>> 4) ^ a5) & M4;
            a1 ^= s << 4;
            a5 ^= s;
            s = ((a2 >>> 4) ^ a6) & M4;
            a2 ^= s << 4;
            a6 ^= s;
            s = ((a3 >>> 4) ^ a7) & M4;
            a3 ^= s << 4;
            a7 ^= s;
            rows[k] = a0;
            rows[k + 1] = a1;
            rows[k + 2] = a2;
            rows[k + 3] = a3;
            rows[k + 4] = a4;
            rows[k + 5] = a5;
            rows[k + 6] = a6;
            rows[k + 7] = a7;
        }
    }

    /** Round {@code j}: swaps bit {@code j} of row and column index, {@code mask} the low {@code j} bits of each {@code 2j}. */
    private static void wide(long[] rows, int offset, int used, int j, long mask) {
        int limit = offset + Math.min(64, (used + j - 1) & -j);
        for (int group = offset; group < limit; group += 2 * j) {
            for (int k = group; k < group + j; k++) {
                long swap = ((rows[k] >>> j) ^ rows[k + j]) & mask;
                rows[k] ^= swap << j;
                rows[k + j] ^= swap;
            }
        }
    }
}
