package org.gdlbench.reports.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.gdlbench.reports.tables.Matrix;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.renderer.category.StatisticalLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The chart types of a report, drawn from {@link Matrix}es in one look: white background,
 * legend above the plot (never over data), readable fonts, value axes labelled with units, log
 * axes with ticks at powers of ten labelled 1k, 10k, 1M.
 */
public final class Charts {
    /** Every chart is laid out this many points wide. */
    public static final int WIDTH = 800;
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Color GRID = new Color(0xD0D0D0);
    static final Color MINOR_GRID = new Color(0xEFEFEF);
    /** Charts with more rows repeat the value axis above the plot. */
    private static final int TOP_AXIS_ROWS = 12;
    /** A chart and its height in points. */
    public record Drawn(JFreeChart chart, int height) {
    }

    private Charts() {
    }

    /**
     * Horizontal grouped bars, one group per matrix row and one bar per column, with error bars;
     * a log axis when the values span more than a factor of ten.
     *
     * @param reference a value to mark with a line (e.g. 1 for ratios), or null
     */
    public static Drawn bars(String title, Matrix matrix, String axisLabel, Function<String, Paint> colours,
                             Double reference) {
        DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
        List<Double> values = matrix.values();
        boolean log = needsLog(values, reference);
        Map<String, Map<String, String>> statuses = new java.util.HashMap<>();
        for (String row : matrix.rows()) {
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell != null && cell.hasValue() && (!log || cell.value() > 0)) {
                    dataset.add(cell.value(), clampedError(cell, log), column, row);
                } else {
                    dataset.add((Number) null, null, column, row);
                    if (cell != null) {
                        statuses.computeIfAbsent(column, key -> new java.util.HashMap<>()).put(row, cell.status());
                    }
                }
            }
        }
        StatisticalBarRenderer renderer = new StatusBarRenderer(statuses, null);
        renderer.setItemMargin(0.05);
        List<String> series = matrix.columns();
        for (int i = 0; i < series.size(); i++) {
            renderer.setSeriesPaint(i, colours.apply(series.get(i)));
        }
        CategoryPlot plot = new CategoryPlot(dataset, categoryAxis(), valueAxis(axisLabel, values, reference, log), renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        style(plot, matrix.rows().size(), valueAxis(null, values, reference, log));
        if (reference != null) {
            plot.addRangeMarker(new ValueMarker(reference, Color.DARK_GRAY, new BasicStroke(1.2f)));
        }
        int bars = Math.max(1, matrix.rows().size() * series.size());
        int height = Math.max(320, 170 + bars * (series.size() > 1 ? 11 : 16) + matrix.rows().size() * 6);
        return new Drawn(chart(title, plot, series.size() > 1), height);
    }

    /**
     * Ratios to a baseline as points with error bars around a line at 1, one row per cell and one
     * colour per compared run, on a log axis (so 0.5 and 2 lie equally far from 1).
     */
    public static Drawn ratios(String title, Matrix matrix, String axisLabel, Function<String, Paint> colours) {
        DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
        double spread = Math.log10(1.25);
        for (String row : matrix.rows()) {
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell != null && cell.hasValue() && cell.value() > 0) {
                    dataset.add(cell.value(), clampedError(cell, true), column, row);
                    spread = Math.max(spread, Math.abs(Math.log10(cell.value())));
                } else {
                    dataset.add((Number) null, null, column, row);
                }
            }
        }
        StatisticalLineAndShapeRenderer renderer = new StatisticalLineAndShapeRenderer(false, true);
        renderer.setErrorIndicatorPaint(Color.DARK_GRAY);
        List<String> series = matrix.columns();
        for (int i = 0; i < series.size(); i++) {
            renderer.setSeriesPaint(i, colours.apply(series.get(i)));
            renderer.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8));
        }
        CategoryPlot plot = new CategoryPlot(dataset, categoryAxis(), ratioAxis(axisLabel, spread), renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        style(plot, matrix.rows().size(), ratioAxis(null, spread));
        plot.addRangeMarker(new ValueMarker(1.0, Color.DARK_GRAY, new BasicStroke(1.2f)));
        int height = Math.max(320, 170 + matrix.rows().size() * 15);
        return new Drawn(chart(title, plot, true), height);
    }

    /** A log axis from 1/10^spread to 10^spread: ticks at powers of 2 within a factor of 8, else of 10. */
    static LogAxis ratioAxis(String label, double spread) {
        double step = spread <= Math.log10(8) + 1e-9 ? Math.log10(2) : 1;
        double reach = Math.ceil(spread / step - 1e-9) * step;
        LogAxis axis = new LogAxis(label);
        axis.setBase(10);
        axis.setSmallestValue(1e-12);
        axis.setNumberFormatOverride(new ShortNumberFormat());
        axis.setRange(Math.pow(10, -reach) / 1.05, Math.pow(10, reach) * 1.05);
        axis.setTickUnit(new NumberTickUnit(step, new ShortNumberFormat(), step == 1 ? 10 : 0), false, true);
        axis.setLabelFont(LABEL);
        axis.setTickLabelFont(TICK);
        return axis;
    }

    /** The error, kept above zero on a log axis, where a bar or point cannot reach it. */
    static Double clampedError(Matrix.Cell cell, boolean log) {
        Double error = cell.error();
        return error != null && log ? Double.valueOf(Math.min(error, 0.9 * cell.value())) : error;
    }

    /**
     * One bar per label, in the order given, each coloured by {@code colour}; the legend names the
     * colours ({@code legend}: text to colour). For a few figures of different kinds. Labels as long
     * as gdl-perf's engine names wrap onto a second line rather than being cut short.
     */
    public static Drawn rankedBars(String title, Map<String, Double> values, String axisLabel,
                                   Function<String, Paint> colour, Map<String, Paint> legend, Double reference) {
        DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
        for (Map.Entry<String, Double> entry : values.entrySet()) {
            dataset.add(entry.getValue(), null, "value", entry.getKey());
        }
        StatisticalBarRenderer renderer = new StatisticalBarRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Paint getItemPaint(int row, int column) {
                return colour.apply(String.valueOf(dataset.getColumnKey(column)));
            }
        };
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        List<Double> all = new java.util.ArrayList<>(values.values());
        boolean log = needsLog(all, reference);
        CategoryAxis labels = categoryAxis();
        labels.setMaximumCategoryLabelWidthRatio(0.5f);
        labels.setMaximumCategoryLabelLines(3);
        CategoryPlot plot = new CategoryPlot(dataset, labels, valueAxis(axisLabel, all, reference, log), renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        style(plot, values.size(), valueAxis(null, all, reference, log));
        if (reference != null) {
            plot.addRangeMarker(new ValueMarker(reference, Color.DARK_GRAY, new BasicStroke(1.2f)));
        }
        org.jfree.chart.LegendItemCollection items = new org.jfree.chart.LegendItemCollection();
        legend.forEach((text, paint) -> items.add(new org.jfree.chart.LegendItem(text, paint)));
        plot.setFixedLegendItems(items);
        // 22 points a bar: room for a label wrapped onto a second line
        return new Drawn(chart(title, plot, true), Math.max(320, 170 + values.size() * 22));
    }

    /** Horizontal stacked bars of each row's shares (percent) of its total, e.g. preparation phases. */
    public static Drawn shares(String title, Matrix matrix, String axisLabel) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (String row : matrix.rows()) {
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                dataset.addValue(cell != null && cell.hasValue() ? cell.value() : 0.0, column, row);
            }
        }
        StackedBarRenderer renderer = new StackedBarRenderer(true);
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        for (int i = 0; i < matrix.columns().size(); i++) {
            renderer.setSeriesPaint(i, Palette.series(i));
        }
        NumberAxis axis = new NumberAxis(axisLabel);
        axis.setRange(0, 1);
        axis.setNumberFormatOverride(java.text.NumberFormat.getPercentInstance(java.util.Locale.ROOT));
        axis.setLabelFont(LABEL);
        axis.setTickLabelFont(TICK);
        CategoryPlot plot = new CategoryPlot(dataset, categoryAxis(), axis, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        style(plot, 0, null);
        int height = Math.max(300, 150 + matrix.rows().size() * 20);
        return new Drawn(chart(title, plot, true), height);
    }

    /**
     * A log–log scatter: one series per matrix column (a reasoner), a point per row (a game) at
     * ({@code x.get(row)}, value); each game's name stands upright above its highest point, games
     * too close to tell apart on the axis sharing one label.
     */
    public static Drawn scatter(String title, Matrix matrix, Map<String, Double> x, String xLabel, String yLabel,
                                Function<String, Paint> colours) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        List<Double> xs = new java.util.ArrayList<>();
        Map<String, Double> tops = new java.util.TreeMap<>();
        for (String column : matrix.columns()) {
            XYSeries series = new XYSeries(column, false, true);
            for (String row : matrix.rows()) {
                Matrix.Cell cell = matrix.cell(row, column);
                Double at = x.get(row);
                if (cell != null && cell.hasValue() && cell.value() > 0 && at != null && at > 0) {
                    series.add(at, cell.value());
                    xs.add(at);
                    tops.merge(row, cell.value(), Math::max);
                }
            }
            dataset.addSeries(series);
        }
        xs.sort(null);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < matrix.columns().size(); i++) {
            renderer.setSeriesPaint(i, colours.apply(matrix.columns().get(i)));
            renderer.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8));
        }
        int height = 560;
        LogAxis xAxis = logAxis(xLabel, xs);
        LogAxis yAxis = logAxis(yLabel, matrix.values());
        XYPlot plot = new XYPlot(dataset, xAxis, yAxis, renderer);
        PointLabels.add(plot, tops, x, xAxis, yAxis, height);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        plot.setOutlineVisible(false);
        return new Drawn(chart(title, plot, true), height);
    }

    static JFreeChart chart(String title, org.jfree.chart.plot.Plot plot, boolean legend) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, legend);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(8, 8, 8, 16));
        TextTitle heading = chart.getTitle();
        heading.setPadding(new RectangleInsets(0, 0, 6, 0));
        LegendTitle legendTitle = chart.getLegend();
        if (legendTitle != null) {
            legendTitle.setPosition(RectangleEdge.TOP);
            legendTitle.setItemFont(LABEL);
            legendTitle.setFrame(org.jfree.chart.block.BlockBorder.NONE);
            legendTitle.setBackgroundPaint(Color.WHITE);
        }
        return chart;
    }

    private static CategoryAxis categoryAxis() {
        CategoryAxis axis = new CategoryAxis(null);
        axis.setTickLabelFont(TICK);
        axis.setCategoryMargin(0.25);
        axis.setLowerMargin(0.01);
        axis.setUpperMargin(0.01);
        axis.setMaximumCategoryLabelWidthRatio(0.4f);
        return axis;
    }

    /** White plot, light grid; with many rows the value axis is repeated above the plot. */
    static void style(CategoryPlot plot, int rows, ValueAxis top) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(GRID);
        // on log axes, faint lines at 2, 3, ... 9 times each power of ten help read a bar between the labels
        plot.setRangeMinorGridlinesVisible(true);
        plot.setRangeMinorGridlinePaint(MINOR_GRID);
        plot.setDomainGridlinesVisible(false);
        plot.setOutlineVisible(false);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        if (rows > TOP_AXIS_ROWS) {
            plot.setRangeAxis(1, top, false);
            plot.setRangeAxisLocation(1, AxisLocation.TOP_OR_RIGHT);
        }
    }

    /** Whether the values (and the reference line) span more than a factor of ten. */
    static boolean needsLog(List<Double> values, Double reference) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double value : values) {
            if (value > 0) {
                min = Math.min(min, value);
                max = Math.max(max, value);
            }
        }
        if (reference != null) {
            min = Math.min(min, reference);
            max = Math.max(max, reference);
        }
        return max > 0 && max / min > 10;
    }

    static ValueAxis valueAxis(String label, List<Double> values, Double reference, boolean log) {
        if (log) {
            List<Double> all = new java.util.ArrayList<>(values);
            if (reference != null) {
                all.add(reference);
            }
            return logAxis(label, all);
        }
        NumberAxis axis = new NumberAxis(label);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        if (reference != null) {
            max = Math.max(max, reference);
        }
        // from the values, not their error bars: a wide error bar is cut at the edge, not the axis stretched below 0
        axis.setRange(0, max > 0 ? max * 1.1 : 1);
        axis.setNumberFormatOverride(new ShortNumberFormat());
        axis.setLabelFont(LABEL);
        axis.setTickLabelFont(TICK);
        return axis;
    }

    /** A base-10 log axis over whole decades around the values, a tick at each power of ten. */
    static LogAxis logAxis(String label, List<Double> values) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double value : values) {
            if (value > 0) {
                min = Math.min(min, value);
                max = Math.max(max, value);
            }
        }
        if (max == 0) {
            min = 1;
            max = 10;
        }
        double low = Math.floor(Math.log10(min) + 1e-9);
        double high = Math.ceil(Math.log10(max) - 1e-9);
        if (high <= low) {
            high = low + 1;
        }
        LogAxis axis = new LogAxis(label);
        axis.setBase(10);
        axis.setSmallestValue(1e-12);
        axis.setNumberFormatOverride(new ShortNumberFormat());
        // a hair wider than the decades, so rounding never drops the end ticks' labels
        axis.setRange(Math.pow(10, low) * 0.9999, Math.pow(10, high) * 1.0001);
        axis.setTickUnit(new NumberTickUnit(1.0, new ShortNumberFormat(), 10), false, true);
        axis.setMinorTickMarksVisible(true);
        axis.setLabelFont(LABEL);
        axis.setTickLabelFont(TICK);
        return axis;
    }
}
