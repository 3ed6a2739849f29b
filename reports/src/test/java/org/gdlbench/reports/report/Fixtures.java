package org.gdlbench.reports.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.PreparationRecord;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;

/** Result folders with known numbers, written as the harness writes them. */
final class Fixtures {
    static final Environment ENVIRONMENT = new Environment("2026-01-01T00:00:00Z", "standard", "bench",
            "Test CPU", 2, 8_000_000_000L, "Linux", "vendor", "17.0.1", "vm", List.of("-Xmx2g"), List.of(), "0.1.0",
            "abc123", false, "1.37", Map.of());
    static final RunResults.Settings SETTINGS = new RunResults.Settings("standard", 2, 10, 10, 1.0, 3,
            List.of("playout"), 1000, 3, List.of());
    /** The built-in reasoners' traits, as their factories declare them and the harness records them. */
    static final Map<String, ReasonerTraits> TRAITS = Map.ofEntries(
            traits("reference", "#E69F00", 0), traits("handwritten", "#4D4D4D", 1), traits("propnet", "#0072B2", 2),
            traits("topdown", "#DDCC77", 3), traits("forward", "#AA4499", 4), traits("instantiation", "#009E73", 5),
            traits("swi-assert", "prolog", "#117733", 6), traits("swi-threaded", "prolog", "#882255", 7),
            traits("gprolog-assert", "prolog", "#332288", 8), traits("gprolog-threaded", "prolog", "#56B4E9", 9),
            traits("prolog-assert", "prolog", "#CC79A7", 10), traits("prolog-threaded", "prolog", "#D55E00", 11));
    static final Palette PALETTE = Palette.of(TRAITS);

    private Fixtures() {
    }

    private static Map.Entry<String, ReasonerTraits> traits(String name, String colour, int order) {
        return traits(name, name, colour, order);
    }

    private static Map.Entry<String, ReasonerTraits> traits(String name, String family, String colour, int order) {
        return Map.entry(name, new ReasonerTraits(family, colour, order));
    }

    static ResultRow ok(String game, String reasoner, double figure, double error) {
        return new ResultRow(game, "h-" + game, reasoner, "playout", ResultRow.Status.OK, null, figure, error,
                "states/s", figure / 40, error / 40, "playouts/s", 40.0, 120.0 + figure / 1e4, 5.0, 1_000_000L, null,
                null, new PreparationRecord("", Map.of("ground", 40.0, "build", 25.0, "compile", 300.0),
                Map.of("groundAtoms", (long) (figure / 100)), List.of()));
    }

    static ResultRow refused(String game, String reasoner, String reason) {
        return new ResultRow(game, "h-" + game, reasoner, "playout", ResultRow.Status.UNSUPPORTED, reason, null, null,
                "states/s", null, null, "playouts/s", null, null, null, null, null, null, null);
    }

    /** The rows of a small standard run: three games, four reasoners, one refusal, one noisy row. */
    static List<ResultRow> standardRows() {
        return List.of(
                ok("tictactoe", "reference", 21_000, 400), ok("tictactoe", "propnet", 4_100_000, 90_000),
                ok("tictactoe", "handwritten", 52_000_000, 1_000_000), ok("tictactoe", "prolog-assert", 2_500, 600),
                ok("connectfour", "reference", 3_300, 50), ok("connectfour", "propnet", 1_200_000, 20_000),
                ok("connectfour", "handwritten", 51_000_000, 500_000), ok("connectfour", "prolog-assert", 410, 9),
                ok("hex", "reference", 900, 30), ok("hex", "propnet", 85_000, 2_000),
                refused("hex", "handwritten", "no hand-written machine for these rules"),
                ok("hex", "prolog-assert", 120, 3));
    }

    /** The rows of a quick run of two games and the eight registered reasoners, its figures as measured. */
    static List<ResultRow> quickRows() {
        List<ResultRow> rows = new java.util.ArrayList<>();
        double[][] figures = {{9_362, 55_706_173, 9_451_302, 307_960, 151, 87, 590_605, 403_459},
                {9_923, 32_674_982, 1_496_237, 90_532, 140, 77, 120_217, 286_512}};
        String[] games = {"tictactoe", "connectfour"};
        String[] reasoners = {"reference", "handwritten", "propnet", "instantiation", "prolog-assert", "prolog-threaded",
                "forward", "topdown"};
        for (int g = 0; g < games.length; g++) {
            for (int r = 0; r < reasoners.length; r++) {
                double figure = figures[g][r];
                ResultRow row = ok(games[g], reasoners[r], figure, figure * 1.37);
                rows.add(reasoners[r].startsWith("prolog") ? row.withUnsettled("the quick profile does not settle "
                        + reasoners[r]) : row);
            }
        }
        return rows;
    }

    /**
     * Writes {@code jmh.json} as JMH does: one benchmark per (game, reasoner) of the playout driver, the
     * {@code states} counter's rate per fork and iteration.
     */
    static void jmh(Path folder, Map<String, List<List<Double>>> statesByCell) throws Exception {
        StringBuilder json = new StringBuilder("[\n");
        for (Map.Entry<String, List<List<Double>>> cell : statesByCell.entrySet()) {
            String[] gameReasoner = cell.getKey().split(" · ");
            if (json.length() > 2) {
                json.append(",\n");
            }
            json.append("{\"jmhVersion\":\"1.37\",\"benchmark\":\"org.gdlbench.harness.bench.PlayoutBenchmark.playout\","
                    + "\"mode\":\"thrpt\",\"forks\":").append(cell.getValue().size())
                    .append(",\"params\":{\"game\":\"").append(gameReasoner[0]).append("\",\"reasoner\":\"")
                    .append(gameReasoner[1]).append("\"},\"primaryMetric\":{\"score\":1.0,\"scoreUnit\":\"ops/s\","
                    + "\"rawData\":[[1.0]]},\"secondaryMetrics\":{\"states\":{\"score\":1.0,\"scoreUnit\":\"ops/s\","
                    + "\"rawData\":").append(cell.getValue()).append("}}}");
        }
        Files.writeString(folder.resolve("jmh.json"), json.append("\n]\n").toString());
    }

    /** A result folder of {@code rows}, recording the traits of the built-in reasoners among them. */
    static Path folder(Path folder, List<ResultRow> rows) throws Exception {
        Map<String, ReasonerTraits> traits = new java.util.TreeMap<>();
        rows.forEach(row -> {
            String name = ReasonerSpecs.name(row.reasoner());
            if (TRAITS.containsKey(name)) {
                traits.put(name, TRAITS.get(name));
            }
        });
        return folder(folder, rows, traits);
    }

    /** A result folder of {@code rows} recording {@code traits}: none, as results written before they were recorded. */
    static Path folder(Path folder, List<ResultRow> rows, Map<String, ReasonerTraits> traits) throws Exception {
        Files.createDirectories(folder.resolve("games"));
        for (String game : rows.stream().map(ResultRow::game).distinct().toList()) {
            Files.writeString(folder.resolve("games").resolve(game + ".kif"), "(role x)\n(role o)\n".repeat(game.length()));
        }
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, null, traits, rows));
        return folder;
    }
}
