package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A row measured before it settled is shown, marked, and never ranked: not the fastest, no ratio. */
class UnsettledTest {
    static final String WHY = "the rate was still rising after the settling cap (15 s) in 1 of 1 forks";
    @TempDir
    static Path temp;
    static Path run;
    static Path report;

    @BeforeAll
    static void writeReport() throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<ResultRow> rows = new ArrayList<>();
        for (ResultRow row : Fixtures.standardRows()) {
            // the fastest of connect four, and the reference, were not settled
            boolean unsettled = row.game().equals("connectfour")
                    && (row.reasoner().equals("handwritten") || row.reasoner().equals("reference"));
            rows.add(unsettled ? row.withUnsettled(WHY) : row);
        }
        run = Fixtures.folder(temp.resolve("run"), rows);
        report = temp.resolve("report");
        Report.write(new Report.Options(List.of(run), report, null, null, null));
    }

    @Test
    void theResultsKeepWhyTheRowWasNotSettled() throws Exception {
        ResultRow row = RunLoader.load(run).rows().stream().filter(r -> r.game().equals("connectfour")
                && r.reasoner().equals("handwritten")).findFirst().orElseThrow();
        assertEquals(WHY, row.unsettled());
        assertTrue(row.notSettled() && !row.ranked());
        List<Map<String, String>> csv = ReportTest.csv(run.resolve(ResultFiles.CSV_FILE));
        assertEquals(WHY, csv.stream().filter(l -> l.get("game").equals("connectfour")
                && l.get("reasoner").equals("handwritten")).findFirst().orElseThrow().get("unsettled"));
        assertEquals("", csv.stream().filter(l -> l.get("game").equals("connectfour")
                && l.get("reasoner").equals("propnet")).findFirst().orElseThrow().get("unsettled"));
    }

    @Test
    void theFastestPerGameIsTheFastestSettledRow() throws Exception {
        String html = Files.readString(report.resolve("index.html"));
        assertTrue(html.contains("<tr><td>connectfour</td><td>propnet</td><td>1,200,000</td><td>prolog-assert</td>"),
                "propnet is fastest on connect four, the hand-written machine not being settled, and the next"
                        + " settled one is prolog-assert, not the reference");
        assertTrue(html.contains("<tr><td>tictactoe</td><td>handwritten</td>"), "settled rows rank as before");
    }

    @Test
    void theRatiosLeaveTheUnsettledRowOutAndSayWhy() throws Exception {
        List<Map<String, String>> relative = ReportTest.csv(report.resolve("tables/relative.csv"));
        Map<String, String> handwritten = line(relative, "connectfour", "handwritten");
        assertEquals("", handwritten.get("value"));
        assertEquals("not settled", handwritten.get("status"));
        assertEquals(WHY, handwritten.get("reason"));
        assertEquals(1.0, Double.parseDouble(line(relative, "connectfour", "propnet").get("value")), 1e-12);
        assertEquals(410 / 1_200_000.0, Double.parseDouble(line(relative, "connectfour", "prolog-assert")
                .get("value")), 1e-12);
        List<Map<String, String>> ceiling = ReportTest.csv(report.resolve("tables/ceiling.csv"));
        assertFalse(ceiling.stream().anyMatch(l -> l.get("game").equals("connectfour") && !l.get("value").isEmpty()),
                "no ratio to an unsettled hand-written machine");
        assertTrue(ceiling.stream().anyMatch(l -> l.get("game").equals("tictactoe") && !l.get("value").isEmpty()));
    }

    @Test
    void theSpeedTableShowsTheFigureMarkedAndThePageNamesTheRows() throws Exception {
        List<Map<String, String>> speed = ReportTest.csv(report.resolve("tables/speed.csv"));
        assertEquals(51_000_000.0, Double.parseDouble(line(speed, "connectfour", "handwritten").get("value")));
        assertEquals("not settled", line(speed, "connectfour", "handwritten").get("status"));
        String html = Files.readString(report.resolve("index.html"));
        assertTrue(html.contains("51,000,000 <span class=\"pm\">± 1.0%</span> <em>not settled</em>"), "marked figure");
        assertTrue(html.contains("<strong>Not settled:</strong> these 2 rows"), "the note");
        assertTrue(html.contains("connectfour · handwritten · playout (" + WHY + ")"), "the note names the row");
    }

    private static Map<String, String> line(List<Map<String, String>> lines, String game, String reasoner) {
        return lines.stream().filter(l -> l.get("game").equals(game) && l.get("reasoner").equals(reasoner))
                .findFirst().orElseThrow();
    }
}
