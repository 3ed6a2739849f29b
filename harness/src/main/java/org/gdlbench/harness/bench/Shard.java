package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Shard {@code index} of {@code count} ({@code K/N}, from 1): a deterministic part of a run's
 * matrix. The cells are dealt longest first, each to the shard with the least estimated time so
 * far (ties to the lowest index), so the shards take about as long as each other and every cell
 * lands in exactly one shard. The same matrix and estimates always give the same shards.
 */
public record Shard(int index, int count) {
    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + " does not exist (K/N with 1 <= K <= N)");
        }
    }

    /** @throws IllegalArgumentException unless {@code text} is {@code K/N} with 1 <= K <= N */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("'" + text + "' is not K/N (e.g. 2/8)");
        }
        try {
            return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not K/N (e.g. 2/8)");
        }
    }

    /** This shard's cells, in the matrix's order. */
    public <T> List<T> select(List<T> cells, ToDoubleFunction<T> seconds) {
        return partition(cells, count, seconds).get(index - 1);
    }

    /** Every shard's cells (shard K at index K-1), each in the matrix's order. */
    public static <T> List<List<T>> partition(List<T> cells, int count, ToDoubleFunction<T> seconds) {
        double[] cost = new double[cells.size()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            cost[i] = seconds.applyAsDouble(cells.get(i));
            order.add(i);
        }
        order.sort(Comparator.<Integer>comparingDouble(i -> -cost[i]).thenComparingInt(i -> i));
        double[] load = new double[count];
        List<List<Integer>> dealt = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            dealt.add(new ArrayList<>());
        }
        for (int i : order) {
            int least = 0;
            for (int k = 1; k < count; k++) {
                if (load[k] < load[least]) {
                    least = k;
                }
            }
            load[least] += cost[i];
            dealt.get(least).add(i);
        }
        List<List<T>> shards = new ArrayList<>();
        for (List<Integer> indices : dealt) {
            indices.sort(Comparator.naturalOrder());
            shards.add(indices.stream().map(cells::get).toList());
        }
        return shards;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
