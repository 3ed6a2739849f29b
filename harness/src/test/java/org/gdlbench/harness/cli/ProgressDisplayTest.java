package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.junit.jupiter.api.Test;

/** The bar as a terminal shows it (carriage returns overwrite, new lines move on), and the plain lines. */
class ProgressDisplayTest {
    private static final String NOTICE = "gdlbench: another JMH run holds its lock (process 4242); waiting";

    /** What a terminal shows after {@code text}: each line as the last characters written over it left it. */
    static List<String> screen(String text) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int column = 0;
        for (char c : text.toCharArray()) {
            if (c == '\r') {
                column = 0;
            } else if (c == '\n') {
                lines.add(line.toString().stripTrailing());
                line.setLength(0);
                column = 0;
            } else {
                if (column < line.length()) {
                    line.setCharAt(column, c);
                } else {
                    line.append(c);
                }
                column++;
            }
        }
        lines.add(line.toString().stripTrailing());
        return lines;
    }

    /** Every state the bar is drawn in, each as a terminal line: the text between carriage returns. */
    private static List<String> drawings(String text) {
        List<String> drawn = new ArrayList<>();
        for (String part : text.split("[\r\n]")) {
            if (part.contains("[")) {
                drawn.add(part);
            }
        }
        return drawn;
    }

    @Test
    void theBarKeepsOneWidthWhateverTheCellsName() {
        StringWriter err = new StringWriter();
        try (ProgressDisplay display = new ProgressDisplay("bench", new PrintWriter(err), 10, ProgressDisplay.Mode.BAR)) {
            display.started(0, 16, "tictactoe", "forward");
            display.finished(0, 16, "ok");
            display.started(1, 16, "chinesecheckers3", "prolog-threaded");
            display.finished(1, 16, "ok");
            display.started(2, 16, "a-game-with-a-very-long-name-indeed", "ggp-base:machine=com.example.Machine");
        }
        List<String> drawn = drawings(err.toString());
        assertTrue(drawn.size() >= 5, err.toString());
        int barEnd = drawn.get(0).indexOf(']');
        for (String line : drawn) {
            assertEquals(drawn.get(0).length(), line.length(), "one width: '" + line + "'");
            assertEquals(barEnd, line.indexOf(']'), "the bar ends where it did: '" + line + "'");
        }
        assertTrue(drawn.get(drawn.size() - 1).contains(" 2/16 "), drawn.toString());
        assertTrue(drawn.get(drawn.size() - 1).endsWith(" a-game-with-a-very-long-name-indeed /..."),
                "a long name is cut: " + drawn);
    }

    @Test
    void aNoticeWhileTheBarIsDrawnGetsALineOfItsOwnAndTheBarComesBackUnderIt() {
        StringWriter err = new StringWriter();
        try (ProgressDisplay display = new ProgressDisplay("bench", new PrintWriter(err), 10, ProgressDisplay.Mode.BAR)) {
            display.started(0, 16, "tictactoe", "forward");
            display.waiting(NOTICE);
            display.waited(Duration.ofSeconds(75));
        }
        List<String> screen = screen(err.toString());
        assertEquals(NOTICE, screen.get(0), "nothing of the bar runs into the notice: " + screen);
        assertEquals("gdlbench: the other JMH run is done, after 75 s of waiting; measuring", screen.get(1),
                screen.toString());
        assertTrue(screen.get(2).startsWith("bench  [>") && screen.get(2).endsWith("tictactoe / forward"),
                "the bar drawn again under them: " + screen);
        assertEquals("", screen.get(3), "closing ends the bar's line: " + screen);
        assertEquals(4, screen.size(), screen.toString());
    }

    @Test
    void whileWaitingTheBarSaysSo() {
        StringWriter err = new StringWriter();
        try (ProgressDisplay display = new ProgressDisplay("bench", new PrintWriter(err), 10, ProgressDisplay.Mode.BAR)) {
            display.started(0, 4, "tictactoe", "forward");
            display.waiting(NOTICE);
            List<String> screen = screen(err.toString());
            assertTrue(screen.get(1).endsWith("waiting for another JMH run"), screen.toString());
        }
    }

    @Test
    void resultsPrintedDuringTheRunGoAboveTheBarOnATerminalBothStreamsShare() {
        StringWriter terminal = new StringWriter();
        PrintWriter both = new PrintWriter(terminal);
        try (ProgressDisplay display = new ProgressDisplay("verify", both, 0, ProgressDisplay.Mode.BAR)) {
            display.started(0, 2, "tictactoe", "forward");
            display.print(both, "  tictactoe              coverage: rules 26/27 exercised\n");
        }
        List<String> screen = screen(terminal.toString());
        assertEquals("  tictactoe              coverage: rules 26/27 exercised", screen.get(0), screen.toString());
        assertTrue(screen.get(1).startsWith("verify [>"), screen.toString());
        assertEquals(3, screen.size(), screen.toString());
    }

    @Test
    void plainIsOneLineAFinishedCellWithoutCarriageReturns() {
        StringWriter err = new StringWriter();
        try (ProgressDisplay display = new ProgressDisplay("bench", new PrintWriter(err), 10, ProgressDisplay.Mode.PLAIN)) {
            display.started(0, 2, "tictactoe", "forward");
            display.finished(0, 2, "ok");
            display.waiting(NOTICE);
            display.started(1, 2, "tictactoe", "propnet");
            display.finished(1, 2, "unsupported");
        }
        List<String> lines = err.toString().lines().toList();
        assertEquals(3, lines.size(), err.toString());
        assertTrue(lines.get(0).matches("bench 1/2 tictactoe / forward: ok, \\d+:\\d\\d:\\d\\d spent, about"
                + " \\d+:\\d\\d:\\d\\d left"), lines.get(0));
        assertEquals(NOTICE, lines.get(1));
        assertTrue(lines.get(2).startsWith("bench 2/2 tictactoe / propnet: unsupported, "), lines.get(2));
        assertTrue(lines.get(2).endsWith("about 0:00:00 left"), lines.get(2));
        assertFalse(err.toString().contains("\r"), "nothing drawn over: " + err);
    }

    /** A reasoner without batches ends its cells with an unsupported batch row: the line says which driver. */
    @Test
    void aCellWhoseDriversEndedApartSaysHowEachEnded() {
        assertEquals("ok", ProgressDisplay.outcome(List.of(row("playout", Status.OK), row("batch", Status.OK))));
        assertEquals("playout ok, batch unsupported",
                ProgressDisplay.outcome(List.of(row("playout", Status.OK), row("batch", Status.UNSUPPORTED))));
        assertEquals("no-records", ProgressDisplay.outcome(List.of(row("mc", Status.NO_RECORDS))));
        assertEquals("done", ProgressDisplay.outcome(List.of()));
    }

    private static ResultRow row(String driver, Status status) {
        return new ResultRow("tictactoe", "h", "reference", driver, status, null, null, null, "states/s", null, null,
                "playouts/s", null, null, null, null, null, null, null);
    }

    @Test
    void withoutAnEstimateTheTimeLeftIsUnknownUntilACellEnds() {
        StringWriter err = new StringWriter();
        try (ProgressDisplay display = new ProgressDisplay("verify", new PrintWriter(err), 0, ProgressDisplay.Mode.BAR)) {
            display.started(0, 35, "tictactoe", "forward");
            assertTrue(drawings(err.toString()).get(0).contains("about ?:??:?? left"), err.toString());
            display.finished(0, 35, "agrees");
            List<String> drawn = drawings(err.toString());
            assertTrue(drawn.get(drawn.size() - 1).matches(".*about \\d+:\\d\\d:\\d\\d left.*"), drawn.toString());
            assertEquals(drawn.get(0).length(), drawn.get(drawn.size() - 1).length(), drawn.toString());
        }
    }
}
