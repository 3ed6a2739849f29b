package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Test;

/** Each machine has its own engine, so machines on different threads play as they do alone. */
class ConcurrentMachinesTest {
    private static final int PLAYOUTS = 15;

    private static List<PlayoutResult> playouts(StateMachine machine) {
        MachineState start = machine.initialState();
        List<PlayoutResult> results = new ArrayList<>();
        for (int seed = 0; seed < PLAYOUTS; seed++) {
            results.add(machine.playout(start, new SplittableRandom(seed)));
        }
        return results;
    }

    @Test
    void fourMachinesOnFourThreadsGiveTheSinglethreadedResults() throws Exception {
        Game game = FrontEnd.load("counter", "counter.kif", KitGames.COUNTER);
        List<PlayoutResult> alone = playouts(new PrologAssertReasoner().create(game, Map.of()));
        assertEquals(alone, playouts(new PrologThreadedReasoner().create(game, Map.of())));
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<PlayoutResult>>> runs = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                PrologReasoner encoding = i % 2 == 0 ? new PrologAssertReasoner() : new PrologThreadedReasoner();
                runs.add(threads.submit(() -> playouts(encoding.create(game, Map.of()))));
            }
            for (Future<List<PlayoutResult>> run : runs) {
                assertEquals(alone, run.get());
            }
        } finally {
            threads.shutdownNow();
        }
    }
}
