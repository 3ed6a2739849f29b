package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.Inflater;
import javax.imageio.ImageIO;
import org.gdlbench.reports.charts.ChartFiles;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every chart carries a footer naming the profile, the machine, the JDK and the date of its runs. */
class ChartContextTest {
    private static final String STANDARD = "gdlbench 0.1.0 | standard profile | Test CPU, 2 cores, JDK 17.0.1 | 2026-01-01 00:00 UTC";

    @TempDir
    Path temp;

    @Test
    void theFooterIsMadeFromTheEnvironment() throws Exception {
        Run run = RunLoader.load(Fixtures.folder(temp.resolve("run"), Fixtures.standardRows()));
        assertEquals(List.of(STANDARD), ChartContext.lines(List.of(run), null));
        Environment quick = new Environment("2026-11-27T23:12:59Z", "quick", "quick", "Intel(R) Xeon(R) CPU  @ 2.20GHz",
                4, null, "Linux", "Eclipse Adoptium", "21.0.2", "vm", List.of(), List.of(), "0.2.0", null, null, "1.37",
                Map.of());
        Path folder = Files.createDirectories(temp.resolve("fast"));
        ResultFiles.write(folder, RunResults.of(quick, Fixtures.SETTINGS, Fixtures.standardRows()));
        Run fast = RunLoader.load(folder);
        assertEquals("gdlbench 0.2.0 | quick profile: indicative figures | Intel Xeon CPU @ 2.20GHz, 4 cores, JDK 21.0.2"
                + " | 2026-11-27 23:12 UTC", ChartContext.line(fast));
        // several runs: each labelled, the baseline last and said so
        assertEquals(List.of("fast: " + ChartContext.line(fast), "run (baseline): " + STANDARD),
                ChartContext.lines(List.of(fast), run));
        assertEquals("yesterday", ChartContext.date("yesterday"));
    }

    @Test
    void everyChartFileCarriesTheFooter() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("report"), null, null, null));
        Path charts = temp.resolve("report/charts");
        assertTrue(outcome.figures().size() >= 5, outcome.figures().toString());
        for (String name : outcome.figures()) {
            String svg = Files.readString(charts.resolve(name + ".svg"));
            assertTrue(svg.contains(">" + STANDARD + "<"), name + ".svg has no footer");
            assertTrue(pdfText(Files.readAllBytes(charts.resolve(name + ".pdf"))).contains("(" + STANDARD + ") Tj"),
                    name + ".pdf has no footer");
            BufferedImage png = ImageIO.read(charts.resolve(name + ".png").toFile());
            assertEquals(ChartFiles.PNG_SCALE * (int) Double.parseDouble(svg.replaceFirst("(?s).*?height='([0-9.]+)'.*", "$1")),
                    png.getHeight(), name + ".png is drawn at the SVG's size");
            assertTrue(greyText(png, png.getHeight() - 2 * 16, png.getHeight() - 2 * 4), name + ".png has no footer");
        }
    }

    /** The PDF's content streams, inflated: its text is in them as {@code (text) Tj}. */
    static String pdfText(byte[] pdf) throws Exception {
        String bytes = new String(pdf, StandardCharsets.ISO_8859_1);
        StringBuilder text = new StringBuilder();
        Matcher stream = Pattern.compile("/FlateDecode[^>]*>>\\s*stream\r?\n").matcher(bytes);
        while (stream.find()) {
            int end = bytes.indexOf("endstream", stream.end());
            Inflater inflater = new Inflater();
            inflater.setInput(pdf, stream.end(), end - stream.end());
            byte[] buffer = new byte[1 << 16];
            while (!inflater.finished() && !inflater.needsInput()) {
                int n = inflater.inflate(buffer);
                text.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
            }
            inflater.end();
        }
        return text.toString();
    }

    /** Whether the rows from {@code top} to {@code bottom} (pixels) hold the footer's grey text. */
    private static boolean greyText(BufferedImage image, int top, int bottom) {
        int dark = 0;
        for (int y = top; y < bottom; y++) {
            for (int x = 0; x < image.getWidth() / 2; x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                if ((rgb >> 16 & 0xFF) < 0xB0 && Math.abs((rgb >> 16 & 0xFF) - (rgb & 0xFF)) < 8) {
                    dark++;
                }
            }
        }
        return dark > 200;
    }
}
