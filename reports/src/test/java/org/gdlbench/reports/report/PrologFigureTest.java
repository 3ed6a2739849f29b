package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.ChartFiles;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.charts.SvgTexts;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chart of the Prolog systems and encodings: only with two Prolog reasoners, drawn from their rows. */
class PrologFigureTest {
    static final String WHY = "the quick profile does not settle prolog-threaded";
    @TempDir
    static Path temp;

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    /** Two games, the six Prolog reasoners, the reference and propnet; tuProlog's threaded not settled on tic-tac-toe. */
    static List<ResultRow> rows() {
        List<ResultRow> rows = new ArrayList<>();
        String[] reasoners = {"reference", "propnet", "swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded",
                "prolog-assert", "prolog-threaded"};
        double[][] figures = {{43_911, 18_223_305, 29_932, 28_171, 22_044, 44_512, 324, 201},
                {26_425, 5_239_762, 22_761, 19_608, 9_675, 13_032, 296, 102}};
        String[] games = {"tictactoe", "connectfour"};
        for (int g = 0; g < games.length; g++) {
            for (int r = 0; r < reasoners.length; r++) {
                ResultRow row = Fixtures.ok(games[g], reasoners[r], figures[g][r], figures[g][r] * 0.05);
                rows.add(g == 0 && reasoners[r].equals("prolog-threaded") ? row.withUnsettled(WHY) : row);
            }
        }
        rows.add(Fixtures.refused("hex", "propnet", "too large to ground"));
        return rows;
    }

    private static Figure prolog(List<ResultRow> rows) {
        return Figures.of(rows, Map.of(), Fixtures.PALETTE).stream().filter(figure -> figure.name().equals(PrologFigure.NAME))
                .findFirst().orElse(null);
    }

    private static List<String> texts(Figure figure) {
        Charts.Drawn drawn = figure.chart();
        return SvgTexts.strings(ChartFiles.svg(drawn.chart(), Charts.WIDTH, drawn.height(), figure.name()));
    }

    @Test
    void theChartAppearsWithTwoPrologReasonersAndNotWithOne() {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        assertEquals(null, prolog(rows), "one Prolog reasoner (prolog-assert) has nothing to compare with");
        rows.add(Fixtures.ok("tictactoe", "swi-threaded", 28_000, 1_000));
        Figure figure = prolog(rows);
        assertTrue(figure != null, "prolog-assert and swi-threaded compare");
        assertEquals(List.of("connectfour", "hex", "tictactoe"), figure.table().rows(), "every game with a Prolog row");
        assertEquals(List.of("swi-threaded", "prolog-assert", "reference"), figure.table().columns(),
                "in the charts' order, though the first game has no swi-threaded row");
        assertEquals("not run", figure.table().cell("hex", "swi-threaded").status());
        assertTrue(figure.caption().contains("run by SWI-Prolog and tuProlog (in the JVM), each"), figure.caption());
        List<ResultRow> natives = rows().stream().filter(row -> !row.reasoner().startsWith("prolog-")).toList();
        assertTrue(prolog(natives).caption().contains("run by SWI-Prolog and GNU Prolog (compiled with gplc), each"),
                "only the systems that ran are named: " + prolog(natives).caption());
    }

    @Test
    void itsNumbersAreTheRowsFiguresWithTheReferenceForScale() {
        Figure figure = prolog(rows());
        Matrix table = figure.table();
        assertEquals(List.of("connectfour", "tictactoe"), table.rows(), "hex has no Prolog row");
        assertEquals(List.of("swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded", "prolog-assert",
                "prolog-threaded", "reference"), table.columns(), "the Prolog reasoners, then the reference; no propnet");
        assertEquals(44_512.0, table.cell("tictactoe", "gprolog-threaded").value());
        assertEquals(44_512 * 0.05, table.cell("tictactoe", "gprolog-threaded").error(), 1e-9);
        assertEquals(9_675.0, table.cell("connectfour", "gprolog-assert").value());
        assertEquals(26_425.0, table.cell("connectfour", "reference").value());
        assertEquals(201.0, table.cell("tictactoe", "prolog-threaded").value(), "an unsettled figure is shown");
        assertEquals(Cells.NOT_SETTLED, table.cell("tictactoe", "prolog-threaded").status());
    }

    @Test
    void eachGameIsAPanelOfSystemsWithTheTwoEncodingsAsBarsAndTheReferenceAsALine() {
        List<String> texts = texts(prolog(rows()));
        for (String game : List.of("tictactoe", "connectfour")) {
            assertEquals(1, texts.stream().filter(game::equals).count(), "a panel headed " + game + ": " + texts);
        }
        for (String system : List.of("SWI-Prolog", "GNU Prolog", "tuProlog")) {
            assertEquals(2, texts.stream().filter(system::equals).count(), system + " in each panel: " + texts);
        }
        for (String legend : List.of("assert", "threaded", "reference")) {
            assertEquals(1, texts.stream().filter(legend::equals).count(), legend + " in the legend: " + texts);
        }
        assertTrue(texts.contains("reference 43.9k") && texts.contains("reference 26.4k"),
                "each panel's line names the reference's figure: " + texts);
        assertEquals(1, texts.stream().filter(Cells.NOT_SETTLED::equals).count(),
                "the unsettled bar is marked, once: " + texts);
    }

    @Test
    void aMissingBarSaysWhyAndTheLineIsLeftOutWithoutTheReference() {
        List<ResultRow> rows = new ArrayList<>(rows().stream().filter(row -> !row.reasoner().equals("reference")
                && !(row.game().equals("connectfour") && row.reasoner().equals("swi-threaded"))).toList());
        rows.add(Fixtures.refused("connectfour", "swi-threaded", "timed out"));
        Figure figure = prolog(rows);
        assertFalse(figure.table().columns().contains("reference"));
        List<String> texts = texts(figure);
        assertTrue(texts.contains("threaded: unsupported"), texts.toString());
        assertFalse(texts.stream().anyMatch(text -> text.startsWith("reference")), texts.toString());
    }

    @Test
    void beyondTheMostPanelsEachGameAndSystemIsAGroupOfBars() {
        List<ResultRow> rows = new ArrayList<>();
        for (int g = 0; g <= org.gdlbench.reports.charts.SmallMultiples.MAX_PANELS; g++) {
            String game = String.format("game%02d", g);
            rows.add(Fixtures.ok(game, "swi-assert", 20_000 + g, 100));
            rows.add(Fixtures.ok(game, "gprolog-threaded", 40_000 + g, 100));
            rows.add(Fixtures.ok(game, "reference", 30_000 + g, 100));
        }
        Figure figure = prolog(rows);
        assertEquals(org.gdlbench.reports.charts.SmallMultiples.MAX_PANELS + 1, figure.table().rows().size());
        var dataset = figure.chart().chart().getCategoryPlot().getDataset();
        assertEquals(List.of("assert", "threaded", "reference"), dataset.getRowKeys());
        assertEquals(20_003.0, dataset.getValue("assert", "game03 · SWI-Prolog").doubleValue());
        assertEquals(40_003.0, dataset.getValue("threaded", "game03 · GNU Prolog").doubleValue());
        assertEquals(30_003.0, dataset.getValue("reference", "game03 · reference").doubleValue());
    }

    @Test
    void theEncodingsHaveColoursOfTheirOwn() {
        assertNotEquals(Palette.encoding("assert"), Palette.encoding("threaded"));
    }

    @Test
    void thePageShowsTheChartAndNamesItInItsNavigation() throws Exception {
        Path run = Fixtures.folder(temp.resolve("run"), rows());
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("report"), null, null, null));
        assertTrue(outcome.figures().contains(PrologFigure.NAME), outcome.figures().toString());
        String html = Files.readString(temp.resolve("report/index.html"));
        assertTrue(html.contains("<a href=\"#prolog\">prolog</a>"), "in the navigation");
        assertTrue(html.contains("<h2 id=\"prolog\">"), "a section of its own");
        for (String format : List.of("png", "svg", "pdf")) {
            assertTrue(Files.size(temp.resolve("report/charts/prolog." + format)) > 0, format);
        }
        List<Map<String, String>> csv = ReportTest.csv(temp.resolve("report/tables/prolog.csv"));
        assertEquals(14, csv.size(), "six Prolog reasoners and the reference, two games");
    }
}
