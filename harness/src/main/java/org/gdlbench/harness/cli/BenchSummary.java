package org.gdlbench.harness.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.gdlbench.harness.bench.MachineShift;
import org.gdlbench.harness.bench.Trend;
import org.gdlbench.reports.Table;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultRow;

/** What bench and merge print after a run: the table of rows, and warnings on the figures to distrust. */
final class BenchSummary {
    /**
     * Error bars, as a fraction of the figure, over which a row is called noisy: the standard
     * profile is sized to stay under it on a quiet 2-core machine.
     */
    static final double NOISY_ERROR = 0.10;
    /** How many of the noisy or trending rows a warning names. */
    private static final int NOISY_ROWS_NAMED = 5;

    private BenchSummary() {
    }

    /**
     * The table people read: the figure with its error, relative to the fastest, and the status;
     * with bytes allocated per unit of the figure when the gc profiler ran.
     */
    static Table summary(List<ResultRow> rows) {
        boolean allocation = rows.stream().anyMatch(row -> row.allocatedBytes() != null);
        // a run of several thread counts has several rows per (game, reasoner, driver): the count tells them apart
        boolean threads = rows.stream().mapToInt(ResultRow::threadCount).distinct().count() > 1;
        List<String> headers = new ArrayList<>(List.of("game", "reasoner", "driver"));
        if (threads) {
            headers.add("threads");
        }
        headers.addAll(List.of("figure", "unit", "± %", "relative", "depth", "prepare ms", "memory"));
        if (allocation) {
            headers.add("B/unit");
        }
        headers.add("status");
        Table table = new Table(headers);
        for (ResultRow row : rows) {
            List<Object> cells = new ArrayList<>(List.of(row.game(), row.reasoner(), row.driver()));
            if (threads) {
                cells.add(new Table.Right(String.valueOf(row.threadCount())));
            }
            cells.add(format("%,.0f", row.figure()));
            cells.add(row.unit());
            cells.add(format("%.1f", row.relativeError() == null ? null : 100 * row.relativeError()));
            cells.add(format("%.3g", row.relative()));
            cells.add(format("%.1f", row.depth()));
            cells.add(format("%.0f", row.preparationMs()));
            cells.add(row.memoryBytes() == null ? null : new Table.Right(bytes(row.memoryBytes())));
            if (allocation) {
                cells.add(format("%.3g", row.allocatedBytes()));
            }
            List<String> flags = new ArrayList<>();
            if (row.trending()) {
                flags.add(String.format(Locale.ROOT, "trend %+.0f%%", 100 * row.trend()));
            }
            if (row.machineShifted()) {
                flags.add(String.format(Locale.ROOT, "machine %+.0f%%", 100 * row.machineShift()));
            }
            if (row.busy()) {
                flags.add(String.format(Locale.ROOT, "busy %.0f%%", 100 * row.coreLoad().taken()));
            }
            if (row.notSettled() && row.figure() != null) {
                flags.add("not settled");
            }
            String status = flags.isEmpty() ? row.status().text()
                    : row.status().text() + " (" + String.join(", ", flags) + ")";
            cells.add(row.reason() == null ? status : status + ": " + row.reason());
            table.add(cells.toArray());
        }
        return table;
    }

    /**
     * A warning naming the measured rows whose error bars are over {@link #NOISY_ERROR} of their
     * figure, worst first; null when there are none. Such bars mean something else used the
     * machine while the row ran, or the JIT was still at work: its figure, and any ratio taken
     * with it, is uncertain.
     */
    static String noisyRows(List<ResultRow> rows) {
        List<ResultRow> measured = rows.stream().filter(row -> row.relativeError() != null).toList();
        List<ResultRow> noisy = measured.stream().filter(row -> row.relativeError() > NOISY_ERROR)
                .sorted(Comparator.comparing(ResultRow::relativeError).reversed()).toList();
        if (noisy.isEmpty()) {
            return null;
        }
        return String.format(Locale.ROOT, "noisy: %d of %d measured rows have error bars over %.0f%% (%s), so their"
                        + " figures are uncertain: the machine was busy or the warm-up too short; rerun them on a quiet"
                        + " machine, with more --forks or --warmup-iterations",
                noisy.size(), measured.size(), 100 * NOISY_ERROR, named(noisy, "\u00b1%.0f%%", ResultRow::relativeError));
    }

    /**
     * A note naming the measured rows that were not settled before they were measured (the settling
     * cap reached, or a reasoner the profile does not settle), with why; null when there are none.
     * They are shown but not ranked: no {@code relative}, not in the report's fastest per game.
     */
    static String unsettledRows(List<ResultRow> rows) {
        List<ResultRow> unsettled = rows.stream().filter(row -> row.notSettled() && row.figure() != null).toList();
        if (unsettled.isEmpty()) {
            return null;
        }
        long measured = rows.stream().filter(row -> row.figure() != null).count();
        Map<String, List<String>> byReason = new LinkedHashMap<>();
        unsettled.forEach(row -> byReason.computeIfAbsent(row.unsettled(), reason -> new ArrayList<>())
                .add(row.game() + " " + row.reasoner() + " " + row.driver()));
        return String.format(Locale.ROOT, "not settled: %d of %d measured rows were measured before their rate"
                        + " settled, so they are not ranked (no relative figure): %s", unsettled.size(), measured,
                byReason.entrySet().stream().map(entry -> String.join(", ", entry.getValue()) + " ("
                        + entry.getKey() + ")").collect(Collectors.joining("; ")));
    }

    /**
     * A warning naming the rows whose rate still trended over their measured iterations (they
     * were not measured at steady state, {@code trend} in the results), steepest first; null when
     * there are none.
     */
    static String trendingRows(List<ResultRow> rows) {
        List<ResultRow> trending = rows.stream().filter(ResultRow::trending)
                .sorted(Comparator.comparing((ResultRow row) -> Math.abs(row.trend())).reversed()).toList();
        if (trending.isEmpty()) {
            return null;
        }
        long measured = rows.stream().filter(row -> row.figure() != null).count();
        return String.format(Locale.ROOT, "not steady: %d of %d measured rows still changed by over %.0f%% across"
                        + " their measured iterations (%s), so they were not measured at steady state: rerun them with"
                        + " a longer --settle-cap, more --warmup-iterations or more --remeasures",
                trending.size(), measured, 100 * Trend.LIMIT, named(trending, "%+.0f%%", ResultRow::trend));
    }

    /**
     * A warning naming the rows measured while the machine ran at another speed than during the
     * rest of the run ({@code machineShift} in the results), farthest first; null when there are none.
     */
    static String machineShiftedRows(List<ResultRow> rows) {
        List<ResultRow> shifted = rows.stream().filter(ResultRow::machineShifted)
                .sorted(Comparator.comparing((ResultRow row) -> Math.abs(row.machineShift())).reversed()).toList();
        if (shifted.isEmpty()) {
            return null;
        }
        long measured = rows.stream().filter(row -> row.figure() != null).count();
        return String.format(Locale.ROOT, "machine speed changed: in %d of %d measured rows the machine's own speed,"
                        + " read after each measured iteration, was over %.0f%% off the run's median or differed"
                        + " between forks (%s), so their figures do not compare with the others': something else ran"
                        + " on the machine or its host; rerun them", shifted.size(), measured, 100 * MachineShift.LIMIT,
                named(shifted, "%+.0f%%", ResultRow::machineShift));
    }

    /**
     * A warning naming the rows measured while other processes, or the hypervisor, took enough of
     * the measuring cores to call the machine busy ({@link CoreLoad#isBusy}), most taken first; null
     * when there are none.
     */
    static String busyRows(List<ResultRow> rows) {
        List<ResultRow> busy = rows.stream().filter(ResultRow::busy)
                .sorted(Comparator.comparing((ResultRow row) -> row.coreLoad().taken()).reversed()).toList();
        if (busy.isEmpty()) {
            return null;
        }
        long measured = rows.stream().filter(row -> row.figure() != null).count();
        String cores = busy.stream().map(row -> row.coreLoad().cores()).distinct().collect(Collectors.joining("; "));
        return String.format(Locale.ROOT, "busy machine: while %d of %d measured rows ran, other processes used over"
                        + " %.0f%% of the measuring cores' time (cores %s) or the hypervisor stole over %.0f%% of it: %s;"
                        + " their figures are low and do not compare with a quiet run's: pin the run to a quiet core"
                        + " (taskset -c N ./gdlbench ...) or stop the other work, and measure them again",
                busy.size(), measured, 100 * CoreLoad.OTHERS_LIMIT, cores, 100 * CoreLoad.STEAL_LIMIT,
                named(busy, "%.0f%%", row -> row.coreLoad().taken()));
    }

    /**
     * A note that whether the machine was busy is not known for the measured rows without a
     * reading of the measuring cores (not on Linux); null when every measured row has one.
     */
    static String loadNotKnown(List<ResultRow> rows) {
        List<ResultRow> measured = rows.stream().filter(row -> row.figure() != null).toList();
        long unknown = measured.stream().filter(row -> row.coreLoad() == null).count();
        if (unknown == 0) {
            return null;
        }
        return String.format(Locale.ROOT, "busy machine: not known for %d of %d measured rows: what else ran on the"
                + " measuring cores is read from Linux's /proc only", unknown, measured.size());
    }

    /** The first rows by game, reasoner and driver, each with its figure of {@code value} as a percentage. */
    private static String named(List<ResultRow> rows, String format, Function<ResultRow, Double> value) {
        return rows.stream().limit(NOISY_ROWS_NAMED)
                .map(row -> row.game() + " " + row.reasoner() + " " + row.driver() + " "
                        + String.format(Locale.ROOT, format, 100 * value.apply(row)))
                .collect(Collectors.joining(", ")) + (rows.size() > NOISY_ROWS_NAMED ? ", ..." : "");
    }

    /** "512 B", "7.6 KB", "350.2 MB". */
    static String bytes(long count) {
        if (count < 1000) {
            return count + " B";
        }
        String[] units = {"KB", "MB", "GB", "TB"};
        double value = count;
        int unit = -1;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }

    private static Table.Right format(String format, Double value) {
        return value == null ? null : new Table.Right(String.format(Locale.ROOT, format, value));
    }
}
