package org.gdlbench.reports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A table of named columns and rows of values, kept apart from how it is written: aligned text
 * for people, CSV and JSON (an array of objects keyed by column) for tools.
 */
public final class Table {
    /** The formats a table can be written in. */
    public enum Format {
        TABLE, CSV, JSON;

        /** @throws IllegalArgumentException naming the allowed values */
        public static Format parse(String text) {
            try {
                return valueOf(text.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("format '" + text + "' is not one of table, csv, json");
            }
        }
    }

    /** A text shown right-aligned like a number, e.g. a number already formatted. */
    public record Right(String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private static final CsvMapper CSV = new CsvMapper();

    private final List<String> columns;
    private final List<List<Object>> rows = new ArrayList<>();

    public Table(List<String> columns) {
        this.columns = List.copyOf(columns);
    }

    public Table(String... columns) {
        this(List.of(columns));
    }

    /** Adds a row; values are printed with {@code toString}, null as empty. */
    public Table add(Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException("row has " + values.length + " values for " + columns.size() + " columns");
        }
        rows.add(java.util.Arrays.asList(values.clone()));
        return this;
    }

    public int size() {
        return rows.size();
    }

    public String render(Format format) {
        return switch (format) {
            case TABLE -> text();
            case CSV -> csv();
            case JSON -> json();
        };
    }

    /** Columns padded to their widest cell; numbers and {@link Right} texts right-aligned. */
    public String text() {
        int[] widths = new int[columns.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = columns.get(c).length();
            for (List<Object> row : rows) {
                widths[c] = Math.max(widths[c], cell(row.get(c)).length());
            }
        }
        StringBuilder out = new StringBuilder();
        appendLine(out, new ArrayList<>(columns), widths);
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
        }
        out.append(rule).append('\n');
        for (List<Object> row : rows) {
            appendLine(out, row, widths);
        }
        return out.toString();
    }

    private static void appendLine(StringBuilder out, List<Object> row, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            Object value = row.get(c);
            String text = cell(value);
            String pad = " ".repeat(widths[c] - text.length());
            line.append(c == 0 ? "" : "  ").append(value instanceof Number || value instanceof Right ? pad + text : text + pad);
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    /** RFC 4180 CSV, by Jackson's CSV module: a header line, then one line per row; null as empty. */
    public String csv() {
        CsvSchema.Builder schema = CsvSchema.builder();
        columns.forEach(schema::addColumn);
        StringWriter text = new StringWriter();
        try (SequenceWriter writer = CSV.writer(schema.build().withHeader()).writeValues(text)) {
            for (List<Object> row : rows) {
                writer.write(row.stream().map(Table::cell).toList());
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot write CSV into memory", e);
        }
        return text.toString();
    }

    public String json() {
        List<Map<String, Object>> objects = new ArrayList<>();
        for (List<Object> row : rows) {
            Map<String, Object> object = new LinkedHashMap<>();
            for (int c = 0; c < columns.size(); c++) {
                object.put(columns.get(c), row.get(c));
            }
            objects.add(object);
        }
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(objects) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("table values must be plain data", e);
        }
    }

    private static String cell(Object value) {
        return value == null ? "" : value.toString();
    }
}
