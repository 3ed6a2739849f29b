package org.gdlbench.propnet.batch;

/**
 * Each of 64 lanes picks its set bit of a given rank among rows of up to {@value #MAX_ROWS}
 * moves, one word of lanes per move, without turning the rows into one word of moves per lane.
 * The lanes' counts of moves are summed bit-sliced, one word per binary digit ({@link #count}),
 * and only those 8 words are transposed to a count per lane; the caller draws each lane's rank
 * below its count into {@link #lane}; the ranks are transposed back to 8 words, and one pass over
 * the moves in order takes one from every lane that has it ({@link #choose}): the lane whose
 * rank is down to zero borrows out of the top digit, and that borrow is the move's word of
 * chosen lanes. A move costs a few word operations per digit for all 64 lanes, where
 * transposing many moves into lanes costs more than the draw itself.
 */
final class SlicedDraw {
    /** Rows whose counts fit in the 8 digits summed. */
    static final int MAX_ROWS = 255;
    private static final int GROUP = 8;

    /** The moves' words of lanes, then the chosen lanes' words, padded with zero to a whole group. */
    private final long[] rows;
    /**
     * 64 words: after {@link #count}, lane {@code l}'s count of moves in word {@code l}, which the
     * caller overwrites with its rank; at other times the digits in words 0 to 7, the rest zero.
     */
    final long[] lane = new long[64];
    /** The digits {@link #count} needed, at least 4, and the lanes with any move. */
    private int digits;
    private long counted;

    /**
     * @param rows the moves' words of lanes, move {@code m} in word {@code m}, which {@link
     *     #choose} overwrites; as many as the rows drawn among rounded up to a multiple of 8, the
     *     words past those filled zero
     */
    SlicedDraw(long[] rows) {
        this.rows = rows;
    }

    /** Whether {@code used} rows can be drawn among: their count fits the digits, the rows' array the rounding up. */
    boolean fits(int used) {
        return used <= MAX_ROWS && (used + GROUP - 1) / GROUP * GROUP <= rows.length;
    }

    /**
     * Sums each lane's moves over the first {@code used} rows, eight rows at a time by a tree of
     * carry-save adders into the four low digits, whose carry is rippled into the four high
     * ones; then transposes the digits so that {@link #lane} holds each lane's count.
     */
    void count(int used) {
        long[] rows = this.rows;
        long ones = 0;
        long twos = 0;
        long fours = 0;
        long eights = 0;
        long d4 = 0;
        long d5 = 0;
        long d6 = 0;
        long d7 = 0;
        for (int m = 0; m < used; m += GROUP) {
            // Three full adders (a, b, c into sum and carry) fold in eight rows, pair by pair.
            long a = rows[m];
            long b = rows[m + 1];
            long u = ones ^ a;
            long twosA = ones & a | u & b;
            ones = u ^ b;
            a = rows[m + 2];
            b = rows[m + 3];
            u = ones ^ a;
            long twosB = ones & a | u & b;
            ones = u ^ b;
            u = twos ^ twosA;
            long foursA = twos & twosA | u & twosB;
            twos = u ^ twosB;
            a = rows[m + 4];
            b = rows[m + 5];
            u = ones ^ a;
            twosA = ones & a | u & b;
            ones = u ^ b;
            a = rows[m + 6];
            b = rows[m + 7];
            u = ones ^ a;
            twosB = ones & a | u & b;
            ones = u ^ b;
            u = twos ^ twosA;
            long foursB = twos & twosA | u & twosB;
            twos = u ^ twosB;
            u = fours ^ foursA;
            long carry = fours & foursA | u & foursB;
            fours = u ^ foursB;
            // carry is worth eight: add it to the digits from eights up.
            long next = eights & carry;
            eights ^= carry;
            carry = next;
            next = d4 & carry;
            d4 ^= carry;
            carry = next;
            next = d5 & carry;
            d5 ^= carry;
            carry = next;
            next = d6 & carry;
            d6 ^= carry;
            d7 ^= next;
        }
        counted = ones | twos | fours | eights | d4 | d5 | d6 | d7;
        digits = d7 != 0 ? 8 : d6 != 0 ? 7 : d5 != 0 ? 6 : d4 != 0 ? 5 : 4;
        long[] lane = this.lane;
        lane[0] = ones;
        lane[1] = twos;
        lane[2] = fours;
        lane[3] = eights;
        lane[4] = d4;
        lane[5] = d5;
        lane[6] = d6;
        lane[7] = d7;
        BitMatrix.transpose(lane, 0, 8);
    }

    /**
     * With each lane's rank in {@link #lane} (below its count; zero for a lane of no moves),
     * replaces each of the first {@code used} rows by the lanes that choose it: those for which
     * it is the move of their rank, counting the lane's moves in row order from zero. Rows past
     * the returned one were not reached (every lane had chosen) and are left as they were.
     */
    int choose(int used) {
        long[] lane = this.lane;
        BitMatrix.transposeEightColumns(lane, 0);
        return digits <= 4 ? scanFour(used) : digits <= 6 ? scanSix(used) : scanEight(used);
    }

    /** {@link #scanSix} for ranks below 16, as few moves (tic-tac-toe's, connect four's) have: a third fewer steps a row. */
    private int scanFour(int used) {
        long[] rows = this.rows;
        long[] lane = this.lane;
        long r0 = lane[0];
        long r1 = lane[1];
        long r2 = lane[2];
        long r3 = lane[3];
        long pending = counted;
        int m = 0;
        while (m < used && pending != 0) {
            for (int end = m + GROUP; m < end; m++) {
                long borrow = rows[m];
                long next = borrow & ~r0;
                r0 ^= borrow;
                borrow = next;
                next = borrow & ~r1;
                r1 ^= borrow;
                borrow = next;
                next = borrow & ~r2;
                r2 ^= borrow;
                borrow = next;
                next = borrow & ~r3;
                r3 ^= borrow;
                rows[m] = next;
                pending &= ~next;
            }
        }
        clearDigits(lane);
        return m;
    }

    /**
     * {@link #choose}'s pass with ranks below 64. Each row subtracts its lanes from their ranks
     * digit by digit; a lane whose rank was zero borrows out of the top digit, and is chosen.
     * Its rank wraps round to 63, which the moves it has left (fewer than its count, at most 63)
     * never bring below zero again.
     */
    private int scanSix(int used) {
        long[] rows = this.rows;
        long[] lane = this.lane;
        long r0 = lane[0];
        long r1 = lane[1];
        long r2 = lane[2];
        long r3 = lane[3];
        long r4 = lane[4];
        long r5 = lane[5];
        long pending = counted;
        int m = 0;
        while (m < used && pending != 0) {
            for (int end = m + GROUP; m < end; m++) {
                long borrow = rows[m];
                long next = borrow & ~r0;
                r0 ^= borrow;
                borrow = next;
                next = borrow & ~r1;
                r1 ^= borrow;
                borrow = next;
                next = borrow & ~r2;
                r2 ^= borrow;
                borrow = next;
                next = borrow & ~r3;
                r3 ^= borrow;
                borrow = next;
                next = borrow & ~r4;
                r4 ^= borrow;
                borrow = next;
                next = borrow & ~r5;
                r5 ^= borrow;
                rows[m] = next;
                pending &= ~next;
            }
        }
        clearDigits(lane);
        return m;
    }

    /** {@link #scanSix} for ranks below 256. */
    private int scanEight(int used) {
        long[] rows = this.rows;
        long[] lane = this.lane;
        long r0 = lane[0];
        long r1 = lane[1];
        long r2 = lane[2];
        long r3 = lane[3];
        long r4 = lane[4];
        long r5 = lane[5];
        long r6 = lane[6];
        long r7 = lane[7];
        long pending = counted;
        int m = 0;
        while (m < used && pending != 0) {
            for (int end = m + GROUP; m < end; m++) {
                long borrow = rows[m];
                long next = borrow & ~r0;
                r0 ^= borrow;
                borrow = next;
                next = borrow & ~r1;
                r1 ^= borrow;
                borrow = next;
                next = borrow & ~r2;
                r2 ^= borrow;
                borrow = next;
                next = borrow & ~r3;
                r3 ^= borrow;
                borrow = next;
                next = borrow & ~r4;
                r4 ^= borrow;
                borrow = next;
                next = borrow & ~r5;
                r5 ^= borrow;
                borrow = next;
                next = borrow & ~r6;
                r6 ^= borrow;
                borrow = next;
                next = borrow & ~r7;
                r7 ^= borrow;
                rows[m] = next;
                pending &= ~next;
            }
        }
        clearDigits(lane);
        return m;
    }

    private static void clearDigits(long[] lane) {
        for (int d = 0; d < 8; d++) {
            lane[d] = 0;
        }
    }
}
