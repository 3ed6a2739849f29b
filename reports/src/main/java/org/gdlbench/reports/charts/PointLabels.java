package org.gdlbench.reports.charts;

import java.awt.Color;
import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.TextAnchor;

/**
 * Names the points of a log–log scatter where several series share an x (one game, a point per
 * reasoner): each name stands upright above the highest point at its x, and names whose x lie
 * closer than a label's thickness share one label, so none runs into another. The value axis
 * is raised to make room for them.
 */
final class PointLabels {
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Color TEXT = new Color(0x333333);
    /** The plot's width and the chart's height outside the plot, in points, roughly (axes, title, legend, footer). */
    private static final double PLOT_WIDTH = Charts.WIDTH - 90;
    private static final double OUTSIDE_PLOT_HEIGHT = 190;
    /** Points between a point and its label. */
    private static final double GAP = 8;

    private PointLabels() {
    }

    /**
     * @param tops each name's highest value
     * @param x each name's x
     * @param height the chart's height in points
     */
    static void add(XYPlot plot, Map<String, Double> tops, Map<String, Double> x, LogAxis xAxis, LogAxis yAxis,
                    int height) {
        if (tops.isEmpty()) {
            return;
        }
        List<List<String>> groups = groups(tops, x, xAxis);
        FontRenderContext context = new FontRenderContext(null, true, true);
        double longest = groups.stream().mapToDouble(group -> FONT.getStringBounds(String.join(", ", group), context)
                .getWidth()).max().orElse(0);
        double plotHeight = height - OUTSIDE_PLOT_HEIGHT;
        double low = Math.log10(yAxis.getLowerBound());
        double decades = Math.log10(yAxis.getUpperBound()) - low;
        // the decades to add above the values so that the longest label fits under the top
        double headroom = (longest + 2 * GAP) * decades / Math.max(plotHeight / 3, plotHeight - longest - 2 * GAP);
        yAxis.setRange(yAxis.getLowerBound(), yAxis.getUpperBound() * Math.pow(10, headroom));
        double gap = Math.pow(10, GAP * (decades + headroom) / plotHeight);
        for (List<String> group : groups) {
            double at = x.get(group.get(0));
            double top = group.stream().mapToDouble(tops::get).max().orElseThrow();
            XYTextAnnotation label = new XYTextAnnotation(String.join(", ", group), at, top * gap);
            label.setFont(FONT);
            label.setPaint(TEXT);
            label.setTextAnchor(TextAnchor.CENTER_LEFT);
            label.setRotationAnchor(TextAnchor.CENTER_LEFT);
            label.setRotationAngle(-Math.PI / 2);
            plot.addAnnotation(label, false);
        }
    }

    /** The names in order of x, those within a label's thickness of a group's first joining it. */
    private static List<List<String>> groups(Map<String, Double> tops, Map<String, Double> x, LogAxis xAxis) {
        List<String> names = new ArrayList<>(tops.keySet());
        names.sort(Comparator.comparing((String name) -> x.get(name)).thenComparing(Comparator.naturalOrder()));
        double low = Math.log10(xAxis.getLowerBound());
        double span = Math.log10(xAxis.getUpperBound()) - low;
        List<List<String>> groups = new ArrayList<>();
        double first = Double.NEGATIVE_INFINITY;
        for (String name : names) {
            double position = (Math.log10(x.get(name)) - low) / span * PLOT_WIDTH;
            if (position - first < FONT.getSize() + 2) {
                groups.get(groups.size() - 1).add(name);
            } else {
                groups.add(new ArrayList<>(List.of(name)));
                first = position;
            }
        }
        return groups;
    }
}
