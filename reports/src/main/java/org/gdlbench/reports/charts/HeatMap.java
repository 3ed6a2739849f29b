package org.gdlbench.reports.charts;

import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.font.FontRenderContext;
import java.util.List;
import org.gdlbench.reports.tables.Matrix;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.DefaultXYZDataset;

/**
 * A row × column grid of ratios in (0, 1] (a reasoner's speed relative to the fastest on each
 * game), coloured on a log scale and with the value written in each cell; cells without a value
 * are left grey with the status written in.
 */
public final class HeatMap {
    /** The darkest colour is at least this many orders of magnitude slower, at most {@link #DEEPEST}. */
    private static final double SHALLOWEST = -2;
    private static final double DEEPEST = -7;
    private static final Color MISSING = new Color(0xEEEEEE);


    private HeatMap() {
    }

    public static Charts.Drawn draw(String title, Matrix matrix, String axisLabel) {
        List<String> rows = matrix.rows();
        List<String> columns = matrix.columns();
        int cells = rows.size() * columns.size();
        double[][] data = new double[3][cells];
        XYPlot plot = new XYPlot();
        double floor = matrix.values().stream().filter(v -> v > 0).findFirst()
                .map(v -> Math.max(DEEPEST, Math.min(SHALLOWEST, Math.floor(Math.log10(v))))).orElse(SHALLOWEST);
        LogScale scale = new LogScale(floor);
        int i = 0;
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns.size(); c++) {
                Matrix.Cell cell = matrix.cell(rows.get(r), columns.get(c));
                boolean value = cell != null && cell.hasValue() && cell.value() > 0;
                data[0][i] = c;
                data[1][i] = r;
                data[2][i] = value ? Math.max(floor, Math.log10(cell.value())) : Double.NaN;
                String text = value ? ShortNumberFormat.text(cell.value()) : cell == null ? "" : cell.status();
                XYTextAnnotation annotation = new XYTextAnnotation(text, c, r);
                annotation.setFont(new Font(Font.SANS_SERIF, value ? Font.PLAIN : Font.ITALIC, 12));
                annotation.setPaint(value && dark((Color) scale.getPaint(data[2][i])) ? Color.WHITE : Color.BLACK);
                annotation.setTextAnchor(TextAnchor.CENTER);
                plot.addAnnotation(annotation, false);
                i++;
            }
        }
        DefaultXYZDataset dataset = new DefaultXYZDataset();
        dataset.addSeries(axisLabel, data);
        XYBlockRenderer renderer = new XYBlockRenderer();
        renderer.setPaintScale(scale);
        renderer.setBlockWidth(1);
        renderer.setBlockHeight(1);
        SymbolAxis x = new SymbolAxis(null, columns.toArray(String[]::new));
        SymbolAxis y = new SymbolAxis(null, rows.toArray(String[]::new));
        for (SymbolAxis axis : List.of(x, y)) {
            axis.setGridBandsVisible(false);
            axis.setTickLabelFont(Charts.TICK);
            axis.setAxisLineVisible(false);
            axis.setTickMarksVisible(false);
        }
        // a header wider than its column is dropped by the axis, or runs into its neighbour: stand them upright
        boolean upright = widest(columns) > (Charts.WIDTH - 60 - widest(rows)) / Math.max(1, columns.size()) - 8;
        x.setVerticalTickLabels(upright);
        x.setRange(-0.5, columns.size() - 0.5);
        y.setRange(-0.5, rows.size() - 0.5);
        y.setInverted(true);
        plot.setDataset(dataset);
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        plot.setDomainAxisLocation(AxisLocation.TOP_OR_LEFT);
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(MISSING);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinesVisible(false);
        plot.setOutlineVisible(false);
        int height = Math.max(300, 170 + rows.size() * 24 + (upright ? (int) widest(columns) : 0));
        JFreeChart chart = Charts.chart(title, plot, false);
        chart.addSubtitle(legend(axisLabel, scale));
        return new Charts.Drawn(chart, height);
    }

    /** The colour key: a strip from 10^-4 to 1 labelled like the axes. */
    private static PaintScaleLegend legend(String label, LogScale scale) {
        NumberAxis axis = new NumberAxis(label);
        axis.setRange(scale.getLowerBound(), 0);
        axis.setTickUnit(new NumberTickUnit(1, new PowerOfTenFormat()));
        axis.setTickLabelFont(Charts.TICK);
        axis.setLabelFont(Charts.TICK);
        PaintScaleLegend legend = new PaintScaleLegend(scale, axis);
        legend.setPosition(RectangleEdge.TOP);
        legend.setStripWidth(10);
        legend.setMargin(new RectangleInsets(0, 150, 8, 150));
        legend.setAxisOffset(4);
        return legend;
    }

    /** The width in points of the widest label in the axes' font. */
    static double widest(List<String> labels) {
        FontRenderContext context = new FontRenderContext(null, true, true);
        return labels.stream().mapToDouble(label -> Charts.TICK.getStringBounds(label, context).getWidth()).max().orElse(0);
    }

    /** Whether white text reads better than black on {@code colour}. */
    private static boolean dark(Color colour) {
        double luminance = (0.2126 * colour.getRed() + 0.7152 * colour.getGreen() + 0.0722 * colour.getBlue()) / 255;
        return luminance < 0.45;
    }

    /** Tick labels of a log10 axis as the values they stand for: -2 as 0.01. */
    private static final class PowerOfTenFormat extends java.text.NumberFormat {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(double number, StringBuffer toAppendTo, java.text.FieldPosition pos) {
            return toAppendTo.append(ShortNumberFormat.text(Math.pow(10, number)));
        }

        @Override
        public StringBuffer format(long number, StringBuffer toAppendTo, java.text.FieldPosition pos) {
            return format((double) number, toAppendTo, pos);
        }

        @Override
        public Number parse(String source, java.text.ParsePosition parsePosition) {
            return null;
        }
    }

    /** Light (1, the fastest) to dark blue (10^floor and below) by the log of the ratio. */
    private static final class LogScale implements PaintScale {
        private static final Color LIGHT = new Color(0xF7FBFF);
        private static final Color DARK = new Color(0x08306B);
        private final double floor;

        LogScale(double floor) {
            this.floor = floor;
        }

        @Override
        public double getLowerBound() {
            return floor;
        }

        @Override
        public double getUpperBound() {
            return 0;
        }

        @Override
        public Paint getPaint(double value) {
            if (Double.isNaN(value)) {
                return MISSING;
            }
            double t = Math.max(0, Math.min(1, value / floor));
            return new Color(mix(LIGHT.getRed(), DARK.getRed(), t), mix(LIGHT.getGreen(), DARK.getGreen(), t),
                    mix(LIGHT.getBlue(), DARK.getBlue(), t));
        }

        private static int mix(int from, int to, double t) {
            return (int) Math.round(from + (to - from) * t);
        }
    }
}
