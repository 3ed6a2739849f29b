package org.gdlbench.reports.charts;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.pdf.PDFDocument;
import org.jfree.pdf.PDFGraphics2D;
import org.jfree.pdf.Page;
import org.jfree.svg.SVGGraphics2D;

/**
 * Writes a chart as {@code NAME.png} (for screens, twice its size in pixels), {@code NAME.svg}
 * and {@code NAME.pdf} (vector, for papers). Needs no display: the report runs headless.
 */
public final class ChartFiles {
    /** Pixels per point of the PNG: charts are laid out 800 points wide, so PNGs are 1600 px. */
    public static final int PNG_SCALE = 2;

    private ChartFiles() {
    }

    /** Writes the three files into {@code folder}; {@code width} and {@code height} in points. */
    public static void write(JFreeChart chart, int width, int height, Path folder, String name) throws IOException {
        Files.write(folder.resolve(name + ".png"), png(chart, width, height));
        Files.writeString(folder.resolve(name + ".svg"), svg(chart, width, height, name), StandardCharsets.UTF_8);
        Files.write(folder.resolve(name + ".pdf"), pdf(chart, width, height));
    }

    public static byte[] png(JFreeChart chart, int width, int height) throws IOException {
        BufferedImage image = new BufferedImage(width * PNG_SCALE, height * PNG_SCALE, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        graphics.scale(PNG_SCALE, PNG_SCALE);
        chart.draw(graphics, new Rectangle2D.Double(0, 0, width, height));
        graphics.dispose();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        ImageIO.write(image, "png", bytes);
        return bytes.toByteArray();
    }

    /** The SVG document; {@code name} prefixes its ids so several SVGs can share a page. */
    public static String svg(JFreeChart chart, int width, int height, String name) {
        SVGGraphics2D graphics = new SVGGraphics2D(width, height);
        graphics.setDefsKeyPrefix(name.replaceAll("[^A-Za-z0-9]", "") + "-");
        chart.draw(graphics, new Rectangle2D.Double(0, 0, width, height));
        return graphics.getSVGDocument();
    }

    public static byte[] pdf(JFreeChart chart, int width, int height) {
        PDFDocument document = new PDFDocument();
        document.setTitle(chart.getTitle() == null ? "gdlbench" : chart.getTitle().getText());
        document.setAuthor("gdlbench");
        Page page = document.createPage(new Rectangle(width, height));
        PDFGraphics2D graphics = page.getGraphics2D();
        chart.draw(graphics, new Rectangle2D.Double(0, 0, width, height));
        return document.getPDFBytes();
    }
}
