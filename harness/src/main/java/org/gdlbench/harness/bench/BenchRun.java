package org.gdlbench.harness.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.GameFiles;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.results.EnvironmentProbe;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.openjdk.jmh.results.RunResult;

/**
 * A benchmark run over a matrix of games and reasoners, or a shard of it, written to a result
 * folder: the games' rules and match records used, JMH's logs and raw JSON ({@code jmh.json}),
 * and our {@code results.json} and {@code results.csv} (docs/RESULTS.md). A (game, reasoner)
 * that cannot be measured is recorded with its status and reason, and the run goes on. Each
 * finished (game, reasoner) goes into the cell log at once; a run that stops early (Ctrl-C, a
 * scheduler's time limit, an error) keeps those cells, says how to resume, and a resumed run
 * measures only the cells missing.
 */
public final class BenchRun {
    /** Where the match records of a game come from. */
    public interface RecordSource {
        List<MatchRecord> records(String game);
    }

    /** Told about progress, e.g. to draw a progress bar. */
    public interface Listener {
        void started(int cell, int cells, String game, String reasoner);

        void finished(int cell, int cells, List<ResultRow> rows);

        /** Another JMH run holds JMH's machine-wide lock, and this run waits for it; {@code notice} says so in one line. */
        default void waiting(String notice) {
        }

        /** The wait for JMH's lock is over: the run goes on. */
        default void waited(Duration waited) {
        }
    }

    /**
     * @param jvmArgs the options of the benchmark forks
     * @param nodeBudget nodes per search of the minimax driver
     * @param verifyTimeCap the most time the check against the reference may take per reasoner and game
     * @param gcProfiler whether JMH's gc profiler runs beside the throughput benchmarks, for bytes allocated
     * @param threads the thread counts each driver is measured at, ascending, each thread with a machine of its own
     */
    public record Settings(Profile profile, List<Driver> drivers, List<String> jvmArgs, long nodeBudget,
                           Duration verifyTimeCap, boolean gcProfiler, List<Integer> threads) {
        public Settings {
            drivers = List.copyOf(drivers);
            jvmArgs = List.copyOf(jvmArgs);
            threads = List.copyOf(threads);
        }

        /** Settings of one thread. */
        public Settings(Profile profile, List<Driver> drivers, List<String> jvmArgs, long nodeBudget,
                        Duration verifyTimeCap, boolean gcProfiler) {
            this(profile, drivers, jvmArgs, nodeBudget, verifyTimeCap, gcProfiler, List.of(1));
        }

        RunResults.Settings describe() {
            return new RunResults.Settings(profile.name(), profile.forks(), profile.warmupIterations(),
                    profile.iterations(), profile.iterationSeconds(), profile.preparationForks(),
                    drivers.stream().map(Driver::text).toList(), nodeBudget, profile.verifyPlayouts(),
                    gcProfiler ? List.of("gc") : List.of(), profile.settleCapSeconds(), threads);
        }
    }

    private final Settings settings;
    private final Path folder;
    private final String command;
    private final PrintWriter notices;

    public BenchRun(Settings settings, Path folder, String command) {
        this(settings, folder, command, new PrintWriter(System.err, true));
    }

    /** @param notices where a stopped run says what it kept and how to resume */
    public BenchRun(Settings settings, Path folder, String command, PrintWriter notices) {
        this.settings = settings;
        this.folder = folder;
        this.command = command;
        this.notices = notices;
    }

    /** Runs the matrix and writes the result folder (which must not exist yet); returns what it wrote. */
    public RunResults run(List<CorpusEntry> games, List<ReasonerSpec> reasoners, RecordSource records,
                          Listener listener) {
        return run(games, reasoners, records, Map.of(), listener);
    }

    /**
     * As {@link #run(List, List, RecordSource, Listener)}, where {@code knownWrong} holds the
     * disagreements already found (by {@link #key(String, String)}): those pairs are recorded as
     * {@code disagrees} and not measured.
     */
    public RunResults run(List<CorpusEntry> games, List<ReasonerSpec> reasoners, RecordSource records,
                          Map<String, String> knownWrong, Listener listener) {
        return start(new Matrix(games, reasoners, null, null, null), records, knownWrong, listener);
    }

    /**
     * Starts a new result folder for {@code matrix}, which must not exist yet: it is made here, at
     * once, so that of two runs given the same folder one gets it and the other none of it.
     *
     * @throws ResultFolderTakenException when the folder exists
     */
    public RunResults start(Matrix matrix, RecordSource records, Map<String, String> knownWrong, Listener listener) {
        ResultFolder.claim(folder);
        RunManifest manifest = manifest(matrix);
        manifest.write(folder);
        return measure(manifest, matrix, records, knownWrong, listener);
    }

    /**
     * Measures the cells missing from the folder of a stopped run, whose manifest must agree
     * with {@code matrix} and the settings ({@link #resumeProblem}); returns the whole results.
     */
    public RunResults resume(Matrix matrix, RecordSource records, Listener listener) {
        return measure(RunManifest.read(folder), matrix, records, Map.of(), listener);
    }

    /**
     * Why the folder's run cannot be resumed with {@code matrix} and these settings, in a short
     * phrase; null when it can.
     */
    public String resumeProblem(Matrix matrix) {
        if (CellLog.inUse(folder)) {
            return "another gdlbench run is writing it";
        }
        RunManifest stored = RunManifest.read(folder);
        RunManifest now = manifest(matrix);
        String difference = stored.difference(now, "in the folder", "now");
        if (difference != null) {
            return difference;
        }
        if (!java.util.Objects.equals(stored.shard(), now.shard()) || !stored.cells().equals(now.cells())) {
            return "its shard differs (" + stored.shard() + " there, " + now.shard() + " here)";
        }
        return null;
    }

    /** The cells a run of {@code matrix} into this folder would measure: those a stopped run left, or all. */
    public List<Cell> toMeasure(Matrix matrix) {
        if (!RunManifest.existsIn(folder)) {
            return matrix.cells(settings);
        }
        RunManifest manifest = RunManifest.read(folder);
        Set<Cell> done = finishedCells(manifest);
        return manifest.cells().stream().filter(cell -> !done.contains(cell)).toList();
    }

    private Set<Cell> finishedCells(RunManifest manifest) {
        return ResultFolder.finishedRows(folder, manifest).stream()
                .map(row -> new Cell(row.game(), row.reasoner())).collect(Collectors.toSet());
    }

    /** What the run is to measure, on which build, probed now. */
    RunManifest manifest(Matrix matrix) {
        Map<String, String> hashes = new LinkedHashMap<>();
        matrix.games().forEach(game -> hashes.put(game.name(), game.hash()));
        Environment environment = EnvironmentProbe.collect(Instant.now(), settings.profile().name(), command,
                settings.jvmArgs(), hashes);
        return new RunManifest(RunManifest.SCHEMA, RunManifest.VERSION, command, matrix.options(),
                matrix.shard() == null ? null : matrix.shard().toString(),
                matrix.games().stream().map(CorpusEntry::name).toList(),
                matrix.reasoners().stream().map(ReasonerSpec::toString).toList(), matrix.cells(settings), hashes,
                settings.describe(), settings.jvmArgs(), settings.verifyTimeCap().toMillis() / 1000.0,
                matrix.records(), environment, null,
                RecordedTraits.of(matrix.reasoners().stream().map(ReasonerSpec::name).distinct().toList()));
    }

    /** The key of a (game, reasoner) pair in a map of known disagreements. */
    public static String key(String game, String reasoner) {
        return game + "\n" + reasoner;
    }

    /** The line that says how to go on with a stopped run. */
    String resumeHint(RunManifest manifest) {
        return manifest.options() == null ? "run '" + command + "' again"
                : "resume with: gdlbench bench --resume " + folder.toAbsolutePath();
    }

    private RunResults measure(RunManifest manifest, Matrix matrix, RecordSource records,
                               Map<String, String> knownWrong, Listener listener) {
        Path gamesDir = folder.resolve("games");
        Path recordsDir = folder.resolve("records");
        Path logs = folder.resolve("logs");
        createDirectories(logs);
        JmhCell jmh = new JmhCell(settings.jvmArgs(), settings.nodeBudget(), settings.gcProfiler(), logs, listener);
        CellCheck check = new CellCheck(settings.profile().verifyPlayouts(), settings.verifyTimeCap(),
                settings.drivers().contains(Driver.BATCH));
        Set<Cell> done = finishedCells(manifest);
        List<Cell> todo = manifest.cells().stream().filter(cell -> !done.contains(cell)).toList();
        Map<String, CorpusEntry> games = new LinkedHashMap<>();
        matrix.games().forEach(game -> games.put(game.name(), game));
        Map<String, ReasonerSpec> reasoners = new LinkedHashMap<>();
        matrix.reasoners().forEach(spec -> reasoners.put(spec.toString(), spec));

        CellLog log = new CellLog(folder);
        int total = manifest.cells().size();
        Thread keep = new Thread(() -> stopped(log, manifest, total, "interrupted"), "gdlbench-keep-finished-cells");
        Runtime.getRuntime().addShutdownHook(keep);
        boolean finished = false;
        try {
            GameContext context = null;
            for (int i = 0; i < todo.size(); i++) {
                Cell cell = todo.get(i);
                CorpusEntry entry = games.get(cell.game());
                ReasonerSpec spec = reasoners.get(cell.reasoner());
                if (context == null || context.entry != entry) {
                    context = new GameContext(entry, records, gamesDir, recordsDir, check);
                }
                listener.started(i, todo.size(), entry.name(), spec.toString());
                String wrong = knownWrong.get(cell.key());
                List<ResultRow> measured;
                if (context.invalid != null) {
                    measured = unmeasured(entry, spec, Status.INVALID_GAME, context.invalid, null);
                } else if (wrong != null) {
                    measured = unmeasured(entry, spec, Status.DISAGREES, wrong, null);
                } else {
                    List<RunResult> raw = new ArrayList<>();
                    measured = measureCell(context, spec, check, jmh, gamesDir, recordsDir, raw);
                    if (!raw.isEmpty()) {
                        ResultFolder.writeJmh(folder, cell, raw);
                    }
                }
                if (failedByStopping(measured) || !log.append(measured)) {
                    finished = true; // stopping: the shutdown hook keeps the cells and says so
                    return ResultFolder.regenerate(folder);
                }
                listener.finished(i, todo.size(), measured);
            }
            finished = true;
        } finally {
            log.close();
            if (!finished) {
                stopped(log, manifest, total, "stopped by an error");
            }
            try {
                Runtime.getRuntime().removeShutdownHook(keep);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs, or has run
            }
        }
        return ResultFolder.regenerate(folder);
    }

    /**
     * Whether a cell failed because the run is being stopped: Ctrl-C reaches the JMH forks too,
     * and their deaths must not be recorded as failed benchmarks (the cell is measured again on
     * resuming). Waits a moment for the shutdown to begin.
     */
    private static boolean failedByStopping(List<ResultRow> rows) {
        if (rows.stream().noneMatch(row -> row.status() == Status.FAILED)) {
            return false;
        }
        try {
            Thread.sleep(500);
            Thread probe = new Thread(() -> { });
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException shuttingDown) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    /** Keeps the finished cells of a run that stops early and says how to go on. */
    private void stopped(CellLog log, RunManifest manifest, int total, String how) {
        log.close();
        int kept;
        try {
            kept = (int) ResultFolder.regenerate(folder).rows().stream()
                    .map(row -> new Cell(row.game(), row.reasoner())).distinct().count();
        } catch (RuntimeException e) {
            kept = -1;
        }
        notices.println(); // off the progress bar's line
        notices.println("gdlbench: " + how + ": " + (kept < 0 ? "the" : kept + " of " + total) + " cells finished are kept in "
                + folder.toAbsolutePath() + "; " + resumeHint(manifest));
        notices.flush();
    }

    /** What the cells of one game share: the game, its files in the folder, the reference's paths. */
    private final class GameContext {
        final CorpusEntry entry;
        Game game;
        String invalid;
        String recordProblem;
        Verifier verifier;

        GameContext(CorpusEntry entry, RecordSource records, Path gamesDir, Path recordsDir, CellCheck check) {
            this.entry = entry;
            try {
                game = entry.game();
            } catch (GdlException e) {
                invalid = e.getMessage();
                return;
            }
            GameFiles.write(gamesDir, game);
            recordProblem = settings.drivers().stream().anyMatch(Driver::needsRecords)
                    ? GameFiles.copyRecords(entry, records.records(entry.name()), recordsDir) : null;
            newVerifier(check);
        }

        /** The reference's paths, walked afresh. */
        void newVerifier(CellCheck check) {
            verifier = new Verifier(entry.name(), Reasoners.create(Reasoners.REFERENCE, game), 1,
                    Math.max(1, check.verifyPlayouts()));
        }
    }

    private List<ResultRow> measureCell(GameContext context, ReasonerSpec spec, CellCheck check, JmhCell jmh,
                                        Path gamesDir, Path recordsDir, List<RunResult> raw) {
        CorpusEntry entry = context.entry;
        Game game = context.game;
        String recordProblem = context.recordProblem;
        CellCheck.Result checked = check.check(game, spec, context.verifier);
        if (checked.verifierSpent()) {
            context.newVerifier(check);
        }
        if (checked.status() != Status.OK) {
            return unmeasured(entry, spec, checked.status(), checked.reason(), checked);
        }
        if (EngineCell.measures(spec)) {
            List<ResultRow> rows = new ArrayList<>();
            for (int threads : settings.threads()) {
                MachineLoad.Window window = MachineLoad.open();
                List<ResultRow> measured = new EngineCell(settings.profile()).measure(entry, game, spec,
                        settings.drivers(), threads, checked.reason());
                CoreLoad load = window == null ? null : window.close();
                measured.forEach(row -> rows.add(row.status() == Status.OK ? row.withCoreLoad(load) : row));
            }
            return rows;
        }
        // a reasoner without batches is not started in a fork to say so: the check found out
        List<Driver> runnable = settings.drivers().stream()
                .filter(driver -> !driver.needsRecords() || recordProblem == null)
                .filter(driver -> driver != Driver.BATCH || checked.noBatches() == null).toList();
        Profile profile = settings.profile().forReasoner(spec.name());
        JmhCell.Measured measured = jmh.run(entry.name(), spec.toString(), gamesDir,
                recordProblem == null ? recordsDir : null, runnable, profile, settings.threads());
        raw.addAll(measured.results().values());
        RunResult preparation = measured.result(JmhCell.PREPARATION);
        List<ResultRow> rows = new ArrayList<>();
        for (Driver driver : settings.drivers()) {
            for (int threads : settings.threads()) {
                rows.add(driverRow(entry, spec, driver, threads, measured, runnable, recordProblem, preparation,
                        checked, profile));
            }
        }
        return rows;
    }

    /** The row of one driver measured with {@code threads} threads, or why it was not. */
    private ResultRow driverRow(CorpusEntry entry, ReasonerSpec spec, Driver driver, int threads,
                                JmhCell.Measured measured, List<Driver> runnable, String recordProblem,
                                RunResult preparation, CellCheck.Result checked, Profile profile) {
        RunResult result = measured.result(driver, threads);
        if (driver.needsRecords() && recordProblem != null) {
            return Rows.row(entry, spec, driver, threads, Status.NO_RECORDS, recordProblem, null, preparation, checked);
        }
        if (!runnable.contains(driver)) {
            return Rows.row(entry, spec, driver, threads, Status.UNSUPPORTED, checked.noBatches(), null, preparation,
                    checked);
        }
        if (result == null) {
            // A budget the check stayed within can still be exceeded in a fork (a busier core, a
            // fresh JVM): that is the reasoner refusing the game, not the run failing.
            Status status = measured.refused(driver, threads) ? Status.UNSUPPORTED : Status.FAILED;
            return Rows.row(entry, spec, driver, threads, status, measured.failure(driver, threads), null, preparation,
                    checked);
        }
        String reason = joined(checked.reason(), measured.remeasured(driver, threads));
        String unsettled = joined(settings.profile().notSettledReason(spec.name()),
                measured.unsettled(driver, threads, profile));
        return Rows.row(entry, spec, driver, threads, Status.OK, reason, result, preparation, checked)
                .withMachineSpeed(measured.machineSpeed(driver, threads))
                .withCoreLoad(measured.coreLoad(driver, threads)).withUnsettled(unsettled);
    }

    /** The notes that are there, joined with "; "; null when none is. */
    private static String joined(String... notes) {
        List<String> there = Arrays.stream(notes).filter(Objects::nonNull).toList();
        return there.isEmpty() ? null : String.join("; ", there);
    }

    private List<ResultRow> unmeasured(CorpusEntry entry, ReasonerSpec spec, Status status, String reason,
                                       CellCheck.Result checked) {
        List<ResultRow> rows = new ArrayList<>();
        for (Driver driver : settings.drivers()) {
            for (int threads : settings.threads()) {
                rows.add(Rows.row(entry, spec, driver, threads, status, reason, null, null, checked));
            }
        }
        return rows;
    }

    private static void createDirectories(Path path) {
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + path, e);
        }
    }
}
