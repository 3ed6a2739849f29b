package org.gdlbench.reports.report;

import java.util.List;
import org.gdlbench.reports.charts.ChartFooter;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.tables.Matrix;

/**
 * One figure of a report: a chart and the table of its numbers, written as
 * {@code charts/NAME.png|svg|pdf} and {@code tables/NAME.csv|tex}.
 *
 * @param caption one or two sentences saying what the chart shows and how to read it
 * @param table the numbers, as the page and the table files show them
 * @param chart the chart drawn from them
 */
public record Figure(String name, String title, String caption, Matrix table, Charts.Drawn chart) {
    /** The figure with {@code lines} under its chart (see {@link ChartFooter}). */
    Figure withFooter(List<String> lines) {
        return new Figure(name, title, caption, table, ChartFooter.add(chart, lines));
    }
}
