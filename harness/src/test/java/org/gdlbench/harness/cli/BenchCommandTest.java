package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.BenchOptions;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.bench.ResultFolderTakenException;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** End to end through JMH with forked JVMs, at the smallest sizes: what a run writes and how it ends. */
class BenchCommandTest {
    /** The shortest measurement JMH allows us, unsettled; figures are meaningless, the plumbing is not. */
    private static final List<String> TINY = List.of("--profile", "quick", "--warmup-iterations", "0", "--iterations", "1",
            "--iteration-time", "0.2", "--settle-cap", "0");

    @TempDir
    Path folder;

    private static Cli bench(String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("bench"));
        all.addAll(TINY);
        all.addAll(List.of(args));
        return Cli.run(all.toArray(String[]::new));
    }

    @Test
    void measuresAllDriversAndRecordsRefusalsWrongAnswersAndFailures() throws Exception {
        Path out = folder.resolve("run");
        Instant before = Instant.now();
        Cli cli = bench("--games", "tictactoe", "--driver", "playout,mc,mm", "--node-budget", "50", "--verify-playouts", "1",
                "--out", out.toString(),
                "--reasoners", "reference,faulty:fault=refuse,faulty:fault=drop-move,step=1");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("results: " + out.toAbsolutePath()), cli.toString());

        RunResults results = ResultFiles.read(out);
        assertEquals(RunResults.SCHEMA_VERSION, results.schemaVersion());
        Map<String, ResultRow> rows = new HashMap<>();
        for (ResultRow row : results.rows()) {
            rows.put(row.reasoner() + " " + row.driver(), row);
        }
        assertEquals(9, rows.size());
        for (String driver : List.of("playout", "mc", "mm")) {
            ResultRow measured = rows.get("reference " + driver);
            assertEquals(Status.OK, measured.status(), measured.toString());
            assertTrue(measured.figure() > 0 && measured.rate() > 0 && measured.depth() > 0, measured.toString());
            assertEquals(1.0, measured.relative());
            assertTrue(measured.preparationMs() > 0, measured.toString());
            assertEquals(Status.UNSUPPORTED, rows.get("faulty:fault=refuse " + driver).status());
            assertEquals("refuses every game on request", rows.get("faulty:fault=refuse " + driver).reason());
            ResultRow wrong = rows.get("faulty:fault=drop-move,step=1 " + driver);
            assertEquals(Status.DISAGREES, wrong.status());
            assertTrue(wrong.reason().startsWith("DISAGREES at seed 1 step 1"), wrong.reason());
        }
        assertEquals("nodes/s", rows.get("reference mm").unit());
        assertEquals("states/s", rows.get("reference playout").unit());
        assertTrue(rows.get("reference mm").depth() >= 1, "a 50-node search of tic-tac-toe gets past depth 1");

        assertEquals("quick", results.environment().profile());
        Instant date = Instant.parse(results.environment().date());
        // The run's start, to the second: the run itself takes many seconds.
        assertFalse(date.isBefore(before.truncatedTo(ChronoUnit.SECONDS)) || date.isAfter(before.plusSeconds(1)),
                date + " is not when the run began, " + before);
        assertEquals(Runtime.getRuntime().availableProcessors(), results.environment().cores());
        assertNotNull(results.environment().jdkVersion());
        assertEquals(List.of("tictactoe"), List.copyOf(results.environment().gameHashes().keySet()));
        assertEquals(List.of("-Xss64m", "-Xms1g", "-Xmx2g"), results.environment().jvmOptions());

        JsonNode jmh = new ObjectMapper().readTree(out.resolve("jmh.json").toFile());
        assertEquals(4, jmh.size(), "preparation and three drivers of the reference");
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(10, csv.size());
        assertEquals(String.join(",", ResultFiles.CSV_COLUMNS), csv.get(0));
        assertTrue(Files.isRegularFile(out.resolve("games/tictactoe.kif")));
        assertTrue(Files.isRegularFile(out.resolve("records/tictactoe/seed-1.txt")));
    }

    /**
     * The standard and paper profiles measure single and batched playouts unless --driver says
     * otherwise; quick, within its five minutes, single playouts.
     */
    @ParameterizedTest
    @ValueSource(strings = {"quick", "standard", "paper"})
    void theDefaultDriversAreSingleAndBatchedPlayoutsOutsideQuick(String profile) {
        BenchOptions options = new BenchOptions(profile, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, List.of("tictactoe"), null, List.of("reference"), null, null, null);
        BenchCommand.Plan plan = BenchCommand.plan(options, null, folder.resolve("run"), false, "bench");
        assertEquals(profile.equals("quick") ? List.of(Driver.PLAYOUT) : List.of(Driver.PLAYOUT, Driver.BATCH),
                plan.settings().drivers());
    }

    /** A reasoner without batches is recorded unsupported, with the reason, and no fork is started for it. */
    @Test
    void aReasonerWithoutBatchesHasAnUnsupportedBatchRowWithTheReasonAndNoFork() throws Exception {
        Path out = folder.resolve("run");
        Cli cli = bench("--games", "tictactoe", "--driver", "batch", "--reasoners", "reference", "--verify-playouts", "1",
                "--preparation-forks", "1", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(1, rows.size(), rows.toString());
        assertEquals("batch", rows.get(0).driver());
        assertEquals(Status.UNSUPPORTED, rows.get(0).status(), rows.get(0).toString());
        assertEquals("plays one playout at a time: it offers no batched playouts", rows.get(0).reason());
        assertTrue(cli.out().lines().anyMatch(line -> line.contains("batch") && line.contains("unsupported")),
                "the summary names the driver: " + cli);
        JsonNode jmh = new ObjectMapper().readTree(out.resolve("jmh.json").toFile());
        assertEquals(1, jmh.size(), "the preparation only: " + jmh);
        assertFalse(Files.exists(out.resolve("logs/tictactoe__reference.log")), "no throughput fork was started");
    }

    @Test
    void eachRowRecordsWhatPreparingTheReasonerBuilt() {
        Path out = folder.resolve("run");
        Cli cli = bench("--games", "tictactoe", "--reasoners", "instantiation,reference", "--verify-playouts", "0",
                "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out).rows();
        ResultRow grounded = rows.stream().filter(r -> r.reasoner().equals("instantiation")).findFirst().orElseThrow();
        assertNotNull(grounded.preparation(), grounded.toString());
        // tic-tac-toe grounds to 9 x 3 cell fluents and 2 control fluents, among other atoms
        assertEquals(29L, grounded.preparation().sizes().get("fluents"), grounded.preparation().toString());
        assertTrue(grounded.preparation().phasesMs().containsKey("ground"), grounded.preparation().toString());
        ResultRow reference = rows.stream().filter(r -> r.reasoner().equals("reference")).findFirst().orElseThrow();
        assertEquals("", reference.preparation().backend(), reference.toString());
    }

    @Test
    void withTheGcProfilerEachRowSaysWhatAStateAllocates() {
        Path out = folder.resolve("run");
        Cli cli = bench("--games", "tictactoe", "--reasoners", "reference", "--verify-playouts", "0", "--prof", "gc",
                "--jvm-args", "-Dgdlbench.probe=1 -Xmx3g", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("B/unit"), cli.toString());
        RunResults results = ResultFiles.read(out);
        assertEquals(List.of("-Xss64m", "-Xms1g", "-Xmx2g", "-Dgdlbench.probe=1", "-Xmx3g"),
                results.environment().jvmOptions(), "--jvm-args adds to the defaults");
        assertEquals(List.of("gc"), results.settings().profilers());
        ResultRow row = results.rows().get(0);
        assertNotNull(row.allocatedBytes(), row.toString());
        assertTrue(row.allocatedBytes() > 0, "the reference builds terms as it proves: " + row);
    }

    @Test
    void rowsWhoseErrorBarsAreOverTenPercentAreNamedWorstFirst() {
        List<ResultRow> rows = List.of(measured("tictactoe", "reference", 1000.0, 50.0),
                measured("tictactoe", "propnet", 1000.0, 250.0),
                measured("nim", "reference", 2000.0, 201.0),
                measured("nim", "propnet", 2000.0, 200.0),
                measured("hex", "reference", 500.0, null),
                new ResultRow("chess", "h", "propnet", "playout", Status.UNSUPPORTED, "too large", null, null, "states/s",
                        null, null, null, null, null, null, null, null, null, null));
        assertEquals("noisy: 2 of 4 measured rows have error bars over 10% (tictactoe propnet playout \u00b125%,"
                + " nim reference playout \u00b110%), so their figures are uncertain: the machine was busy or the warm-up"
                + " too short; rerun them on a quiet machine, with more --forks or --warmup-iterations",
                BenchSummary.noisyRows(rows));
        assertEquals(null, BenchSummary.noisyRows(rows.subList(3, 6)), "exactly 10% is not over it");
    }

    @Test
    void theWarningNamesTheFiveWorstAndCountsTheRest() {
        List<ResultRow> rows = new java.util.ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            rows.add(measured("game" + i, "reference", 100.0, 10.0 + i));
        }
        String warning = BenchSummary.noisyRows(rows);
        assertTrue(warning.startsWith("noisy: 7 of 7 measured rows have error bars over 10% (game7 reference"), warning);
        assertTrue(warning.contains("game3 reference playout \u00b113%, ...)"), warning);
        assertFalse(warning.contains("game2 "), warning);
    }

    @Test
    void jvmArgsAddToTheDefaultsAndTheHelpSaysALaterOneWins() {
        assertEquals(List.of("-Xss64m", "-Xms1g", "-Xmx2g"), BenchCommand.forkJvmArgs(null));
        assertEquals(List.of("-Xss64m", "-Xms1g", "-Xmx2g", "-Xss128m"), BenchCommand.forkJvmArgs(" -Xss128m "));
        Cli help = Cli.run("help", "bench");
        assertTrue(help.out().replaceAll("\\s+", " ").contains("added after the defaults (-Xss64m -Xms1g -Xmx2g: the"
                + " reasoners need the stack); a later -Xss, -Xms or -Xmx wins, as the JVM takes the last one."), help.out());
    }

    @Test
    void rowsNotAtSteadyStateAreNamedSteepestFirstAndMarkedInTheTable() {
        List<ResultRow> rows = List.of(measured("tictactoe", "reference", 1000.0, 5.0),
                measured("tictactoe", "propnet", 9000.0, 50.0).withTrend(-0.08),
                measured("nim", "propnet", 5000.0, 50.0).withTrend(0.4));
        assertEquals("not steady: 2 of 3 measured rows still changed by over 5% across their measured iterations"
                + " (nim propnet playout +40%, tictactoe propnet playout -8%), so they were not measured at steady"
                + " state: rerun them with a longer --settle-cap, more --warmup-iterations or more --remeasures",
                BenchSummary.trendingRows(rows));
        assertEquals(null, BenchSummary.trendingRows(rows.subList(0, 1)));
        String table = BenchSummary.summary(rows).text();
        assertTrue(table.contains("ok (trend -8%)"), table);
        assertTrue(table.lines().filter(line -> line.contains("reference")).allMatch(line -> line.endsWith(" ok")), table);
    }

    @Test
    void rowsMeasuredWhileTheMachineRanAtAnotherSpeedAreNamedFarthestFirstAndMarkedInTheTable() {
        List<ResultRow> rows = List.of(measured("tictactoe", "reference", 1000.0, 5.0),
                measured("tictactoe", "propnet", 9000.0, 50.0).withTrend(-0.08).withMachineShift(-0.3),
                measured("nim", "propnet", 5000.0, 50.0).withMachineShift(0.12));
        assertEquals("machine speed changed: in 2 of 3 measured rows the machine's own speed, read after each measured"
                + " iteration, was over 5% off the run's median or differed between forks (tictactoe propnet playout"
                + " -30%, nim propnet playout +12%), so their figures do not compare with the others': something else"
                + " ran on the machine or its host; rerun them", BenchSummary.machineShiftedRows(rows));
        assertEquals(null, BenchSummary.machineShiftedRows(rows.subList(0, 1)));
        String table = BenchSummary.summary(rows).text();
        assertTrue(table.contains("ok (trend -8%, machine -30%)"), table);
        assertTrue(table.contains("ok (machine +12%)"), table);
    }

    @Test
    void eachForkThatSettlesReadsTheMachinesSpeedIntoItsSettlingLogAndItsRow() throws Exception {
        Path out = folder.resolve("run");
        Cli cli = Cli.run("bench", "--profile", "standard", "--forks", "2", "--warmup-iterations", "0",
                "--iterations", "3", "--iteration-time", "0.2", "--settle-cap", "0.5", "--preparation-forks", "1",
                "--remeasures", "0", "--verify-playouts", "1", "--games", "tictactoe", "--reasoners", "reference",
                "--no-report", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        ResultRow row = ResultFiles.read(out).rows().get(0);
        assertEquals(2, row.machineSpeed().size(), row.toString());
        assertTrue(row.machineSpeed().stream().allMatch(reading -> reading > 0), row.toString());
        List<String> log = Files.readAllLines(out.resolve("logs/tictactoe__reference__settling.txt"));
        assertEquals(2, log.stream().filter(line -> line.matches("playout machine speed: \\S+ mean of 3 readings after"
                + " the measured iterations .*")).count(), log.toString());
        // the figures come through each fork's report, not the log for people
        List<JsonNode> reports = new java.util.ArrayList<>();
        try (var files = Files.list(out.resolve("logs/tictactoe__reference__forks/playout/attempt-1"))) {
            for (Path file : files.toList()) {
                reports.add(new ObjectMapper().readTree(file.toFile()));
            }
        }
        reports.sort(java.util.Comparator.comparingLong(report -> report.get("startedMillis").asLong()));
        assertEquals(2, reports.size(), reports.toString());
        for (int fork = 0; fork < 2; fork++) {
            JsonNode readings = reports.get(fork).get("machineSpeed");
            assertEquals(3, readings.size(), reports.toString());
            double sum = 0;
            for (JsonNode reading : readings) {
                sum += reading.asDouble();
            }
            assertEquals(sum / 3, row.machineSpeed().get(fork), 1e-9 * sum, reports.toString());
        }
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        int column = ResultFiles.CSV_COLUMNS.indexOf("machine_speed");
        double mean = (row.machineSpeed().get(0) + row.machineSpeed().get(1)) / 2;
        assertEquals(mean, Double.parseDouble(csv.get(1).split(",")[column]), 1e-9 * mean);
    }

    @Test
    void aRowWhoseIterationsTrendIsMeasuredAgainAndSaysSo() throws Exception {
        Path out = folder.resolve("run");
        // Six iterations rather than four: on a busy machine, four often let the noise hide the fall.
        Cli cli = Cli.run("bench", "--profile", "standard", "--forks", "2", "--warmup-iterations", "0",
                "--iterations", "6", "--iteration-time", "0.2", "--settle-cap", "0.5", "--preparation-forks", "1",
                "--remeasures", "1", "--verify-playouts", "0", "--games", "tictactoe", "--reasoners",
                "faulty:fault=slowing", "--no-report", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        ResultRow row = ResultFiles.read(out).rows().get(0);
        assertTrue(row.trend() != null && row.trend() < -0.05, "the slowing machine trends every time: " + row);
        assertTrue(Pattern.compile("measured again: the iterations of the first attempt trended -\\d+%")
                .matcher(row.reason()).find(), row.reason());
        assertEquals(2, row.machineSpeed().size(), "the kept attempt's two forks only: " + row);
        List<String> log = Files.readAllLines(out.resolve("logs/tictactoe__faulty_fault_slowing__settling.txt"));
        assertEquals(4, log.stream().filter(line -> line.startsWith("playout machine speed: ")).count(),
                "the settling log keeps both attempts: " + log);
        String jmhLog = Files.readString(out.resolve("logs/tictactoe__faulty_fault_slowing.log"));
        assertEquals(2, jmhLog.split("# Run complete", -1).length - 1, "JMH ran the driver twice");
    }

    @Test
    void aForkThatReachesTheSettlingCapIsMarkedNotSettledAndNotRanked() throws Exception {
        Path out = folder.resolve("run");
        // rounds of 0.2 s and a cap of 0.3 s: settling needs three rounds, so every fork reaches the cap
        Cli cli = Cli.run("bench", "--profile", "quick", "--iterations", "2", "--warmup-iterations", "0",
                "--iteration-time", "0.2", "--settle-cap", "0.3", "--verify-playouts", "0", "--games", "tictactoe",
                "--reasoners", "reference", "--no-report", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        ResultRow row = ResultFiles.read(out).rows().get(0);
        assertEquals("the rate was still rising after the settling cap (0 s) in 1 of 1 forks", row.unsettled(),
                row.toString());
        assertNull(row.relative(), "an unsettled row is not ranked: " + row);
        assertNull(row.reason(), "the row's reason keeps other notes: " + row);
        // the status's flags may also say the machine was busy: "ok (busy 34%, not settled)"
        assertTrue(cli.out().contains("not settled)"), cli.out());
        assertTrue(cli.out().contains("not settled: 1 of 1 measured rows were measured before their rate settled, so"
                + " they are not ranked (no relative figure): tictactoe reference playout (the rate was still rising"), cli.out());
    }

    @Test
    void aRowMarkedNotSettledIsLeftOutOfTheBestOfItsGame() {
        List<ResultRow> rows = List.of(measured("tictactoe", "reference", 1000.0, 5.0),
                measured("tictactoe", "propnet", 9000.0, 50.0).withUnsettled("the JIT was still compiling"));
        String summary = BenchSummary.unsettledRows(rows);
        assertEquals("not settled: 1 of 2 measured rows were measured before their rate settled, so they are not"
                + " ranked (no relative figure): tictactoe propnet playout (the JIT was still compiling)", summary);
        assertNull(BenchSummary.unsettledRows(rows.subList(0, 1)));
    }

    private static ResultRow measured(String game, String reasoner, Double figure, Double error) {
        return new ResultRow(game, "h", reasoner, "playout", Status.OK, null, figure, error, "states/s", 1.0, null,
                "playouts/s", 10.0, 5.0, null, null, 1.0, null, null);
    }

    @Test
    void aBenchmarkThatFailsInItsForkIsRecordedWithItsErrorAndTheRunGoesOn() {
        Path out = folder.resolve("run");
        Cli cli = bench("--games", "tictactoe,roshambo", "--reasoners", "faulty:fault=crash", "--verify-playouts", "0",
                "--out", out.toString());
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(2, rows.size());
        for (ResultRow row : rows) {
            assertEquals(Status.FAILED, row.status());
            assertTrue(row.reason().startsWith("java.lang.IllegalStateException: injected crash"), row.reason());
            assertTrue(row.preparationMs() > 0, "preparation is still measured");
        }
    }

    @Test
    void aStepThatNeverEndsInTheCheckIsStoppedAtTheCapAndTheNextReasonerIsStillMeasured() {
        Path out = folder.resolve("run");
        long begin = System.nanoTime();
        // the first step, and a cap a loaded machine reaches it within: a check cut short by the cap
        // before the endless step would let the cell be measured, and the measurement never end
        Cli cli = bench("--games", "tictactoe", "--reasoners", "faulty:fault=endless-step,step=1,reference",
                "--verify-playouts", "2", "--verify-time-cap", "5", "--out", out.toString());
        assertTrue(System.nanoTime() - begin < 120_000_000_000L, "stopped near the cap: " + cli);
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(2, rows.size(), cli.toString());
        ResultRow stopped = rows.get(0);
        assertEquals(Status.UNSUPPORTED, stopped.status(), stopped.toString());
        assertEquals("a single step outlasted the verification's time cap of 5 s and was stopped; not measured",
                stopped.reason());
        assertEquals(Status.OK, rows.get(1).status(), "checked with a fresh reference, then measured: " + rows.get(1));
        assertTrue(rows.get(1).figure() > 0, rows.get(1).toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--games nosuchgame --reasoners reference",
            "--games tictactoe --reasoners nosuchreasoner",
            "--games tictactoe --reasoners reference --profile fast",
            "--games tictactoe --reasoners reference --driver alphabeta",
            "--games tictactoe --reasoners reference --iterations 0",
            "--games tictactoe --reasoners reference --forks 0",
            "--games tictactoe --reasoners reference --iteration-time 0",
            "--games tictactoe --reasoners reference --node-budget 0",
            "--games tictactoe --reasoners reference --records /no/such/folder",
            "--games tictactoe --reasoners reference --corpus /no/such/folder",
            "--games tictactoe --reasoners reference --forks many",
            "--games tictactoe --reasoners reference --prof stack",
            "--games tictactoe --reasoners reference --no-such-option"})
    void userErrorsGiveOneLineExitStatusTwoAndNoFolder(String args) throws Exception {
        Path out = folder.resolve("run");
        Cli cli = bench((args + " --out " + out).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertFalse(Files.exists(out), "no result folder after a user error");
    }

    @Test
    void aGameThatBreaksInPlayIsAGameErrorForEveryReasonerReferenceIncluded() throws Exception {
        Path corpus = Files.createDirectories(folder.resolve("corpus"));
        // after the one move there is no legal move, and the game has not ended
        Files.writeString(corpus.resolve("stuck.kif"), String.join("\n", "(role p)", "(init (step 0))",
                "(<= (legal p go) (true (step 0)))", "(<= (next (step 1)) (true (step 0)))",
                "(<= terminal (true (step 2)))", "(goal p 100)", ""));
        Path out = folder.resolve("run");
        Cli cli = bench("--corpus", corpus.toString(), "--games", "stuck", "--reasoners", "reference,instantiation",
                "--verify-playouts", "1", "--out", out.toString());
        assertEquals(Main.FAILURE, cli.status(), "a game that breaks in play fails the run, as the README says: " + cli);
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(2, rows.size(), cli.toString());
        for (ResultRow row : rows) {
            assertEquals(Status.GAME_ERROR, row.status(), row.toString());
            assertEquals(rows.get(0).reason(), row.reason(), "one cause, one reason");
        }
        assertTrue(rows.get(0).reason().startsWith("the reference finds the game broken at seed "), rows.get(0).reason());
    }

    @Test
    void aSecondRunGivenTheSameFolderGetsOneLineAndExitStatusTwoAndLeavesItAlone() throws Exception {
        Path out = folder.resolve("run");
        BenchRun.Settings settings = new BenchRun.Settings(Profile.QUICK, List.of(Driver.PLAYOUT),
                BenchCommand.forkJvmArgs(null), 1000, Duration.ofSeconds(10), false);
        BenchCommand.Plan plan = new BenchCommand.Plan(List.of(Corpus.bundled().entry("tictactoe")),
                ReasonerList.parse(List.of("reference")), settings, out, MatchRecords::bundled, "bench");
        // another bench with the same --out made the folder after this one was planned
        Files.createDirectories(out);
        Files.writeString(out.resolve("run.json"), "{}");
        StringWriter err = new StringWriter();
        ResultFolderTakenException taken = assertThrows(ResultFolderTakenException.class,
                () -> BenchCommand.run(plan, Map.of(), new PrintWriter(new StringWriter()), new PrintWriter(err)));
        assertTrue(Main.isUserError(taken), "told in one line, exit status 2");
        assertTrue(taken.getMessage().startsWith("--out folder " + out + " exists already"), taken.getMessage());
        assertEquals("{}", Files.readString(out.resolve("run.json")));
        try (var files = Files.list(out)) {
            assertEquals(1, files.count(), "nothing written into the other run's folder");
        }
    }

    @Test
    void anExistingResultFolderIsNeverOverwritten() throws Exception {
        Path out = Files.createDirectories(folder.resolve("run"));
        Files.writeString(out.resolve("results.json"), "{}");
        Cli cli = bench("--games", "tictactoe", "--reasoners", "reference", "--out", out.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.err().contains("exists already"), cli.toString());
        assertEquals("{}", Files.readString(out.resolve("results.json")));
    }
}
