package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * The same (game, reasoner, driver) cells of several runs as ratios to one run (the baseline):
 * per cell the ratio, and whether the difference is outside both runs' error bars.
 */
final class Comparison {
    /** The verdict of a cell whose difference to the baseline lies within both runs' error bars. */
    static final String WITHIN = "ok, within the error bars";
    private final Figure figure;
    private final List<String> regressions;

    private Comparison(Figure figure, List<String> regressions) {
        this.figure = figure;
        this.regressions = regressions;
    }

    Figure figure() {
        return figure;
    }

    /**
     * The cells that got slower than {@code 1 - percent/100} times the baseline beyond both runs' error
     * bars (or with no error bars to tell), and those that stopped being measured.
     */
    List<String> regressions() {
        return regressions;
    }

    /**
     * @param failPercent slow-downs beyond this are regressions; null to name none
     * @param regressionView true for {@code --baseline} (figure "baseline"), false for side by side runs ("runs")
     */
    static Comparison of(Run base, List<Run> others, Double failPercent, boolean regressionView) {
        Map<String, ResultRow> baseRows = new HashMap<>();
        base.rows().forEach(row -> baseRows.put(Run.key(row), row));
        Matrix matrix = new Matrix("game · reasoner", "run", "ratio to " + base.label());
        List<String> regressions = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        for (Run other : others) {
            String column = other.label() + " (" + other.machine() + ")";
            columns.add(column);
            List<ResultRow> rows = new ArrayList<>(other.rows());
            rows.sort(java.util.Comparator.comparing(ResultRow::game).thenComparing(ResultRow::reasoner));
            for (ResultRow row : rows) {
                ResultRow was = baseRows.get(Run.key(row));
                if (was == null || was.status() != ResultRow.Status.OK) {
                    continue;
                }
                String line = row.game() + " · " + row.reasoner() + (Figures.PLAYOUT.equals(row.driver()) ? ""
                        : " · " + row.driver());
                Matrix.Cell now = Cells.cell(row, ResultRow::figure, ResultRow::error);
                if (!now.hasValue()) {
                    matrix.put(line, column, now);
                    regressions.add(line + " in " + other.label() + ": " + now.status() + ", measured in " + base.label());
                    continue;
                }
                Matrix.Cell ratio = Cells.ratio(now, Matrix.Cell.of(was.figure(), was.error()));
                String verdict = verdict(row, was);
                matrix.put(line, column, new Matrix.Cell(ratio.value(), ratio.error(), verdict.split(",")[0], verdict));
                // a slow-down the error bars can explain is what the table calls "within the error bars": no regression
                if (failPercent != null && ratio.value() < 1 - failPercent / 100 && !verdict.equals(WITHIN)) {
                    regressions.add(String.format(Locale.ROOT, "%s in %s: %.2f× of %s (%.0f%% slower; %s)", line,
                            other.label(), ratio.value(), base.label(), 100 * (1 - ratio.value()), verdict));
                }
            }
        }
        String title = regressionView ? "Speed relative to the baseline " + base.label()
                : "Speed relative to the run " + base.label();
        String caption = "Each cell's figure divided by the same cell's in " + base.label() + " (" + base.machine()
                + "); below 1 is slower. Shaded red in the table: slower beyond both runs' error bars.";
        Map<String, java.awt.Paint> colours = new HashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            colours.put(columns.get(i), Palette.series(i));
        }
        Figure figure = new Figure(regressionView ? "baseline" : "runs", title, caption, matrix,
                Charts.ratios(title, matrix, "ratio to " + base.label() + " (log scale)", colours::get));
        return new Comparison(figure, regressions);
    }

    /** "slower/faster, outside both runs' error bars", {@link #WITHIN} or "ok, no error bars to compare". */
    private static String verdict(ResultRow now, ResultRow was) {
        if (now.error() == null || was.error() == null) {
            return "ok, no error bars to compare";
        }
        String verdict = MachineComparison.verdict(Matrix.Cell.of(was.figure(), was.error()),
                Matrix.Cell.of(now.figure(), now.error()));
        return "ok".equals(verdict) ? WITHIN : verdict + ", outside both runs' error bars";
    }
}
