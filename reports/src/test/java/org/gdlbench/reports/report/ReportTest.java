package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
    @TempDir
    static Path temp;
    static Report.Outcome outcome;
    static Path report;

    @BeforeAll
    static void writeReport() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        report = temp.resolve("report");
        outcome = Report.write(new Report.Options(List.of(run), report, null, null, null));
    }

    @Test
    void everyFigureWithDataIsWritten() {
        assertEquals(List.of("speed", "relative", "relative-heatmap", "ceiling", "scaling-rules", "scaling-atoms",
                "preparation", "preparation-phases", "memory"), outcome.figures());
        assertEquals(report.toAbsolutePath().normalize().resolve("index.html"), outcome.index());
    }

    @Test
    void aStandardRunIsNotMarkedIndicative() throws Exception {
        assertTrue(!Files.readString(report.resolve("index.html")).contains("Indicative figures"));
    }

    @Test
    void everyChartExistsInThreeFormatsThatParse() throws Exception {
        for (String name : outcome.figures()) {
            BufferedImage png = ImageIO.read(report.resolve("charts/" + name + ".png").toFile());
            assertTrue(png.getWidth() >= 1600, name + ".png is " + png.getWidth() + " px wide");
            assertTrue(png.getHeight() >= 400, name + ".png is " + png.getHeight() + " px high");
            DocumentBuilderFactory xml = DocumentBuilderFactory.newInstance();
            // the SVG names the SVG 1.1 DTD; parse it without fetching that from the network
            xml.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            var svg = xml.newDocumentBuilder().parse(report.resolve("charts/" + name + ".svg").toFile());
            assertEquals("svg", svg.getDocumentElement().getNodeName());
            byte[] pdf = Files.readAllBytes(report.resolve("charts/" + name + ".pdf"));
            assertTrue(new String(pdf, 0, 5, StandardCharsets.US_ASCII).equals("%PDF-"), name + ".pdf has no PDF header");
            assertTrue(new String(pdf, StandardCharsets.ISO_8859_1).strip().endsWith("%%EOF"), name + ".pdf is cut short");
        }
    }

    @Test
    void theSpeedTableHoldsEveryFigureAndRefusalOfTheResults() throws Exception {
        List<Map<String, String>> lines = csv(report.resolve("tables/speed.csv"));
        assertEquals(Fixtures.standardRows().size(), lines.size());
        for (ResultRow row : Fixtures.standardRows()) {
            Map<String, String> line = lines.stream().filter(l -> l.get("game").equals(row.game())
                    && l.get("reasoner").equals(row.reasoner())).findFirst().orElseThrow();
            assertEquals(row.status().text(), line.get("status"));
            if (row.figure() != null) {
                assertEquals(row.figure(), Double.parseDouble(line.get("value")), 1e-9);
                assertEquals(row.error(), Double.parseDouble(line.get("error")), 1e-9);
            } else {
                assertEquals("", line.get("value"));
                assertEquals(row.reason(), line.get("reason"));
            }
        }
    }

    @Test
    void theRelativeTableDividesByTheFastestOfEachGame() throws Exception {
        List<Map<String, String>> lines = csv(report.resolve("tables/relative.csv"));
        double reference = lines.stream().filter(l -> l.get("game").equals("tictactoe")
                && l.get("reasoner").equals("reference")).map(l -> Double.parseDouble(l.get("value"))).findFirst().orElseThrow();
        assertEquals(21_000.0 / 52_000_000, reference, 1e-12);
        double fastestHex = lines.stream().filter(l -> l.get("game").equals("hex") && l.get("reasoner").equals("propnet"))
                .map(l -> Double.parseDouble(l.get("value"))).findFirst().orElseThrow();
        assertEquals(1.0, fastestHex, 1e-12);
    }

    @Test
    void theLatexTablesUseBooktabsThousandsSeparatorsAndPlusMinusColumns() throws Exception {
        String tex = Files.readString(report.resolve("tables/speed.tex"));
        assertTrue(tex.contains("\\toprule") && tex.contains("\\midrule") && tex.contains("\\bottomrule"), tex);
        assertTrue(tex.contains("4{,}100{,}000 & 90{,}000"), tex);
        assertTrue(tex.contains("$\\pm$"), tex);
        assertTrue(tex.contains("\\emph{unsupported}"), tex);
    }

    @Test
    void thePageReferencesOnlyFilesThatExistAndNothingOnTheNetwork() throws Exception {
        String html = Files.readString(report.resolve("index.html"));
        Matcher matcher = Pattern.compile("(?:href|src)=\"([^\"#][^\"]*)\"").matcher(html);
        int local = 0;
        while (matcher.find()) {
            String target = matcher.group(1);
            if (target.startsWith("data:")) {
                continue;
            }
            assertTrue(!target.contains("://"), "the page loads " + target);
            assertTrue(Files.isRegularFile(report.resolve(target)), "the page links to a missing " + target);
            local++;
        }
        assertEquals(5 * outcome.figures().size(), local);
        for (String name : outcome.figures()) {
            assertTrue(html.contains("id=\"" + name + "\""), name);
        }
    }

    @Test
    void thePageShowsTheHeadlineTheRefusalsAndMarksNoisyRows() throws Exception {
        String html = Files.readString(report.resolve("index.html"));
        assertTrue(html.contains("geometric mean relative speed"), "headline");
        assertTrue(html.contains("title=\"no hand-written machine for these rules\">unsupported</td>"), "hover reason");
        assertTrue(html.contains("<li>hex · handwritten: <b>unsupported</b> — no hand-written machine"), "listed reason");
        // prolog-assert on tictactoe: 600 of 2,500 is 24%
        assertTrue(html.contains("<td class=\"noisy\">2,500 <span class=\"pm\">± 24%</span></td>"), "noisy cell");
        assertTrue(html.contains("Test CPU") && html.contains("abc123") && html.contains("-Xmx2g"), "environment");
    }

    static List<Map<String, String>> csv(Path file) throws Exception {
        CsvMapper mapper = new CsvMapper();
        List<Map<String, String>> lines = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = mapper.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(file.toFile())) {
            it.forEachRemaining(lines::add);
        }
        return lines;
    }
}
