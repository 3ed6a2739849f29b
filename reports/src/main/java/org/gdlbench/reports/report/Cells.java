package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/** Matrices of game × reasoner taken from result rows, and ratios between them. */
final class Cells {
    /** The status of a cell whose row has a figure but was not measured at steady state: shown, never ranked. */
    static final String NOT_SETTLED = "not settled";

    private Cells() {
    }

    /** The rows of one driver. */
    static List<ResultRow> driver(List<ResultRow> rows, String driver) {
        return rows.stream().filter(row -> driver.equals(row.driver())).toList();
    }

    static List<String> games(List<ResultRow> rows) {
        Set<String> games = new java.util.TreeSet<>();
        rows.forEach(row -> games.add(row.game()));
        return new ArrayList<>(games);
    }

    /** The rows' reasoners in {@code order}, the charts' order of reasoner specs. */
    static List<String> reasoners(List<ResultRow> rows, Comparator<String> order) {
        Set<String> reasoners = new java.util.TreeSet<>(order);
        rows.forEach(row -> reasoners.add(row.reasoner()));
        return new ArrayList<>(reasoners);
    }

    /**
     * A game × reasoner matrix of {@code value} (with {@code error}) for rows with status ok;
     * other rows give a cell with their status and reason. The reasoners' columns are in {@code order}.
     */
    static Matrix matrix(List<ResultRow> rows, String quantity, Function<ResultRow, Double> value,
                         Function<ResultRow, Double> error, Comparator<String> order) {
        Matrix matrix = new Matrix("game", "reasoner", quantity);
        List<ResultRow> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparing(ResultRow::game));
        List<String> reasoners = reasoners(rows, order);
        for (String game : games(rows)) {
            for (String reasoner : reasoners) {
                for (ResultRow row : sorted) {
                    if (row.game().equals(game) && row.reasoner().equals(reasoner)) {
                        matrix.put(game, reasoner, cell(row, value, error));
                    }
                }
            }
        }
        return matrix;
    }

    /** A row's cell: its value when ok, marked {@link #NOT_SETTLED} (with why) when it was not settled. */
    static Matrix.Cell cell(ResultRow row, Function<ResultRow, Double> value, Function<ResultRow, Double> error) {
        if (row.status() != ResultRow.Status.OK) {
            return Matrix.Cell.missing(row.status().text(), row.reason());
        }
        Double v = value.apply(row);
        if (v == null) {
            return Matrix.Cell.missing("not recorded", null);
        }
        if (row.notSettled()) {
            return new Matrix.Cell(v, error.apply(row), NOT_SETTLED, row.unsettled());
        }
        return new Matrix.Cell(v, error.apply(row), row.busy() ? BusyNote.STATUS : "ok", busyReason(row));
    }

    /** The row's reason, with how busy the machine was when it was. */
    private static String busyReason(ResultRow row) {
        if (!row.busy()) {
            return row.reason();
        }
        String busy = String.format(java.util.Locale.ROOT, "measured on a busy machine: others took %.0f%% of the"
                + " measuring cores' time", 100 * row.coreLoad().taken());
        return row.reason() == null ? busy : row.reason() + "; " + busy;
    }

    /** The cell as a ratio that ranks may take it: itself when ranked, else without its value, saying why. */
    static Matrix.Cell rankable(Matrix.Cell cell) {
        return cell.hasValue() && !cell.ranked() ? Matrix.Cell.missing(cell.status(), cell.reason()) : cell;
    }

    /**
     * Each cell divided by the largest ranked value of its row (1 for the fastest of each game);
     * a cell that is not ranked (not settled) has no ratio, only its status.
     */
    static Matrix relativeToBest(Matrix speed) {
        Matrix relative = new Matrix(speed.rowName(), speed.columnName(), "relative to the fastest");
        for (String row : speed.rows()) {
            double best = 0;
            for (String column : speed.columns()) {
                Matrix.Cell cell = speed.cell(row, column);
                if (cell != null && cell.ranked()) {
                    best = Math.max(best, cell.value());
                }
            }
            for (String column : speed.columns()) {
                Matrix.Cell cell = speed.cell(row, column);
                if (cell != null) {
                    Matrix.Cell ranked = rankable(cell);
                    relative.put(row, column, best > 0 ? ratio(ranked, Matrix.Cell.of(best, null)) : ranked);
                }
            }
        }
        return relative;
    }

    /** {@code a / b}, its relative error the root of the sum of both squared relative errors. */
    static Matrix.Cell ratio(Matrix.Cell a, Matrix.Cell b) {
        if (!a.hasValue()) {
            return a;
        }
        if (b == null || !b.hasValue() || b.value() == 0) {
            return Matrix.Cell.missing("no base", b == null ? null : b.reason());
        }
        double value = a.value() / b.value();
        Double ea = a.relativeError();
        Double eb = b.relativeError();
        Double error = ea == null && eb == null ? null
                : value * Math.sqrt(square(ea) + square(eb));
        return Matrix.Cell.of(value, error);
    }

    private static double square(Double x) {
        return x == null ? 0 : x * x;
    }

    /** The geometric mean of a column's values, or null when it has none. */
    static Double geometricMean(Matrix matrix, String column) {
        double sum = 0;
        int count = 0;
        for (String row : matrix.rows()) {
            Matrix.Cell cell = matrix.cell(row, column);
            if (cell != null && cell.hasValue() && cell.value() > 0) {
                sum += Math.log(cell.value());
                count++;
            }
        }
        return count == 0 ? null : Math.exp(sum / count);
    }

    /** How many of a column's cells hold a value. */
    static int measured(Matrix matrix, String column) {
        int count = 0;
        for (String row : matrix.rows()) {
            Matrix.Cell cell = matrix.cell(row, column);
            if (cell != null && cell.hasValue()) {
                count++;
            }
        }
        return count;
    }
}
