package org.gdlbench.harness.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.gdlbench.check.Coverage;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.harness.engine.EngineReasoner;
import org.gdlbench.harness.engine.ReferenceEngine;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bugs the old default of 10 seeded playouts let through, planted in a game's rules: the default
 * check, which aims at coverage, catches each; 10 playouts from the same seed do not.
 */
class DefaultCheckTest {
    private static final long SEED = 1;
    private static final int OLD_DEFAULT_PLAYOUTS = 10;
    private static final Deadline GENEROUS = Deadline.after(Duration.ofMinutes(5));

    @TempDir
    Path folder;

    private static String sheet(String game) throws IOException {
        return Files.readString(Path.of("..", "corpus", "games", game, game + ".kif"));
    }

    /** The bundled sheet with {@code written} replaced by {@code instead}, which must occur once. */
    private static String planted(String game, String written, String instead) throws IOException {
        String text = sheet(game);
        int at = text.indexOf(written);
        assertTrue(at >= 0 && text.indexOf(written, at + 1) < 0, "the planted bug's place is no longer in " + game);
        return text.substring(0, at) + instead + text.substring(at + written.length());
    }

    private static Outcome defaultCheck(String name, StateMachine bugged) {
        Game game = Corpus.bundled().entry(name).game();
        return Verification.byDefault(SEED).verifier(name, game).check("bugged", bugged, GENEROUS);
    }

    private static Outcome oldDefault(String name, StateMachine bugged) {
        Game game = Corpus.bundled().entry(name).game();
        return new Verifier(name, Reasoners.create("reference", game), SEED, OLD_DEFAULT_PLAYOUTS)
                .check("bugged", bugged, GENEROUS);
    }

    private static StateMachine referenceOn(String text) {
        return Reasoners.create("reference", FrontEnd.load("bugged", "<bugged>", text));
    }

    @Test
    void anEngineMissingADiagonalIsCaught() throws IOException {
        Path rules = folder.resolve("no-anti-diagonal.kif");
        Files.writeString(rules, planted("tictactoe", """
                (<= (diagonal ?z)
                    (true (cell 1 3 ?z))
                    (true (cell 2 2 ?z))
                    (true (cell 3 1 ?z)))""", ""));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        EngineReasoner engine = new EngineReasoner("no-diagonal", List.of(java, "-cp",
                System.getProperty("java.class.path"), ReferenceEngine.class.getName(), "--rules", rules.toString()));
        Game game = Corpus.bundled().entry("tictactoe").game();
        try {
            Outcome caught = defaultCheck("tictactoe", engine.create(game, Map.of()));
            assertEquals(Outcome.Status.DISAGREES, caught.status(), caught.toString());
            assertEquals(Outcome.Status.AGREES, oldDefault("tictactoe", engine.create(game, Map.of())).status(),
                    "10 playouts catch it now: the planted bug no longer shows what the default check adds");
        } finally {
            EngineReasoner.stopAllEngines();
        }
    }

    @Test
    void theDroppedDrawRuleIsCaught() throws IOException {
        String text = planted("tictactoe", "(<= terminal (not open))", "");
        Outcome caught = defaultCheck("tictactoe", referenceOn(text));
        assertEquals(Outcome.Status.DISAGREES, caught.status(), caught.toString());
        assertEquals("terminal", caught.disagreement().aspect());
        assertEquals(Outcome.Status.AGREES, oldDefault("tictactoe", referenceOn(text)).status());
    }

    @Test
    void aConnectFourWithoutHorizontalAdjacencyIsCaught() throws IOException {
        String text = planted("connectfour", "(<= (adj h ?c ?r ?c2 ?r) (succ ?c ?c2) (row ?r))", "");
        Outcome caught = defaultCheck("connectfour", referenceOn(text));
        assertEquals(Outcome.Status.DISAGREES, caught.status(), caught.toString());
        assertEquals(Outcome.Status.AGREES, oldDefault("connectfour", referenceOn(text)).status());
    }

    @Test
    void aHexMissingOneNeighbourDirectionIsCaughtAlthoughEveryRuleIsCovered() throws IOException {
        // The bugged sheet exercises every rule; it differs only in which chains end the game, so
        // it is caught by the plain random playouts played after coverage is complete.
        String text = planted("hex", "(<= (nbr ?x ?y ?x2 ?y) (succ ?x2 ?x) (index ?y))", "");
        Game game = Corpus.bundled().entry("hex").game();
        Verifier verifier = Verification.byDefault(SEED).verifier("hex", game);
        Outcome caught = verifier.check("bugged", referenceOn(text), GENEROUS);
        assertEquals(Outcome.Status.DISAGREES, caught.status(), caught.toString());
        assertEquals("terminal", caught.disagreement().aspect());
        assertTrue(verifier.coverage().complete(), verifier.coverage().line());
        assertEquals(Outcome.Status.AGREES, oldDefault("hex", referenceOn(text)).status());
    }

    @Test
    void aChineseCheckersThatEndsWithTwoPiecesHomeIsCaughtByPlaySteeredTowardTheEnding() throws IOException {
        // Random play seldom brings a player's pieces home (the strong check's 500 playouts found
        // it twice); the exploration steers toward the rule not yet exercised and reaches it.
        String text = planted("chinesecheckers4", """
                (<= terminal
                    (target ?p ?a ?b ?c)
                    (true (cell ?a ?p))
                    (true (cell ?b ?p))""", """
                (<= terminal
                    (target ?p ?a ?b ?c)
                    (true (cell ?b ?p))""");
        Outcome caught = defaultCheck("chinesecheckers4", referenceOn(text));
        assertEquals(Outcome.Status.DISAGREES, caught.status(), caught.toString());
        assertEquals("terminal", caught.disagreement().aspect());
    }

    @Test
    void ticTacToeIsEnumeratedAndItsCoverageIsComplete() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        Verifier verifier = Verification.byDefault(SEED).verifier("tictactoe", game);
        Outcome outcome = verifier.check("reference", Reasoners.create("reference", game), GENEROUS);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.toString());
        assertEquals(5478, outcome.states(), "every reachable state of tic-tac-toe, once each");
        Coverage coverage = verifier.coverage();
        assertEquals(new Coverage.Count(27, 27), coverage.rules());
        assertEquals(new Coverage.Count(6, 6), coverage.goalValues());
        assertTrue(coverage.terminalReached());
        assertEquals(new Coverage.Count(4, 4), coverage.moveForms(), "mark/2 and noop for each role");
        assertTrue(coverage.never().isEmpty(), coverage.never().toString());
    }

    @Test
    void aRuleNormalisationSplitsCountsOnceAtItsLineAndAnUnreachableGoalIsNamed() {
        Game game = FrontEnd.load("lamp", "lamp.kif", """
                (role solo)
                (init off)
                (legal solo press)
                (<= (next on) (true off))
                (<= terminal (or (true on) (true broken)))
                (<= (goal solo 100) (true on))
                (<= (goal solo 0) (true broken))
                """);
        Verifier verifier = Verification.byDefault(SEED).verifier("lamp", game);
        Outcome outcome = verifier.check("reference", Reasoners.create("reference", game), GENEROUS);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.toString());
        Coverage coverage = verifier.coverage();
        assertEquals(new Coverage.Count(3, 4), coverage.rules(), "the or-rule's two halves are one rule, line 5");
        assertEquals(new Coverage.Count(1, 2), coverage.goalValues());
        assertEquals(List.of("line 7 (<= (goal solo 0) (true broken))", "goal 0 of solo"), coverage.never());
        assertEquals(new Coverage.Count(1, 1), coverage.moveForms());
    }

    @Test
    void coverageNamesTheRulesAPlayoutNeverExercisedWithTheirLines() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        // seed 40's playout ends in a line for x: o never wins, the board is never full
        Verifier verifier = new Verifier("tictactoe", Reasoners.create("reference", game), 40, 1);
        verifier.check("reference", Reasoners.create("reference", game), GENEROUS);
        Coverage coverage = verifier.coverage();
        assertNotNull(coverage.rules());
        assertTrue(coverage.rules().exercised() < coverage.rules().total(), coverage.toString());
        assertTrue(coverage.never().contains("line 104 (<= terminal (not open))"), coverage.never().toString());
        assertEquals(coverage.rules().total() - coverage.rules().exercised(),
                coverage.never().stream().filter(item -> item.startsWith("line ")).count());
    }
}
