package org.gdlbench.reports.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.gdlbench.reports.tables.Matrix;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.PlotState;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Small multiples: one small plot per panel (a game, a row of a run) in a grid under one title,
 * each headed by its name and with axes of its own, so that a game whose figures lie three
 * decades below another's is read on its own scale.
 */
public final class SmallMultiples {
    /** Beyond this many panels a grid grows too tall to read; callers draw another chart instead. */
    public static final int MAX_PANELS = 24;
    private static final Font HEADING = new Font(Font.SANS_SERIF, Font.BOLD, 13);
    private static final Font SMALL_TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    /** A panel: its heading and its plot. */
    public record Panel(String heading, Plot plot) {
    }

    /**
     * One set of lines: the points of each series ({@code series.get(k)}: y by x from 1), named
     * {@code names.get(k)}.
     */
    public record Lines(String heading, List<String> names, List<List<Double>> series) {
    }

    /**
     * One panel of grouped bars: a group per row of {@code bars} (e.g. a Prolog system), a bar per
     * column (e.g. a state encoding), and {@code mark}, a figure drawn as a line across them for
     * scale, or null.
     */
    public record Groups(String heading, Matrix bars, Matrix.Cell mark) {
    }

    private SmallMultiples() {
    }

    /**
     * One panel per matrix row, a bar per column with its error bar, each coloured by its column and
     * named on the panel's axis; cells without a value show their status instead.
     */
    public static Charts.Drawn bars(String title, Matrix matrix, String axisLabel, Function<String, Paint> colours) {
        List<Panel> panels = new ArrayList<>();
        for (String row : matrix.rows()) {
            DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
            List<Double> values = new ArrayList<>();
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell != null && cell.hasValue() && cell.value() > 0) {
                    values.add(cell.value());
                }
            }
            boolean log = Charts.needsLog(values, null);
            Map<String, String> statuses = new HashMap<>();
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell != null && cell.hasValue() && (!log || cell.value() > 0)) {
                    dataset.add(cell.value(), Charts.clampedError(cell, log), axisLabel, column);
                } else {
                    dataset.add((Number) null, null, axisLabel, column);
                    if (cell != null) {
                        statuses.put(column, cell.status());
                    }
                }
            }
            StatusBarRenderer renderer = new StatusBarRenderer(Map.of(axisLabel, statuses), colours);
            CategoryPlot plot = panelPlot(dataset, renderer, Charts.valueAxis(axisLabel, values, null, log), 0.2, 0.02, 0.45f);
            panels.add(new Panel(row, plot));
        }
        int columns = panels.size() == 1 ? 1 : 2;
        return grid(title, panels, columns, 62 + matrix.columns().size() * 17, null);
    }

    /**
     * One panel per {@link Groups}: its rows as groups of bars, one bar per series in the order of
     * {@code series} (which gives each its colour and the legend), each with its error bar, on the
     * panel's own axis (log where its figures and mark span more than a factor of ten); the mark a
     * dashed line named {@code markName} in the legend. A bar without a value shows its status; a
     * bar whose figure is not ranked (not settled) is drawn and its status written after it.
     */
    public static Charts.Drawn groupedBars(String title, List<Groups> panels, String axisLabel,
                                           Map<String, ? extends Paint> series, String markName) {
        List<Panel> drawn = new ArrayList<>();
        int groups = 1;
        boolean marked = false;
        for (Groups panel : panels) {
            Matrix matrix = panel.bars();
            groups = Math.max(groups, matrix.rows().size());
            List<Double> values = new ArrayList<>();
            matrix.values().stream().filter(value -> value > 0).forEach(values::add);
            Double mark = panel.mark() != null && panel.mark().hasValue() && panel.mark().value() > 0
                    ? panel.mark().value() : null;
            boolean log = Charts.needsLog(values, mark);
            DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
            Map<String, Map<String, String>> statuses = new HashMap<>();
            for (String group : matrix.rows()) {
                for (String name : series.keySet()) {
                    Matrix.Cell cell = matrix.cell(group, name);
                    boolean drawable = cell != null && cell.hasValue() && (!log || cell.value() > 0);
                    if (drawable) {
                        dataset.add(cell.value(), Charts.clampedError(cell, log), name, group);
                    } else {
                        dataset.add((Number) null, null, name, group);
                    }
                    if (cell != null && (!drawable || !cell.ranked())) {
                        statuses.computeIfAbsent(name, key -> new HashMap<>()).put(group, cell.status());
                    }
                }
            }
            StatusBarRenderer renderer = new StatusBarRenderer(statuses, null);
            renderer.setItemMargin(0.05);
            int index = 0;
            for (Paint paint : series.values()) {
                renderer.setSeriesPaint(index++, paint);
            }
            ValueAxis axis = Charts.valueAxis(axisLabel, values, mark, log);
            // room above the first group for the mark's label
            CategoryPlot plot = panelPlot(dataset, renderer, axis, 0.25, mark == null ? 0.02 : 0.16, 0.3f);
            if (mark != null) {
                plot.addRangeMarker(markLine(markName, panel.mark(), mark, axis, log));
                marked = true;
            }
            drawn.add(new Panel(panel.heading(), plot));
        }
        LegendItemCollection legend = new LegendItemCollection();
        series.forEach((name, paint) -> legend.add(new org.jfree.chart.LegendItem(name, paint)));
        if (marked) {
            legend.add(new org.jfree.chart.LegendItem(markName, null, null, null, false,
                    new Rectangle2D.Double(-4, -4, 8, 8), false, Color.DARK_GRAY, false, Color.DARK_GRAY,
                    MARK_STROKE, true, new java.awt.geom.Line2D.Double(-9, 0, 9, 0), MARK_STROKE, Color.DARK_GRAY));
        }
        return grid(title, drawn, drawn.size() == 1 ? 1 : 2, 84 + groups * (series.size() * 13 + 10), legend);
    }

    private static final BasicStroke MARK_STROKE = new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
            BasicStroke.JOIN_MITER, 10f, new float[] {5f, 3f}, 0f);

    /** A dashed line at the mark, labelled with its name and figure (and its status when it is not ranked). */
    private static ValueMarker markLine(String name, Matrix.Cell cell, double value, ValueAxis axis, boolean log) {
        ValueMarker marker = new ValueMarker(value, Color.DARK_GRAY, MARK_STROKE);
        marker.setLabel(name + " " + new ShortNumberFormat().format(value) + (cell.ranked() ? "" : " (" + cell.status() + ")"));
        marker.setLabelFont(SMALL_TICK);
        marker.setLabelPaint(Color.DARK_GRAY);
        marker.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        double low = axis.getLowerBound();
        double high = axis.getUpperBound();
        double at = log ? Math.log(value / low) / Math.log(high / low) : (value - low) / (high - low);
        // the label on the side of the line with room for it, never cut at the panel's edge
        boolean left = at > 0.6;
        marker.setLabelAnchor(left ? org.jfree.chart.ui.RectangleAnchor.TOP_LEFT
                : org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
        marker.setLabelTextAnchor(left ? org.jfree.chart.ui.TextAnchor.TOP_RIGHT
                : org.jfree.chart.ui.TextAnchor.TOP_LEFT);
        marker.setLabelOffset(new org.jfree.chart.ui.RectangleInsets(2, 3, 2, 3));
        return marker;
    }

    /**
     * One panel per set of lines, on a shared value axis from {@code low} to {@code high} with a line
     * at 1 (each series as a ratio to its set's mean, say), x counting from 1.
     */
    public static Charts.Drawn lines(String title, List<Lines> sets, String axisLabel, double low, double high) {
        List<Panel> panels = new ArrayList<>();
        int longest = 1;
        for (Lines set : sets) {
            XYSeriesCollection dataset = new XYSeriesCollection();
            for (int k = 0; k < set.series().size(); k++) {
                XYSeries series = new XYSeries(set.names().get(k), false, true);
                List<Double> points = set.series().get(k);
                for (int i = 0; i < points.size(); i++) {
                    series.add(i + 1, points.get(i));
                }
                longest = Math.max(longest, points.size());
                dataset.addSeries(series);
            }
            panels.add(new Panel(set.heading(), linePlot(dataset, axisLabel, low, high)));
        }
        for (Panel panel : panels) {
            NumberAxis x = (NumberAxis) ((XYPlot) panel.plot()).getDomainAxis();
            x.setRange(0.6, longest + 0.4);
        }
        LegendItemCollection legend = new LegendItemCollection();
        int forks = sets.stream().mapToInt(set -> set.series().size()).max().orElse(0);
        if (forks > 1) {
            for (int k = 0; k < forks; k++) {
                legend.add(new org.jfree.chart.LegendItem("fork " + (k + 1), Palette.series(k)));
            }
        }
        return grid(title, panels, Math.min(3, Math.max(1, panels.size())), 150, legend);
    }

    /**
     * One game's figures at several thread counts: per reasoner, its figure at each count.
     *
     * @param figures per reasoner, its figure by thread count (ascending)
     */
    public record Scaling(String heading, Map<String, Map<Integer, Double>> figures) {
    }

    private static final BasicStroke LINEAR_STROKE = new BasicStroke(1.2f, BasicStroke.CAP_BUTT,
            BasicStroke.JOIN_MITER, 10f, new float[] {5f, 4f}, 0f);

    /**
     * One panel per game: each reasoner's figure against the thread count, a solid line with
     * points, and in its colour a dashed line of linear scaling from its one-thread figure (its
     * figure times the count); on a log axis where the figures span over a factor of ten, so that
     * every reasoner's slope reads alike.
     */
    public static Charts.Drawn scaling(String title, List<Scaling> games, String axisLabel,
                                       Function<String, Paint> colours) {
        List<Panel> panels = new ArrayList<>();
        Map<String, Paint> seen = new java.util.LinkedHashMap<>();
        for (Scaling game : games) {
            XYSeriesCollection dataset = new XYSeriesCollection();
            XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
            List<Double> values = new ArrayList<>();
            int most = 1;
            for (Map.Entry<String, Map<Integer, Double>> reasoner : game.figures().entrySet()) {
                Paint paint = colours.apply(reasoner.getKey());
                seen.putIfAbsent(reasoner.getKey(), paint);
                XYSeries measured = new XYSeries(reasoner.getKey(), true, false);
                reasoner.getValue().forEach((threads, figure) -> measured.add(threads.doubleValue(), figure));
                int index = dataset.getSeriesCount();
                dataset.addSeries(measured);
                renderer.setSeriesPaint(index, paint);
                renderer.setSeriesStroke(index, new BasicStroke(1.8f));
                renderer.setSeriesShape(index, new java.awt.geom.Ellipse2D.Double(-3.5, -3.5, 7, 7));
                values.addAll(reasoner.getValue().values());
                most = Math.max(most, reasoner.getValue().keySet().stream().max(Integer::compare).orElse(1));
                Double one = reasoner.getValue().get(1);
                if (one != null) {
                    XYSeries linear = new XYSeries(reasoner.getKey() + " linear", true, false);
                    for (int threads : reasoner.getValue().keySet()) {
                        linear.add(threads, one * threads);
                        values.add(one * threads);
                    }
                    dataset.addSeries(linear);
                    renderer.setSeriesPaint(index + 1, paint);
                    renderer.setSeriesStroke(index + 1, LINEAR_STROKE);
                    renderer.setSeriesShapesVisible(index + 1, false);
                }
            }
            NumberAxis x = new NumberAxis("threads");
            x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            x.setRange(0.8, most + 0.2);
            x.setTickLabelFont(SMALL_TICK);
            x.setLabelFont(SMALL_TICK);
            ValueAxis y = Charts.needsLog(values, null) ? Charts.logAxis(axisLabel, values)
                    : new NumberAxis(axisLabel);
            if (y instanceof NumberAxis linearAxis) {
                linearAxis.setRange(0, 1.1 * values.stream().mapToDouble(Double::doubleValue).max().orElse(1));
                linearAxis.setNumberFormatOverride(new ShortNumberFormat());
            }
            y.setTickLabelFont(SMALL_TICK);
            y.setLabelFont(SMALL_TICK);
            XYPlot plot = new XYPlot(dataset, x, y, renderer);
            plot.setBackgroundPaint(Color.WHITE);
            plot.setDomainGridlinePaint(Charts.GRID);
            plot.setRangeGridlinePaint(Charts.GRID);
            plot.setOutlineVisible(false);
            panels.add(new Panel(game.heading(), plot));
        }
        LegendItemCollection legend = new LegendItemCollection();
        seen.forEach((name, paint) -> legend.add(new org.jfree.chart.LegendItem(name, paint)));
        legend.add(new org.jfree.chart.LegendItem("linear scaling from 1 thread", null, null, null,
                new java.awt.geom.Line2D.Double(-7, 0, 7, 0), LINEAR_STROKE, Color.DARK_GRAY));
        return grid(title, panels, Math.min(3, Math.max(1, panels.size())), 260, legend);
    }

    private static XYPlot linePlot(XYSeriesCollection dataset, String axisLabel, double low, double high) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int k = 0; k < dataset.getSeriesCount(); k++) {
            renderer.setSeriesPaint(k, Palette.series(k));
            renderer.setSeriesShape(k, new java.awt.geom.Ellipse2D.Double(-3, -3, 6, 6));
            renderer.setSeriesStroke(k, new BasicStroke(1.5f));
        }
        NumberAxis x = new NumberAxis(null);
        x.setTickUnit(new NumberTickUnit(1, new java.text.DecimalFormat("0")), false, false);
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        x.setTickLabelFont(SMALL_TICK);
        NumberAxis y = new NumberAxis(axisLabel);
        y.setRange(low, high);
        y.setTickLabelFont(SMALL_TICK);
        y.setLabelFont(SMALL_TICK);
        y.setNumberFormatOverride(new ShortNumberFormat());
        XYPlot plot = new XYPlot(dataset, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Charts.GRID);
        plot.setRangeGridlinePaint(Charts.GRID);
        plot.setOutlineVisible(false);
        plot.addRangeMarker(new ValueMarker(1.0, Color.DARK_GRAY, new BasicStroke(1f)));
        return plot;
    }

    /** The panels in a grid of {@code columns}, each {@code panelHeight} points high, under one title and legend. */
    static Charts.Drawn grid(String title, List<Panel> panels, int columns, int panelHeight,
                             LegendItemCollection legend) {
        boolean hasLegend = legend != null && legend.getItemCount() > 0;
        GridPlot plot = new GridPlot(panels, columns, hasLegend ? legend : new LegendItemCollection());
        int rows = (panels.size() + columns - 1) / columns;
        return new Charts.Drawn(Charts.chart(title, plot, hasLegend), 70 + (hasLegend ? 26 : 0) + rows * panelHeight);
    }

    /** Draws its panels in a grid, each under its heading. */
    private static final class GridPlot extends Plot {
        private static final long serialVersionUID = 1L;
        private static final double HEADING_HEIGHT = 18;
        private static final double GUTTER = 14;
        private final List<Panel> panels;
        private final int columns;
        private final LegendItemCollection legend;

        GridPlot(List<Panel> panels, int columns, LegendItemCollection legend) {
            this.panels = List.copyOf(panels);
            this.columns = columns;
            this.legend = legend;
            setOutlineVisible(false);
            setBackgroundPaint(Color.WHITE);
            for (Panel panel : this.panels) {
                panel.plot().setParent(this);
            }
        }

        @Override
        public String getPlotType() {
            return "Small multiples";
        }

        @Override
        public LegendItemCollection getLegendItems() {
            return legend;
        }

        /** The heading's font, made smaller (down to 9 points) when the heading is wider than its panel. */
        private static Font fitted(Graphics2D g2, String heading, double width) {
            Font font = HEADING;
            while (font.getSize2D() > 9 && g2.getFontMetrics(font).stringWidth(heading) > width) {
                font = font.deriveFont(font.getSize2D() - 0.5f);
            }
            return font;
        }

        @Override
        public void draw(Graphics2D g2, Rectangle2D area, Point2D anchor, PlotState parentState, PlotRenderingInfo info) {
            int rows = Math.max(1, (panels.size() + columns - 1) / columns);
            double width = (area.getWidth() - GUTTER * (columns - 1)) / columns;
            double height = area.getHeight() / rows;
            for (int i = 0; i < panels.size(); i++) {
                double x = area.getX() + (i % columns) * (width + GUTTER);
                double y = area.getY() + (i / columns) * height;
                String heading = panels.get(i).heading();
                g2.setFont(fitted(g2, heading, width - 8));
                g2.setPaint(Color.BLACK);
                g2.drawString(heading, (float) (x + 4), (float) (y + 13));
                Rectangle2D cell = new Rectangle2D.Double(x, y + HEADING_HEIGHT, width, height - HEADING_HEIGHT - 6);
                panels.get(i).plot().draw(g2, cell, null, parentState, null);
            }
        }
    }

    /**
     * A panel's horizontal bar plot: its category names and value axis in the small tick font,
     * {@code lowerMargin} above the first category and {@code labelWidth} of the width for names.
     */
    private static CategoryPlot panelPlot(DefaultStatisticalCategoryDataset dataset, StatusBarRenderer renderer,
                                          ValueAxis axis, double categoryMargin, double lowerMargin, float labelWidth) {
        CategoryAxis names = new CategoryAxis(null);
        names.setTickLabelFont(SMALL_TICK);
        names.setCategoryMargin(categoryMargin);
        names.setLowerMargin(lowerMargin);
        names.setUpperMargin(0.02);
        names.setMaximumCategoryLabelWidthRatio(labelWidth);
        axis.setTickLabelFont(SMALL_TICK);
        axis.setLabelFont(SMALL_TICK);
        CategoryPlot plot = new CategoryPlot(dataset, names, axis, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        Charts.style(plot, 0, null);
        return plot;
    }

}
