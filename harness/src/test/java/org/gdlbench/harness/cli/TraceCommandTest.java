package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TraceCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    private static List<JsonNode> lines(Cli cli) throws Exception {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : cli.out().strip().split("\n")) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    @Test
    void replaysARecordShowingStateMovesGoalsAndTheEnd() throws Exception {
        Path record = folder.resolve("match.txt");
        Files.writeString(record, "; a win for white on the first column\n(mark 1 1) noop\nnoop (mark 2 2)\n"
                + "(mark 2 1) noop\nnoop  (mark 3 3)\n\n(mark 3 1) noop\n");
        Cli cli = Cli.run("trace", "--game", "tictactoe", "--moves", record.toString());
        assertEquals(0, cli.status(), cli.toString());
        List<JsonNode> steps = lines(cli);
        assertEquals(6, steps.size());
        JsonNode first = steps.get(0);
        List<String> fields = new ArrayList<>();
        for (Iterator<String> names = first.fieldNames(); names.hasNext(); ) {
            fields.add(names.next());
        }
        assertEquals(List.of("step", "state", "terminal", "goals", "legal", "move"), fields);
        assertEquals(9, first.get("legal").get("white").size());
        assertEquals("noop", first.get("legal").get("black").get(0).asText());
        assertEquals("(mark 1 1)", first.get("move").get("white").asText());
        assertEquals("(mark 3 3)", steps.get(3).get("move").get("black").asText());
        JsonNode last = steps.get(5);
        assertEquals(5, last.get("step").asInt());
        assertTrue(last.get("terminal").asBoolean());
        assertTrue(last.get("legal").isNull());
        assertTrue(last.get("move").isNull());
        assertEquals(100, last.get("goals").get("white").asInt());
        assertEquals(0, last.get("goals").get("black").asInt());
        List<String> state = new ArrayList<>();
        last.get("state").forEach(fluent -> state.add(fluent.asText()));
        assertEquals(List.of("(cell 1 1 x)", "(cell 1 2 b)", "(cell 1 3 b)", "(cell 2 1 x)", "(cell 2 2 o)",
                "(cell 2 3 b)", "(cell 3 1 x)", "(cell 3 2 b)", "(cell 3 3 o)", "(control black)"), state,
                "the record's five marks, black to move");
    }

    @Test
    void seededTracesOfAgreeingReasonersAreIdenticalText() {
        Cli reference = Cli.run("trace", "--game", "connectfour", "--seed", "9", "--reasoner", "reference");
        Cli other = Cli.run("trace", "--game", "connectfour", "--seed", "9", "--reasoner", "faulty");
        assertEquals(0, reference.status(), reference.toString());
        assertEquals(reference.out(), other.out());
        Cli differentSeed = Cli.run("trace", "--game", "connectfour", "--seed", "10", "--reasoner", "reference");
        assertTrue(!differentSeed.out().equals(reference.out()));
    }

    @Test
    void stepsLimitsTheJointMovesPlayed() throws Exception {
        Cli cli = Cli.run("trace", "--game", "connectfour", "--seed", "2", "--steps", "3");
        List<JsonNode> steps = lines(cli);
        assertEquals(4, steps.size());
        assertTrue(steps.get(2).get("move").isObject());
        assertTrue(steps.get(3).get("move").isNull());
        assertTrue(steps.get(3).get("legal").isObject());
    }

    @Test
    void anIllegalRecordedMoveNamesFileAndLine() throws Exception {
        Path record = folder.resolve("bad.txt");
        Files.writeString(record, "(mark 1 1) noop\n(mark 2 2) noop\n");
        Cli cli = Cli.run("trace", "--game", "tictactoe", "--moves", record.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertEquals("gdlbench: " + record + ":2: (mark 2 2) is not a legal move of white here", cli.err().strip());
    }

    @Test
    void movesAfterTheEndAreAnError() throws Exception {
        Path record = folder.resolve("long.txt");
        Files.writeString(record, "(mark 1 1) noop\nnoop (mark 2 2)\n(mark 2 1) noop\nnoop (mark 3 3)\n"
                + "(mark 3 1) noop\nnoop (mark 1 2)\n");
        Cli cli = Cli.run("trace", "--game", "tictactoe", "--moves", record.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.err().contains("the match is over at step 5 but the record has more moves"), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--game tictactoe",
            "--game tictactoe --seed 1 --moves x.txt",
            "--game tictactoe --moves /no/such/file.txt",
            "--game nosuchgame --seed 1",
            "--game tictactoe --seed 1 --reasoner nosuchreasoner",
            "--game tictactoe --seed 1 --steps -1",
            "--game tictactoe --seed one",
            "--seed 1"})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        Cli cli = Cli.run(("trace " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }

    @Test
    void anUnbalancedRecordLineIsAUserError() throws Exception {
        Path record = folder.resolve("unbalanced.txt");
        Files.writeString(record, "(mark 1 1 noop\n");
        Cli cli = Cli.run("trace", "--game", "tictactoe", "--moves", record.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertEquals("gdlbench: " + record + ":1: unbalanced '('", cli.err().strip());
    }
}
