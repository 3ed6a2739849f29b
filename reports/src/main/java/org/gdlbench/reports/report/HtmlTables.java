package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.List;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * A {@link Matrix} as an HTML table under its chart: value ± error per cell (the ± on a line of its
 * own, so that eight reasoners' columns fit the page), cells with error
 * bars over 10% shaded and their row marked (†), cells measured on a busy machine likewise (‡),
 * cells without a value showing their status with the reason on hover, and the reasons listed
 * under the table.
 */
final class HtmlTables {
    /** Error bars over this fraction of the value mark a cell and its row as noisy. */
    static final double NOISY = 0.10;
    /** More columns than this do not fit the page: such a table with as few rows is shown turned. */
    static final int MOST_COLUMNS = 8;

    private HtmlTables() {
    }

    static String table(Matrix matrix) {
        return rendered(matrix.columns().size() > MOST_COLUMNS && matrix.rows().size() <= MOST_COLUMNS
                ? transposed(matrix) : matrix);
    }

    /**
     * The matrix with rows and columns swapped: a few games by 28 published engines reads as 28 lines
     * of a few columns, which fit the page.
     */
    static Matrix transposed(Matrix matrix) {
        Matrix swapped = new Matrix(matrix.columnName(), matrix.rowName(), matrix.quantity());
        for (String column : matrix.columns()) {
            for (String row : matrix.rows()) {
                Matrix.Cell cell = matrix.cell(row, column);
                if (cell != null) {
                    swapped.put(column, row, cell);
                }
            }
        }
        return swapped;
    }

    private static String rendered(Matrix matrix) {
        StringBuilder html = new StringBuilder("<div class=\"scroll\"><table>\n<thead><tr><th>")
                .append(escape(matrix.rowName())).append("</th>");
        for (String column : matrix.columns()) {
            html.append("<th>").append(escape(column)).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (String row : matrix.rows()) {
            boolean noisy = matrix.columns().stream().map(column -> matrix.cell(row, column))
                    .anyMatch(cell -> cell != null && cell.relativeError() != null && cell.relativeError() > NOISY);
            boolean busy = matrix.columns().stream().map(column -> matrix.cell(row, column))
                    .anyMatch(cell -> cell != null && cell.hasValue() && BusyNote.STATUS.equals(cell.status()));
            String marks = String.join(" ", noisy ? "noisy" : "", busy ? "busy" : "").trim();
            html.append(marks.isEmpty() ? "<tr>" : "<tr class=\"" + marks + "\">").append("<td>").append(escape(row))
                    .append("</td>");
            for (String column : matrix.columns()) {
                html.append(cell(matrix.cell(row, column)));
            }
            html.append("</tr>\n");
        }
        // the ± explained only where a cell shows one: memory and phase tables have none
        html.append("</tbody></table></div>\n<p class=\"note\">").append(escape(matrix.quantity()))
                .append(matrix.hasErrors() ? "; ± is half the 99.9% confidence interval, as a percentage of the value." : ".")
                .append("</p>\n");
        html.append(missing(matrix.missing()));
        return html.toString();
    }

    private static String cell(Matrix.Cell cell) {
        if (cell == null) {
            return "<td></td>";
        }
        if (!cell.hasValue()) {
            return "<td class=\"missing\" title=\"" + escape(cell.reason() == null ? cell.status() : cell.reason())
                    + "\">" + escape(cell.status()) + "</td>";
        }
        Double error = cell.relativeError();
        boolean noisy = error != null && error > NOISY;
        boolean busy = BusyNote.STATUS.equals(cell.status());
        boolean notSettled = Cells.NOT_SETTLED.equals(cell.status());
        String css = noisy ? (busy ? "noisy busy" : "noisy") : "ok".equals(cell.status()) ? "" : cell.status().replace(' ', '-');
        String title = cell.reason() == null ? "" : " title=\"" + escape(cell.reason()) + "\"";
        // a figure that is not ranked (not settled) says so beside it, its reason on hover
        return "<td" + (css.isEmpty() ? "" : " class=\"" + css + "\"") + title + ">" + Numbers.text(cell.value())
                + (error == null ? "" : " <span class=\"pm\">± " + Numbers.percent(error) + "</span>") + (notSettled ? " <em>" + escape(cell.status())
                + "</em>" : "") + "</td>";
    }

    private static String missing(List<Matrix.Entry> missing) {
        if (missing.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<details><summary>").append(missing.size())
                .append(missing.size() == 1 ? " cell" : " cells").append(" without a figure, and why</summary><ul>\n");
        for (Matrix.Entry entry : missing) {
            html.append("<li>").append(escape(entry.row())).append(" · ").append(escape(entry.column())).append(": <b>")
                    .append(escape(entry.cell().status())).append("</b>")
                    .append(entry.cell().reason() == null ? "" : " — " + escape(entry.cell().reason())).append("</li>\n");
        }
        return html.append("</ul></details>\n").toString();
    }
}
