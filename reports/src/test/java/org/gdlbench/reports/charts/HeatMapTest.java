package org.gdlbench.reports.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.gdlbench.reports.tables.Matrix;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class HeatMapTest {
    /** The eight registered reasoners, as quick measures them. */
    static final List<String> REASONERS = List.of("reference", "handwritten", "propnet", "instantiation",
            "prolog-assert", "prolog-threaded", "forward", "topdown");

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    @Test
    void everyColumnHeaderIsDrawnAndFitsItsColumn() {
        Matrix relative = new Matrix("game", "reasoner", "relative");
        for (String game : List.of("connectfour", "tictactoe")) {
            for (int i = 0; i < REASONERS.size(); i++) {
                relative.put(game, REASONERS.get(i), Matrix.Cell.of(Math.pow(10, -i / 2.0), null));
            }
        }
        Charts.Drawn drawn = HeatMap.draw("Relative speed", relative, "relative");
        Graphics2D g2 = new BufferedImage(Charts.WIDTH, drawn.height(), BufferedImage.TYPE_INT_RGB).createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        drawn.chart().draw(g2, new Rectangle2D.Double(0, 0, Charts.WIDTH, drawn.height()), info);
        Rectangle2D area = info.getPlotInfo().getDataArea();
        SymbolAxis headers = (SymbolAxis) drawn.chart().getXYPlot().getDomainAxis();
        // the ticks as the axis draws them: a label the axis finds no room for is left empty
        List<String> labels = headers.refreshTicks(g2, new AxisState(), area, RectangleEdge.TOP).stream()
                .map(tick -> ((Tick) tick).getText()).toList();
        assertEquals(REASONERS, labels);
        FontMetrics metrics = g2.getFontMetrics(headers.getTickLabelFont());
        double column = area.getWidth() / REASONERS.size();
        for (String label : labels) {
            // level text takes its width across the column, upright text its height
            double across = headers.isVerticalTickLabels() ? metrics.getHeight() : metrics.stringWidth(label);
            assertTrue(across < column, label + " is " + across + " across a column of " + column);
        }
    }
}
