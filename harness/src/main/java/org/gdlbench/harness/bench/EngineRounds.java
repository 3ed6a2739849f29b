package org.gdlbench.harness.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.gdlbench.engine.EngineException;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.engine.EngineBench;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * The engine processes of one measured fork, one per thread, asked for their own playouts together:
 * each process has a Java thread of its own, and a round starts them at one moment (every thread
 * waits at a latch until all are ready) and ends when the last answers, so the round's figures are
 * what the processes did together over one wall time, as JMH sums threads measured together.
 * Closing stops every process, also after a failure.
 */
final class EngineRounds implements AutoCloseable {
    /** What the processes played in one round, summed, and the round's wall time. */
    record Round(long count, long depths, double seconds) {
        double statesPerSecond() {
            return depths / seconds;
        }

        double playoutsPerSecond() {
            return count / seconds;
        }
    }

    private final List<StateMachine> machines = new ArrayList<>();
    private final List<Double> preparationMs = new ArrayList<>();
    private final ExecutorService askers;

    /**
     * Prepares {@code threads} machines of {@code spec}, one after another, each timed; when one
     * fails, those already started are stopped.
     *
     * @throws EngineException or {@link org.gdlbench.machine.UnsupportedGameException} when one fails to prepare
     */
    EngineRounds(ReasonerSpec spec, Game game, int threads) {
        askers = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "gdlbench-engine-round");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (int i = 0; i < threads; i++) {
                long start = System.nanoTime();
                machines.add(Reasoners.create(spec, game));
                preparationMs.add((System.nanoTime() - start) / 1e6);
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** How long each process took from its start to its rules loaded, in milliseconds. */
    List<Double> preparationMs() {
        return preparationMs;
    }

    /**
     * Asks every process for its playouts of {@code length} from {@code seed}, all at once.
     *
     * @throws EngineException or {@link org.gdlbench.machine.UnsupportedGameException}: the first
     *     process's failure, in process order, once every process has answered or failed
     */
    Round play(Duration length, long seed) {
        CountDownLatch ready = new CountDownLatch(machines.size());
        CountDownLatch go = new CountDownLatch(1);
        List<Future<EngineBench.Playouts>> answers = new ArrayList<>();
        for (StateMachine machine : machines) {
            answers.add(askers.submit(() -> {
                ready.countDown();
                go.await();
                return EngineBench.playouts(machine, length, seed);
            }));
        }
        long start;
        long count = 0;
        long depths = 0;
        RuntimeException failure = null;
        try {
            ready.await();
            start = System.nanoTime();
            go.countDown();
            for (Future<EngineBench.Playouts> answer : answers) {
                try {
                    EngineBench.Playouts played = answer.get();
                    count += played.count();
                    depths += played.depths();
                } catch (ExecutionException e) {
                    if (failure == null) {
                        failure = e.getCause() instanceof RuntimeException thrown ? thrown
                                : new EngineException(e.getCause().toString());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while the engine processes played");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (failure != null) {
            throw failure;
        }
        return new Round(count, depths, seconds);
    }

    /** Stops every process, each even when stopping another failed, and the threads that asked them. */
    @Override
    public void close() {
        for (StateMachine machine : machines) {
            try {
                EngineBench.stop(machine);
            } catch (RuntimeException e) {
                // the process is gone already; the others must still be stopped
            }
        }
        askers.shutdownNow();
    }
}
