package org.gdlbench.reports.tables;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Matrix} as files: CSV in long form (one line per cell, exact numbers, for tools) and
 * a LaTeX tabular in wide form (rows × columns, thousands separators, ± columns; needs booktabs).
 */
public final class TableFiles {
    /** The CSV columns after the row and column names. */
    public static final List<String> VALUE_COLUMNS = List.of("value", "error", "unit", "status", "reason");
    private static final CsvMapper CSV = new CsvMapper();

    private TableFiles() {
    }

    public static String csv(Matrix matrix) {
        CsvSchema.Builder schema = CsvSchema.builder().addColumn(matrix.rowName()).addColumn(matrix.columnName());
        VALUE_COLUMNS.forEach(schema::addColumn);
        StringWriter text = new StringWriter();
        try (SequenceWriter writer = CSV.writer(schema.build().withHeader()).writeValues(text)) {
            for (String row : matrix.rows()) {
                for (String column : matrix.columns()) {
                    Matrix.Cell cell = matrix.cell(row, column);
                    if (cell == null) {
                        continue;
                    }
                    Map<String, Object> line = new LinkedHashMap<>();
                    line.put(matrix.rowName(), row);
                    line.put(matrix.columnName(), column);
                    line.put("value", cell.hasValue() ? cell.value() : null);
                    line.put("error", cell.hasValue() ? cell.error() : null);
                    line.put("unit", matrix.quantity());
                    line.put("status", cell.status());
                    line.put("reason", cell.reason());
                    writer.write(line);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot write CSV into memory", e);
        }
        return text.toString();
    }

    /** A booktabs tabular for {@code \input}: one line per row, a value (and ± column) per column. */
    public static String tex(Matrix matrix, String title) {
        boolean errors = matrix.hasErrors();
        int span = errors ? 2 : 1;
        StringBuilder tex = new StringBuilder();
        tex.append("% gdlbench: ").append(title.replace('\n', ' ')).append(" (").append(matrix.quantity())
                .append("); needs \\usepackage{booktabs}\n");
        tex.append("\\begin{tabular}{l").append(("r".repeat(span)).repeat(matrix.columns().size())).append("}\n");
        tex.append("\\toprule\n").append(escape(matrix.rowName()));
        StringBuilder rules = new StringBuilder();
        StringBuilder units = new StringBuilder();
        int first = 2;
        for (String column : matrix.columns()) {
            tex.append(" & ").append(span == 1 ? escape(column)
                    : "\\multicolumn{2}{c}{" + escape(column) + "}");
            if (errors) {
                rules.append("\\cmidrule(lr){").append(first).append('-').append(first + 1).append('}');
                units.append(" & ").append(escape(matrix.quantity())).append(" & $\\pm$");
            }
            first += span;
        }
        tex.append(" \\\\\n");
        if (errors) {
            tex.append(rules).append('\n').append(units).append(" \\\\\n");
        }
        tex.append("\\midrule\n");
        for (String row : matrix.rows()) {
            tex.append(escape(row));
            for (String column : matrix.columns()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell == null) {
                    tex.append(errors ? " & & " : " & ");
                } else if (cell.hasValue()) {
                    tex.append(" & ").append(number(cell.value()));
                    if (errors) {
                        tex.append(" & ").append(cell.error() == null ? "" : number(cell.error()));
                    }
                } else {
                    String status = "\\emph{" + escape(cell.status()) + "}";
                    tex.append(errors ? " & \\multicolumn{2}{c}{" + status + "}" : " & " + status);
                }
            }
            tex.append(" \\\\\n");
        }
        tex.append("\\bottomrule\n\\end{tabular}\n");
        return tex.toString();
    }

    private static String number(double value) {
        return Numbers.text(value).replace(",", "{,}");
    }

    /** Escapes LaTeX's special characters in a text (game names hold underscores). */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\textbackslash{}");
                case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').append(c);
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                case '·' -> out.append("$\\cdot$");
                case '×' -> out.append("$\\times$");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
