package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gdlbench.reports.charts.SmallMultiples;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * Each row's rate over its measured iterations, one panel per row, as a ratio to the row's mean:
 * a row measured at steady state lies flat along 1, one still warming up climbs. The rows the run
 * flagged (not settled, trending, the machine's speed changed) come first.
 */
final class IterationFigure {
    static final String NAME = "iterations";
    /** The axis reaches at most this many times a row's mean. */
    private static final double MOST = 2;

    private IterationFigure() {
    }

    /**
     * @param iterations each row's rate per measured iteration, fork by fork, by {@link Run#key}
     * @return the figure, or null when no measured row has its iterations at hand
     */
    static Figure of(List<ResultRow> rows, Map<String, List<List<Double>>> iterations) {
        List<ResultRow> measured = new ArrayList<>(rows.stream().filter(row -> row.status() == ResultRow.Status.OK
                && iterations.containsKey(Run.key(row)) && mean(iterations.get(Run.key(row))) > 0).toList());
        if (measured.isEmpty()) {
            return null;
        }
        measured.sort(Comparator.comparing(row -> !flagged(row))); // stable: flagged first, then as the run lists them
        List<ResultRow> drawn = measured.subList(0, Math.min(SmallMultiples.MAX_PANELS, measured.size()));
        Matrix table = new Matrix("game · reasoner", "iteration", "rate over the row's mean rate");
        List<SmallMultiples.Lines> panels = new ArrayList<>();
        double low = 1;
        double high = 1;
        for (ResultRow row : drawn) {
            List<List<Double>> forks = iterations.get(Run.key(row));
            double mean = mean(forks);
            String line = row.game() + " · " + row.reasoner() + (Figures.PLAYOUT.equals(row.driver()) ? "" : " · " + row.driver());
            List<String> names = new ArrayList<>();
            List<List<Double>> ratios = new ArrayList<>();
            for (int fork = 0; fork < forks.size(); fork++) {
                List<Double> ratio = forks.get(fork).stream().map(rate -> rate / mean).toList();
                names.add("fork " + (fork + 1));
                ratios.add(ratio);
                for (int i = 0; i < ratio.size(); i++) {
                    table.put(forks.size() > 1 ? line + " · fork " + (fork + 1) : line, String.valueOf(i + 1),
                            Matrix.Cell.of(ratio.get(i), null));
                    low = Math.min(low, ratio.get(i));
                    high = Math.max(high, ratio.get(i));
                }
            }
            panels.add(new SmallMultiples.Lines(line + note(row), names, ratios));
        }
        // one scale for every panel, in tenths around what was measured, so that flat reads as flat everywhere;
        // at most twice the mean, so that one wild row (a few playouts an iteration) does not flatten the rest
        double bottom = Math.max(0, Math.floor((low - 0.05) * 10) / 10);
        double top = Math.min(MOST, Math.ceil((high + 0.05) * 10) / 10);
        String title = "Rate over the measured iterations";
        String caption = "Each measured iteration's rate (states/s, or nodes/s for mc and mm) divided by the row's mean "
                + "over all its iterations, one panel per row, forks in colours: a row measured at steady state lies "
                + "flat along 1; one that climbs was still warming up, one that falls was slowed by the machine. The "
                + "rows the run flagged (not settled, trending, machine speed changed) come first"
                + (drawn.size() < measured.size() ? "; " + drawn.size() + " of " + measured.size() + " rows are drawn "
                + "(the result folder's jmh.json holds every iteration)." : ".")
                + (high > top ? " Iterations above " + Numbers.text(top) + " times their mean lie beyond the axis; the "
                + "table gives them." : "");
        return new Figure(NAME, title, caption, table,
                SmallMultiples.lines(title, panels, "rate ÷ mean", bottom, top));
    }

    private static double mean(List<List<Double>> forks) {
        return forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElse(0);
    }

    private static boolean flagged(ResultRow row) {
        return row.notSettled() || row.trending() || row.machineShifted();
    }

    /** What the run flagged about the row, as the panel's heading says it. */
    private static String note(ResultRow row) {
        List<String> notes = new ArrayList<>();
        if (row.notSettled()) {
            notes.add(Cells.NOT_SETTLED);
        }
        if (row.trending()) {
            notes.add(String.format(Locale.ROOT, "trend %+.0f%%", 100 * row.trend()));
        }
        if (row.machineShifted()) {
            notes.add(String.format(Locale.ROOT, "machine %+.0f%%", 100 * row.machineShift()));
        }
        return notes.isEmpty() ? "" : " (" + String.join(", ", notes) + ")";
    }
}
