package org.gdlbench.util;

/**
 * Sorts ints in place over a buffer the caller keeps, so that a hot path sorts without allocating.
 *
 * <p>{@link java.util.Arrays#sort(int[], int, int)} allocates a buffer as large as the range
 * whenever the range (44 ints or more) is made of a few ascending runs. That is how a reasoner's
 * answers come: one run per rule that produced them. This natural merge sort merges those runs
 * pairwise, so it costs {@code n log(runs)}: one pass when the range is already sorted,
 * {@code n log n} at worst. Short ranges are sorted by insertion, in place.
 */
public final class RunMergeSort {
    /** Below this many values an insertion sort is faster; Arrays.sort draws the line here too. */
    private static final int SHORT = 44;

    private RunMergeSort() {
    }

    /**
     * Sorts {@code values[0..count)} ascending, using {@code buffer[0..count)} as working space
     * ({@code buffer.length >= count}; its contents are overwritten).
     */
    public static void sort(int[] values, int count, int[] buffer) {
        if (buffer.length < count) {
            throw new IllegalArgumentException("buffer of " + buffer.length + " for " + count + " values");
        }
        if (count < SHORT) {
            insertionSort(values, count);
            return;
        }
        int[] from = values;
        int[] to = buffer;
        while (!mergePass(from, to, count)) {
            int[] swap = from;
            from = to;
            to = swap;
        }
        if (from != values) {
            System.arraycopy(from, 0, values, 0, count);
        }
    }

    private static void insertionSort(int[] values, int count) {
        for (int i = 1; i < count; i++) {
            int value = values[i];
            int j = i - 1;
            while (j >= 0 && values[j] > value) {
                values[j + 1] = values[j];
                j--;
            }
            values[j + 1] = value;
        }
    }

    /**
     * Merges each pair of neighbouring runs of {@code from} into {@code to}; returns true, having
     * written nothing, when {@code from[0..count)} is one run already.
     */
    private static boolean mergePass(int[] from, int[] to, int count) {
        int firstEnd = runEnd(from, 0, count);
        if (firstEnd == count) {
            return true;
        }
        int start = 0;
        int middle = firstEnd;
        while (start < count) {
            int end = middle == count ? count : runEnd(from, middle, count);
            merge(from, start, middle, end, to);
            start = end;
            middle = start == count ? count : runEnd(from, start, count);
        }
        return false;
    }

    /** The end of the ascending run that starts at {@code start}. */
    private static int runEnd(int[] values, int start, int count) {
        int end = start + 1;
        while (end < count && values[end - 1] <= values[end]) {
            end++;
        }
        return end;
    }

    /** Merges the sorted ranges {@code from[start..middle)} and {@code from[middle..end)} into {@code to[start..end)}. */
    private static void merge(int[] from, int start, int middle, int end, int[] to) {
        int left = start;
        int right = middle;
        for (int out = start; out < end; out++) {
            if (right == end || left < middle && from[left] <= from[right]) {
                to[out] = from[left++];
            } else {
                to[out] = from[right++];
            }
        }
    }
}
