package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.reports.results.ResultRow;

/**
 * Flags the rows measured while the machine ran at another speed than during the rest of the run
 * ({@link MachineSpeed}). A row's readings are its forks' mean readings; it is flagged when one of
 * them is more than {@link #LIMIT} off the median of all the run's, or when two of them are more
 * than {@link #LIMIT} apart (the speed changed between its forks). Its figure then does not
 * compare with the others', nor with another run's.
 */
public final class MachineShift {
    /** How far a fork's reading may be from the run's median, and two forks' readings of a row from each other. */
    public static final double LIMIT = 0.05;

    private MachineShift() {
    }

    /** The rows, each row with readings flagged or not against the median of all of them. */
    static List<ResultRow> flagged(List<ResultRow> rows) {
        List<Double> all = new ArrayList<>();
        rows.stream().filter(row -> row.machineSpeed() != null).forEach(row -> all.addAll(row.machineSpeed()));
        if (all.isEmpty()) {
            return rows;
        }
        double median = median(all);
        return rows.stream().map(row -> row.machineSpeed() == null || row.machineSpeed().isEmpty() ? row
                : row.withMachineShift(shift(row.machineSpeed(), median))).toList();
    }

    /**
     * A row's flag: its reading farthest from the run's {@code median}, relative to it (-0.2 for
     * 20% slower), when the row is flagged; null when it is not.
     */
    public static Double shift(List<Double> readings, double median) {
        double slowest = readings.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double fastest = readings.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double off = Math.abs(slowest / median - 1) >= Math.abs(fastest / median - 1) ? slowest / median - 1
                : fastest / median - 1;
        return Math.abs(off) > LIMIT || (fastest - slowest) / fastest > LIMIT ? off : null;
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
