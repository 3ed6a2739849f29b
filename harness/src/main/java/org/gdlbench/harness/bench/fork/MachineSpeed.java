package org.gdlbench.harness.bench.fork;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A fixed workload that tells how fast the machine runs right now. On a virtual machine the part
 * of the processor shared with other tenants (the last-level cache, the memory behind it) can run
 * half again as fast or as slow for a minute or more, from outside, with nothing else running
 * inside: settling cannot help with that. So each benchmark fork that settled reads this after
 * each measured iteration, and a row measured while the machine ran slow or fast is flagged
 * ({@link org.gdlbench.harness.bench.MachineShift}). The workload chases indices through a 1 MB table, more than a core's
 * own caches hold, with integer arithmetic on what it reads: second by second, its speed and the
 * reference reasoner's moved together (correlation 0.92 over 200 s, both by half between the
 * machine's slow and fast spells), where a table that fits a core's cache moved by a tenth.
 */
public final class MachineSpeed {
    /** Entries of the table: 1 MB of ints. */
    private static final int SIZE = 1 << 18;
    /** Steps per round: some 5 ms. */
    private static final int STEPS = 1 << 19;
    /** Rounds run the first time, untimed, so that the loop is compiled. */
    private static final int FIRST_ROUNDS = 30;
    /**
     * Rounds timed per reading, after one untimed round that brings the table back into the
     * caches. The reading is the fastest round, so that what slows a round or two (a collection
     * after an iteration that allocated, on the same pinned core) does not count, while a slow
     * spell of the machine, which slows every round, does.
     */
    private static final int ROUNDS = 9;

    /** One cycle through all entries of the table, the same in every JVM. */
    private static int[] table;
    /** Keeps the JIT from dropping the work. */
    private static volatile long sink;

    private MachineSpeed() {
    }

    /** The machine's speed now, in millions of workload steps per second; takes some 50 ms. */
    public static synchronized double read() {
        if (table == null) {
            table = cycle(SIZE, 1);
            for (int round = 0; round < FIRST_ROUNDS; round++) {
                round();
            }
        }
        round();
        double[] rates = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            rates[round] = round();
        }
        return Arrays.stream(rates).max().orElseThrow();
    }

    /** One round's rate, in millions of steps per second. */
    private static double round() {
        long start = System.nanoTime();
        sink += chase(table, STEPS);
        return STEPS * 1e3 / (System.nanoTime() - start);
    }

    /** A fork's line in its settling log, for people: its driver and the mean of its readings. */
    public static String logLine(String driver, List<Double> readings) {
        double mean = readings.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return String.format(Locale.ROOT, "%s machine speed: %.5g mean of %d readings after the measured iterations"
                + " (%.4g to %.4g)", driver, mean, readings.size(),
                readings.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                readings.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
    }

    private static long chase(int[] next, int steps) {
        int at = 0;
        long mixed = 0;
        for (int step = 0; step < steps; step++) {
            at = next[at];
            mixed = mixed * 0x9E3779B97F4A7C15L + at;
            mixed ^= mixed >>> 29;
        }
        return mixed;
    }

    /** A random cyclic permutation (Sattolo's algorithm): following it visits every entry once. */
    static int[] cycle(int size, long seed) {
        int[] next = new int[size];
        for (int i = 0; i < size; i++) {
            next[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i);
            int swap = next[i];
            next[i] = next[j];
            next[j] = swap;
        }
        return next;
    }
}
