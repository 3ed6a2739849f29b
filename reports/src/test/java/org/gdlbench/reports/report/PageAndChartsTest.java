package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.SvgTexts;
import org.gdlbench.reports.results.ResultRow;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page and charts of a quick run of two games and the eight registered reasoners, as a reader sees them. */
class PageAndChartsTest {
    static final List<String> REASONERS = List.of("reference", "handwritten", "propnet", "instantiation",
            "prolog-assert", "prolog-threaded", "forward", "topdown");
    @TempDir
    static Path temp;
    static Report.Outcome outcome;
    static Path report;
    static List<Figure> figures;

    @BeforeAll
    static void writeReport() throws Exception {
        System.setProperty("java.awt.headless", "true");
        List<ResultRow> rows = Fixtures.quickRows().stream()
                .map(row -> row.game().equals("tictactoe") && row.reasoner().equals("propnet") ? row.withTrend(0.68) : row)
                .toList();
        Path run = Fixtures.folder(temp.resolve("run"), rows);
        Map<String, List<List<Double>>> states = new LinkedHashMap<>();
        states.put("tictactoe · reference", List.of(List.of(9_300.0, 9_400.0, 9_386.0)));
        states.put("tictactoe · propnet", List.of(List.of(5_719_042.0, 9_858_347.0, 12_776_516.0)));
        Fixtures.jmh(run, states);
        report = temp.resolve("report");
        outcome = Report.write(new Report.Options(List.of(run), report, null, null, null));
        Run loaded = RunLoader.load(run);
        figures = Figures.of(loaded.rows(), loaded.rules(), loaded.iterations(), Fixtures.PALETTE);
    }

    private static String svg(String name) throws Exception {
        return Files.readString(report.resolve("charts/" + name + ".svg"));
    }

    /** The page's section of one figure: from its heading to the next. */
    private static String section(String name) throws Exception {
        String html = Files.readString(report.resolve("index.html"));
        int start = html.indexOf("<h2 id=\"" + name + "\">");
        assertTrue(start >= 0, "no section " + name);
        int end = html.indexOf("<h2 ", start + 1);
        return html.substring(start, end < 0 ? html.length() : end);
    }

    @Test
    void theScalingChartsNameTheGameOfEachPoint() {
        for (String chart : List.of("scaling-rules", "scaling-atoms")) {
            Figure figure = figures.stream().filter(f -> f.name().equals(chart)).findFirst().orElseThrow();
            XYPlot plot = figure.chart().chart().getXYPlot();
            for (String game : List.of("tictactoe", "connectfour")) {
                // a label per game, standing at the game's x above its highest point
                XYTextAnnotation label = plot.getAnnotations().stream().map(XYTextAnnotation.class::cast)
                        .filter(a -> List.of(a.getText().split(", ")).contains(game)).findFirst()
                        .orElseThrow(() -> new AssertionError(chart + " does not name " + game));
                double top = plot.getDataset().getSeriesCount() == 0 ? 0 : highest(plot, label.getX());
                assertTrue(label.getY() > top, game + "'s label stands above its points");
            }
        }
    }

    /** The highest y of the points at {@code x}. */
    private static double highest(XYPlot plot, double x) {
        double top = 0;
        for (int s = 0; s < plot.getDataset().getSeriesCount(); s++) {
            for (int i = 0; i < plot.getDataset().getItemCount(s); i++) {
                if (plot.getDataset().getXValue(s, i) == x) {
                    top = Math.max(top, plot.getDataset().getYValue(s, i));
                }
            }
        }
        assertTrue(top > 0, "points at " + x);
        return top;
    }

    @Test
    void onlyTablesWithErrorBarsExplainTheirPlusMinus() throws Exception {
        assertTrue(section("speed").contains("± is half the 99.9% confidence interval"));
        for (String name : List.of("memory", "preparation-phases", "iterations")) {
            assertFalse(section(name).contains("±"), name + " promises ± values it does not show");
        }
    }

    @Test
    void theSpeedChartHasOnePanelPerGameWithEveryReasonerNamed() throws Exception {
        List<String> texts = SvgTexts.strings(svg("speed"));
        for (String game : List.of("tictactoe", "connectfour")) {
            assertEquals(1, texts.stream().filter(game::equals).count(), "a panel headed " + game + ": " + texts);
        }
        for (String reasoner : REASONERS) {
            assertEquals(2, texts.stream().filter(reasoner::equals).count(), reasoner + " named in each panel: " + texts);
        }
    }

    @Test
    void theIterationsChartShowsEachRowsRateOverItsMeanFlaggedRowsFirst() throws Exception {
        assertTrue(outcome.figures().contains("iterations"), outcome.figures().toString());
        List<Map<String, String>> lines = ReportTest.csv(report.resolve("tables/iterations.csv"));
        assertEquals(6, lines.size());
        // the trending row comes first, each iteration over its mean 9,451,302
        assertEquals("tictactoe · propnet", lines.get(0).get("game · reasoner"));
        assertEquals(5_719_042.0 / 9_451_301.666666666, Double.parseDouble(lines.get(0).get("value")), 1e-9);
        assertEquals("3", lines.get(2).get("iteration"));
        List<String> texts = SvgTexts.strings(svg("iterations"));
        assertTrue(texts.contains("tictactoe · propnet (trend +68%)"), texts.toString());
        assertTrue(texts.contains("tictactoe · reference"), texts.toString());
    }
}
