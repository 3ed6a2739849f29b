package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report colours and orders reasoners as their runs recorded, and older runs as the registered reasoners say. */
class ReportPaletteTest {
    /** Propnet's and the reference's colours as SVG writes them. */
    private static final String PROPNET = "rgb(0,114,178)";
    private static final String REFERENCE = "rgb(230,159,0)";

    @TempDir
    Path temp;

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    private static List<ResultRow> rows(String... reasoners) {
        List<ResultRow> rows = new java.util.ArrayList<>();
        for (String game : List.of("tictactoe", "connectfour")) {
            for (int i = 0; i < reasoners.length; i++) {
                rows.add(Fixtures.ok(game, reasoners[i], 1_000 * (i + 1), 10));
            }
        }
        return rows;
    }

    private String relativeChart(Path run, Map<String, ReasonerTraits> registered) throws Exception {
        Path out = temp.resolve("report-" + run.getFileName());
        Report.write(new Report.Options(List.of(run), out, null, null, null, null, registered));
        return Files.readString(out.resolve("charts/relative.svg"));
    }

    @Test
    void aRunsRecordedTraitsColourAndOrderItsReasoners() throws Exception {
        Map<String, ReasonerTraits> recorded = Map.of("mine", new ReasonerTraits("mine", "#123456", 0),
                "propnet", Fixtures.TRAITS.get("propnet"));
        Path run = Fixtures.folder(temp.resolve("run"), rows("propnet", "mine", "aaa"), recorded);
        String svg = relativeChart(run, Map.of("mine", new ReasonerTraits("mine", "#654321", 5)));
        assertTrue(svg.contains("rgb(18,52,86)"), "the recorded colour, not the registered one");
        assertFalse(svg.contains("rgb(101,67,33)"));
        assertTrue(svg.contains(PROPNET));
        Palette palette = Report.palette(List.of(RunLoader.load(run)), Map.of());
        List<String> order = new java.util.ArrayList<>(List.of("aaa", "propnet", "mine"));
        order.sort(palette.reasonerOrder());
        assertEquals(List.of("mine", "propnet", "aaa"), order, "by recorded order, the rest after by name");
    }

    @Test
    void aRunWrittenBeforeTraitsWereRecordedTakesTheRegisteredReasonersTraits() throws Exception {
        Path old = Fixtures.folder(temp.resolve("old"), rows("reference", "propnet"), Map.of());
        assertTrue(Files.readString(old.resolve("results.json")).indexOf("\"reasoners\"") < 0, "an old results.json");
        String svg = relativeChart(old, Fixtures.TRAITS);
        assertTrue(svg.contains(PROPNET) && svg.contains(REFERENCE), "the built-in colours");
        String without = relativeChart(Fixtures.folder(temp.resolve("bare"), rows("reference", "propnet"), Map.of()),
                Map.of());
        assertFalse(without.contains(PROPNET) || without.contains(REFERENCE), "generated colours, none registered");
    }

    @Test
    void runsReportedTogetherEachGiveTheirReasonersTraitsTheFirstWinning() throws Exception {
        Path a = Fixtures.folder(temp.resolve("a"), rows("propnet"),
                Map.of("propnet", new ReasonerTraits("propnet", "#0072B2", 2)));
        Path b = Fixtures.folder(temp.resolve("b"), rows("propnet", "mine"),
                Map.of("propnet", new ReasonerTraits("propnet", "#000001", 9),
                        "mine", new ReasonerTraits("mine", "#123456", 1)));
        Palette palette = Report.palette(List.of(RunLoader.load(a), RunLoader.load(b)), Map.of());
        assertEquals(new java.awt.Color(0x0072B2), palette.reasoner("propnet"));
        assertEquals(new java.awt.Color(0x123456), palette.reasoner("mine"), "b's own reasoner keeps its colour");
    }
}
