package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.check.GoldenCheck;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(Cli cli) throws Exception {
        return JSON.readTree(cli.out());
    }

    /** The results of {@code perft --check --format json}, read back into the records the command wrote. */
    private static List<GoldenCheck.Result> results(Cli cli) throws Exception {
        return JSON.readerForListOf(GoldenCheck.Result.class).readValue(json(cli).get("results"));
    }

    private static GoldenCheck.Summary summary(Cli cli) throws Exception {
        return JSON.treeToValue(json(cli).get("summary"), GoldenCheck.Summary.class);
    }
    @Test
    void countsAndPrintsEveryPly() {
        Cli cli = Cli.run("perft", "--game", "roshambo", "--depth", "3");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("  2     81        18      1800"), cli.toString());
        assertTrue(cli.out().contains("total 658 nodes"), cli.toString());
    }

    @Test
    void writesGoldenCountsThatMatchTheShippedOnes(@TempDir Path folder) {
        Cli cli = Cli.run("perft", "--write-golden", "--games", "roshambo", "--golden-dir", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        GoldenCount written = GoldenCount.read(folder.resolve("roshambo.json"));
        assertEquals(GoldenCount.bundled("roshambo").orElseThrow(), written);
    }

    @Test
    void checkPassesWithTheShippedCountsAndReportsAMismatchAgainstWrongOnes(@TempDir Path folder) throws Exception {
        assertEquals(0, Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference").status());
        GoldenCount shipped = GoldenCount.bundled("roshambo").orElseThrow();
        List<Perft.Ply> wrong = new java.util.ArrayList<>(shipped.plies());
        wrong.set(2, new Perft.Ply(80, 18, 1800));
        GoldenCount.of("roshambo", shipped.hash(), wrong).write(folder);
        Cli cli = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference",
                "--golden-dir", folder.toString(), "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        GoldenCheck.Result result = results(cli).get(0);
        assertEquals(GoldenCheck.Status.MISMATCH, result.status(), result.toString());
        assertEquals(3, result.depth(), result.toString());
        assertEquals(List.of("ply 2: expected 80 nodes, 18 terminal, goals 1800,"
                + " found 81 nodes, 18 terminal, goals 1800 (900 + 900)"), result.differences());
    }

    /**
     * A reasoner that gives each role of tic-tac-toe the other's goals keeps every goal sum: the
     * goals per role of the golden lines catch it (x alone can win at ply 5), where a file of sums
     * alone lets it through.
     */
    @Test
    void aReasonerThatSwapsTwoRolesGoalsFailsTheCheck(@TempDir Path folder) throws Exception {
        String swapped = "faulty:fault=swap-goals";
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        assertTrue(shipped.goalsPerRole(), "the shipped counts record goals per role");
        Cli cli = Cli.run("perft", "--check", "--games", "tictactoe", "--reasoners", swapped, "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        GoldenCheck.Result result = results(cli).get(0);
        assertEquals(swapped, result.reasoner());
        assertEquals(GoldenCheck.Status.MISMATCH, result.status(), result.toString());
        assertEquals("line step 1 (ply 5): expected 3024 nodes, 292 terminal, goals 29200 (29200 + 0),"
                + " found 3024 nodes, 292 terminal, goals 29200 (0 + 29200)", result.differences().stream()
                .filter(difference -> difference.startsWith("line step 1 ")).findFirst().orElse(null), result.toString());

        GoldenCount sumsOnly = new GoldenCount(shipped.game(), shipped.hash(), shipped.depth(), shipped.total(),
                shipped.plies().stream().map(PerftCommandTest::sumOnly).toList(), new Perft.Lines(shipped.lines().from(),
                shipped.lines().steps().stream().map(PerftCommandTest::sumOnly).toList()), shipped.command());
        sumsOnly.write(folder);
        Cli old = Cli.run("perft", "--check", "--games", "tictactoe", "--reasoners", swapped,
                "--golden-dir", folder.toString());
        assertEquals(0, old.status(), "sums alone cannot tell: " + old);
    }

    private static Perft.Ply sumOnly(Perft.Ply ply) {
        return new Perft.Ply(ply.nodes(), ply.terminals(), ply.goalSum());
    }

    /** Nothing compared is no pass: the check fails, saying why each pair was skipped. */
    @Test
    void staleCountsAreSkippedWithTheCommandThatRemakesThemAndACheckOfNothingFails(@TempDir Path folder) throws Exception {
        GoldenCount shipped = GoldenCount.bundled("roshambo").orElseThrow();
        GoldenCount.of("roshambo", "another hash", shipped.plies()).write(folder);
        Cli cli = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference",
                "--golden-dir", folder.toString(), "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        JsonNode result = json(cli).get("results").get(0);
        assertEquals("skipped", result.get("status").asText());
        assertEquals("stale golden counts, the game changed (remake them: "
                + "gdlbench perft --write-golden --games roshambo)", result.get("reason").asText());
        assertEquals(0, json(cli).get("summary").get("compared").asInt());
    }

    @Test
    void aCheckWhereOnePairIsComparedAndAnotherSkippedPasses() throws Exception {
        // the hand-written machines refuse roshambo
        Cli cli = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "reference,handwritten",
                "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode summary = json(cli).get("summary");
        assertEquals(List.of(2, 1, 0, 1), List.of(summary.get("pairs").asInt(), summary.get("compared").asInt(),
                summary.get("mismatches").asInt(), summary.get("skipped").asInt()), cli.toString());
        Cli refusedOnly = Cli.run("perft", "--check", "--games", "roshambo", "--reasoners", "handwritten",
                "--format", "json");
        assertEquals(Main.FAILURE, refusedOnly.status(), refusedOnly.toString());
        assertEquals(new GoldenCheck.Summary(1, 0, 0, 1), summary(refusedOnly));
    }

    @Test
    void checkToAShallowerDepthComparesThosePliesAndNoLinesThatStartDeeper() throws Exception {
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        Cli cli = Cli.run("perft", "--check", "--games", "tictactoe", "--reasoners", "reference", "--depth", "1",
                "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode result = json(cli).get("results").get(0);
        assertEquals("ok", result.get("status").asText(), cli.toString());
        assertEquals(1, result.get("depth").asInt());
        assertEquals(10, result.get("nodes").asLong());
        assertTrue(shipped.lines().from() > 1 && !result.has("lines"), cli.toString());
    }

    @Test
    void theFullCheckComparesTheLinesToTheEnd() throws Exception {
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        Cli cli = Cli.run("perft", "--check", "--games", "tictactoe", "--reasoners", "reference", "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode result = json(cli).get("results").get(0);
        assertEquals("ok", result.get("status").asText(), cli.toString());
        assertEquals(shipped.depth(), result.get("depth").asInt());
        assertEquals(shipped.lines().count(), result.get("lines").asLong());
        assertEquals(shipped.lines().from(), result.get("linesFrom").asInt());
    }

    /**
     * A tic-tac-toe whose second diagonal is missing, checked against the shipped counts (given
     * its hash, as if it were the game): the check fails in the lines, which reach the end.
     */
    @Test
    void aMissingDiagonalFailsTheCheck(@TempDir Path folder) throws Exception {
        Path corpus = Files.createDirectories(folder.resolve("corpus"));
        Path golden = Files.createDirectories(folder.resolve("golden"));
        String rules = Files.readString(Path.of("..", "corpus", "games", "tictactoe", "tictactoe.kif"));
        String bugged = rules.replace("(true (cell 1 3 ?z))\n    (true (cell 2 2 ?z))\n    (true (cell 3 1 ?z))",
                "(true (cell 1 3 ?z))\n    (true (cell 2 2 ?z))\n    (true (cell 3 2 ?z))");
        assertTrue(!bugged.equals(rules), "the bundled rules changed");
        Files.writeString(corpus.resolve("tictactoe.kif"), bugged);
        String buggedHash = org.gdlbench.corpus.Corpus.read(corpus).entry("tictactoe").hash();
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        new GoldenCount("tictactoe", buggedHash, shipped.depth(), shipped.total(), shipped.plies(), shipped.lines(),
                shipped.command()).write(golden);
        Cli cli = Cli.run("perft", "--check", "--corpus", corpus.toString(), "--golden-dir", golden.toString(),
                "--games", "tictactoe", "--reasoners", "reference", "--format", "json");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        JsonNode result = json(cli).get("results").get(0);
        assertEquals("mismatch", result.get("status").asText(), cli.toString());
        assertTrue(result.get("differences").get(0).asText().startsWith("line step "), cli.toString());
    }

    @Test
    void countsAsOneJsonDocument() throws Exception {
        Cli cli = Cli.run("perft", "--game", "roshambo", "--depth", "2", "--format", "json");
        assertEquals(0, cli.status(), cli.toString());
        JsonNode document = json(cli);
        assertEquals("roshambo", document.get("game").asText());
        assertEquals(91, document.get("total").asLong());
        assertEquals(List.of(new Perft.Ply(1, 0, 0, List.of(0L, 0L)), new Perft.Ply(9, 0, 0, List.of(0L, 0L)),
                        new Perft.Ply(81, 18, 1800, List.of(900L, 900L))),
                List.of(JSON.treeToValue(document.get("plies"), Perft.Ply[].class)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--game nosuchgame --depth 1",
            "--game roshambo --depth 1 --reasoner nosuchreasoner",
            "--game roshambo --depth -1",
            "--game roshambo",
            "--depth 2",
            "--game roshambo --depth two",
            "--check --write-golden",
            "--check --games nosuchgame",
            "--check --reasoners nosuchreasoner",
            "--write-golden --golden-dir /no/such/folder",
            "--write-golden --budget 0 --golden-dir .",
            "--write-golden --game roshambo --golden-dir .",
            "--game roshambo --depth 1 --corpus /no/such/folder",
            "--game roshambo --depth 1 --time-cap 0",
            "--game roshambo --depth 1 --format xml",
            "--check --games roshambo --depth 4",
            "--check --games roshambo --depth -1",
            "--write-golden --lines-budget 0 --golden-dir ."})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        Cli cli = Cli.run(("perft " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }

    @Test
    void writeGoldenNeedsAnExistingFolder(@TempDir Path folder) throws Exception {
        Files.delete(folder);
        Cli cli = Cli.run("perft", "--write-golden", "--games", "roshambo", "--golden-dir", folder.toString());
        assertEquals(Main.USAGE, cli.status());
        assertTrue(cli.err().contains("does not exist"), cli.toString());
    }
}
