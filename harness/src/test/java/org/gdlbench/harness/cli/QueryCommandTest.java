package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Positions written by hand, with their answers worked out by hand from the rules. */
class QueryCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Tic-tac-toe: x on 1 1 and 2 2, o on 1 2 and 1 3, white to move. */
    private static final String TICTACTOE = """
            ; white threatens the diagonal
            (cell 1 1 x)
            (cell 1 2 o)
            (cell 1 3 o)
            (cell 2 1 b)
            (cell 2 2 x)
            (cell 2 3 b)
            (cell 3 1 b)
            (cell 3 2 b)
            (cell 3 3 b)
            (control white)
            """;

    /** Connect four: red on column 1 rows 1-3, black on column 2 rows 1-3, column 3 full, red to move. */
    private static final String CONNECTFOUR = """
            (cell 1 1 red)
            (cell 1 2 red)
            (cell 1 3 red)
            (cell 2 1 black)
            (cell 2 2 black)
            (cell 2 3 black)
            (cell 3 1 red)
            (cell 3 2 black)
            (cell 3 3 red)
            (cell 3 4 black)
            (cell 3 5 red)
            (cell 3 6 black)
            (height 1 3)
            (height 2 3)
            (height 3 6)
            (height 4 0)
            (height 5 0)
            (height 6 0)
            (height 7 0)
            (control red)
            """;

    @TempDir
    Path folder;

    private Path write(String text) throws Exception {
        Path file = folder.resolve("state.kif");
        Files.writeString(file, text);
        return file;
    }

    private static List<JsonNode> lines(Cli cli) throws Exception {
        assertEquals(0, cli.status(), cli.toString());
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : cli.out().strip().split("\n")) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    /** The fluents of {@code state} with {@code removed} taken out and {@code added} put in, sorted. */
    private static List<String> edit(String state, List<String> removed, List<String> added) {
        TreeSet<String> fluents = new TreeSet<>(state.lines().filter(line -> line.startsWith("(")).toList());
        fluents.removeAll(removed);
        fluents.addAll(added);
        return List.copyOf(fluents);
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "instantiation", "propnet"})
    void ticTacToeLegalMovesGoalsAndTheWinningMove(String reasoner) throws Exception {
        Path state = write(TICTACTOE);
        List<JsonNode> here = lines(Cli.run("query", "--game", "tictactoe", "--reasoner", reasoner,
                "--state", state.toString()));
        assertEquals(1, here.size());
        JsonNode position = here.get(0);
        assertEquals(edit(TICTACTOE, List.of(), List.of()), texts(position.get("state")));
        assertEquals(false, position.get("terminal").asBoolean());
        assertEquals(50, position.get("goals").get("white").asInt());
        assertEquals(50, position.get("goals").get("black").asInt());
        assertEquals(List.of("(mark 2 1)", "(mark 2 3)", "(mark 3 1)", "(mark 3 2)", "(mark 3 3)"),
                texts(position.get("legal").get("white")));
        assertEquals(List.of("noop"), texts(position.get("legal").get("black")));
        assertTrue(position.get("move").isNull());

        List<JsonNode> played = lines(Cli.run("query", "--game", "tictactoe", "--reasoner", reasoner,
                "--state", state.toString(), "--moves", "(mark 3 3) noop"));
        assertEquals(2, played.size());
        assertEquals("(mark 3 3)", played.get(0).get("move").get("white").asText());
        JsonNode next = played.get(1);
        assertEquals(1, next.get("step").asInt());
        assertEquals(edit(TICTACTOE, List.of("(cell 3 3 b)", "(control white)"), List.of("(cell 3 3 x)", "(control black)")),
                texts(next.get("state")));
        assertEquals(true, next.get("terminal").asBoolean());
        assertEquals(100, next.get("goals").get("white").asInt());
        assertEquals(0, next.get("goals").get("black").asInt());
        assertTrue(next.get("legal").isNull());
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "instantiation", "propnet"})
    void connectFourFullColumnAndTheWinningDrop(String reasoner) throws Exception {
        Path state = write(CONNECTFOUR);
        List<JsonNode> played = lines(Cli.run("query", "--game", "connectfour", "--reasoner", reasoner,
                "--state", state.toString(), "--moves", "(drop 1) noop"));
        JsonNode position = played.get(0);
        assertEquals(false, position.get("terminal").asBoolean());
        assertEquals(List.of("(drop 1)", "(drop 2)", "(drop 4)", "(drop 5)", "(drop 6)", "(drop 7)"),
                texts(position.get("legal").get("red")));
        assertEquals(List.of("noop"), texts(position.get("legal").get("black")));
        assertEquals(50, position.get("goals").get("red").asInt());
        JsonNode next = played.get(1);
        assertEquals(edit(CONNECTFOUR, List.of("(height 1 3)", "(control red)"),
                List.of("(cell 1 4 red)", "(height 1 4)", "(control black)", "(winner red)")), texts(next.get("state")));
        assertEquals(true, next.get("terminal").asBoolean());
        assertEquals(100, next.get("goals").get("red").asInt());
        assertEquals(0, next.get("goals").get("black").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "(cell 1 1 z)",
            "(mark 1 1)",
            "(cell 1 1 x",
            "(cell 1 1 x) (cell 1 2 o)",
            "(control)"})
    void aBadStateFileIsOneLineNamingFileAndLine(String badLine) throws Exception {
        Path state = write("(cell 1 1 b)\n" + badLine + "\n");
        Cli cli = Cli.run("query", "--game", "tictactoe", "--state", state.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().startsWith("gdlbench: " + state + ":2: "), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--moves|(mark 1 1) noop", "--moves|(mark 3 3)", "--moves|(mark 3 3 noop",
            "--reasoner|nosuch", "--game|nosuchgame"})
    void badOptionsAreOneLineAndExitStatusTwo(String option) throws Exception {
        Path state = write(TICTACTOE);
        String[] pair = option.split("\\|");
        List<String> args = new ArrayList<>(List.of("query", "--game", "tictactoe", "--state", state.toString()));
        args.addAll(List.of(pair));
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/no/such/state.kif"})
    void aMissingStateFileIsAUserError(String file) {
        Cli cli = Cli.run("query", "--game", "tictactoe", "--state", file);
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
