package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input gets one line naming the file and place, or the option, and exit status 2. */
class FrontEndErrorsTest {
    @TempDir
    Path folder;

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Outcome(status, out.toString(), err.toString());
    }

    private Path sheet(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static void assertOneLineUserError(Outcome outcome, String... fragments) {
        assertEquals(2, outcome.status(), outcome.toString());
        String[] lines = outcome.err().strip().split("\n");
        assertEquals(1, lines.length, "one line: " + outcome.err());
        for (String fragment : fragments) {
            assertTrue(lines[0].contains(fragment), "'" + fragment + "' in: " + lines[0]);
        }
        assertFalse(outcome.err().contains("Exception"), "no stack trace: " + outcome.err());
    }

    @Test
    void malformedKifNamesFileLineAndColumn() throws IOException {
        Path file = sheet("broken.kif", "(role a)\n(init (s 0)\n");
        assertOneLineUserError(run("validate", file.toString()), file + ":2:1:", "never closed");
    }

    @Test
    void unsafeRuleIsNamed() throws IOException {
        Path file = sheet("unsafe.kif", "(role a)\n(init (s 0))\n(<= (legal a (go ?x)) (true (s 0)))\n");
        assertOneLineUserError(run("validate", file.toString()), file + ":3:1:", "unsafe rule", "?x");
    }

    @Test
    void unstratifiedNegationIsNamed() throws IOException {
        Path file = sheet("loop.kif", "(role a)\n(<= (p ?x) (true (s ?x)) (not (q ?x)))\n(<= (q ?x) (true (s ?x)) (p ?x))\n");
        assertOneLineUserError(run("validate", file.toString()), file + ":2:1:", "unstratified negation");
    }

    /** The shape of ggp-base's deliberately invalid test_invalid_function_arities_differ: a move (a 1) beside (a 2 3). */
    private static final String FUNCTION_ARITIES = "(role robot)\n(init p)\n(legal robot (a 1))\n(legal robot (a 2 3))\n"
            + "(<= (next q) (true p))\n(<= terminal (true q))\n(goal robot 100)\n";

    /** The shape of ggp-base's test_invalid_sentence_arities_differ: facts (foo bar) and (foo bar bar). */
    private static final String SENTENCE_ARITIES = "(role robot)\n(init p)\n(legal robot a)\n(<= (next q) (true p))\n"
            + "(<= terminal (true q))\n(goal robot 100)\n(foo bar)\n(foo bar bar)\n";

    @Test
    void aNameWithSeveralAritiesIsAWarningNamingItsPlace() throws IOException {
        Path functions = sheet("functions.kif", FUNCTION_ARITIES);
        Outcome function = run("validate", functions.toString());
        assertEquals(0, function.status(), function.toString());
        assertTrue(function.out().contains("  warning: " + functions + ":4:1: function 'a' is used with arities [1, 2]"),
                function.toString());
        Path sentences = sheet("sentences.kif", SENTENCE_ARITIES);
        Outcome sentence = run("validate", sentences.toString());
        assertEquals(0, sentence.status(), sentence.toString());
        assertTrue(sentence.out().contains("  warning: " + sentences + ":8:1: relation 'foo' is used with arities [1, 2]"),
                sentence.toString());
    }

    @Test
    void strictValidationRefusesANameWithSeveralArities() throws IOException {
        Path functions = sheet("functions.kif", FUNCTION_ARITIES);
        assertOneLineUserError(run("validate", "--strict", functions.toString()), functions + ":4:1: arity: function 'a'");
        Path sentences = sheet("sentences.kif", SENTENCE_ARITIES);
        assertOneLineUserError(run("validate", "--strict", sentences.toString()), sentences + ":8:1: arity: relation 'foo'");
        Path fine = sheet("fine.kif", "(role a) (init (s 0)) (<= (legal a go) (true (s 0))) (<= (next (s 1)) (does a go))"
                + " (<= terminal (true (s 1))) (goal a 100)");
        assertEquals(0, run("validate", "--strict", fine.toString()).status(), "a sheet without warnings passes");
    }

    @Test
    void unknownGameIsNamed() {
        assertOneLineUserError(run("playout", "--game", "nosuchgame"), "unknown game 'nosuchgame'");
    }

    @Test
    void unknownReasonerIsNamed() {
        assertOneLineUserError(run("playout", "--game", "tictactoe", "--reasoner", "oracle"),
                "unknown reasoner 'oracle'", "reference");
    }

    @Test
    void badReasonerOptionIsNamed() {
        assertOneLineUserError(run("playout", "--game", "tictactoe", "--reasoner", "reference:speed=high"),
                "reasoner 'reference' has no option 'speed'");
    }

    @Test
    void badOptionValueIsNamed() {
        assertOneLineUserError(run("games", "--format", "xml"), "--format", "xml");
        assertOneLineUserError(run("playout", "--game", "tictactoe", "-n", "many"), "-n", "many");
        assertOneLineUserError(run("playout", "--game", "tictactoe", "-n", "0"), "-n must be at least 1");
        assertOneLineUserError(run("games", "--corpus", folder.resolve("missing").toString()), "does not exist");
    }

    @Test
    void validSheetIsReportedValid() throws IOException {
        Path file = sheet("fine.kif", "(role a) (init (s 0)) (<= (legal a go) (true (s 0))) (<= (next (s 1)) (does a go))"
                + " (<= terminal (true (s 1))) (goal a 100)");
        Outcome outcome = run("validate", file.toString());
        assertEquals(0, outcome.status(), outcome.toString());
        assertTrue(outcome.out().contains("valid (6 rules, 1 role)"), outcome.out());
    }

    @Test
    void gamesListsTheBundledCorpusAsCsvWithAHeader() {
        Outcome outcome = run("games", "--format", "csv");
        assertEquals(0, outcome.status(), outcome.toString());
        String[] lines = outcome.out().split("\n");
        assertEquals("name,roles,rules,valid,reason", lines[0]);
        assertTrue(lines.length > 30, "30 or more games: " + lines.length);
        for (int i = 1; i < lines.length; i++) {
            assertEquals("true", lines[i].split(",", -1)[3], "the valid column: " + lines[i]);
        }
    }

    @Test
    void playoutReportsDepthGoalsAndSpeed() {
        Outcome outcome = run("playout", "--game", "tictactoe", "-n", "3", "--seed", "7");
        assertEquals(0, outcome.status(), outcome.toString());
        assertTrue(outcome.out().contains("playout 3 seed 9: depth "), outcome.out());
        assertTrue(outcome.out().contains("states/s"), outcome.out());
    }

    @Test
    void aReasonerRefusingTheGameSaysWhyInOneLineWithStatusOne() {
        for (String command : List.of("playout", "trace", "perft")) {
            List<String> args = new ArrayList<>(List.of(command, "--game", "hex", "--reasoner", "handwritten"));
            args.addAll(command.equals("perft") ? List.of("--depth", "1")
                    : command.equals("trace") ? List.of("--seed", "1") : List.of());
            Outcome outcome = run(args.toArray(String[]::new));
            assertEquals(1, outcome.status(), outcome.toString());
            assertTrue(outcome.err().startsWith("gdlbench: handwritten cannot play hex: "), outcome.err());
            assertEquals(1, outcome.err().strip().lines().count(), outcome.err());
        }
    }

    @Test
    void playoutWithThePropnetSaysWhatItBuilt() {
        Outcome outcome = run("playout", "--game", "tictactoe", "--reasoner", "propnet", "-n", "1");
        assertEquals(0, outcome.status(), outcome.toString());
        // tic-tac-toe: 29 fluents, 20 moves; the back end and the net's sizes
        assertTrue(outcome.out().contains("prepared: full-pass; "), outcome.out());
        assertTrue(outcome.out().contains("fluents 29, moves 20"), outcome.out());
        assertTrue(outcome.out().matches("(?s).*components \\d+, links \\d+.*"), outcome.out());
        assertTrue(outcome.out().matches("(?s).*\\n1 playout, \\d+ states in .*"), "one playout, in words: " + outcome.out());
    }
}
