package org.gdlbench.harness.cli;

import static org.gdlbench.harness.cli.EngineCommandTest.engine;
import static org.gdlbench.harness.cli.EngineCommandTest.running;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench} on engine processes: the engine's own counted playouts, measured outside JMH with
 * the profile's warm-up and rounds, and an engine that crashes, hangs or answers garbage while
 * measured is a failed row with the reason, and no process is left.
 */
class EngineBenchTest {
    /** One warm-up round and three measured ones of 0.2 s, unsettled: enough for an error bar. */
    private static final List<String> TINY = List.of("bench", "--profile", "quick", "--warmup-iterations", "1",
            "--iterations", "3", "--iteration-time", "0.2", "--settle-cap", "0", "--verify-playouts", "1");

    @TempDir
    Path folder;

    private static Cli bench(String... args) {
        List<String> all = new java.util.ArrayList<>(TINY);
        all.addAll(List.of(args));
        return Cli.run(all.toArray(String[]::new));
    }

    @Test
    void theReferenceEnginesOwnPlayoutsAreMeasuredOutsideJmh() throws Exception {
        Path out = folder.resolve("run");
        // a fault that never strikes: a mark on the command line to find the process by
        Cli cli = bench("--engine", engine("ref-bench", "--fault", "none", "--step", "99"), "--reasoners", "ref-bench", "--games", "tictactoe",
                "--driver", "playout,mc", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        Map<String, ResultRow> rows = rows(out);
        ResultRow playout = rows.get("ref-bench playout");
        assertEquals(Status.OK, playout.status(), playout.toString());
        assertTrue(playout.outsideJmh(), playout.toString());
        assertTrue(playout.reason().contains("measured outside JMH"), playout.toString());
        assertTrue(playout.figure() > 0 && playout.rate() > 0, playout.toString());
        // every playout of tic-tac-toe takes 5 to 9 joint moves
        assertTrue(playout.depth() >= 5 && playout.depth() <= 9, playout.toString());
        assertEquals(playout.rate() * playout.depth(), playout.figure(), playout.figure() * 0.05, playout.toString());
        assertNotNull(playout.error(), "three measured rounds give an error bar");
        assertTrue(playout.preparationMs() > 0, playout.toString());
        assertEquals(Status.UNSUPPORTED, rows.get("ref-bench mc").status());
        if (Files.isReadable(Path.of("/proc/stat"))) {
            assertNotNull(playout.coreLoad(), "on Linux the engine's row says what else ran on its cores");
        }
        // "ok (busy 40%): ..." when other work shared the cores, "ok (trend +20%): ..." when the
        // engine's rounds still rose or fell, as a JMH row's would be flagged
        assertTrue(Pattern.compile("ok( \\((busy \\d+%|trend [+-]\\d+%)(, [^)]*)?\\))?: measured outside JMH")
                .matcher(cli.out()).find(), cli.toString());
        assertTrue(Files.readString(out.resolve("results.json")).contains("\"measuredOutsideJmh\" : true"));
        Map<String, String> csv = firstCsvRow(out);
        assertEquals("true", csv.get("measured_outside_jmh"), csv.toString());
        // the engine's rounds are judged for a trend as JMH's iterations are: empty when they have none
        assertEquals(playout.trend() == null, csv.get("trend").isEmpty(), "the trend as the row has it: " + csv);
        assertEquals("", csv.get("machine_speed"), "nor machine-speed readings: " + csv);
        assertTrue(Files.readString(out.resolve("report/index.html")).contains("<strong>Measured outside JMH:</strong>"
                + " ref-bench is an engine process"));
        assertFalse(running("--step 99"), "the engine is stopped after its cell");
    }

    @Test
    void aCrashAHangAndGarbageWhileMeasuredAreFailedRowsWithTheReason() throws Exception {
        Path out = folder.resolve("broken");
        long start = System.nanoTime();
        Cli cli = bench("--engine", engine("crashes", "--fault", "crash", "--step", "0"),
                "--engine", engine("hangs", "--fault", "hang", "--step", "0"),
                "--engine", engine("garbles", "--fault", "garbage", "--step", "0"),
                "--reasoners", "crashes,hangs:timeout=1,garbles", "--games", "tictactoe", "--out", out.toString(),
                "--no-report");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        Map<String, ResultRow> rows = rows(out);
        assertFailed(rows.get("crashes playout"), "engine crashes failed: it exited at 'playouts 200 ");
        assertFailed(rows.get("hangs:timeout=1 playout"), "engine hangs failed: no answer within 1.2 s to 'playouts 200 ");
        assertFailed(rows.get("garbles playout"), "engine garbles failed: it answered '%%% ((' to 'playouts 200 ");
        assertTrue(seconds < 60, "took " + seconds + " s");
        assertFalse(running("--step 0"), "no broken engine is left running");
    }

    /** Two processes at once, each with its own playouts request of a round: their states summed. */
    @Test
    void anEngineIsMeasuredWithTwoProcessesAtOnce() throws Exception {
        Path out = folder.resolve("threads");
        Cli cli = bench("--engine", engine("ref-two", "--fault", "none", "--step", "98"), "--reasoners", "ref-two",
                "--games", "tictactoe", "--threads", "2", "--out", out.toString(), "--no-report");
        assertEquals(0, cli.status(), cli.toString());
        ResultRow playout = rows(out).get("ref-two playout");
        assertEquals(Status.OK, playout.status(), playout.toString());
        assertEquals(2, playout.threads(), playout.toString());
        assertTrue(playout.outsideJmh() && playout.reason().contains("measured outside JMH"), playout.toString());
        assertTrue(playout.figure() > 0 && playout.rate() > 0, playout.toString());
        assertTrue(playout.depth() >= 5 && playout.depth() <= 9, playout.toString());
        assertEquals(playout.rate() * playout.depth(), playout.figure(), playout.figure() * 0.05, playout.toString());
        assertTrue(playout.preparationMs() > 0, playout.toString());
        assertFalse(running("--step 98"), "both processes are stopped after the cell");
    }

    /** One of two processes hanging is the cell's one failed row, and neither process is left. */
    @Test
    void aFailingProcessAtTwoThreadsIsOneFailedRowAndNothingIsLeftRunning() throws Exception {
        Path out = folder.resolve("threads-broken");
        Cli cli = bench("--engine", engine("hangs-two", "--fault", "hang", "--step", "0"),
                "--reasoners", "hangs-two:timeout=1", "--games", "tictactoe", "--threads", "2", "--out", out.toString(),
                "--no-report");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(2, rows.get(0).threads(), rows.toString());
        assertFailed(rows.get(0), "engine hangs-two failed: no answer within 1.2 s to 'playouts 200 ");
        assertFalse(running("--step 0"), "no hung process is left running");
    }

    private static void assertFailed(ResultRow row, String reason) {
        assertEquals(Status.FAILED, row.status(), row.toString());
        assertTrue(row.reason().startsWith(reason), row.reason());
        assertNull(row.figure());
    }

    private static Map<String, String> firstCsvRow(Path out) throws java.io.IOException {
        CsvMapper mapper = new CsvMapper();
        try (MappingIterator<Map<String, String>> rows = mapper.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(out.resolve("results.csv").toFile())) {
            return rows.next();
        }
    }

    private static Map<String, ResultRow> rows(Path out) {
        Map<String, ResultRow> rows = new HashMap<>();
        for (ResultRow row : ResultFiles.read(out).rows()) {
            rows.put(row.reasoner() + " " + row.driver(), row);
        }
        return rows;
    }
}
