package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonTest {
    @TempDir
    Path temp;

    @Test
    void aCellSlowerThanTheBaselineBeyondThePercentageIsARegression() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path old = Fixtures.folder(temp.resolve("old"), Fixtures.standardRows());
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.set(1, Fixtures.ok("tictactoe", "propnet", 3_000_000, 90_000)); // 27% slower, beyond the error bars
        rows.set(0, Fixtures.ok("tictactoe", "reference", 20_500, 400)); // 2% slower, within them
        Path now = Fixtures.folder(temp.resolve("new"), rows);
        Report.Outcome outcome = Report.write(new Report.Options(List.of(now), temp.resolve("report"), old, 10.0, null));
        assertEquals(1, outcome.regressions().size(), outcome.regressions().toString());
        assertTrue(outcome.regressions().get(0).startsWith("tictactoe · propnet in new: 0.73× of old (27% slower; "
                + "slower, outside both runs' error bars)"), outcome.regressions().get(0));
        assertTrue(outcome.figures().contains("baseline"));
        List<Map<String, String>> lines = ReportTest.csv(temp.resolve("report/tables/baseline.csv"));
        Map<String, String> reference = lines.stream().filter(l -> l.get("game · reasoner").equals("tictactoe · reference"))
                .findFirst().orElseThrow();
        assertEquals(20_500.0 / 21_000, Double.parseDouble(reference.get("value")), 1e-12);
        assertEquals("ok", reference.get("status"));
        String html = Files.readString(temp.resolve("report/index.html"));
        assertTrue(html.contains("class=\"slower\""), "the slower cell is shaded");
    }

    @Test
    void aSlowDownWithinTheErrorBarsIsNoRegressionWhateverThePercentage() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path old = Fixtures.folder(temp.resolve("old"), Fixtures.standardRows());
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        // 27% slower, but its error bar (±1.8 M) and the baseline's cover the difference
        rows.set(1, Fixtures.ok("tictactoe", "propnet", 3_000_000, 1_800_000));
        // 20% slower with error bars of 1%: beyond them, a regression
        rows.set(5, Fixtures.ok("connectfour", "propnet", 960_000, 10_000));
        Path now = Fixtures.folder(temp.resolve("new"), rows);
        Report.Outcome outcome = Report.write(new Report.Options(List.of(now), temp.resolve("report"), old, 10.0, null));
        assertEquals(List.of("connectfour · propnet in new: 0.80× of old (20% slower; slower, outside both runs' "
                + "error bars)"), outcome.regressions());
        List<Map<String, String>> lines = ReportTest.csv(temp.resolve("report/tables/baseline.csv"));
        Map<String, String> propnet = lines.stream().filter(l -> l.get("game · reasoner").equals("tictactoe · propnet"))
                .findFirst().orElseThrow();
        assertEquals("ok, within the error bars", propnet.get("reason"));
    }

    @Test
    void withoutAPercentageNothingIsARegressionAndSeveralRunsAreComparedToTheFirst() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path a = Fixtures.folder(temp.resolve("a"), Fixtures.standardRows());
        Path b = Fixtures.folder(temp.resolve("b"), Fixtures.standardRows());
        Report.Outcome outcome = Report.write(new Report.Options(List.of(a, b), temp.resolve("r"), null, null, null));
        assertEquals(List.of(), outcome.regressions());
        assertTrue(outcome.figures().contains("runs"), outcome.figures().toString());
    }

    @Test
    void anEarlierReportIsReplacedButNoOtherFolder() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Path out = temp.resolve("report");
        Report.write(new Report.Options(List.of(run), out, null, null, null));
        Report.write(new Report.Options(List.of(run), out, null, null, null));
        assertTrue(Files.isRegularFile(out.resolve("index.html")));
        ReportException e = org.junit.jupiter.api.Assertions.assertThrows(ReportException.class,
                () -> Report.write(new Report.Options(List.of(run), run, null, null, null)));
        assertTrue(e.getMessage().contains("is not an earlier report"), e.getMessage());
    }

    @Test
    void importedFiguresAreShownAsRatiosAndLabelled() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Path file = temp.resolve("perf.txt");
        Files.writeString(file, "BASE/tictactoe/abc;GGP_BASE_PROVER;1.0;true;;30000;900000;9000\n"
                + "BASE/tictactoe/abc;SANCHO_DEAD_RECKONING_PROPNET;1.0;true;;30000;360000000;9000\n"
                + "BASE/chess/abc;SANCHO_DEAD_RECKONING_PROPNET;1.0;false;out of memory;0;0;0\n");
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("r"), null, null, List.of(file)));
        assertTrue(outcome.figures().contains("imported"), outcome.figures().toString());
        List<Map<String, String>> lines = ReportTest.csv(temp.resolve("r/tables/imported.csv"));
        Map<String, String> sancho = lines.stream().filter(l -> l.get("engine").equals("published: SANCHO_DEAD_RECKONING_PROPNET"))
                .findFirst().orElseThrow();
        assertEquals(400.0, Double.parseDouble(sancho.get("value")), 1e-9);
        String html = Files.readString(temp.resolve("r/index.html"));
        assertTrue(html.contains("Imported published figures"), "labelled");
        assertTrue(html.contains("tictactoe ← tictactoe by name (their rules not at hand)."), "matched by name");
        // with the published rules at hand, a game of another name but the same rules is matched by content
        Files.writeString(file, "BASE/ticTacToe/abc;GGP_BASE_PROVER;1.0;true;;30000;900000;9000\n"
                + "BASE/ticTacToe/abc;SANCHO_DEAD_RECKONING_PROPNET;1.0;true;;30000;360000000;9000\n"
                + "BASE/tictactoe/abc;GGP_BASE_PROVER;1.0;true;;30000;900000;9000\n");
        Report.write(new Report.Options(List.of(run), temp.resolve("r"), null, null, List.of(file),
                name -> name.equals("ticTacToe") ? "h-tictactoe" : name.equals("tictactoe") ? "other" : null, null));
        html = Files.readString(temp.resolve("r/index.html"));
        assertTrue(html.contains("tictactoe ← ticTacToe by content."), "matched by content");
    }
}
