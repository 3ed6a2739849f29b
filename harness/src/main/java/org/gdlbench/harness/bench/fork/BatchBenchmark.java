package org.gdlbench.harness.bench.fork;

import java.util.concurrent.TimeUnit;
import org.gdlbench.machine.BatchedPlayouts;
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
 * Random playouts from the initial state played many at once, through the batch of a machine
 * that offers one ({@link Batches}): one operation plays {@link #STEPS_PER_OPERATION} steps of
 * every lane. The counter {@code states} gives states per second counted per lane, as a single
 * playout counts them, so that the figure compares with the playout driver's; {@code playouts}
 * the playouts finished per second. The batch is made once per fork and restarted from the
 * iteration's seed before each iteration, outside the measurement; nothing is allocated here.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BatchBenchmark {
    /**
     * Steps of every lane per operation: enough that JMH's loop costs nothing beside them, few
     * enough that a slow batch still runs many operations in an iteration.
     */
    public static final int STEPS_PER_OPERATION = 16;

    /** The batch, made once per fork from the subject's machine. */
    @State(Scope.Thread)
    public static class Batch {
        BatchedPlayouts playouts;
        /** States one operation plays, counted per lane. */
        long statesPerOperation;

        /** @throws org.gdlbench.machine.UnsupportedGameException when the machine offers no batches, saying why */
        @Setup(Level.Trial)
        public void make(BenchmarkSubject subject) {
            playouts = Batches.of(subject.machine);
            statesPerOperation = (long) STEPS_PER_OPERATION * playouts.lanes();
        }
    }

    /** Per-iteration counters; the batch restarted from the iteration's seed. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** States reached in this iteration, one per lane per step. */
        public long states;
        /** Playouts finished in this iteration. */
        public long playouts;

        private long iteration;

        @Setup(Level.Iteration)
        public void reset(Batch batch) {
            states = 0;
            playouts = 0;
            batch.playouts.start(Seeds.iteration(iteration++));
        }
    }

    /**
     * Runs the batch until its rate settles, once per fork, before the warm-up iterations: through
     * the benchmark method itself, so that the profile the JIT compiles JMH's loop with is the one
     * gathered here.
     */
    @State(Scope.Thread)
    public static class Settled {
        @Setup(Level.Trial)
        public void settle(BenchmarkSubject subject, Batch batch) {
            BatchBenchmark benchmark = new BatchBenchmark();
            Counters counters = new Counters();
            batch.playouts.start(Seeds.settling());
            subject.settle(Driver.BATCH, () -> benchmark.run(batch, counters, this));
        }
    }

    /** @param settled unused: asking for it makes JMH settle the fork first */
    @Benchmark
    public long run(Batch batch, Counters counters, Settled settled) {
        long before = batch.playouts.playoutsFinished();
        long states = batch.playouts.run(batch.statesPerOperation);
        counters.states += states;
        counters.playouts += batch.playouts.playoutsFinished() - before;
        return states;
    }
}
