package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games whose rules break in play, and corpus folders of little use, are one line each and a status. */
class BrokenInPlayTest {
    @TempDir
    Path corpus;

    private Cli run(String... args) {
        return Cli.run(args);
    }

    @Test
    void aGameWithoutLegalMovesIsOneLineNamingGameSeedAndStep() throws Exception {
        Files.writeString(corpus.resolve("stuck.kif"), KitGames.STUCK);
        Cli playout = run("playout", "--corpus", corpus.toString(), "--game", "stuck", "--seed", "7");
        assertEquals(1, playout.status(), playout.toString());
        assertEquals("gdlbench: game stuck breaks GDL in play, seed 7: role solo has no legal move in a non-terminal"
                + " state at step 1\n", playout.err());
        Cli trace = run("trace", "--corpus", corpus.toString(), "--game", "stuck", "--seed", "7");
        assertEquals(1, trace.status(), trace.toString());
        assertEquals("gdlbench: game stuck, seed 7: the rules break in play: role solo has no legal move in a"
                + " non-terminal state at step 1\n", trace.err());
    }

    @Test
    void aGameWithoutEndIsOneLineAndItsTraceStopsAtTheCap() throws Exception {
        Files.writeString(corpus.resolve("endless.kif"), KitGames.ENDLESS);
        Cli playout = run("playout", "--corpus", corpus.toString(), "--game", "endless", "--seed", "3");
        assertEquals(1, playout.status(), playout.toString());
        assertEquals("gdlbench: game endless breaks GDL in play, seed 3: no terminal state after 100000 steps\n",
                playout.err());
        Cli trace = run("trace", "--corpus", corpus.toString(), "--game", "endless", "--seed", "3");
        assertEquals(1, trace.status());
        assertEquals(TraceCommand.DEFAULT_STEP_CAP + 1, trace.out().lines().count(), "one line per state up to the cap");
        assertEquals("gdlbench: game endless, seed 3: no terminal state within 10,000 steps; the trace stops there"
                + " (--steps N to go further)\n", trace.err());
        assertEquals(0, run("trace", "--corpus", corpus.toString(), "--game", "endless", "--seed", "3", "--steps", "5")
                .status(), "a trace cut short on request is no failure");
    }

    @Test
    void severalGoalValuesInATerminalStateAreAGameProblem() throws Exception {
        Files.writeString(corpus.resolve("slip.kif"), """
                (role solo) (init (step 0)) (legal solo go)
                (<= (next (step 1)) (true (step 0)))
                (<= terminal (true (step 1)))
                (<= (goal solo 100) (true (step 1)))
                (<= (goal solo 0) (true (step 1)))   ; the slip: meant (step 0)
                """);
        Cli verify = run("verify", "--corpus", corpus.toString(), "--games", "slip", "--reasoners", "faulty",
                "--playouts", "1", "--format", "json");
        assertEquals(1, verify.status(), "a game broken in play fails verify, as the README says: " + verify);
        JsonNode outcome = new ObjectMapper().readTree(verify.out()).get("outcomes").get(0);
        assertEquals("game-error", outcome.get("status").asText(), verify.toString());
        assertEquals("the reference finds the game broken at seed 1: role solo has several goal values [0, 100] in the"
                + " terminal state at step 1", outcome.get("reason").asText());
    }

    @Test
    void aFolderWithoutSheetsIsAUserError() throws Exception {
        Path empty = Files.createDirectory(corpus.resolve("empty"));
        Cli games = run("games", "--corpus", empty.toString());
        assertEquals(2, games.status());
        assertEquals("gdlbench: no .kif rule sheets in " + empty + "\n", games.err());
    }

    @Test
    void aDuplicateSheetIsNamedAndItsNameSelectsTheGame() throws Exception {
        Files.writeString(corpus.resolve("counter.kif"), KitGames.COUNTER);
        Files.writeString(corpus.resolve("counter2.kif"), "; a copy\n" + KitGames.COUNTER);
        Cli games = run("games", "--corpus", corpus.toString());
        assertEquals(0, games.status());
        assertFalse(games.out().contains("counter2"));
        assertTrue(games.err().contains("dropped as duplicates of another sheet: counter2 (same as counter)"), games.err());
        assertEquals(0, run("playout", "--corpus", corpus.toString(), "--game", "counter2").status());
    }
}
