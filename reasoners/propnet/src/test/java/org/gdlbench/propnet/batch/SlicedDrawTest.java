package org.gdlbench.propnet.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bit-sliced draw against each lane's moves counted and its rank's move found one bit at a time. */
class SlicedDrawTest {
    @Test
    void eachLaneCountsItsMovesAndChoosesTheMoveOfItsRank() {
        SplittableRandom random = new SplittableRandom(11);
        long[] rows = new long[256];
        SlicedDraw draw = new SlicedDraw(rows);
        for (int trial = 0; trial < 3000; trial++) {
            int used = 1 + random.nextInt(SlicedDraw.MAX_ROWS);
            // Sparse to dense, so that counts need from 4 digits up to all 8; a lane in four has no moves.
            int density = random.nextInt(6);
            long silent = random.nextLong() & random.nextLong();
            for (int m = 0; m < rows.length; m++) {
                long word = -1L;
                for (int d = 0; d < density; d++) {
                    word &= random.nextLong();
                }
                rows[m] = m < used ? word & ~silent : 0;
            }
            drawsAsCountedOneByOne(draw, rows, used, random);
        }
    }

    /**
     * Tic-tac-toe's 10 moves and connect four's 8 are drawn bit-sliced too: few rows, within one
     * or two groups of eight, most lanes holding most moves, so counts below 16 need 4 digits.
     */
    @Test
    void fewRowsAsSmallGamesHaveDrawAsCountedOneByOne() {
        SplittableRandom random = new SplittableRandom(17);
        long[] rows = new long[64];
        SlicedDraw draw = new SlicedDraw(rows);
        for (int trial = 0; trial < 3000; trial++) {
            int used = 1 + random.nextInt(16);
            long silent = random.nextLong() & random.nextLong() & random.nextLong();
            java.util.Arrays.fill(rows, 0L);
            for (int m = 0; m < used; m++) {
                rows[m] = (random.nextLong() | random.nextLong()) & ~silent;
            }
            drawsAsCountedOneByOne(draw, rows, used, random);
        }
    }

    /** Counts and draws on {@code rows}, checking each lane's count and chosen move against ones found bit by bit. */
    private static void drawsAsCountedOneByOne(SlicedDraw draw, long[] rows, int used, SplittableRandom random) {
        long[] given = rows.clone();
        draw.count(used);
        int[] rank = new int[64];
        for (int lane = 0; lane < 64; lane++) {
            int count = 0;
            for (int m = 0; m < used; m++) {
                count += (int) (given[m] >>> lane & 1);
            }
            assertEquals(count, draw.lane[lane], "count of lane " + lane + " over " + used + " rows");
            rank[lane] = count == 0 ? 0 : random.nextInt(count);
            draw.lane[lane] = rank[lane];
        }
        int reached = draw.choose(used);
        assertTrue(reached <= rows.length, "reached " + reached);
        for (int lane = 0; lane < 64; lane++) {
            int seen = 0;
            for (int m = 0; m < used; m++) {
                boolean legal = (given[m] >>> lane & 1) != 0;
                boolean expected = legal && seen++ == rank[lane];
                boolean chosen = m < reached && (rows[m] >>> lane & 1) != 0;
                assertEquals(expected, chosen, "lane " + lane + " rank " + rank[lane] + " move " + m);
            }
        }
        assertArrayEquals(new long[64], draw.lane, "the digits are cleared for the next draw");
    }

    @Test
    void theScanStopsOnceEveryLaneHasChosen() {
        long[] rows = new long[256];
        rows[0] = -1L;
        rows[1] = 0xFFL;
        for (int m = 2; m < 200; m++) {
            rows[m] = -1L;
        }
        SlicedDraw draw = new SlicedDraw(rows);
        draw.count(200);
        assertEquals(200, draw.lane[0]);
        assertEquals(199, draw.lane[8]);
        java.util.Arrays.fill(draw.lane, 0);
        int reached = draw.choose(200);
        assertEquals(8, reached, "every lane took its first move within the first group of rows");
        assertEquals(-1L, rows[0]);
        assertEquals(0L, rows[1]);
    }

    @Test
    void transposingEightColumnsMatchesTheFullTransposition() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 200; trial++) {
            long[] rows = new long[64];
            for (int r = 0; r < 64; r++) {
                rows[r] = random.nextLong() & 0xFF;
            }
            long[] full = rows.clone();
            BitMatrix.transpose(full, 0);
            BitMatrix.transposeEightColumns(rows, 0);
            assertArrayEquals(full, rows);
        }
    }
}
