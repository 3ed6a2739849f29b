package org.gdlbench.harness.bench.fork;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What {@code bench --threads 2} relies on: two threads, each with a machine of its own prepared
 * from one parsed game (as {@link BenchmarkSubject} prepares them), play seeded playouts at the
 * same time, and each playout agrees with the reference's of the same seed: the same depth, the
 * same goals and the same draws (each step's number of legal moves per role and the move drawn,
 * which in the contract's move order is the same move). A reasoner with static mutable state
 * (a cache, a counter, a compiler shared by its machines) would mix the two threads' games.
 */
class ParallelMachinesTest {
    private static final int THREADS = 2;

    static Stream<Arguments> reasoners() {
        return Stream.of(
                Arguments.of("tictactoe", Reasoners.REFERENCE, 60),
                Arguments.of("connectfour", Reasoners.REFERENCE, 10),
                Arguments.of("tictactoe", "topdown", 60),
                Arguments.of("connectfour", "topdown", 30),
                Arguments.of("tictactoe", "forward", 60),
                Arguments.of("connectfour", "forward", 30),
                Arguments.of("tictactoe", "instantiation", 60),
                Arguments.of("connectfour", "instantiation", 30),
                Arguments.of("tictactoe", "propnet", 200),
                Arguments.of("connectfour", "propnet", 200),
                Arguments.of("tictactoe", "propnet:compile=false", 200),
                Arguments.of("tictactoe", "handwritten", 200),
                Arguments.of("connectfour", "handwritten", 200),
                Arguments.of("tictactoe", "prolog-assert", 3),
                Arguments.of("tictactoe", "prolog-threaded", 3),
                Arguments.of("tictactoe", "swi-threaded", 10),
                Arguments.of("tictactoe", "gprolog-assert", 10));
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("reasoners")
    void twoThreadsEachWithItsOwnMachineAgreeWithTheReference(String gameName, String reasoner, int playouts)
            throws Exception {
        Game game = Corpus.bundled().entry(gameName).game();
        List<StateMachine> machines = new ArrayList<>();
        for (int thread = 0; thread < THREADS; thread++) {
            try {
                machines.add(Reasoners.create(reasoner, game));
            } catch (UnsupportedGameException e) {
                // a native Prolog system not installed here: its reasoner refuses, saying why
                Assumptions.assumeTrue(false, reasoner + " refused " + gameName + ": " + e.getMessage());
            }
        }
        List<String> disagreements = playTogether(game, machines, playouts);
        assertTrue(disagreements.isEmpty(), reasoner + " on " + gameName + ": " + disagreements);
    }

    /**
     * Plays {@code playouts} seeded playouts on each machine, one thread each, all starting at once,
     * each thread its own seeds; returns how they disagreed with the reference, empty when none did.
     */
    static List<String> playTogether(Game game, List<StateMachine> machines, int playouts) throws Exception {
        StateMachine reference = Reasoners.create(Reasoners.REFERENCE, game);
        Playout[][] expected = new Playout[machines.size()][playouts];
        for (int thread = 0; thread < machines.size(); thread++) {
            for (int i = 0; i < playouts; i++) {
                expected[thread][i] = Playout.of(reference, seed(thread, i));
            }
        }
        CyclicBarrier start = new CyclicBarrier(machines.size());
        ExecutorService pool = Executors.newFixedThreadPool(machines.size());
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int thread = 0; thread < machines.size(); thread++) {
                int index = thread;
                results.add(pool.submit(() -> {
                    start.await();
                    List<String> wrong = new ArrayList<>();
                    for (int i = 0; i < playouts; i++) {
                        Playout actual = Playout.of(machines.get(index), seed(index, i));
                        if (!actual.equals(expected[index][i])) {
                            wrong.add("thread " + index + " seed " + seed(index, i) + ": " + actual + ", the reference "
                                    + expected[index][i]);
                        }
                    }
                    return wrong;
                }));
            }
            List<String> disagreements = new ArrayList<>();
            for (Future<List<String>> result : results) {
                disagreements.addAll(result.get(5, TimeUnit.MINUTES));
            }
            return disagreements;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Each thread's own seeds, so that the two play different games at once. */
    private static long seed(int thread, int playout) {
        return 1000L * thread + playout;
    }

    /** One seeded playout: its depth, goals and every draw (the bound, then the number drawn). */
    record Playout(int depth, List<Integer> goals, List<Integer> draws) {
        static Playout of(StateMachine machine, long seed) {
            Recording random = new Recording(seed);
            int[] goals = new int[machine.roles().size()];
            int depth = machine.playout(machine.initialState(), random, goals);
            return new Playout(depth, Arrays.stream(goals).boxed().toList(), random.draws);
        }
    }

    /** A seeded generator that records each {@code nextInt(bound)}: the bound and the number drawn. */
    private static final class Recording implements RandomGenerator {
        private final SplittableRandom random;
        final List<Integer> draws = new ArrayList<>();

        Recording(long seed) {
            random = new SplittableRandom(seed);
        }

        @Override
        public long nextLong() {
            return random.nextLong();
        }

        @Override
        public int nextInt(int bound) {
            int drawn = random.nextInt(bound);
            draws.add(bound);
            draws.add(drawn);
            return drawn;
        }
    }
}
