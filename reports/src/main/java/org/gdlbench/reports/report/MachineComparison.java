package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gdlbench.reports.Table;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * Two runs, A and B (say two machines), cell by cell: B's figure over A's with both error bars,
 * the same ratio with each figure first divided by its row's machine-speed reading, and the two
 * environments side by side. Cells are compared only where both runs measured the same rules.
 */
public final class MachineComparison {
    /**
     * One (game, reasoner, driver) both runs hold.
     *
     * @param ratio B's figure over A's with its error, or a missing cell saying why there is none
     * @param verdict "slower" or "faster" where the difference is outside both runs' error bars, else "ok"
     * @param perMachineSpeed the ratio with each figure divided by its row's mean machine-speed reading, or
     *                        null where a row has none
     * @param settled whether both rows were measured at steady state on a steady machine (see {@link #settled})
     * @param busy which run's row was measured while other processes took its cores ("B busy 40%"), or null
     */
    public record Line(String game, String reasoner, String driver, Matrix.Cell a, Matrix.Cell b, Matrix.Cell ratio,
                       String verdict, Matrix.Cell perMachineSpeed, String perMachineSpeedVerdict, boolean settled,
                       String busy) {
        /** "tictactoe · propnet", the driver added when it is not the playout driver. */
        public String label() {
            return game + " · " + reasoner + (Figures.PLAYOUT.equals(driver) ? "" : " · " + driver);
        }
    }

    /**
     * A reasoner's geometric mean of B over A.
     *
     * @param games how many games it is taken over: settled playout rows in both runs
     */
    public record Mean(String reasoner, double ratio, int games) {
    }

    private final Run a;
    private final Run b;
    private final List<Line> lines;

    private MachineComparison(Run a, Run b, List<Line> lines) {
        this.a = a;
        this.b = b;
        this.lines = List.copyOf(lines);
    }

    public static MachineComparison of(Run a, Run b) {
        Map<String, ResultRow> before = new HashMap<>();
        a.rows().forEach(row -> before.put(Run.key(row), row));
        List<ResultRow> rows = new ArrayList<>(b.rows());
        rows.sort(Comparator.comparing(ResultRow::game).thenComparing(ResultRow::reasoner).thenComparing(ResultRow::driver));
        List<Line> lines = new ArrayList<>();
        for (ResultRow now : rows) {
            ResultRow was = before.get(Run.key(now));
            if (was != null) {
                lines.add(line(was, now));
            }
        }
        return new MachineComparison(a, b, lines);
    }

    private static Line line(ResultRow was, ResultRow now) {
        Matrix.Cell a = Cells.cell(was, ResultRow::figure, ResultRow::error);
        Matrix.Cell b = Cells.cell(now, ResultRow::figure, ResultRow::error);
        boolean settled = settled(was) && settled(now);
        if (was.gameHash() != null && now.gameHash() != null && !was.gameHash().equals(now.gameHash())) {
            Matrix.Cell differ = Matrix.Cell.missing("rules differ", "the runs measured different rules of this game");
            return new Line(now.game(), now.reasoner(), now.driver(), a, b, differ, "ok", null, "ok", false, null);
        }
        if (!a.hasValue() || !b.hasValue()) {
            // the status of the run without a figure, named when the other has one
            Matrix.Cell none = !b.hasValue() ? Matrix.Cell.missing((a.hasValue() ? "B " : "") + b.status(), b.reason())
                    : Matrix.Cell.missing("A " + a.status(), a.reason());
            return new Line(now.game(), now.reasoner(), now.driver(), a, b, none, "ok", null, "ok", false, null);
        }
        Matrix.Cell ratio = Cells.ratio(b, a);
        Double speedA = meanReading(was);
        Double speedB = meanReading(now);
        Matrix.Cell perSpeed = null;
        String perSpeedVerdict = "ok";
        if (speedA != null && speedB != null) {
            Matrix.Cell scaledA = scaled(a, speedA);
            Matrix.Cell scaledB = scaled(b, speedB);
            perSpeed = Cells.ratio(scaledB, scaledA);
            perSpeedVerdict = verdict(scaledA, scaledB);
        }
        return new Line(now.game(), now.reasoner(), now.driver(), a, b, ratio, verdict(a, b), perSpeed, perSpeedVerdict,
                settled, busy(was, now));
    }

    /**
     * "A busy 40%", "B busy 38%" or both, for rows measured while other processes took their
     * cores: their figures are low for a reason that is not the machine; null when neither was.
     */
    private static String busy(ResultRow was, ResultRow now) {
        List<String> busy = new ArrayList<>();
        if (was.busy()) {
            busy.add("A busy " + Math.round(100 * was.coreLoad().taken()) + "%");
        }
        if (now.busy()) {
            busy.add("B busy " + Math.round(100 * now.coreLoad().taken()) + "%");
        }
        return busy.isEmpty() ? null : String.join(", ", busy);
    }

    /**
     * Whether a row's figure was measured at steady state: measured, its forks settled (only then
     * do they read the machine's speed; an engine process, measured outside JMH, settles without
     * reading it), none reached the settling cap ({@code unsettled}) and no trend over its iterations. A shift of the machine's own speed ({@code machineShift}) does not
     * keep a row out: comparing machines is comparing how fast they run, their swings included, and
     * on a shared virtual machine most rows of a quiet run shift by 5 to 15%, which would leave the
     * means nothing to average.
     */
    static boolean settled(ResultRow row) {
        return row.status() == ResultRow.Status.OK && row.figure() != null
                && (row.machineSpeed() != null || row.outsideJmh()) && !row.notSettled() && row.trend() == null;
    }

    /** The mean of a row's machine-speed readings (each fork's mean), or null without any. */
    static Double meanReading(ResultRow row) {
        List<Double> readings = row.machineSpeed();
        return readings == null || readings.isEmpty() ? null
                : readings.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    private static Matrix.Cell scaled(Matrix.Cell cell, double by) {
        return Matrix.Cell.of(cell.value() / by, cell.error() == null ? null : cell.error() / by);
    }

    /** "slower" or "faster" when B differs from A by more than both error bars together, else "ok". */
    static String verdict(Matrix.Cell a, Matrix.Cell b) {
        if (a.error() == null || b.error() == null) {
            return "ok";
        }
        double difference = b.value() - a.value();
        return Math.abs(difference) <= a.error() + b.error() ? "ok" : difference < 0 ? "slower" : "faster";
    }

    public Run a() {
        return a;
    }

    public Run b() {
        return b;
    }

    public List<Line> lines() {
        return lines;
    }

    /** Per reasoner, the geometric mean of B over A over the playout rows settled in both runs. */
    public List<Mean> means() {
        Map<String, List<Double>> ratios = new TreeMap<>();
        for (Line line : lines) {
            if (line.settled() && Figures.PLAYOUT.equals(line.driver()) && line.ratio().hasValue()) {
                ratios.computeIfAbsent(line.reasoner(), key -> new ArrayList<>()).add(line.ratio().value());
            }
        }
        List<Mean> means = new ArrayList<>();
        ratios.forEach((reasoner, values) -> means.add(new Mean(reasoner,
                Math.exp(values.stream().mapToDouble(Math::log).average().orElseThrow()), values.size())));
        return means;
    }

    /** The reasoners of B's playout rows that have no settled row to compare. */
    public List<String> unmatched() {
        List<String> with = means().stream().map(Mean::reasoner).toList();
        return b.rows().stream().filter(row -> Figures.PLAYOUT.equals(row.driver())).map(ResultRow::reasoner)
                .distinct().filter(reasoner -> !with.contains(reasoner)).sorted().toList();
    }

    /** The ratios as a figure's numbers: one row per cell, the ratio and the ratio per machine speed. */
    Matrix matrix() {
        Matrix matrix = new Matrix("game · reasoner", "ratio", "B / A: " + b.label() + " over " + a.label());
        for (Line line : lines) {
            Matrix.Cell ratio = line.ratio();
            matrix.put(line.label(), RATIO, ratio.hasValue()
                    ? new Matrix.Cell(ratio.value(), ratio.error(), line.verdict(), note(line)) : ratio);
            Matrix.Cell perSpeed = line.perMachineSpeed();
            matrix.put(line.label(), PER_SPEED, !ratio.hasValue() ? ratio : perSpeed == null
                    ? Matrix.Cell.missing("no reading", "a run without machine-speed readings for this row")
                    : new Matrix.Cell(perSpeed.value(), perSpeed.error(), line.perMachineSpeedVerdict(), note(line)));
        }
        return matrix;
    }

    static final String RATIO = "B / A";
    static final String PER_SPEED = "B / A per machine speed";

    private static String note(Line line) {
        String settled = line.settled() ? null : "not settled in both runs (no machine-speed reading, a trend or"
                + " the settling cap): not in the means";
        String busy = line.busy() == null ? null : line.busy() + ": other processes took the measuring cores";
        return settled == null ? busy : busy == null ? settled : settled + "; " + busy;
    }

    /** The comparison as text: the runs, one line per cell, the means per reasoner, the environments. */
    public String text() {
        StringBuilder text = new StringBuilder();
        text.append("A: ").append(a.label()).append(" (").append(ChartContext.line(a)).append(")\n");
        text.append("B: ").append(b.label()).append(" (").append(ChartContext.line(b)).append(")\n\n");
        Table cells = new Table("game", "reasoner", "driver", "A", "B", "B/A", "", "per machine speed", "", "note");
        for (Line line : lines) {
            Matrix.Cell ratio = line.ratio();
            Matrix.Cell perSpeed = line.perMachineSpeed();
            cells.add(line.game(), line.reasoner(), line.driver(), figure(line.a()), figure(line.b()),
                    ratio.hasValue() ? new Table.Right(times(ratio)) : ratio.status(),
                    "ok".equals(line.verdict()) ? "" : line.verdict(),
                    perSpeed == null ? "" : new Table.Right(times(perSpeed)),
                    "ok".equals(line.perMachineSpeedVerdict()) ? "" : line.perMachineSpeedVerdict(),
                    String.join(", ", Stream.of(line.settled() || !ratio.hasValue() ? null : "not settled", line.busy())
                            .filter(Objects::nonNull).toList()));
        }
        text.append(cells.text());
        text.append("B/A: B's figure over A's, ± both error bars; slower or faster: the difference is outside them."
                + " Per machine speed: each figure divided by its row's machine-speed reading first.\n\n");
        List<Mean> means = means();
        if (means.isEmpty()) {
            text.append("no reasoner has a playout row settled in both runs: no mean\n");
        }
        for (Mean mean : means) {
            text.append(String.format(Locale.ROOT, "%s: B runs at %s× A (geometric mean over %s, settled rows)%n",
                    mean.reasoner(), Numbers.text(mean.ratio()), mean.games() + (mean.games() == 1 ? " game" : " games")));
        }
        text.append('\n');
        Table environments = new Table("environment", "A", "B", "");
        for (String[] field : environments()) {
            environments.add(field[0], field[1], field[2], Objects.equals(field[1], field[2]) ? "" : "differs");
        }
        text.append(environments.text());
        // the settings are too long for a column
        String settingsA = Page.settings(a.settings());
        String settingsB = Page.settings(b.settings());
        return text.append(settingsA.equals(settingsB) ? "settings of both: " + settingsA + "\n"
                : "settings of A: " + settingsA + "\nsettings of B: " + settingsB + "\n").toString();
    }

    /** The environments side by side: name, A's value, B's value; not the command lines, which tell no machine apart. */
    public List<String[]> environments() {
        Map<String, String> first = Page.environmentFields(a);
        Map<String, String> second = Page.environmentFields(b);
        List<String[]> fields = new ArrayList<>();
        first.forEach((name, value) -> {
            if (!name.equals("command")) {
                fields.add(new String[] {name, value, second.get(name)});
            }
        });
        return fields;
    }

    private static Object figure(Matrix.Cell cell) {
        if (!cell.hasValue()) {
            return cell.status();
        }
        Double error = cell.relativeError();
        return new Table.Right(Numbers.text(cell.value()) + (error == null ? "" : " ± " + Numbers.percent(error)));
    }

    private static String times(Matrix.Cell ratio) {
        Double error = ratio.relativeError();
        return Numbers.text(ratio.value()) + "×" + (error == null ? "" : " ± " + Numbers.percent(error));
    }
}
