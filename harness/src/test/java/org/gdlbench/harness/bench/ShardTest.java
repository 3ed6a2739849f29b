package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.machine.ReasonerSpec;
import org.junit.jupiter.api.Test;

class ShardTest {
    private static final BenchRun.Settings QUICK = new BenchRun.Settings(Profile.QUICK, List.of(Driver.PLAYOUT),
            List.of(), 1000, Duration.ofSeconds(30), false);

    @Test
    void everyCellOfTheBundledMatrixIsInExactlyOneShardForEveryNumberOfShards() {
        Corpus corpus = Corpus.bundled();
        List<ReasonerSpec> reasoners = List.of(ReasonerSpec.parse("reference"), ReasonerSpec.parse("propnet"),
                ReasonerSpec.parse("instantiation"), ReasonerSpec.parse("prolog-assert"));
        Matrix whole = new Matrix(corpus.entries(), reasoners, null, BenchOptions.NONE, null);
        List<Cell> all = whole.cells(QUICK);
        assertEquals(corpus.entries().size() * reasoners.size(), all.size());
        for (int count = 1; count <= 9; count++) {
            Map<Cell, Integer> seen = new HashMap<>();
            int largest = 0;
            int smallest = Integer.MAX_VALUE;
            for (int k = 1; k <= count; k++) {
                List<Cell> part = new Matrix(corpus.entries(), reasoners, new Shard(k, count), BenchOptions.NONE, null).cells(QUICK);
                part.forEach(cell -> seen.merge(cell, 1, Integer::sum));
                largest = Math.max(largest, part.size());
                smallest = Math.min(smallest, part.size());
                assertEquals(part.stream().sorted((a, b) -> Integer.compare(all.indexOf(a), all.indexOf(b))).toList(),
                        part, "a shard runs its cells in the matrix's order");
            }
            assertEquals(all.size(), seen.size(), count + " shards miss cells");
            int shards = count;
            seen.forEach((cell, times) -> assertEquals(1, times, cell + " is in " + times + " of " + shards + " shards"));
            assertTrue(smallest > 0, "no shard of " + count + " is empty");
        }
    }

    @Test
    void shardsAreBalancedByEstimatedTimeAndTheSameEveryTime() {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            cells.add(i);
        }
        // cell i takes (i % 7 + 1) * 10 seconds; the longest cell is 70
        List<List<Integer>> shards = Shard.partition(cells, 4, i -> (i % 7 + 1) * 10.0);
        assertEquals(shards, Shard.partition(cells, 4, i -> (i % 7 + 1) * 10.0));
        double[] load = shards.stream().mapToDouble(part -> part.stream().mapToDouble(i -> (i % 7 + 1) * 10.0).sum())
                .toArray();
        double max = java.util.Arrays.stream(load).max().orElseThrow();
        double min = java.util.Arrays.stream(load).min().orElseThrow();
        assertTrue(max - min <= 70, "longest first, each to the least loaded: within one cell of each other, "
                + java.util.Arrays.toString(load));
    }

    @Test
    void moreShardsThanCellsLeavesSomeEmptyButCoversAll() {
        List<List<String>> shards = Shard.partition(List.of("a", "b"), 3, cell -> 1);
        assertEquals(List.of(List.of("a"), List.of("b"), List.of()), shards);
    }

    @Test
    void kOfNIsReadAndCheckedInOneLine() {
        assertEquals(new Shard(2, 8), Shard.parse("2/8"));
        assertEquals("2/8", Shard.parse(" 2/8 ").toString());
        for (String bad : List.of("0/3", "4/3", "3", "a/b", "1/0", "1/2/3", "")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
            assertEquals(1, e.getMessage().lines().count());
        }
    }
}
