package org.gdlbench.harness.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;

/** The batch driver's benchmark, called as JMH calls it, without JMH. */
class BatchBenchmarkTest {
    private static BenchmarkSubject subject(String reasoner) {
        ForkGame game = new ForkGame();
        game.game = "tictactoe";
        game.gamesDir = "";
        game.load();
        BenchmarkSubject subject = new BenchmarkSubject();
        subject.reasoner = reasoner;
        subject.prepare(game, 0, 1);
        return subject;
    }

    /**
     * Each operation plays its steps in every lane and counts one state per lane per step, so
     * that the states are the depths of the playouts the lanes played: each finished playout's
     * depth that of the same seeded playout played alone, and the lanes' unfinished ones.
     */
    @Test
    void statesAreCountedPerLaneAsSinglePlayoutsCountThem() {
        BenchmarkSubject subject = subject("propnet");
        BatchBenchmark.Batch batch = new BatchBenchmark.Batch();
        batch.make(subject);
        List<long[]> finished = new ArrayList<>(); // seed, depth
        batch.playouts.listen((playouts, lane) -> finished.add(new long[] {playouts.seed(lane), playouts.depth(lane)}));
        BatchBenchmark.Counters counters = new BatchBenchmark.Counters();
        counters.reset(batch);
        BatchBenchmark benchmark = new BatchBenchmark();
        int lanes = batch.playouts.lanes();
        int operations = 5;
        for (int i = 0; i < operations; i++) {
            assertEquals((long) BatchBenchmark.STEPS_PER_OPERATION * lanes, benchmark.run(batch, counters, null));
        }
        assertEquals((long) operations * BatchBenchmark.STEPS_PER_OPERATION * lanes, counters.states);
        assertEquals(finished.size(), counters.playouts);
        assertTrue(counters.playouts > lanes, "80 steps of tic-tac-toe finish every lane's playout several times");

        long depths = 0;
        for (long[] playout : finished) {
            int alone = subject.machine.playout(subject.initial, new PlayoutRandom(playout[0]), subject.goals);
            assertEquals(alone, playout[1], "a lane's playout is as deep as the same seeded playout alone");
            depths += playout[1];
        }
        for (int lane = 0; lane < lanes; lane++) {
            depths += batch.playouts.depth(lane);
        }
        assertEquals(counters.states, depths, "every state counted is one of a lane's playout");

        counters.reset(batch);
        assertEquals(0, counters.states + counters.playouts, "each iteration counts afresh");
    }

    @Test
    void aMachineWithoutBatchesIsRefusedWithTheReason() {
        BatchBenchmark.Batch batch = new BatchBenchmark.Batch();
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> batch.make(subject("reference")));
        assertEquals(Batches.ONE_AT_A_TIME, refused.getMessage());
    }
}
