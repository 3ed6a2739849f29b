package org.gdlbench.reports.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.PreparationRecord;
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

    private Fixtures() {
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

    static Path folder(Path folder, List<ResultRow> rows) throws Exception {
        Files.createDirectories(folder.resolve("games"));
        for (String game : rows.stream().map(ResultRow::game).distinct().toList()) {
            Files.writeString(folder.resolve("games").resolve(game + ".kif"), "(role x)\n(role o)\n".repeat(game.length()));
        }
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, rows));
        return folder;
    }
}
