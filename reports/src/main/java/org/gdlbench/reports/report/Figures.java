package org.gdlbench.reports.report;

import java.awt.Paint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.HeatMap;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.charts.SmallMultiples;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * The figures of one set of result rows, each only when the rows hold its data: speed (a panel
 * per game), relative speed (bars and heat map), preparation (time, phases, memory), the
 * hand-written ceiling, the Prolog systems and encodings, body orderings, scaling with game
 * size, batched playouts apart, the rate over the measured iterations, and the mc and mm drivers.
 */
public final class Figures {
    static final String PLAYOUT = "playout";
    static final String HANDWRITTEN = "handwritten";
    private Figures() {
    }

    /** The figures, in the order the page shows them, without the rates of single iterations. */
    public static List<Figure> of(List<ResultRow> rows, Map<String, Integer> rules, Palette palette) {
        return of(rows, rules, Map.of(), palette);
    }

    /**
     * The figures, in the order the page shows them.
     *
     * @param iterations each row's rate per measured iteration, fork by fork, by {@link Run#key}
     * @param palette the reasoners' colours and order
     */
    public static List<Figure> of(List<ResultRow> rows, Map<String, Integer> rules,
                                  Map<String, List<List<Double>>> iterations, Palette palette) {
        Function<String, Paint> colour = palette::reasoner;
        List<Figure> figures = new ArrayList<>();
        List<ResultRow> playouts = Cells.driver(rows, PLAYOUT);
        if (!playouts.isEmpty()) {
            Matrix speed = speed(playouts, palette);
            String speedTitle = "States per second, single random playouts";
            // one panel per game reads better than groups of bars, until the panels grow too many
            boolean panels = speed.rows().size() <= SmallMultiples.MAX_PANELS;
            figures.add(new Figure("speed", speedTitle, (panels
                    ? "One panel per game: each reasoner's states per second in seeded random playouts, on the game's own "
                    + "axis (log where its figures span more than a factor of ten). "
                    : "Each reasoner's states per second in seeded random playouts, per game; log axis where the figures "
                    + "span more than a factor of ten. ") + "Error bars: half the 99.9% confidence interval.",
                    speed, panels ? SmallMultiples.bars(speedTitle, speed, "states/s", colour)
                    : Charts.bars(speedTitle, speed, "states/s", colour, null)));
            Matrix relative = Cells.relativeToBest(speed);
            figures.add(new Figure("relative", "Speed relative to the fastest reasoner per game",
                    "Each reasoner's states per second in single playouts divided by the fastest reasoner's on the same "
                    + "game (1 = fastest); batched playouts are not ranked with them.",
                    relative, Charts.bars("Speed relative to the fastest per game", relative,
                    "fraction of the fastest reasoner's states/s", colour, 1.0)));
            figures.add(new Figure("relative-heatmap", "Relative speed, game × reasoner",
                    "The same ratios as a grid: darker is slower; cells without a figure name their status.",
                    relative, HeatMap.draw("Relative speed (1 = fastest on the game)", relative, "relative")));
            addIfValues(figures, ceiling(speed, colour));
            addIfValues(figures, PrologFigure.of(speed, palette));
            addIfValues(figures, ordering(playouts));
            figures.addAll(scaling(speed, playouts, rules, colour));
        }
        addIfValues(figures, BatchFigure.of(rows, palette));
        addIfValues(figures, IterationFigure.of(rows, iterations));
        figures.addAll(preparation(rows.stream().filter(row -> PLAYOUT.equals(row.driver()) || playouts.isEmpty()).toList(),
                palette));
        for (String driver : List.of("mc", "mm")) {
            List<ResultRow> driven = Cells.driver(rows, driver);
            if (!driven.isEmpty()) {
                Matrix nodes = Cells.matrix(driven, "nodes/s", ResultRow::figure, ResultRow::error,
                        palette.reasonerOrder());
                String what = driver.equals("mc") ? "Monte-Carlo simulations" : "iterative-deepening minimax";
                String title = "Nodes per second, " + what;
                addIfValues(figures, new Figure(driver, title, "Nodes per second of the " + what
                        + " driver from the positions of recorded matches.", nodes,
                        Charts.bars(title, nodes, "nodes/s", colour, null)));
            }
        }
        return figures;
    }

    /** States/s of playout rows, game × reasoner, the reasoners in the palette's order. */
    static Matrix speed(List<ResultRow> playouts, Palette palette) {
        return Cells.matrix(playouts, "states/s", ResultRow::figure, ResultRow::error, palette.reasonerOrder());
    }

    private static void addIfValues(List<Figure> figures, Figure figure) {
        if (figure != null && figure.table().hasValues()) {
            figures.add(figure);
        }
    }

    /** Each reasoner's speed over the hand-written machine's, on the games that have one. */
    private static Figure ceiling(Matrix speed, Function<String, Paint> colour) {
        if (!speed.columns().contains(HANDWRITTEN)) {
            return null;
        }
        Matrix ceiling = new Matrix("game", "reasoner", "fraction of the hand-written machine's states/s");
        for (String game : speed.rows()) {
            Matrix.Cell machine = speed.cell(game, HANDWRITTEN);
            if (machine == null || !machine.ranked()) {
                continue;
            }
            for (String reasoner : speed.columns()) {
                Matrix.Cell cell = speed.cell(game, reasoner);
                if (!reasoner.equals(HANDWRITTEN) && cell != null) {
                    ceiling.put(game, reasoner, Cells.ratio(Cells.rankable(cell), machine));
                }
            }
        }
        String title = "Fraction of the hand-written machine's speed";
        return new Figure("ceiling", title, "Each GDL reasoner's states per second divided by the hand-written "
                + "bit-board machine's on the same game: how close it comes to the practical ceiling.", ceiling,
                Charts.bars(title, ceiling, "fraction of the hand-written machine's states/s", colour, 1.0));
    }

    /** States/s under each body ordering, for reasoner specs with an {@code ordering} option. */
    private static Figure ordering(List<ResultRow> playouts) {
        Matrix matrix = new Matrix("game · reasoner", "ordering", "states/s");
        List<ResultRow> rows = new ArrayList<>(playouts);
        rows.sort(java.util.Comparator.comparing(ResultRow::game));
        Map<String, Map<String, Matrix.Cell>> lines = new TreeMap<>();
        Set<String> orderings = new LinkedHashSet<>(List.of("worst", "original", "safe", "best"));
        Set<String> seen = new LinkedHashSet<>();
        for (ResultRow row : rows) {
            Map<String, String> options = ReasonerSpecs.options(row.reasoner());
            String ordering = options.remove("ordering");
            if (ordering == null) {
                continue;
            }
            String base = ReasonerSpecs.spec(ReasonerSpecs.name(row.reasoner()), options);
            lines.computeIfAbsent(row.game() + " · " + base, key -> new LinkedHashMap<>())
                    .put(ordering, Cells.cell(row, ResultRow::figure, ResultRow::error));
            seen.add(ordering);
            orderings.add(ordering);
        }
        if (lines.isEmpty()) {
            return null;
        }
        orderings.retainAll(seen);
        for (Map.Entry<String, Map<String, Matrix.Cell>> line : lines.entrySet()) {
            for (String ordering : orderings) {
                Matrix.Cell cell = line.getValue().get(ordering);
                matrix.put(line.getKey(), ordering, cell != null ? cell : Matrix.Cell.missing("not run", null));
            }
        }
        String title = "States per second by body ordering";
        return new Figure("ordering", title, "States per second of each reasoner with an ordering option, under "
                + "the worst, original and best body orderings (and any other measured).", matrix,
                Charts.bars(title, matrix, "states/s", Palette::ordering, null));
    }

    /** States/s against the number of rules, and against ground atoms where a reasoner recorded them. */
    private static List<Figure> scaling(Matrix speed, List<ResultRow> playouts, Map<String, Integer> rules,
                                        Function<String, Paint> colour) {
        Map<String, Double> ruleCounts = new TreeMap<>();
        rules.forEach((game, count) -> ruleCounts.put(game, count.doubleValue()));
        Map<String, Double> atoms = new TreeMap<>();
        for (ResultRow row : playouts) {
            if (row.preparation() != null && row.preparation().sizes().get("groundAtoms") != null) {
                atoms.putIfAbsent(row.game(), row.preparation().sizes().get("groundAtoms").doubleValue());
            }
        }
        Matrix table = new Matrix("game", "measure", "states/s; rules; ground atoms");
        for (String game : speed.rows()) {
            table.put(game, "rules", ruleCounts.containsKey(game) ? Matrix.Cell.of(ruleCounts.get(game), null)
                    : Matrix.Cell.missing("unknown", null));
            table.put(game, "ground atoms", atoms.containsKey(game) ? Matrix.Cell.of(atoms.get(game), null)
                    : Matrix.Cell.missing("unknown", null));
            for (String reasoner : speed.columns()) {
                Matrix.Cell cell = speed.cell(game, reasoner);
                if (cell != null) {
                    table.put(game, reasoner, cell);
                }
            }
        }
        List<Figure> figures = new ArrayList<>();
        // a scatter needs points: two games with a size and a figure (a run where every cell failed has none)
        if (plotted(speed, ruleCounts) >= 2) {
            String title = "States per second against the number of rules";
            figures.add(new Figure("scaling-rules", title, "Each point is one game: its rules (facts included) "
                    + "against a reasoner's states per second; log–log. The game's name stands above its points.", table,
                    Charts.scatter(title, speed, ruleCounts, "rules (facts included)", "states/s", colour)));
        }
        if (plotted(speed, atoms) >= 2) {
            String title = "States per second against ground atoms";
            figures.add(new Figure("scaling-atoms", title, "Each point is one game: the ground atoms of its "
                    + "instantiated rules (as a grounding reasoner recorded them) against a reasoner's states per "
                    + "second; log–log. The game's name stands above its points.", table,
                    Charts.scatter(title, speed, atoms, "ground atoms", "states/s", colour)));
        }
        return figures;
    }

    /** How many games have a size and at least one figure to plot against it. */
    private static long plotted(Matrix speed, Map<String, Double> sizes) {
        return speed.rows().stream().filter(game -> sizes.containsKey(game) && speed.columns().stream()
                .map(reasoner -> speed.cell(game, reasoner)).anyMatch(cell -> cell != null && cell.hasValue()
                        && cell.value() > 0)).count();
    }

    /** Preparation time, the share of each phase, and the heap the prepared reasoner holds. */
    private static List<Figure> preparation(List<ResultRow> rows, Palette palette) {
        Function<String, Paint> colour = palette::reasoner;
        List<Figure> figures = new ArrayList<>();
        Matrix time = Cells.matrix(rows, "ms", ResultRow::preparationMs, ResultRow::preparationErrorMs,
                palette.reasonerOrder());
        String title = "Preparation time";
        addIfValues(figures, new Figure("preparation", title, "Time from parsing the rules to a reasoner ready to "
                + "play, single shot in fresh JVMs; log axis.", time,
                Charts.bars(title, time, "preparation time (ms)", colour, null)));
        Matrix phases = new Matrix("game · reasoner", "phase", "share of the recorded phases' time (ms)");
        for (ResultRow row : rows) {
            // a reasoner recording a single phase would show one full bar: nothing to compare
            if (row.preparation() != null && row.preparation().phasesMs().size() > 1) {
                String line = row.game() + " · " + row.reasoner();
                row.preparation().phasesMs().forEach((phase, ms) -> phases.put(line, phase,
                        ms == null ? Matrix.Cell.missing("not recorded", null) : Matrix.Cell.of(ms, null)));
            }
        }
        if (phases.hasValues()) {
            String phaseTitle = "Preparation by phase";
            figures.add(new Figure("preparation-phases", phaseTitle, "Each phase's share of the preparation time "
                    + "the reasoner recorded (its own clock, in the harness's JVM); the table gives milliseconds.",
                    phases, Charts.shares(phaseTitle, phases, "share of the recorded preparation time")));
        }
        Matrix memory = Cells.matrix(rows, "bytes",
                row -> row.memoryBytes() == null ? null : row.memoryBytes().doubleValue(), row -> null,
                palette.reasonerOrder());
        String memoryTitle = "Memory held by the prepared reasoner";
        addIfValues(figures, new Figure("memory", memoryTitle, "Heap held by the prepared reasoner (used heap after "
                + "GC, after minus before preparing); approximate, missing where too small to tell from noise.", memory,
                Charts.bars(memoryTitle, memory, "heap held (bytes)", colour, null)));
        return figures;
    }
}
