package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VerifyCommandTest {
    private static JsonNode json(Cli cli) throws Exception {
        return new ObjectMapper().readTree(cli.out());
    }

    /** The outcomes verify finds on bundled games, from the method the command prints them from. */
    private static List<Outcome> outcomes(Verification verification, List<String> games, String reasoners) {
        return VerifyCommand.run(verification, Corpus.bundled().select(games), ReasonerList.parse(List.of(reasoners)),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), ProgressDisplay.Mode.PLAIN)
                .outcomes();
    }

    @Test
    void jsonGivesEveryPairsOutcomeAndEveryGamesCoverage() throws Exception {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty:fault=drop-move,step=2,faulty",
                "--seed", "5", "--playouts", "2", "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        JsonNode document = json(cli);
        assertEquals("playouts", document.get("check").asText());
        JsonNode wrong = document.get("outcomes").get(0);
        assertEquals("disagrees", wrong.get("status").asText());
        assertEquals(5, wrong.get("disagreement").get("seed").asLong());
        assertEquals(2, wrong.get("disagreement").get("step").asInt());
        assertEquals(2, wrong.get("disagreement").get("path").size());
        assertEquals("gdlbench verify --games tictactoe --reasoners faulty:fault=drop-move,step=2 --seed 5 --playouts 1",
                wrong.get("disagreement").get("repeat").asText());
        JsonNode right = document.get("outcomes").get(1);
        assertEquals("agrees", right.get("status").asText());
        assertEquals(2, right.get("playouts").asInt());
        JsonNode coverage = document.get("coverage").get("tictactoe");
        assertEquals(27, coverage.get("rules").get("total").asInt(), "tic-tac-toe's rules, facts and base apart");
        assertTrue(coverage.get("rules").get("exercised").asInt() <= 27);
        assertTrue(coverage.get("terminalReached").asBoolean(), "two whole playouts reach the end");
    }

    @Test
    void theDefaultCheckEnumeratesASmallGameAndCoversItAll(@TempDir Path corpus) throws Exception {
        Files.writeString(corpus.resolve("counter.kif"), KitGames.COUNTER);
        Cli cli = Cli.run("verify", "--corpus", corpus.toString(), "--games", "counter", "--reasoners", "faulty",
                "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode document = json(cli);
        assertEquals("coverage", document.get("check").asText());
        JsonNode outcome = document.get("outcomes").get(0);
        assertEquals("agrees", outcome.get("status").asText());
        // counts 0..6 with either role to move, of which 5 and 6 end the game: 0r 1b 2r 2b 3r 3b 4r 4b 5r 5b 6r 6b
        assertEquals(12, outcome.get("states").asInt());
        JsonNode coverage = document.get("coverage").get("counter");
        assertEquals(coverage.get("rules").get("total").asInt(), coverage.get("rules").get("exercised").asInt());
        assertEquals(0, coverage.get("never").size(), coverage.toString());
    }

    @Test
    void aGameWithoutEndIsBrokenInPlayUnderTheDefaultCheckAndFailsIt(@TempDir Path corpus) throws Exception {
        Files.writeString(corpus.resolve("endless.kif"), KitGames.ENDLESS);
        Cli cli = Cli.run("verify", "--corpus", corpus.toString(), "--games", "endless", "--reasoners", "faulty",
                "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        JsonNode outcome = json(cli).get("outcomes").get(0);
        assertEquals("game-error", outcome.get("status").asText());
        assertEquals(2, outcome.get("states").asInt(), "the light's two states, each compared once");
        assertTrue(outcome.get("reason").asText().endsWith("at seed 1: no terminal state after 100000 steps"),
                outcome.toString());
    }
    @Test
    void aFaultyReasonerIsReportedWithGameSeedStepAndPathAndExitStatusOne() {
        Cli cli = Cli.run("verify", "--games", "tictactoe,roshambo", "--reasoners", "faulty:fault=drop-move,step=2",
                "--seed", "5", "--playouts", "2");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("DISAGREEMENT: game tictactoe, reasoner faulty:fault=drop-move,step=2, seed 5,"
                + " step 2: legal moves of "), cli.toString());
        assertTrue(cli.out().contains("path from the initial state"), cli.toString());
        assertTrue(cli.out().contains("   2. "), cli.toString());
        List<Outcome> outcomes = outcomes(VerifyCommand.settings(2, 5, 60), List.of("tictactoe", "roshambo"),
                "faulty:fault=drop-move,step=2");
        assertEquals(List.of("tictactoe", "roshambo"), outcomes.stream().map(Outcome::game).toList());
        for (Outcome outcome : outcomes) {
            assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.toString());
            assertEquals(5, outcome.disagreement().seed(), outcome.toString());
            assertEquals(2, outcome.disagreement().step(), outcome.toString());
        }
    }

    /** Batched playouts are counted where a reasoner batches (the propnet), and nowhere else. */
    @Test
    void batchedPlayoutsAreCountedOnlyForAReasonerThatBatches() throws Exception {
        Cli text = Cli.run("verify", "--games", "tictactoe", "--reasoners", "propnet", "--playouts", "1");
        assertEquals(0, text.status(), text.toString());
        assertTrue(text.out().lines().anyMatch(line -> line.matches(" *tictactoe +propnet +agrees; 64 batched playouts"
                + " agreed *")), text.toString());
        assertTrue(text.out().contains(" compared, 64 batched playouts agreed, 0 disagreements, 0 skipped\n"),
                text.toString());
        Cli single = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty", "--playouts", "1");
        assertTrue(single.out().contains(" compared, 0 disagreements, 0 skipped\n"), single.toString());
        assertFalse(single.out().contains("batched"), single.toString());

        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "propnet,faulty", "--playouts", "1",
                "--format", "json");
        JsonNode outcomes = json(cli).get("outcomes");
        assertEquals(64, outcomes.get(0).get("batched").get("agreed").asInt(), cli.toString());
        assertEquals(64, outcomes.get(0).get("batched").get("asked").asInt(), cli.toString());
        assertFalse(outcomes.get(1).has("batched"), cli.toString());
    }

    @Test
    void plainPrintsEachOutcomeOnceAsItEndsWithCountsInWords() {
        Cli cli = Cli.run("verify", "--games", "tictactoe,roshambo", "--reasoners", "faulty", "--playouts", "1");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().startsWith("verify: 2 games x 1 reasoner, 1 playout each from seed 1,"), cli.toString());
        for (String game : new String[] {"tictactoe", "roshambo"}) {
            assertEquals(1, cli.out().lines().filter(line -> line.matches(" *" + game + " +faulty +agrees *")).count(),
                    "once: " + cli);
        }
        assertFalse(cli.out().contains("playouts  states"), "no table repeating the lines: " + cli);
        assertTrue(cli.out().contains("\n2 games checked, "), cli.toString());
        assertTrue(cli.out().contains(", 0 disagreements, 0 skipped\n"), cli.toString());
        assertFalse(cli.err().contains("\r"), "no bar when the output is not a terminal: " + cli);
        assertEquals(0, Cli.run("verify", "--plain", "--games", "tictactoe", "--reasoners", "faulty", "--playouts", "1")
                .status(), "--plain is an option of verify");
    }

    @Test
    void withTheBarEachOutcomeIsPrintedOnceInTheTableAtTheEnd() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<Outcome> outcomes = VerifyCommand.run(new Verification(1, 1, Duration.ofSeconds(60)),
                Corpus.bundled().select(List.of("tictactoe", "roshambo")), ReasonerList.parse(List.of("faulty")),
                new PrintWriter(out, true), new PrintWriter(err, true), ProgressDisplay.Mode.BAR).outcomes();
        assertEquals(List.of(Outcome.Status.AGREES, Outcome.Status.AGREES),
                outcomes.stream().map(Outcome::status).toList());
        String text = out.toString();
        assertEquals(1, text.lines().filter(line -> line.matches("tictactoe +faulty +1 +\\d+ +agrees *")).count(), text);
        assertEquals(2, text.lines().filter(line -> line.contains("faulty")).count(), "the table's two rows only: " + text);
        assertTrue(err.toString().contains("verify [") && err.toString().contains(" 2/2 "), "the bar: " + err);
        assertTrue(text.contains("  tictactoe              coverage: "), text);
    }

    @Test
    void agreeingAndRefusingReasonersPassWithTheRefusalListedAsSkipped() throws Exception {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty,faulty:fault=refuse",
                "--playouts", "2", "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode outcomes = json(cli).get("outcomes");
        assertEquals("agrees", outcomes.get(0).get("status").asText(), cli.toString());
        assertEquals("skipped", outcomes.get(1).get("status").asText(), cli.toString());
        assertEquals("refuses every game on request", outcomes.get(1).get("reason").asText());
    }

    @Test
    void aTimeCapThatLeavesNothingComparedIsNoSuccess() {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty", "--time-cap", "0.000001");
        assertEquals(1, cli.status(), cli.toString());
        assertTrue(cli.out().contains("verify: no state was compared"), cli.toString());
        Outcome capped = outcomes(VerifyCommand.settings(null, 1, 0.000001), List.of("tictactoe"), "faulty").get(0);
        assertEquals(Outcome.Status.CAPPED, capped.status(), capped.toString());
        assertEquals(0, capped.states(), capped.toString());
    }

    @Test
    void theTimeCapCoversPreparing() throws Exception {
        long begin = System.nanoTime();
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty:fault=slow-preparation,step=30",
                "--time-cap", "1", "--format", "json");
        assertTrue(System.nanoTime() - begin < 15_000_000_000L, "stopped near the cap, not after 30 s of preparing");
        assertEquals(1, cli.status(), "nothing was compared: " + cli);
        JsonNode capped = json(cli).get("outcomes").get(0);
        assertEquals("capped", capped.get("status").asText(), cli.toString());
        assertEquals("time cap of 1 s reached while preparing", capped.get("reason").asText());
    }

    @Test
    void theTimeCapStopsAStepThatNeverEndsAndTheRunGoesOn() throws Exception {
        long begin = System.nanoTime();
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty:fault=endless-step,step=2,faulty",
                "--time-cap", "1", "--playouts", "2", "--format", "json");
        assertTrue(System.nanoTime() - begin < 30_000_000_000L, "stopped near the cap");
        assertEquals(0, cli.status(), "the correct reasoner after it was still compared: " + cli);
        JsonNode outcomes = json(cli).get("outcomes");
        assertEquals("capped", outcomes.get(0).get("status").asText(), cli.toString());
        assertEquals("time cap of 1 s reached within one step, which was stopped",
                outcomes.get(0).get("reason").asText());
        assertEquals("agrees", outcomes.get(1).get("status").asText(), cli.toString());
        assertEquals(2, outcomes.get(1).get("playouts").asInt(), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--games nosuchgame --reasoners faulty",
            "--games tictactoe --reasoners nosuchreasoner",
            "--games tictactoe --reasoners faulty:nosuchoption=1",
            "--games tictactoe --reasoners faulty:fault=nosuchfault",
            "--games tictactoe --reasoners faulty --playouts 0",
            "--games tictactoe --reasoners faulty --playouts many",
            "--games tictactoe --reasoners faulty --time-cap 0",
            "--games tictactoe --corpus /no/such/folder",
            "--no-such-option"})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        String[] words = ("verify " + args).split(" ");
        Cli cli = Cli.run(words);
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
