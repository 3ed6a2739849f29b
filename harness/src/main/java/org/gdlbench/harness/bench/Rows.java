package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.reports.results.PreparationRecord;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** How what JMH measured for a (game, reasoner, driver) becomes a result row (docs/RESULTS.md). */
final class Rows {
    private Rows() {
    }

    /** A row of one thread. */
    static ResultRow row(CorpusEntry entry, ReasonerSpec spec, Driver driver, Status status, String reason,
                                 RunResult result, RunResult preparation, CellCheck.Result checked) {
        return row(entry, spec, driver, 1, status, reason, result, preparation, checked);
    }

    /** A row of {@code threads} threads, each with a machine of its own: JMH's figures are their sums. */
    static ResultRow row(CorpusEntry entry, ReasonerSpec spec, Driver driver, int threads, Status status,
                         String reason, RunResult result, RunResult preparation, CellCheck.Result checked) {
        Double figure = null;
        Double error = null;
        Double rate = null;
        Double rateError = null;
        Double depth = null;
        Double allocated = null;
        Double trend = null;
        if (result != null) {
            Result<?> primary = result.getPrimaryResult();
            Result<?> counter = result.getSecondaryResults().get(driver.counter());
            Result<?> depthCounter = result.getSecondaryResults().get(driver.depthCounter());
            Result<?> operations = driver.rateCounter() == null ? primary
                    : result.getSecondaryResults().get(driver.rateCounter());
            rate = operations.getScore();
            rateError = finite(operations.getScoreError());
            figure = counter.getScore();
            error = finite(counter.getScoreError());
            depth = rate == 0 ? null : depthCounter.getScore() / rate;
            allocated = allocatedPerUnit(result, primary.getScore(), figure);
            trend = Trend.flagged(result, driver.counter());
        }
        Double preparationMs = preparation == null ? null : preparation.getPrimaryResult().getScore();
        Double preparationError = preparation == null ? null : finite(preparation.getPrimaryResult().getScoreError());
        return new ResultRow(entry.name(), entry.hash(), spec.toString(), driver.text(), status, reason, figure, error,
                driver.unit(), rate, rateError, driver.rateUnit(), depth, preparationMs, preparationError,
                checked == null ? null : checked.memoryBytes(), null, allocated,
                checked == null ? null : record(checked.preparation()), null, trend).withThreads(threads);
    }

    /** The preparation record as a result row writes it, or null. */
    private static PreparationRecord record(Preparation preparation) {
        if (preparation == null) {
            return null;
        }
        Map<String, Double> phases = new LinkedHashMap<>();
        preparation.phases().forEach(phase -> phases.merge(phase.name(), phase.millis(), Double::sum));
        return new PreparationRecord(preparation.backend(), phases, preparation.sizes(), preparation.reasons());
    }

    /**
     * JMH's bytes per benchmark operation (with the gc profiler) over the units (states, nodes)
     * per operation, or null; {@code operations} is JMH's score, operations per second.
     */
    private static Double allocatedPerUnit(RunResult result, double operations, double figure) {
        Result<?> perOperation = result.getSecondaryResults().get(JmhCell.ALLOCATED_PER_OPERATION);
        if (perOperation == null || figure == 0) {
            return null;
        }
        return finite(perOperation.getScore() * operations / figure);
    }

    private static String rankedAmong(ResultRow row) {
        return row.game() + "\n" + row.driver() + "\n" + row.threadCount();
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    /**
     * Each ranked figure relative to the best ranked one for the same game, driver and thread
     * count (figures of several threads are sums, not to be ranked with one thread's); a row not
     * settled ({@link ResultRow#ranked}) gets none.
     */
    static List<ResultRow> withRelative(List<ResultRow> rows) {
        Map<String, Double> best = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            if (row.ranked()) {
                best.merge(rankedAmong(row), row.figure(), Math::max);
            }
        }
        List<ResultRow> out = new ArrayList<>();
        for (ResultRow row : rows) {
            Double top = best.get(rankedAmong(row));
            out.add(!row.ranked() || top == null || top == 0 ? row : row.withRelative(row.figure() / top));
        }
        return out;
    }
}
