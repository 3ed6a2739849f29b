package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.ChartFiles;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.SvgTexts;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Published figures beside ours: over one baseline where both sides measured it, else each side apart. */
class ImportsTest {
    static final String PROVER = "ggp-base:jars=engine,machine=" + Imports.GGP_BASE_PROVER_CLASS;
    @TempDir
    Path temp;

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    private Path published(String... engines) throws Exception {
        Path file = temp.resolve("perf.txt");
        StringBuilder lines = new StringBuilder("BASE/tictactoe/abc;GGP_BASE_PROVER;1.0;true;;30000;900000;9000\n");
        for (String engine : engines) {
            lines.append("BASE/tictactoe/abc;").append(engine).append(";1.0;true;;30000;360000000;9000\n");
        }
        Files.writeString(file, lines.toString());
        return file;
    }

    @Test
    void bothSidesAreDividedByGgpBasesProverWhenTheRunMeasuredItToo() throws Exception {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.add(Fixtures.ok("tictactoe", PROVER, 15_000, 300));
        Path run = Fixtures.folder(temp.resolve("run"), rows);
        Report.write(new Report.Options(List.of(run), temp.resolve("r"), null, null,
                List.of(published("SANCHO_DEAD_RECKONING_PROPNET"))));
        List<Map<String, String>> lines = ReportTest.csv(temp.resolve("r/tables/imported.csv"));
        Map<String, String> propnet = lines.stream().filter(l -> l.get("engine").equals("ours: propnet")).findFirst()
                .orElseThrow();
        assertEquals(4_100_000.0 / 15_000, Double.parseDouble(propnet.get("value")), 1e-9);
        assertEquals("states/s ratio to GGP_BASE_PROVER on the same machine", propnet.get("unit"));
        assertTrue(lines.stream().anyMatch(l -> l.get("engine").equals("ours: reference")), "reference is one of ours");
        String html = Files.readString(temp.resolve("r/index.html"));
        assertTrue(html.contains("the common baseline GGP_BASE_PROVER, ggp-base's prover, which this run measured too"), html);
        List<String> texts = SvgTexts.strings(Files.readString(temp.resolve("r/charts/imported.svg")));
        assertTrue(texts.contains("ours (this machine) ÷ GGP_BASE_PROVER run here"), texts.toString());
    }

    @Test
    void withoutACommonBaselineTheSidesAreDrawnApartAndThePageSaysEachBaseline() throws Exception {
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Path file = published("SANCHO_DEAD_RECKONING_PROPNET", "FLUXPLAYER_PROLOG");
        List<Imports.Rate> rates = Imports.read(file);
        Imports.Section section = Imports.section(rates, Figures.speed(RunLoader.load(run).rows(), Fixtures.PALETTE), Map.of(),
                name -> null, List.of(file));
        List<?> bars = section.figure().chart().chart().getCategoryPlot().getDataset().getColumnKeys();
        assertEquals(List.of("SANCHO_DEAD_RECKONING_PROPNET", "FLUXPLAYER_PROLOG", "handwritten (ours)", "propnet (ours)",
                "prolog-assert (ours)"), bars.stream().map(String::valueOf).toList(), "published first, then ours");
        assertTrue(section.html().contains("These are two different provers, so the two sides are drawn apart"),
                section.html());
        assertTrue(section.html().contains("ggp-base:machine=" + Imports.GGP_BASE_PROVER_CLASS), "how to get one");
        String svg = ChartFiles.svg(section.figure().chart().chart(), Charts.WIDTH, section.figure().chart().height(), "i");
        assertTrue(SvgTexts.strings(svg).contains("ours (this machine) ÷ reference"), svg);
    }

    @Test
    void noEngineNameIsCutShort() throws Exception {
        List<String> engines = List.of("PALAMEDES_JAVA_PROVER_USEOPT_FALSE", "ALLOY_DUALIZED_COMPILED_PROVER",
                "REKKURA_GENERIC_BACKWARD_PROVER_OSTD", "SANCHO_DEAD_RECKONING_PROPNET");
        Path file = temp.resolve("rates.csv");
        StringBuilder csv = new StringBuilder("game,engine,version,states_per_s,playouts_per_s,machine,source\n");
        for (String machine : List.of("AlexLandau2 (unspecified)", "richemslie_01 (unspecified)")) {
            csv.append("BASE/tictactoe/x,GGP_BASE_PROVER,1,1000,10,").append(machine).append(",s\n");
            for (int i = 0; i < engines.size(); i++) {
                csv.append("BASE/tictactoe/x,").append(engines.get(i)).append(",1,").append(2000 * (i + 1))
                        .append(",10,").append(machine).append(",s\n");
            }
        }
        Files.writeString(file, csv.toString());
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Imports.Section section = Imports.section(Imports.read(file), Figures.speed(RunLoader.load(run).rows(), Fixtures.PALETTE),
                Map.of(), name -> null, List.of(file));
        String svg = ChartFiles.svg(section.figure().chart().chart(), Charts.WIDTH, section.figure().chart().height(), "i");
        List<String> texts = SvgTexts.strings(svg);
        for (String text : texts) {
            assertFalse(text.endsWith("...") || text.endsWith("…"), "a label cut short: " + text);
        }
        String all = String.join("", texts).replace(" ", "");
        for (String engine : engines) {
            assertTrue(all.contains((engine + " @richemslie_01").replace(" ", "")), engine + " in " + texts);
        }
    }
}
