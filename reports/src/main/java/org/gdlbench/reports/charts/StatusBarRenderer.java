package org.gdlbench.reports.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.Rectangle2D;
import java.util.Map;
import java.util.function.Function;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.data.category.CategoryDataset;

/**
 * Bars with error bars that also say why a bar is missing: where a cell has no value, its status
 * (e.g. {@code unsupported}) is written in the bar's place, so an empty slot never reads as zero;
 * where a drawn bar has a status too (a figure not ranked, e.g. {@code not settled}), it is
 * written after the bar.
 * Bars are coloured by series, or by category where each category is a reasoner of its own.
 */
final class StatusBarRenderer extends StatisticalBarRenderer {
    private static final long serialVersionUID = 1L;
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.ITALIC, 10);
    private static final Color TEXT = new Color(0x555555);
    /** Status by series key and then category key. */
    private final Map<String, Map<String, String>> statuses;
    /** The colour of each category's bar, or null to colour by series. */
    private final transient Function<String, Paint> byCategory;

    /** A renderer in the charts' one style: flat bars without outline or shadow, black error bars. */
    StatusBarRenderer(Map<String, Map<String, String>> statuses, Function<String, Paint> byCategory) {
        this.statuses = statuses;
        this.byCategory = byCategory;
        setBarPainter(new StandardBarPainter());
        setShadowVisible(false);
        setDrawBarOutline(false);
        setErrorIndicatorPaint(Color.BLACK);
        setErrorIndicatorStroke(new BasicStroke(1f));
    }

    @Override
    public Paint getItemPaint(int row, int column) {
        CategoryDataset data = getPlot() == null ? null : getPlot().getDataset();
        return byCategory == null || data == null ? super.getItemPaint(row, column)
                : byCategory.apply(String.valueOf(data.getColumnKey(column)));
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                         CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset data, int row, int column,
                         int pass) {
        super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, data, row, column, pass);
        String status = statuses.getOrDefault(String.valueOf(data.getRowKey(row)), Map.of())
                .get(String.valueOf(data.getColumnKey(column)));
        if (pass != 0 || status == null) {
            return;
        }
        double w0 = calculateBarW0(plot, plot.getOrientation(), dataArea, domainAxis, state, row, column);
        double width = state.getBarWidth();
        g2.setFont(FONT);
        g2.setPaint(TEXT);
        float baseline = (float) (w0 + width / 2 + g2.getFontMetrics().getAscent() / 2.0 - 1);
        if (data.getValue(row, column) != null) {
            drawAfterBar(g2, dataArea, plot, rangeAxis, (org.jfree.data.statistics.StatisticalCategoryDataset) data,
                    row, column, status, baseline);
            return;
        }
        // with one series the category (the axis names it) is all the bar stands for
        String text = data.getRowCount() > 1 ? data.getRowKey(row) + ": " + status : status;
        g2.drawString(text, (float) dataArea.getMinX() + 4, baseline);
    }

    /**
     * A drawn bar's status (a figure not ranked, say not settled) just past the bar and its error
     * bar, or inside the bar's end when there is no room after it.
     */
    private static void drawAfterBar(Graphics2D g2, Rectangle2D dataArea, CategoryPlot plot, ValueAxis rangeAxis,
                                     org.jfree.data.statistics.StatisticalCategoryDataset data, int row, int column,
                                     String status, float baseline) {
        double value = data.getValue(row, column).doubleValue();
        Number error = data.getStdDevValue(row, column);
        double end = value + (error == null ? 0 : error.doubleValue());
        double bar = rangeAxis.valueToJava2D(value, dataArea, plot.getRangeAxisEdge());
        double past = Math.min(dataArea.getMaxX(), rangeAxis.valueToJava2D(end, dataArea, plot.getRangeAxisEdge()));
        int textWidth = g2.getFontMetrics().stringWidth(status);
        if (past + 4 + textWidth <= dataArea.getMaxX()) {
            g2.drawString(status, (float) past + 4, baseline);
        } else {
            g2.setPaint(Color.WHITE);
            g2.drawString(status, (float) Math.max(dataArea.getMinX() + 2, bar - 4 - textWidth), baseline);
        }
    }
}
