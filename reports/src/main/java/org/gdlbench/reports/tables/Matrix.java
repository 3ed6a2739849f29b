package org.gdlbench.reports.tables;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The numbers behind one figure: a value (with an optional error) per row and column, e.g.
 * states/s per game and reasoner. A chart is drawn from it and its tables (CSV, LaTeX, HTML) are
 * written from it, so a figure and its table always show the same numbers.
 */
public final class Matrix {
    /**
     * One cell: a measured value, or the status and reason why there is none.
     *
     * @param error half the confidence interval, or null when unknown
     * @param status {@code ok} for a value, else why not (e.g. {@code unsupported})
     * @param reason a note for people: why the cell has no value, or null
     */
    public record Cell(Double value, Double error, String status, String reason) {
        public static Cell of(double value, Double error) {
            return new Cell(value, error, "ok", null);
        }

        /** The status of a figure measured while other work took the measuring cores. */
        public static final String BUSY = "busy";

        public static Cell missing(String status, String reason) {
            return new Cell(null, null, status, reason);
        }

        public boolean hasValue() {
            return value != null && Double.isFinite(value);
        }

        /**
         * Whether the value may be ranked against others: a figure measured as it should be ({@code ok}),
         * or so on a busy machine ({@code busy}: marked, but measured settled all the same).
         */
        public boolean ranked() {
            return hasValue() && ("ok".equals(status) || BUSY.equals(status));
        }

        /** The error as a fraction of the value, or null. */
        public Double relativeError() {
            return !hasValue() || error == null || value == 0 ? null : Math.abs(error / value);
        }
    }

    private final String rowName;
    private final String columnName;
    private final String quantity;
    private final Set<String> rows = new LinkedHashSet<>();
    private final Set<String> columns = new LinkedHashSet<>();
    private final Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();

    /**
     * @param rowName what a row is, e.g. {@code game}
     * @param columnName what a column is, e.g. {@code reasoner}
     * @param quantity the value's name with its unit, e.g. {@code states/s}
     */
    public Matrix(String rowName, String columnName, String quantity) {
        this.rowName = rowName;
        this.columnName = columnName;
        this.quantity = quantity;
    }

    public Matrix put(String row, String column, Cell cell) {
        rows.add(row);
        columns.add(column);
        cells.computeIfAbsent(row, key -> new LinkedHashMap<>()).put(column, cell);
        return this;
    }

    /** The cell, or null when there is none. */
    public Cell cell(String row, String column) {
        Map<String, Cell> line = cells.get(row);
        return line == null ? null : line.get(column);
    }

    public List<String> rows() {
        return List.copyOf(rows);
    }

    public List<String> columns() {
        return List.copyOf(columns);
    }

    public String rowName() {
        return rowName;
    }

    public String columnName() {
        return columnName;
    }

    public String quantity() {
        return quantity;
    }

    /** Whether any cell holds a value. */
    public boolean hasValues() {
        return cells.values().stream().flatMap(line -> line.values().stream()).anyMatch(Cell::hasValue);
    }

    /** Whether any cell with a value has an error. */
    public boolean hasErrors() {
        return cells.values().stream().flatMap(line -> line.values().stream()).anyMatch(cell -> cell.relativeError() != null);
    }

    /** Every cell holding a value, smallest first. */
    public List<Double> values() {
        List<Double> values = new ArrayList<>();
        for (Map<String, Cell> line : cells.values()) {
            for (Cell cell : line.values()) {
                if (cell.hasValue()) {
                    values.add(cell.value());
                }
            }
        }
        values.sort(null);
        return values;
    }

    /** The cells without a value, as (row, column, cell) in order. */
    public List<Entry> missing() {
        List<Entry> missing = new ArrayList<>();
        for (String row : rows) {
            for (String column : columns) {
                Cell cell = cell(row, column);
                if (cell != null && !cell.hasValue()) {
                    missing.add(new Entry(row, column, cell));
                }
            }
        }
        return missing;
    }

    /** A cell with its place. */
    public record Entry(String row, String column, Cell cell) {
    }
}
