package org.gdlbench.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;

/**
 * Seeded random playouts from the initial state, timed with the wall clock. Playout {@code i}
 * uses {@code new SplittableRandom(seed + i)}, so any single playout can be repeated alone.
 * These figures are a quick look; reported benchmark figures come from JMH.
 */
public final class PlayoutRunner {
    /** What a batch of playouts gave. */
    public record Batch(List<PlayoutResult> playouts, long nanos, boolean stoppedByBudget) {
        public long states() {
            return playouts.stream().mapToLong(PlayoutResult::depth).sum();
        }

        public double statesPerSecond() {
            return nanos == 0 ? 0 : states() * 1e9 / nanos;
        }

        public double meanDepth() {
            return playouts.stream().mapToInt(PlayoutResult::depth).average().orElse(0);
        }
    }

    private PlayoutRunner() {
    }

    /**
     * Runs up to {@code count} playouts, stopping early (after at least {@code minimum}) once
     * {@code budgetNanos} have passed.
     */
    public static Batch run(StateMachine machine, int count, long seed, int minimum, long budgetNanos) {
        MachineState start = machine.initialState();
        List<PlayoutResult> results = new ArrayList<>();
        long begin = System.nanoTime();
        boolean stopped = false;
        for (int i = 0; i < count; i++) {
            if (i >= minimum && System.nanoTime() - begin > budgetNanos) {
                stopped = true;
                break;
            }
            try {
                results.add(machine.playout(start, new SplittableRandom(seed + i)));
            } catch (GameRuleException e) {
                throw new GameRuleException("seed " + (seed + i) + ": " + e.getMessage());
            }
        }
        return new Batch(results, System.nanoTime() - begin, stopped);
    }

    public static Batch run(StateMachine machine, int count, long seed) {
        return run(machine, count, seed, count, Long.MAX_VALUE);
    }
}
