package org.gdlbench.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

// A merge that fails to shrink the number of runs would loop for ever: fail instead.
@Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class RunMergeSortTest {
    /** Sorts the first {@code count} of {@code values}; they must match Arrays.sort's, the rest unchanged. */
    private static void check(int[] values, int count) {
        int[] expected = values.clone();
        Arrays.sort(expected, 0, count);
        int[] sorted = values.clone();
        RunMergeSort.sort(sorted, count, new int[count + 3]);
        assertArrayEquals(expected, sorted, Arrays.toString(values) + " first " + count);
    }

    @Test
    void sortsEmptySingleSortedAndReversedRanges() {
        check(new int[0], 0);
        check(new int[] {5}, 1);
        check(new int[] {9, 3, 1}, 0);
        check(new int[] {1, 2, 3, 4, 5}, 5);
        check(new int[] {5, 4, 3, 2, 1}, 5);
        check(new int[] {3, 1, 2, 9, 0}, 3);
    }

    @Test
    void sortsRunsOfEveryShapeAsArraysSortDoes() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 2_000; trial++) {
            int count = random.nextInt(300);
            int[] values = new int[count + random.nextInt(3)];
            // A few ascending runs, as a reasoner's answers come, with ties and a random tail.
            int runs = 1 + random.nextInt(6);
            for (int i = 0; i < values.length; i++) {
                values[i] = i % (count / runs + 1) * 3 + random.nextInt(trial % 2 == 0 ? 2 : 1000);
            }
            check(values, count);
        }
    }

    @Test
    void refusesABufferShorterThanTheRange() {
        assertThrows(IllegalArgumentException.class, () -> RunMergeSort.sort(new int[] {2, 1, 3}, 3, new int[2]));
    }
}
