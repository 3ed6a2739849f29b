package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MutantsCommandTest {
    @TempDir
    Path temp;

    /**
     * CI's time-boxed run: a dozen mutations of each of four small games (a strong check of 100
     * playouts, enough to decide every miss there), every one of which must be checked to a
     * verdict well within the budget, with JSON that adds up. The invalid mutations
     * are known exactly: the front end alone decides them.
     */
    @ParameterizedTest
    @CsvSource({
            "tictactoe, '15,45'",
            "nim,      '6,11,22,38,49,55'",
            "roshambo, '7,32'",
            "sum15,    '13,26,33,39'"})
    void aTimeBoxedRunOfASmallGameChecksEveryChosenMutation(String game, String invalid) throws Exception {
        Cli cli = Cli.run("mutants", "--game", game, "--max-mutants", "12", "--strong-playouts", "100", "--budget", "60",
                "--format", "json", "--out", temp.resolve("run").toString());
        assertEquals(0, cli.status(), cli.toString());
        JsonNode json = new ObjectMapper().readTree(cli.out());
        JsonNode summary = json.get("summary");
        assertEquals(12, summary.get("mutations").asInt());
        Map<String, Integer> counted = new TreeMap<>();
        List<Integer> invalidNumbers = new ArrayList<>();
        for (JsonNode record : json.get("mutations")) {
            String outcome = record.get("outcome").asText();
            counted.merge(outcome, 1, Integer::sum);
            assertFalse(List.of("notRun", "capped", "refused").contains(outcome), record.toString());
            if (outcome.equals("invalid")) {
                invalidNumbers.add(record.get("number").asInt());
                assertTrue(record.get("detail").asText().matches("line \\d+: .+"), record.toString());
            }
            if (record.get("kind").asText().equals("drop-init")) {
                assertEquals("caught", outcome, "a lost initial fact shows in the initial state: " + record);
                assertEquals(0, record.get("found").get("step").asInt(), record.toString());
            }
            if (outcome.equals("missed")) {
                assertFalse(record.get("found").isNull(), "the strong check caught it: " + record);
            }
            if (outcome.equals("caught") || outcome.equals("missed")) {
                assertTrue(record.get("found").get("seed").asLong() >= 1, record.toString());
            }
        }
        assertEquals(invalid, invalidNumbers.stream().map(String::valueOf).reduce((a, b) -> a + "," + b).orElse(""));
        for (String outcome : List.of("caught", "missed", "equivalent", "invalid")) {
            assertEquals(counted.getOrDefault(outcome, 0), summary.get(outcome).asInt(), outcome);
        }
        int caught = summary.get("caught").asInt();
        int missed = summary.get("missed").asInt();
        assertTrue(caught > 0, cli.out());
        assertEquals((double) caught / (caught + missed), summary.get("detectionRate").asDouble(), 1e-12);
    }

    @Test
    void theTextReportHasALinePerMutationAndTheRateLast() {
        Cli cli = Cli.run("mutants", "--game", "nim", "--max-mutants", "3", "--budget", "60",
                "--out", temp.resolve("run").toString());
        assertEquals(0, cli.status(), cli.toString());
        List<String> lines = cli.out().lines().toList();
        assertEquals("page: " + temp.resolve("run").resolve("index.html"), lines.get(lines.size() - 1), cli.toString());
        lines = lines.subList(0, lines.size() - 1);
        assertTrue(lines.get(0).startsWith("mutants: nim, reasoner reference: 3 mutations of "), cli.toString());
        assertEquals(3, lines.stream().filter(line -> line.matches(" +\\d+ \\S+ +\\S+ +line \\d+ .*")).count(),
                cli.toString());
        assertTrue(lines.get(lines.size() - 1).matches("nim, reference: 3 mutations of \\d+ in the sheet: .*"
                + "; detection rate .*"), cli.toString());
    }

    @Test
    void theRunsFolderHoldsTheJsonAndThePageOfEveryMutation() throws Exception {
        Path folder = temp.resolve("nim-run");
        Cli cli = Cli.run("mutants", "--game", "nim", "--max-mutants", "3", "--budget", "60", "--format", "json",
                "--out", folder.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertEquals(cli.out(), Files.readString(folder.resolve("mutants.json")), "the file is the document printed");
        assertEquals("mutants: page " + folder.resolve("index.html"), cli.err().strip());
        String page = Files.readString(folder.resolve("index.html"));
        assertTrue(page.contains("<title>gdlbench mutants: nim</title>"), page);
        JsonNode json = new ObjectMapper().readTree(cli.out());
        assertEquals(3, page.split("<td class=\"v-").length - 1, "a row per mutation: " + page);
        for (JsonNode record : json.get("mutations")) {
            assertTrue(page.contains("<td class=\"v-" + record.get("outcome").asText() + "\">"), record.toString());
        }
    }

    @Test
    void aFolderThatExistsIsRefusedBeforeAnyMutantRuns() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("taken"));
        Cli cli = Cli.run("mutants", "--game", "nim", "--max-mutants", "3", "--out", folder.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().contains("--out folder " + folder + " exists already"), cli.toString());
        assertEquals("", cli.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--game,nosuchgame|nosuchgame",
            "--game,nim,--reasoner,nosuchreasoner|nosuchreasoner",
            "--game,nim,--budget,-5|--budget must be a positive number of seconds, not -5.0",
            "--game,nim,--max-mutants,0|--max-mutants must be at least 1, not 0",
            "--game,nim,--strong-playouts,0|--strong-playouts must be at least 1, not 0",
            "--game,nim,--format,xml|xml",
            "--reasoner,reference|--game"})
    void aBadOptionIsOneLineAndExitStatusTwo(String arguments, String named) {
        List<String> args = new ArrayList<>(List.of("mutants"));
        args.addAll(List.of(arguments.split(",")));
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().contains(named), cli.toString());
    }
}
