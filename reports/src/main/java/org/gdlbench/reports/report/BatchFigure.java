package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.charts.SmallMultiples;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * Batched playouts (the batch driver: many playouts at once, states counted per lane as a single
 * playout counts them) apart from single playouts: never ranked with them, always labelled
 * {@code reasoner (batch)}, drawn beside the same reasoner's single playouts and the hand-written
 * machine's, the ceiling of single playouts, which is what a batch is measured against.
 */
final class BatchFigure {
    static final String DRIVER = "batch";
    static final String NAME = "batch";
    static final String TITLE = "States per second, batched and single playouts";

    /** Where a column's cells come from: a matrix of one driver, and the reasoner's column in it. */
    private record Source(Matrix matrix, String column) {
    }

    private BatchFigure() {
    }

    /** How a reasoner's batched playouts are labelled wherever they are shown beside single playouts. */
    static String label(String reasoner) {
        return reasoner + Palette.BATCH_SUFFIX;
    }

    /**
     * Per game, each batching reasoner's batched figure, its single-playout figure and the
     * hand-written machine's when the rows have it; null when no reasoner measured batched playouts.
     */
    static Matrix matrix(List<ResultRow> rows, Palette palette) {
        List<ResultRow> batches = Cells.driver(rows, DRIVER);
        List<String> batching = Cells.reasoners(batches.stream().filter(row -> row.status() == ResultRow.Status.OK)
                .toList(), palette.reasonerOrder());
        if (batching.isEmpty()) {
            return null;
        }
        Matrix single = Figures.speed(Cells.driver(rows, Figures.PLAYOUT), palette);
        Matrix batched = Cells.matrix(batches, "states/s", ResultRow::figure, ResultRow::error, palette.reasonerOrder());
        Map<String, Source> columns = new LinkedHashMap<>();
        for (String reasoner : batching) {
            columns.put(label(reasoner), new Source(batched, reasoner));
            columns.put(reasoner, new Source(single, reasoner));
        }
        if (!batching.contains(Figures.HANDWRITTEN) && single.columns().contains(Figures.HANDWRITTEN)) {
            columns.put(Figures.HANDWRITTEN, new Source(single, Figures.HANDWRITTEN));
        }
        Matrix table = new Matrix("game", "reasoner", "states/s");
        for (String game : batched.rows()) {
            if (batching.stream().noneMatch(reasoner -> batched.cell(game, reasoner) != null)) {
                continue;
            }
            columns.forEach((column, source) -> {
                // every cell filled, so that the columns keep their order when the first game lacks one
                Matrix.Cell cell = source.matrix().cell(game, source.column());
                table.put(game, column, cell != null ? cell : Matrix.Cell.missing("not run", null));
            });
        }
        return table;
    }

    /** The figure, or null when no reasoner measured batched playouts. */
    static Figure of(List<ResultRow> rows, Palette palette) {
        Matrix table = matrix(rows, palette);
        if (table == null) {
            return null;
        }
        boolean panels = table.rows().size() <= SmallMultiples.MAX_PANELS;
        List<String> without = Cells.reasoners(Cells.driver(rows, DRIVER).stream()
                .filter(row -> row.status() == ResultRow.Status.UNSUPPORTED).toList(), palette.reasonerOrder());
        without.removeIf(reasoner -> table.columns().contains(label(reasoner)));
        String caption = "Each batching reasoner's states per second in batched playouts (labelled \u201c(batch)\u201d:"
                + " many seeded random playouts at once, states counted per lane as a single playout counts them), beside"
                + " its own single playouts and the hand-written machine's, the ceiling of single playouts. Batched"
                + " figures are never ranked with single playouts. " + (panels ? "One panel per game, on the game's own"
                + " axis (log where its figures span more than a factor of ten). " : "Log axis where the figures span"
                + " more than a factor of ten. ") + "Error bars: half the 99.9% confidence interval."
                + (without.isEmpty() ? "" : " Without batches (their batch rows unsupported): " + String.join(", ", without)
                + ".");
        return new Figure(NAME, TITLE, caption, table, panels ? SmallMultiples.bars(TITLE, table, "states/s",
                palette::reasoner) : Charts.bars(TITLE, table, "states/s", palette::reasoner, null));
    }

    /**
     * The headline's lines on batched playouts: per game, the fastest batched reasoner and its
     * figure over the fastest single playout's, each named with its driver; empty without batches.
     *
     * @param speed the single-playout speed matrix, or null
     */
    static String headline(List<ResultRow> rows, Matrix speed, Palette palette) {
        Matrix batched = Cells.matrix(Cells.driver(rows, DRIVER), "states/s", ResultRow::figure, ResultRow::error,
                palette.reasonerOrder());
        List<String[]> lines = new ArrayList<>();
        for (String game : batched.rows()) {
            String best = Page.fastest(batched, game);
            if (best == null) {
                continue;
            }
            double top = batched.cell(game, best).value();
            String single = speed == null || !speed.rows().contains(game) ? null : Page.fastest(speed, game);
            lines.add(new String[] {game, label(best), Numbers.text(top), single == null ? "" : single + " (playout)",
                    single == null ? "" : Numbers.text(top / speed.cell(game, single).value())});
        }
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<p>Batched playouts (driver batch), apart from the single playouts"
                + " above: the fastest batched reasoner per game, its states counted per lane, over the fastest single"
                + " playout:</p>\n<div class=\"scroll\"><table><thead><tr><th>game</th><th>fastest batched</th>"
                + "<th>states/s</th><th>fastest single playout</th><th>× the fastest single playout</th></tr></thead>"
                + "<tbody>\n");
        for (String[] line : lines) {
            html.append("<tr>");
            for (String cell : line) {
                html.append("<td>").append(escape(cell)).append("</td>");
            }
            html.append("</tr>\n");
        }
        return html.append("</tbody></table></div>\n").toString();
    }
}
