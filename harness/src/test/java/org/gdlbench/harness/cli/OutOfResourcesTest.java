package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A reasoner that runs out of heap or stack, preparing or in play, has given up on the game:
 * every command says so in one line, as for a reasoner over its budget, never with a stack trace,
 * and a command over several pairs goes on to the next one.
 */
class OutOfResourcesTest {
    private static final String HEAP = "ran out of memory while %s \\(heap \\d+ MB; -Xmx raises it\\)";

    private static void assertNoTrace(Cli cli) {
        assertFalse(cli.out().contains("Error") || cli.err().contains("Error") || cli.out().contains("\tat ")
                || cli.err().contains("\tat ") || cli.out().contains("threw"), "no stack trace: " + cli);
    }

    @Test
    void verifyReportsEachRunOutAsAGiveUpAndChecksTheNextPair() {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--playouts", "2", "--plain", "--reasoners",
                "faulty:fault=out-of-memory,step=2,faulty:fault=out-of-stack,step=1,"
                        + "faulty:fault=out-of-memory-preparing,faulty");
        assertEquals(0, cli.status(), "a give-up is no failure: " + cli);
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(".*faulty:fault=out-of-memory,step=2 +gave up at seed 1"
                + " step 2 after 2 states agreed: " + String.format(HEAP, "playing"))), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(".*faulty:fault=out-of-stack,step=1 +gave up at seed 1"
                + " step 1 after 1 state agreed: ran out of stack while playing \\(-Xss raises it\\)")), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(".*faulty:fault=out-of-memory-preparing +skipped: "
                + String.format(HEAP, "preparing"))), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(".*tictactoe +faulty +agrees")), cli.toString());
        assertNoTrace(cli);
    }

    @Test
    void perftCheckSkipsTheRunOutWithItsReasonAndGoesOn() {
        Cli cli = Cli.run("perft", "--check", "--games", "tictactoe", "--depth", "3", "--reasoners",
                "faulty:fault=out-of-memory,step=2,reference");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(".*faulty:fault=out-of-memory,step=2 +skipped: gave up: "
                + String.format(HEAP, "counting"))), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(" +tictactoe +reference +ok")), cli.toString());
        assertNoTrace(cli);
    }

    /** A command that plays one reasoner stops with one line and exit status 1, after what it printed before. */
    @Test
    void traceAndPlayoutSayItInOneLine() {
        Cli trace = Cli.run("trace", "--game", "tictactoe", "--reasoner", "faulty:fault=out-of-stack,step=3",
                "--seed", "1");
        assertEquals(Main.FAILURE, trace.status(), trace.toString());
        assertTrue(trace.oneErrorLine(), trace.toString());
        assertTrue(trace.err().startsWith("gdlbench: ") && trace.err().contains("ran out of stack"), trace.toString());
        assertEquals(3, trace.out().strip().lines().count(), "steps 0 to 2 are printed: " + trace);
        Cli playout = Cli.run("playout", "--game", "tictactoe", "--reasoner", "faulty:fault=out-of-memory-preparing");
        assertEquals(Main.FAILURE, playout.status(), playout.toString());
        assertTrue(playout.oneErrorLine(), playout.toString());
        assertTrue(playout.err().strip().matches("gdlbench: faulty:fault=out-of-memory-preparing cannot play tictactoe: "
                + String.format(HEAP, "preparing")), playout.toString());
        assertNoTrace(trace);
        assertNoTrace(playout);
    }
}
