package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * Published random-playout rates of other engines, read from gdl-perf result files
 * ({@code gameKey;engine;version;successful;errorMessage;ms;numStateChanges;numRollouts} per line)
 * or the collected {@code gdl-perf-rates.csv} ({@code game,engine,version,states_per_s,...}).
 * They were measured on other machines, so the report never puts them in our bars: it shows each
 * engine's speed as a ratio to ggp-base's prover measured beside it, and ours as a ratio to the same
 * prover where the run measured it through the {@code ggp-base} adapter, else to our reference
 * (the two sides then drawn apart, the page saying they do not compare as measured).
 */
final class Imports {
    /** The published engine every imported figure is divided by. */
    static final String THEIR_BASE = "GGP_BASE_PROVER";
    static final String OUR_BASE = ResultRow.REFERENCE_REASONER;
    /** ggp-base's prover: {@link #THEIR_BASE} itself, measured here through the {@code ggp-base} adapter. */
    static final String GGP_BASE_PROVER_CLASS = "org.ggp.base.util.statemachine.implementation.prover.ProverStateMachine";
    private static final String GDL_PERF_FORMAT = "gameKey;engine;version;successful;errorMessage;ms;numStateChanges;numRollouts";

    /** One published figure; {@code game} is the name in the key {@code REPO/name/hash}, as written. */
    record Rate(String game, String engine, String version, double statesPerSecond, String machine, String source) {
    }

    /** The imported figure (null when no game matches) and the page section around it. */
    record Section(Figure figure, String html) {
    }

    private Imports() {
    }

    static List<Rate> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ReportException(file + ": cannot read the import file (" + e.getMessage() + ")");
        }
        List<Rate> rates = new ArrayList<>();
        boolean csv = !lines.isEmpty() && lines.get(0).startsWith("game,engine,version,states_per_s");
        for (int i = csv ? 1 : 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            Rate rate = csv ? csvLine(file, i + 1, line) : gdlPerfLine(file, i + 1, line);
            if (rate != null) {
                rates.add(rate);
            }
        }
        if (rates.isEmpty()) {
            throw new ReportException(file + ": no published figures in it (expected lines " + GDL_PERF_FORMAT + ")");
        }
        return rates;
    }

    private static Rate gdlPerfLine(Path file, int number, String line) {
        String[] fields = line.split(";", -1);
        if (fields.length < 8) {
            throw malformed(file, number, "has " + fields.length + " fields");
        }
        int n = fields.length;
        String successful = fields[3].trim();
        if (!successful.equals("true") && !successful.equals("false")) {
            throw malformed(file, number, "successful is '" + successful + "', not true or false");
        }
        double ms = number(file, number, "ms", fields[n - 3]);
        double states = number(file, number, "numStateChanges", fields[n - 2]);
        if (successful.equals("false") || ms <= 0) {
            return null; // a failed or empty run gives no rate
        }
        return new Rate(gameName(fields[0]), fields[1].trim(), fields[2].trim(), states / ms * 1000,
                "gdl-perf result file", file.getFileName().toString());
    }

    private static Rate csvLine(Path file, int number, String line) {
        String[] fields = line.split(",", -1);
        if (fields.length < 7) {
            throw malformed(file, number, "has " + fields.length + " columns, not the 7 of game,engine,version,"
                    + "states_per_s,playouts_per_s,machine,source");
        }
        return new Rate(gameName(fields[0]), fields[1].trim(), fields[2].trim(),
                number(file, number, "states_per_s", fields[3]), fields[5].trim(), fields[6].trim());
    }

    private static double number(Path file, int line, String field, String text) {
        try {
            double value = Double.parseDouble(text.trim());
            if (!Double.isFinite(value) || value < 0) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw malformed(file, line, field + " is '" + text.trim() + "', not a number");
        }
    }

    private static ReportException malformed(Path file, int line, String what) {
        return new ReportException(file + ":" + line + ": malformed line: " + what + " (expected " + GDL_PERF_FORMAT
                + ", or the columns of gdl-perf-rates.csv)");
    }

    /** {@code BASE/ticTacToe/abc} → {@code ticTacToe}. */
    static String gameName(String key) {
        String[] parts = key.trim().split("/");
        return parts.length >= 2 ? parts[1] : parts[0];
    }

    /**
     * Which published game stands for each of ours: the one with the same rules (by hash) where
     * known, else the one of the same name ignoring case. Values say how: "by content" or "by name".
     */
    static Map<String, String[]> match(Set<String> published, List<String> ours, Map<String, String> ourHashes,
                                       java.util.function.Function<String, String> publishedRules) {
        Map<String, String[]> matches = new LinkedHashMap<>();
        Map<String, String> byHash = new java.util.HashMap<>();
        for (String name : published) {
            String hash = publishedRules.apply(name);
            if (hash != null) {
                byHash.putIfAbsent(hash, name);
            }
        }
        for (String game : ours) {
            String same = ourHashes.get(game) == null ? null : byHash.get(ourHashes.get(game));
            if (same != null) {
                matches.put(game, new String[] {same, "by content"});
                continue;
            }
            for (String name : published) {
                if (name.equalsIgnoreCase(game)) {
                    String hash = publishedRules.apply(name);
                    matches.put(game, new String[] {name, hash == null ? "by name (their rules not at hand)"
                            : "by name (the rules differ)"});
                    break;
                }
            }
        }
        return matches;
    }

    /**
     * Our column that runs the published baseline itself (ggp-base's prover through the {@code ggp-base}
     * adapter) with a figure on one of {@code games}, or null: then both sides divide by the same engine.
     */
    static String commonBaseline(Matrix ours, List<String> games) {
        for (String column : ours.columns()) {
            if (ReasonerSpecs.name(column).equals("ggp-base")
                    && GGP_BASE_PROVER_CLASS.equals(ReasonerSpecs.options(column).get("machine"))
                    && games.stream().anyMatch(game -> ours.cell(game, column) != null
                    && ours.cell(game, column).hasValue())) {
                return column;
            }
        }
        return null;
    }

    static Section section(List<Rate> rates, Matrix ours, Map<String, String> ourHashes,
                           java.util.function.Function<String, String> publishedRules, List<Path> files) {
        // game -> machine -> engine: a published engine is only ever divided by the baseline of its own machine
        Map<String, Map<String, Map<String, Rate>>> byGame = new TreeMap<>();
        Set<String> machines = new LinkedHashSet<>();
        for (Rate rate : rates) {
            byGame.computeIfAbsent(rate.game(), key -> new LinkedHashMap<>())
                    .computeIfAbsent(rate.machine(), key -> new LinkedHashMap<>()).putIfAbsent(rate.engine(), rate);
            machines.add(rate.machine());
        }
        Map<String, String[]> matches = ours == null ? Map.of()
                : match(byGame.keySet(), ours.rows(), ourHashes, publishedRules);
        String common = ours == null ? null : commonBaseline(ours, new ArrayList<>(matches.keySet()));
        String ourBase = common != null ? common : OUR_BASE;
        String ourBaseName = common != null ? THEIR_BASE + " run here" : OUR_BASE;
        Matrix table = new Matrix("game (matched by name)", "engine", common != null
                ? "states/s ratio to " + THEIR_BASE + " on the same machine"
                : "states/s ratio: published to " + THEIR_BASE + ", ours to " + OUR_BASE + " (no common baseline)");
        List<String> matched = new ArrayList<>();
        if (ours != null) {
            for (String game : ours.rows()) {
                Map<String, Map<String, Rate>> published = matches.containsKey(game) ? byGame.get(matches.get(game)[0]) : null;
                Matrix.Cell base = ours.cell(game, ourBase);
                if (published == null || base == null || !base.hasValue()) {
                    continue;
                }
                boolean any = false;
                for (Map.Entry<String, Map<String, Rate>> machine : published.entrySet()) {
                    Rate theirBase = machine.getValue().get(THEIR_BASE);
                    if (theirBase == null || theirBase.statesPerSecond() <= 0) {
                        continue;
                    }
                    for (Rate rate : machine.getValue().values()) {
                        if (!rate.engine().equals(THEIR_BASE)) {
                            String column = "published: " + rate.engine() + (machines.size() > 1 ? " @" + machine.getKey().replace(" (unspecified)", "") : "");
                            table.put(game, column, Matrix.Cell.of(rate.statesPerSecond() / theirBase.statesPerSecond(), null));
                            any = true;
                        }
                    }
                }
                if (!any) {
                    continue;
                }
                matched.add(game + " ← " + matches.get(game)[0] + " " + matches.get(game)[1]);
                for (String reasoner : ours.columns()) {
                    Matrix.Cell cell = ours.cell(game, reasoner);
                    if (!reasoner.equals(ourBase) && cell != null) {
                        table.put(game, "ours: " + reasoner, Cells.ratio(cell, base));
                    }
                }
            }
        }
        StringBuilder html = new StringBuilder("<div class=\"imported\">\n<h2 id=\"imported-figures\">Imported "
                + "published figures</h2>\n<p>Read from ");
        html.append(escape(String.join(", ", files.stream().map(Path::toString).toList()))).append(": ")
                .append(rates.size()).append(" published rates of ").append(byGame.size()).append(" games, measured on ")
                .append(escape(String.join(", ", machines))).append(" — other machines than ours, so they are never "
                        + "drawn as our bars. Both sides are shown only as ratios to a baseline measured on the same "
                        + "machine: ");
        if (common != null) {
            html.append("the common baseline ").append(THEIR_BASE).append(", ggp-base's prover, which this run measured "
                    + "too (<code>").append(escape(common)).append("</code>, through the ggp-base adapter, whose "
                    + "conversions add a little to its time).");
        } else {
            html.append("a published engine's states/s over ").append(THEIR_BASE).append(", ours over our <code>")
                    .append(OUR_BASE).append("</code> reasoner. These are two different provers, so the two sides are "
                            + "drawn apart and do not compare as measured. For a common baseline, add ggp-base's prover "
                            + "to the run: <code>--reasoners ...,ggp-base:machine=").append(GGP_BASE_PROVER_CLASS)
                    .append(",jars=DIR</code> (docs/GGP-BASE.md).");
        }
        html.append(" A published game stands for one of ours by content where their rules hash the same, else by name: ")
                .append(matched.isEmpty() ? "none matched." : escape(String.join(", ", matched)) + ".")
                .append("</p>\n</div>\n");
        if (matched.isEmpty()) {
            return new Section(null, html.toString());
        }
        // published engines first, then ours, each side from its fastest: the sides never interleave
        Map<String, Double> means = new LinkedHashMap<>();
        for (String side : List.of("published: ", "ours: ")) {
            Map<String, Double> sideMeans = new LinkedHashMap<>();
            for (String column : table.columns()) {
                Double mean = Cells.geometricMean(table, column);
                if (column.startsWith(side) && mean != null) {
                    sideMeans.put(column.startsWith("ours: ") ? column.substring(6) + " (ours)" : column.substring(11), mean);
                }
            }
            sideMeans.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                    .forEach(entry -> means.put(entry.getKey(), entry.getValue()));
        }
        String title = common != null ? "Published engines and ours over " + THEIR_BASE + " on each machine"
                : "Published engines over " + THEIR_BASE + ", ours over " + OUR_BASE;
        java.awt.Paint published = Palette.series(4);
        java.awt.Paint ourColour = Palette.series(0);
        Map<String, java.awt.Paint> legend = new LinkedHashMap<>();
        legend.put("published (gdl-perf, other machine) ÷ " + THEIR_BASE, published);
        legend.put("ours (this machine) ÷ " + ourBaseName, ourColour);
        Figure figure = new Figure("imported", title, "Geometric mean over the " + matched.size() + " matched games "
                + "of each engine's states/s over " + (common != null ? "the common baseline " + THEIR_BASE
                + ", measured on each side's machine" : "its side's baseline (" + THEIR_BASE + " for the published "
                + "engines, " + OUR_BASE + " for ours: no common baseline, so the sides do not compare as measured)")
                + "; the table under it gives each game.",
                table, Charts.rankedBars(title, means, common != null ? "ratio to " + THEIR_BASE + " (geometric mean)"
                        : "ratio to the side's baseline (geometric mean)",
                label -> label.endsWith(" (ours)") ? ourColour : published, legend, 1.0));
        return new Section(figure, html.toString());
    }
}
