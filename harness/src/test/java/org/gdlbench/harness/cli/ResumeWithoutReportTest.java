package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.reports.results.ResultFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run made with {@code --no-report}, stopped midway and resumed, measures the cells to go and
 * still writes no report: the option is kept with the run. Its cells are refused by the reasoner,
 * so that nothing is measured by JMH; the stop is made by taking the last finished cell out of the
 * folder's log, as a run stopped before finishing it would have left it ({@link ResumeAndShardTest}
 * stops a real run).
 */
class ResumeWithoutReportTest {

    @Test
    void aRunWithoutReportStoppedMidwayAndResumedStillWritesNone(@TempDir Path folder) throws Exception {
        Path out = folder.resolve("run");
        Cli first = Cli.run("bench", "--profile", "quick", "--no-report", "--games", "tictactoe,connectfour",
                "--reasoners", "faulty:fault=refuse", "--plain", "--out", out.toString());
        assertEquals(0, first.status(), first.toString());
        Path log = out.resolve("cells.jsonl");
        List<String> cells = Files.readAllLines(log);
        assertEquals(2, cells.size(), "a line per cell: " + cells);
        Files.write(log, cells.subList(0, 1));

        Cli resumed = Cli.run("bench", "--resume", out.toString(), "--plain");
        assertEquals(0, resumed.status(), resumed.toString());
        assertTrue(resumed.out().contains("resuming " + out + ": 1 cell to go"), resumed.toString());
        assertEquals(2, Files.readAllLines(log).size(), "the cell to go was measured: " + resumed);
        assertEquals(2, ResultFiles.read(out).rows().stream().map(row -> row.game() + " " + row.reasoner()).distinct()
                .count(), "results.json holds both cells: " + resumed);
        assertFalse(Files.exists(out.resolve("report")), "the run was made with --no-report: " + resumed);
    }
}
