package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Prolog reasoner whose query runs over its budget in play, after the probe of the first moves
 * passed: every command that plays one reasoner says so in one line, exit status 1, not a stack trace.
 */
class BudgetInPlayTest {

    private static final String REASONER = "prolog-threaded:budget=300";
    private static final String STOPPED = "prolog-threaded: query goal(walker, V) ran over its 300 ms budget";

    @TempDir
    static Path corpus;

    @BeforeAll
    static void writeSheet() throws IOException {
        Files.writeString(corpus.resolve("latecycle.kif"), KitGames.LATE_CYCLE);
    }

    private static Cli run(String command, String... more) {
        String[] common = {command, "--corpus", corpus.toString(), "--game", "latecycle", "--reasoner", REASONER};
        String[] args = new String[common.length + more.length];
        System.arraycopy(common, 0, args, 0, common.length);
        System.arraycopy(more, 0, args, common.length, more.length);
        return Cli.run(args);
    }

    private static void assertOneLineRefusal(Cli cli, String where) {
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().startsWith("gdlbench: " + where), cli.toString());
        assertTrue(cli.err().contains(STOPPED), cli.toString());
        assertFalse(cli.err().contains("Exception"), "no stack trace: " + cli);
    }

    @Test
    void traceSaysWhereTheBudgetRanOutAfterPrintingTheStepsBefore() {
        Cli trace = run("trace", "--seed", "1");
        assertOneLineRefusal(trace, "game latecycle, seed 1: ");
        assertEquals(6, trace.out().strip().lines().count(), "steps 0 to 5 are printed: " + trace);
    }

    /**
     * verify and diff record a give-up, not a disagreement nor a crash: one line that names the
     * query, no stack frame; diff exits 1 whichever side gives up.
     */
    @Test
    void verifyAndDiffReportTheGiveUpInOneLine() {
        StringWriter printed = new StringWriter();
        Outcome outcome = VerifyCommand.run(Verification.byDefault(1), Corpus.read(corpus).select(List.of("latecycle")),
                ReasonerList.parse(List.of(REASONER)), new PrintWriter(printed), new PrintWriter(new StringWriter()),
                ProgressDisplay.Mode.PLAIN).outcomes().get(0);
        assertEquals(Outcome.Status.GAVE_UP, outcome.status(), outcome.toString());
        assertNull(outcome.disagreement(), outcome.toString());
        assertTrue(outcome.reason().startsWith("gave up after " + outcome.states() + " states agreed: " + STOPPED + " ("),
                outcome.toString());
        String verify = printed.toString();
        assertEquals(1, verify.lines().filter(line -> line.contains(STOPPED)).count(), verify);
        assertFalse(verify.contains("DISAGREE") || verify.contains("threw")
                || verify.contains("\tat ") || verify.contains("  at "), verify);
        for (String pair : new String[] {"reference," + REASONER, REASONER + ",reference"}) {
            Cli diff = Cli.run("diff", "--corpus", corpus.toString(), "--game", "latecycle", "--reasoners", pair);
            assertEquals(Main.FAILURE, diff.status(), diff.toString());
            assertTrue(diff.out().lines().anyMatch(line -> line.startsWith("  latecycle: ") && line.contains("gave up at seed 1")
                    && line.contains(STOPPED)), diff.toString());
            assertFalse(diff.out().contains("DISAGREEMENT") || diff.out().contains("threw")
                    || diff.out().contains("  at "), diff.toString());
        }
    }

    @Test
    void playoutQueryAndPerftSayItInOneLine() throws IOException {
        assertOneLineRefusal(run("playout"), "game latecycle: ");
        Path state = corpus.resolve("cycle.state");
        Files.writeString(state, "(edge a b)\n(edge b c)\n(edge c a)\n(step 6)\n");
        assertOneLineRefusal(run("query", "--state", state.toString()), "game latecycle: ");
        assertOneLineRefusal(run("perft", "--depth", "8"), "");
    }
}
