package org.gdlbench.machine;

import java.util.random.RandomGenerator;

/**
 * The random numbers of one batched playout: SplitMix64, whose state is one {@code long}, so
 * that a {@link BatchedPlayouts} keeps one per lane in an array and draws without allocating
 * (through {@link #advance}, {@link #mix} and {@link #below}). A playout is named by its run's
 * seed and its number in the run ({@link #seedOf}); handing {@code new PlayoutRandom(seed)} to
 * any machine's {@code playout}, or to {@link DefaultPlayout}, replays it move for move, since
 * both draw {@link #nextInt(int)} once per role per step in role order over the legal moves in
 * move order.
 */
public final class PlayoutRandom implements RandomGenerator {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public PlayoutRandom(long seed) {
        state = seed;
    }

    /** The seed of playout number {@code playout} of the run seeded {@code runSeed}. */
    public static long seedOf(long runSeed, long playout) {
        return mix(runSeed + (playout + 1) * GOLDEN_GAMMA);
    }

    /** The state after one draw from {@code state}. */
    public static long advance(long state) {
        return state + GOLDEN_GAMMA;
    }

    /** The number drawn on reaching {@code state}. */
    public static long mix(long state) {
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A number in {@code [0, bound)} from the drawn {@code number}: its high 32 bits scaled, with
     * no rejection, so one draw each time (the bias is below {@code bound / 2^32}).
     */
    public static int below(long number, int bound) {
        return (int) (((number >>> 32) * bound) >>> 32);
    }

    @Override
    public long nextLong() {
        state = advance(state);
        return mix(state);
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        return below(nextLong(), bound);
    }
}
