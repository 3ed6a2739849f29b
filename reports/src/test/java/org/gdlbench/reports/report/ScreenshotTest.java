package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page as a browser draws it: headless Chromium, when it is installed. */
class ScreenshotTest {
    @TempDir
    Path temp;

    @Test
    void chromiumDrawsThePageWithItsCharts() throws Exception {
        String chromium = chromium();
        Assumptions.assumeTrue(chromium != null, "chromium is not installed: the page is not rendered in a browser");
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.standardRows());
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("report"), null, null, null));
        Path shot = temp.resolve("page.png");
        Process process = new ProcessBuilder(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--window-size=1280,2400", "--screenshot=" + shot,
                outcome.index().toUri().toString()).redirectErrorStream(true)
                .redirectOutput(temp.resolve("chromium.log").toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "chromium did not finish in 2 minutes");
        assertEquals(0, process.exitValue(), Files.readString(temp.resolve("chromium.log")));
        BufferedImage image = ImageIO.read(shot.toFile());
        assertEquals(1280, image.getWidth());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        // text, table rules and the charts' reasoner colours: a blank or unstyled page has a handful
        assertTrue(colours.size() > 200, "the screenshot has only " + colours.size() + " colours");
        String keep = System.getProperty("gdlbench.screenshot");
        if (keep != null) {
            Files.copy(shot, Path.of(keep), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void everyTableOfAQuickRunOfEightReasonersFitsThePage() throws Exception {
        String chromium = chromium();
        Assumptions.assumeTrue(chromium != null, "chromium is not installed: the page is not laid out in a browser");
        System.setProperty("java.awt.headless", "true");
        Path run = Fixtures.folder(temp.resolve("run"), Fixtures.quickRows());
        Report.Outcome outcome = Report.write(new Report.Options(List.of(run), temp.resolve("report"), null, null, null));
        // once laid out, the page names each table wider than the box it scrolls in (its first heading and widths)
        String script = "<script>document.title = 'wider:' + Array.from(document.querySelectorAll('.scroll'))"
                + ".filter(box => box.scrollWidth > box.clientWidth + 1)"
                + ".map(box => box.querySelector('th').textContent + ' ' + box.scrollWidth + '>' + box.clientWidth)"
                + ".join('|') + ':';</script>";
        Path measured = temp.resolve("report/measured.html");
        Files.writeString(measured, Files.readString(outcome.index()).replace("</body>", script + "</body>"));
        Process process = new ProcessBuilder(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--window-size=1280,2400", "--dump-dom", measured.toUri().toString())
                .redirectError(temp.resolve("chromium.log").toFile()).start();
        String dom = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "chromium did not finish in 2 minutes");
        java.util.regex.Matcher title = java.util.regex.Pattern.compile("<title>wider:(.*?):</title>").matcher(dom);
        assertTrue(title.find(), "no measurement in the page: " + Files.readString(temp.resolve("chromium.log")));
        assertEquals("", title.group(1), "tables wider than the page");
    }

    /** The Chromium on the PATH, or null. */
    static String chromium() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name).toString();
                }
            }
        }
        return null;
    }
}
