package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.ResultRow.Status;
import org.junit.jupiter.api.Test;

/** The check before a cell is measured: a reasoner that runs out of heap or stack is not measured, with the reason. */
class CellCheckTest {
    private static final Game TICTACTOE = Corpus.bundled().entry("tictactoe").game();

    private static CellCheck.Result check(String reasoner) {
        Verifier verifier = new Verifier("tictactoe", Reasoners.create("reference", TICTACTOE), 1, 2);
        return new CellCheck(2, Duration.ofSeconds(30)).check(TICTACTOE, ReasonerSpec.parse(reasoner), verifier);
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
