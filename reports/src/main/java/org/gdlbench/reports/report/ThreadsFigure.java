package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.charts.SmallMultiples;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * How each reasoner's states per second grow with the threads measuring it at once
 * ({@code bench --threads}), each thread with a machine of its own: drawn only for a run of
 * several thread counts. The other figures show the run's fewest threads alone, as the figures of
 * several threads are their sums and rank only among themselves.
 */
final class ThreadsFigure {
    static final String NAME = "threads";
    static final String TITLE = "States per second against threads";

    private ThreadsFigure() {
    }

    /** The rows of the fewest threads the rows were measured with: those the other figures show. */
    static List<ResultRow> fewest(List<ResultRow> rows) {
        int fewest = rows.stream().mapToInt(ResultRow::threadCount).min().orElse(1);
        return rows.stream().filter(row -> row.threadCount() == fewest).toList();
    }

    /** The figure of the playout rows, or null when they were measured at one thread count. */
    static Figure of(List<ResultRow> rows, Palette palette) {
        List<ResultRow> playouts = Cells.driver(rows, Figures.PLAYOUT);
        TreeSet<Integer> counts = new TreeSet<>();
        playouts.forEach(row -> counts.add(row.threadCount()));
        if (counts.size() < 2) {
            return null;
        }
        Matrix table = new Matrix("game, threads", "reasoner", "states/s");
        Map<String, Map<String, Map<Integer, Double>>> byGame = new LinkedHashMap<>();
        List<String> reasoners = Cells.reasoners(playouts, palette.reasonerOrder());
        for (String game : Cells.games(playouts)) {
            for (int threads : counts) {
                String line = game + ", " + threads + (threads == 1 ? " thread" : " threads");
                for (String reasoner : reasoners) {
                    ResultRow row = playouts.stream().filter(r -> r.game().equals(game)
                            && r.reasoner().equals(reasoner) && r.threadCount() == threads).findFirst().orElse(null);
                    if (row == null) {
                        continue;
                    }
                    table.put(line, reasoner, Cells.cell(row, ResultRow::figure, ResultRow::error));
                    if (row.figure() != null) {
                        byGame.computeIfAbsent(game, g -> new LinkedHashMap<>())
                                .computeIfAbsent(reasoner, r -> new TreeMap<>()).put(threads, row.figure());
                    }
                }
            }
        }
        List<SmallMultiples.Scaling> panels = new ArrayList<>();
        byGame.forEach((game, figures) -> panels.add(new SmallMultiples.Scaling(game, figures)));
        String caption = "One panel per game: each reasoner's states per second in seeded random playouts with "
                + counts.size() + " thread counts (" + String.join(", ", counts.stream().map(String::valueOf).toList())
                + "), each thread playing on a machine of its own, the figure the threads' total; the dashed line in"
                + " the reasoner's colour is linear scaling from its one-thread figure. Below the line, the threads"
                + " contend for something shared: memory bandwidth, a core's caches shared by its SMT siblings, the"
                + " collector, or fewer cores than threads. The other figures show "
                + counts.first() + (counts.first() == 1 ? " thread" : " threads") + " alone. Rows not measured"
                + " (an engine process, measured outside JMH in one process) name why in the table.";
        return new Figure(NAME, TITLE, caption, table, SmallMultiples.scaling(TITLE, panels, "states/s",
                palette::reasoner));
    }
}
