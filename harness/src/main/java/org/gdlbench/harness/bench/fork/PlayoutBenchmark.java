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
 * Random playouts from the initial state through the reasoner's own (fast) {@code playout}: the
 * score is playouts/s; the counter {@code states} gives state changes per second, and
 * states/playouts the mean depth. Nothing is allocated here beyond the reasoner's own work.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PlayoutBenchmark {
    /** Per-iteration counters and the random generator, reseeded for each iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** State changes (joint moves played) in this iteration. */
        public long states;

        private long iteration;
        private SplittableRandom random;

        @Setup(Level.Iteration)
        public void reset() {
            states = 0;
            random = new SplittableRandom(Seeds.iteration(iteration++));
        }
    }

    /**
     * Runs playouts until their rate settles, once per fork, before the warm-up iterations:
     * through the benchmark method itself, so that the profile the JIT compiles JMH's loop with is
     * the one gathered here.
     */
    @State(Scope.Thread)
    public static class Settled {
        @Setup(Level.Trial)
        public void settle(BenchmarkSubject subject) {
            PlayoutBenchmark benchmark = new PlayoutBenchmark();
            Counters counters = new Counters();
            counters.random = new SplittableRandom(Seeds.settling());
            subject.settle(Driver.PLAYOUT, () -> benchmark.playout(subject, counters, this));
        }
    }

    /** @param settled unused: asking for it makes JMH settle the fork first */
    @Benchmark
    public int playout(BenchmarkSubject subject, Counters counters, Settled settled) {
        int depth = subject.machine.playout(subject.initial, counters.random, subject.goals);
        counters.states += depth;
        return depth;
    }
}
