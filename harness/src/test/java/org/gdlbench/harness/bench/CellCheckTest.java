package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.bench.fork.Batches;
import org.gdlbench.harness.testing.FaultyBatchingMachine;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.testkit.NamedFactory;
import org.junit.jupiter.api.Test;

/** The check before a cell is measured: a reasoner that runs out of heap or stack is not measured, with the reason. */
class CellCheckTest {
    private static final Game TICTACTOE = Corpus.bundled().entry("tictactoe").game();

    private static CellCheck.Result check(String reasoner) {
        return check(reasoner, false);
    }

    private static CellCheck.Result check(String reasoner, boolean batches) {
        Verifier verifier = new Verifier("tictactoe", Reasoners.create("reference", TICTACTOE), 1, 2);
        return new CellCheck(2, Duration.ofSeconds(30), batches).check(TICTACTOE, ReasonerSpec.parse(reasoner),
                verifier);
    }

    /** The batch driver forks only for a reasoner that batches: the check says which do, and why not. */
    @Test
    void theCheckSaysWhyAReasonerPlaysNoBatches() {
        CellCheck.Result reference = check("reference", true);
        assertEquals(Status.OK, reference.status(), reference.reason());
        assertEquals("plays one playout at a time: it offers no batched playouts", reference.noBatches());
        CellCheck.Result propnet = check("propnet", true);
        assertEquals(Status.OK, propnet.status(), propnet.reason());
        assertNull(propnet.noBatches(), "the propnet batches tic-tac-toe");
        assertNull(check("reference", false).noBatches(), "not asked without the batch driver");
    }

    /**
     * Whether a machine can batch its game is learnt by building a batch, which the propnet
     * compiles: the check asks only whether the machine offers batches, and a game its batches
     * refuse is refused in the fork, where the batch is built anyway, with the same reason.
     */
    @Test
    void theCheckBuildsNoBatchAndTheForkRefusesAGameItsBatchesCannotPlay() {
        Reasoners.register(new NamedFactory("refuses-batches", "test only: the propnet, whose batches refuse every game",
                (game, options) -> new FaultyBatchingMachine((BatchingMachine) Reasoners.create("propnet", game),
                        FaultyBatchingMachine.Fault.REFUSE, 0)), "CellCheckTest");
        try {
            CellCheck.Result checked = check("refuses-batches", true);
            assertEquals(Status.OK, checked.status(), checked.reason());
            assertNull(checked.noBatches(), "the check asked for no batch: the fork finds out");
            UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                    () -> Batches.of(Reasoners.create("refuses-batches", TICTACTOE)));
            JmhCell.Failure failure = JmhCell.Failure.of(refused, "cell.log");
            assertTrue(failure.refused(), "an unsupported row, not a failed one");
            assertEquals("no batched playouts of this game: refuses to batch on request", failure.message());
        } finally {
            Reasoners.unregister("refuses-batches");
        }
    }

    @Test
    void runningOutOfMemoryPreparingIsUnsupported() {
        CellCheck.Result result = check("faulty:fault=out-of-memory-preparing");
        assertEquals(Status.UNSUPPORTED, result.status(), result.reason());
        assertTrue(result.reason().matches("ran out of memory while preparing \\(heap \\d+ MB; -Xmx raises it\\)"),
                result.reason());
    }

    @Test
    void runningOutOfStackInPlayIsUnsupported() {
        CellCheck.Result result = check("faulty:fault=out-of-stack,step=2");
        assertEquals(Status.UNSUPPORTED, result.status(), result.reason());
        assertTrue(result.reason().matches("gave up at seed 1 step 2 after 2 states agreed: ran out of stack while"
                + " playing \\(-Xss raises it\\)"), result.reason());
    }
}
