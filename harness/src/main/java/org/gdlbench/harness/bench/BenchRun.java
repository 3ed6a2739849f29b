package org.gdlbench.harness.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.harness.results.EnvironmentProbe;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.PreparationRecord;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.reports.results.RunResults;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * A benchmark run over a matrix of games and reasoners, written to a result folder: the games'
 * rules and match records used, JMH's logs and raw JSON ({@code jmh.json}), and our
 * {@code results.json} and {@code results.csv} (docs/RESULTS.md). A (game, reasoner) that cannot
 * be measured is recorded with its status and reason, and the run goes on. A run that ends
 * abnormally removes its folder, so no half-written result folder is left behind.
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
    }

    /**
     * @param jvmArgs the options of the benchmark forks
     * @param nodeBudget nodes per search of the minimax driver
     * @param verifyTimeCap the most time the check against the reference may take per reasoner and game
     * @param gcProfiler whether JMH's gc profiler runs beside the throughput benchmarks, for bytes allocated
     */
    public record Settings(Profile profile, List<Driver> drivers, List<String> jvmArgs, long nodeBudget,
                           Duration verifyTimeCap, boolean gcProfiler) {
        public Settings {
            drivers = List.copyOf(drivers);
            jvmArgs = List.copyOf(jvmArgs);
        }

        /** A rough guess of the seconds one (game, reasoner) takes, for the ETA. */
        public double estimatedSecondsPerCell() {
            double forkStart = 3;
            double seconds = profile.preparationForks() * (forkStart + 1);
            for (int i = 0; i < drivers.size(); i++) {
                seconds += profile.forks() * (forkStart
                        + (profile.warmupIterations() + profile.iterations()) * profile.iterationSeconds());
            }
            return seconds + profile.verifyPlayouts();
        }

        RunResults.Settings describe() {
            return new RunResults.Settings(profile.name(), profile.forks(), profile.warmupIterations(),
                    profile.iterations(), profile.iterationSeconds(), profile.preparationForks(),
                    drivers.stream().map(Driver::text).toList(), nodeBudget, profile.verifyPlayouts(),
                    gcProfiler ? List.of("gc") : List.of());
        }
    }

    private final Settings settings;
    private final Path folder;
    private final String command;

    public BenchRun(Settings settings, Path folder, String command) {
        this.settings = settings;
        this.folder = folder;
        this.command = command;
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
        if (Files.exists(folder)) {
            throw new IllegalStateException(folder + " exists already");
        }
        Thread cleanup = new Thread(() -> deleteQuietly(folder), "gdlbench-remove-unfinished-results");
        Runtime.getRuntime().addShutdownHook(cleanup);
        boolean finished = false;
        try {
            RunResults results = measure(games, reasoners, records, knownWrong, listener);
            finished = true;
            return results;
        } finally {
            Runtime.getRuntime().removeShutdownHook(cleanup);
            if (!finished) {
                deleteQuietly(folder);
            }
        }
    }

    /** The key of a (game, reasoner) pair in a map of known disagreements. */
    public static String key(String game, String reasoner) {
        return game + "\n" + reasoner;
    }

    private RunResults measure(List<CorpusEntry> games, List<ReasonerSpec> reasoners, RecordSource records,
                               Map<String, String> knownWrong, Listener listener) {
        // The environment is written at the end, but its date is the run's start.
        Instant started = Instant.now();
        Path gamesDir = folder.resolve("games");
        Path recordsDir = folder.resolve("records");
        Path logs = folder.resolve("logs");
        createDirectories(logs);
        JmhCell jmh = new JmhCell(settings.profile(), settings.jvmArgs(), settings.nodeBudget(), settings.gcProfiler(),
                logs);
        CellCheck check = new CellCheck(settings.profile().verifyPlayouts(), settings.verifyTimeCap());
        List<ResultRow> rows = new ArrayList<>();
        List<RunResult> raw = new ArrayList<>();
        Map<String, String> hashes = new LinkedHashMap<>();
        int cells = games.size() * reasoners.size();
        int cell = 0;
        for (CorpusEntry entry : games) {
            hashes.put(entry.name(), entry.hash());
            Game game;
            try {
                game = entry.game();
            } catch (GdlException e) {
                for (ReasonerSpec spec : reasoners) {
                    listener.started(cell, cells, entry.name(), spec.toString());
                    List<ResultRow> failed = unmeasured(entry, spec, Status.INVALID_GAME, e.getMessage(), null);
                    rows.addAll(failed);
                    listener.finished(cell++, cells, failed);
                }
                continue;
            }
            GameFiles.write(gamesDir, game);
            String recordProblem = settings.drivers().stream().anyMatch(Driver::needsRecords)
                    ? copyRecords(entry, records.records(entry.name()), recordsDir) : null;
            Verifier verifier = new Verifier(entry.name(), Reasoners.create(Verification.REFERENCE, game), 1,
                    Math.max(1, check.verifyPlayouts()));
            for (ReasonerSpec spec : reasoners) {
                listener.started(cell, cells, entry.name(), spec.toString());
                String wrong = knownWrong.get(key(entry.name(), spec.toString()));
                List<ResultRow> measured = wrong != null
                        ? unmeasured(entry, spec, Status.DISAGREES, wrong, null)
                        : measureCell(entry, game, spec, verifier, check, jmh, gamesDir, recordsDir, recordProblem, raw);
                rows.addAll(measured);
                listener.finished(cell++, cells, measured);
            }
        }
        RunResults results = RunResults.of(environment(started, hashes), settings.describe(), withRelative(rows));
        writeJmhJson(raw);
        ResultFiles.write(folder, results);
        return results;
    }

    private List<ResultRow> measureCell(CorpusEntry entry, Game game, ReasonerSpec spec, Verifier verifier,
                                        CellCheck check, JmhCell jmh, Path gamesDir, Path recordsDir,
                                        String recordProblem, List<RunResult> raw) {
        CellCheck.Result checked = check.check(game, spec, verifier);
        if (checked.status() != Status.OK) {
            return unmeasured(entry, spec, checked.status(), checked.reason(), checked);
        }
        List<Driver> runnable = settings.drivers().stream()
                .filter(driver -> !driver.needsRecords() || recordProblem == null).toList();
        JmhCell.Measured measured = jmh.run(entry.name(), spec.toString(), gamesDir,
                recordProblem == null ? recordsDir : null, runnable);
        raw.addAll(measured.results().values());
        RunResult preparation = measured.result(JmhCell.PREPARATION);
        List<ResultRow> rows = new ArrayList<>();
        for (Driver driver : settings.drivers()) {
            RunResult result = measured.result(driver.benchmarkName());
            if (driver.needsRecords() && recordProblem != null) {
                rows.add(row(entry, spec, driver, Status.NO_RECORDS, recordProblem, null, preparation, checked));
            } else if (result == null) {
                rows.add(row(entry, spec, driver, Status.FAILED, measured.failure(driver.benchmarkName()), null,
                        preparation, checked));
            } else {
                rows.add(row(entry, spec, driver, Status.OK, checked.reason(), result, preparation, checked));
            }
        }
        return rows;
    }

    private List<ResultRow> unmeasured(CorpusEntry entry, ReasonerSpec spec, Status status, String reason,
                                       CellCheck.Result checked) {
        List<ResultRow> rows = new ArrayList<>();
        for (Driver driver : settings.drivers()) {
            rows.add(row(entry, spec, driver, status, reason, null, null, checked));
        }
        return rows;
    }

    private static ResultRow row(CorpusEntry entry, ReasonerSpec spec, Driver driver, Status status, String reason,
                                 RunResult result, RunResult preparation, CellCheck.Result checked) {
        Double figure = null;
        Double error = null;
        Double rate = null;
        Double rateError = null;
        Double depth = null;
        Double allocated = null;
        if (result != null) {
            Result<?> primary = result.getPrimaryResult();
            Result<?> counter = result.getSecondaryResults().get(driver.counter());
            Result<?> depthCounter = result.getSecondaryResults().get(driver.depthCounter());
            rate = primary.getScore();
            rateError = finite(primary.getScoreError());
            figure = counter.getScore();
            error = finite(counter.getScoreError());
            depth = rate == 0 ? null : depthCounter.getScore() / rate;
            allocated = allocatedPerUnit(result, rate, figure);
        }
        Double preparationMs = preparation == null ? null : preparation.getPrimaryResult().getScore();
        Double preparationError = preparation == null ? null : finite(preparation.getPrimaryResult().getScoreError());
        return new ResultRow(entry.name(), entry.hash(), spec.toString(), driver.text(), status, reason, figure, error,
                driver.unit(), rate, rateError, driver.rateUnit(), depth, preparationMs, preparationError,
                checked == null ? null : checked.memoryBytes(), null, allocated,
                checked == null ? null : record(checked.preparation()));
    }

    /** The preparation record as a result row writes it, or null. */
    private static PreparationRecord record(Preparation preparation) {
        if (preparation == null) {
            return null;
        }
        Map<String, Double> phases = new LinkedHashMap<>();
        preparation.phases().forEach(phase -> phases.merge(phase.name(), phase.millis(), Double::sum));
        return new PreparationRecord(preparation.backend(), phases, preparation.sizes(), preparation.reasons());
    }

    /** JMH's bytes per operation (with the gc profiler) over the units (states, nodes) per operation, or null. */
    private static Double allocatedPerUnit(RunResult result, double rate, double figure) {
        Result<?> perOperation = result.getSecondaryResults().get(JmhCell.ALLOCATED_PER_OPERATION);
        if (perOperation == null || figure == 0) {
            return null;
        }
        return finite(perOperation.getScore() * rate / figure);
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    /** Each measured figure relative to the best one for the same game and driver. */
    static List<ResultRow> withRelative(List<ResultRow> rows) {
        Map<String, Double> best = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            if (row.figure() != null) {
                best.merge(row.game() + "\n" + row.driver(), row.figure(), Math::max);
            }
        }
        List<ResultRow> out = new ArrayList<>();
        for (ResultRow row : rows) {
            Double top = best.get(row.game() + "\n" + row.driver());
            out.add(row.figure() == null || top == null || top == 0 ? row : row.withRelative(row.figure() / top));
        }
        return out;
    }

    /** Copies the records into the result folder; returns why they cannot be used, or null. */
    private static String copyRecords(CorpusEntry entry, List<MatchRecord> found, Path recordsDir) {
        if (found.isEmpty()) {
            return "no match records of " + entry.name() + " (make them: "
                    + MatchRecords.COMMAND.replace("all", entry.name()) + ")";
        }
        for (MatchRecord record : found) {
            if (!MatchRecords.hash(record).map(entry.hash()::equals).orElse(false)) {
                return "the match records of " + entry.name() + " are for another version of the game (remake them: "
                        + MatchRecords.COMMAND.replace("all", entry.name()) + ")";
            }
        }
        MatchRecords.write(recordsDir, entry.name(), found);
        return null;
    }

    private Environment environment(Instant started, Map<String, String> hashes) {
        return EnvironmentProbe.collect(started, settings.profile().name(), command, settings.jvmArgs(), hashes);
    }

    private void writeJmhJson(List<RunResult> raw) {
        try (PrintStream out = new PrintStream(Files.newOutputStream(folder.resolve("jmh.json")), true,
                StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(raw);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + folder.resolve("jmh.json"), e);
        }
    }

    private static void createDirectories(Path path) {
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + path, e);
        }
    }

    private static void deleteQuietly(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort: a folder we could not remove is reported by its missing results.json
        }
    }
}
