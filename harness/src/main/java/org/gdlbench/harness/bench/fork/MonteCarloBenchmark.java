package org.gdlbench.harness.bench.fork;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Monte-Carlo driver of <i>Comparison of GDL Reasoners</i> (Figure 2): random simulations to
 * the end of the game from the positions of recorded matches, one simulation per operation,
 * taking the positions in turn. The score is simulations/s; the counter {@code nodes} gives the
 * states the simulations reach per second (the paper's nodes per second).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MonteCarloBenchmark {
    /** Per-iteration counters and the random generator, reseeded for each iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** States reached by the simulations of this iteration. */
        public long nodes;

        private long iteration;
        private SplittableRandom random;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
            random = new SplittableRandom(Seeds.iteration(iteration++));
        }
    }

    /**
     * Runs simulations until their rate settles, once per fork, before the warm-up iterations:
     * through the benchmark method itself, so that the profile the JIT compiles JMH's loop with is
     * the one gathered here.
     */
    @State(Scope.Thread)
    public static class Settled {
        @Setup(Level.Trial)
        public void settle(BenchmarkSubject subject, RecordedPositions positions) {
            MonteCarloBenchmark benchmark = new MonteCarloBenchmark();
            Counters counters = new Counters();
            counters.random = new SplittableRandom(Seeds.settling());
            subject.settle(Driver.MC, () -> benchmark.simulation(subject, positions, counters, this));
        }
    }

    /** @param settled unused: asking for it makes JMH settle the fork first */
    @Benchmark
    public int simulation(BenchmarkSubject subject, RecordedPositions positions, Counters counters, Settled settled) {
        int depth = subject.machine.playout(positions.next(), counters.random, subject.goals);
        counters.nodes += depth;
        return depth;
    }
}
