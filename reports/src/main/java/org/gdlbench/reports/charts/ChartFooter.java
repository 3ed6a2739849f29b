package org.gdlbench.reports.charts;

import java.awt.Color;
import java.awt.Font;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.VerticalAlignment;

/**
 * Small grey lines under a chart saying where its figures were measured (profile, machine, JDK,
 * date), so that a chart copied into a paper keeps its context. The footer is a title of its own
 * below everything else, so it never overlaps an axis label or a legend, and the chart grows by
 * its height.
 */
public final class ChartFooter {
    static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    static final Color TEXT = new Color(0x666666);
    /** Points a footer line takes, and the gap above the first. */
    private static final int LINE = 13;
    private static final int GAP = 8;

    private ChartFooter() {
    }

    /** {@code drawn} with {@code lines} under it; the same chart when there are none. */
    public static Charts.Drawn add(Charts.Drawn drawn, List<String> lines) {
        if (lines.isEmpty()) {
            return drawn;
        }
        JFreeChart chart = drawn.chart();
        TextTitle footer = new TextTitle(String.join("\n", lines), FONT, TEXT, RectangleEdge.BOTTOM,
                HorizontalAlignment.LEFT, VerticalAlignment.BOTTOM, new RectangleInsets(GAP, 0, 0, 0));
        footer.setTextAlignment(HorizontalAlignment.LEFT);
        chart.addSubtitle(footer);
        return new Charts.Drawn(chart, drawn.height() + GAP + LINE * lines.size());
    }
}
