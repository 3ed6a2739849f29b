package org.gdlbench.harness.bench.fork;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The iterative-deepening minimax driver of <i>Comparison of GDL Reasoners</i> (Figure 2) from
 * the positions of recorded matches, one search of {@code nodeBudget} nodes per operation,
 * taking the positions in turn. The score is searches/s; the counter {@code nodes} gives nodes
 * per second (the paper's figure), and {@code depthSum} over searches the mean depth reached.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MinimaxBenchmark {
    /** The search, with its buffers, made once per fork. */
    @State(Scope.Thread)
    public static class Search {
        /** Nodes per search: the paper's per-position time limit, as an amount of work. */
        @Param("1000")
        public long nodeBudget;

        IterativeDeepening search;

        @Setup(Level.Trial)
        public void make(BenchmarkSubject subject) {
            search = new IterativeDeepening(subject.machine);
        }
    }

    /** Per-iteration counters. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** Nodes visited in this iteration. */
        public long nodes;
        /** The depths reached by the searches of this iteration, summed. */
        public long depthSum;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
            depthSum = 0;
        }
    }

    /**
     * Runs searches until their rate settles, once per fork, before the warm-up iterations:
     * through the benchmark method itself, so that the profile the JIT compiles JMH's loop with is
     * the one gathered here.
     */
    @State(Scope.Thread)
    public static class Settled {
        @Setup(Level.Trial)
        public void settle(BenchmarkSubject subject, RecordedPositions positions, Search search) {
            MinimaxBenchmark benchmark = new MinimaxBenchmark();
            Counters counters = new Counters();
            subject.settle(Driver.MM, () -> {
                long before = counters.nodes;
                benchmark.search(positions, search, counters, this);
                return counters.nodes - before;
            });
        }
    }

    /** @param settled unused: asking for it makes JMH settle the fork first */
    @Benchmark
    public long search(RecordedPositions positions, Search search, Counters counters, Settled settled) {
        long visited = search.search.search(positions.next(), search.nodeBudget);
        counters.nodes += visited;
        counters.depthSum += search.search.depthReached();
        return search.search.goalSum();
    }
}
