package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Cell;
import org.gdlbench.harness.bench.Driver;
import org.gdlbench.harness.bench.Matrix;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.bench.Shard;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "bench", description = {
        "Measure reasoners with JMH in forked JVMs: random playouts (states/s), and the Monte-Carlo and",
        "iterative-deepening minimax drivers over recorded matches (nodes/s); preparation time apart.",
        "An engine process (--engine) is measured outside JMH, by its own counted playouts.",
        "Writes a result folder (docs/RESULTS.md). Exit status 1 when a reasoner disagrees with the",
        "reference, a game breaks in play or a benchmark fails; refused games are recorded and do not",
        "fail the run."})
final class BenchCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    /** The options of the benchmark JVMs, before any --jvm-args. */
    static final String DEFAULT_JVM_ARGS = "-Xss64m -Xms1g -Xmx2g";

    @Mixin
    GameSelection selection;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners, as name or name:key=value (default: every registered one).")
    List<String> reasoners;

    @Option(names = "--profile", defaultValue = "standard", paramLabel = "P",
            description = "quick (smoke test), standard (error bars under 10%%), paper (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--driver", split = ",", defaultValue = "playout", paramLabel = "D",
            description = "playout, mc, mm, or several comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> drivers;

    @Option(names = "--out", paramLabel = "DIR", description = "Result folder, new (default: results/<date-time>).")
    Path out;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Run shard K of N: a fixed 1/N of the (game, reasoner) cells, balanced by estimated time; "
                    + "merge the shards' folders with 'gdlbench merge'.")
    String shard;

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Go on with the stopped run in DIR: measure only its missing cells, with its settings.")
    Path resume;

    @Option(names = "--records", paramLabel = "DIR",
            description = "Match records for mc and mm: DIR/<game>/seed-<k>.txt (default: the shipped ones).")
    Path records;

    @Option(names = "--node-budget", defaultValue = "1000", paramLabel = "N",
            description = "Nodes per minimax search (default: ${DEFAULT-VALUE}).")
    long nodeBudget;

    @Option(names = "--forks", paramLabel = "N", description = "Override the profile: forks per driver.")
    Integer forks;

    @Option(names = "--warmup-iterations", paramLabel = "N", description = "Override the profile: warm-up iterations per fork.")
    Integer warmupIterations;

    @Option(names = "--iterations", paramLabel = "N", description = "Override the profile: measured iterations per fork.")
    Integer iterations;

    @Option(names = "--iteration-time", paramLabel = "SECONDS", description = "Override the profile: seconds per iteration.")
    Double iterationTime;

    @Option(names = "--settle-cap", paramLabel = "SECONDS",
            description = "Override the profile: before its warm-up iterations each fork runs until the rate stops "
                    + "rising (the last 3 iterations within 3%%), for at most this long (quick 15, standard 60, "
                    + "paper 120; 0 = no settling); a row that reaches it is marked not settled and not ranked.")
    Double settleCap;

    @Option(names = "--remeasures", paramLabel = "N",
            description = "Override the profile: how many more times a row whose measured iterations still trend "
                    + "is measured, in fresh forks; the first attempt that does not trend is kept, and the row says "
                    + "so (standard and paper 1, quick 0).")
    Integer remeasures;

    @Option(names = "--preparation-forks", paramLabel = "N", description = "Override the profile: single-shot preparation forks.")
    Integer preparationForks;

    @Option(names = "--verify-playouts", paramLabel = "N",
            description = "Override the profile: playouts checked against the reference before measuring (0 = none).")
    Integer verifyPlayouts;

    @Option(names = "--verify-time-cap", defaultValue = "60", paramLabel = "SECONDS",
            description = "Most time the check against the reference takes per game and reasoner (default: ${DEFAULT-VALUE}).")
    double verifyTimeCap;

    @Option(names = "--prof", paramLabel = "NAME",
            description = "A JMH profiler to run beside the throughput benchmarks; gdlbench records `gc` "
                    + "(bytes allocated per state or node, in the summary and the results).")
    List<String> profilers;

    @Option(names = "--jvm-args", paramLabel = "ARGS",
            description = "More options of the benchmark JVMs, space-separated, added after the defaults ("
                    + DEFAULT_JVM_ARGS + ": the reasoners need the stack); a later -Xss, -Xms or -Xmx wins, as the "
                    + "JVM takes the last one.")
    String jvmArgs;

    @Option(names = "--no-report", description = "Do not write the report (index.html, charts, tables) of the run.")
    boolean noReport;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Plan plan = plan();
        selection.sayMerged("bench", plan.games(), spec.commandLine().getOut());
        int status = run(plan, Map.of(), spec.commandLine().getOut(), spec.commandLine().getErr());
        if (!noReport) {
            ReportCommand.afterRun(plan.folder(), spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        return status;
    }

    /** Everything the run needs, checked before anything is written. */
    record Plan(List<CorpusEntry> games, List<ReasonerSpec> reasoners, BenchRun.Settings settings, Path folder,
                BenchRun.RecordSource records, String command, Shard shard, List<String> args, String recordsFolder,
                boolean resume) {
        /** A whole matrix into a new folder, not to be resumed. */
        Plan(List<CorpusEntry> games, List<ReasonerSpec> reasoners, BenchRun.Settings settings, Path folder,
             BenchRun.RecordSource records, String command) {
            this(games, reasoners, settings, folder, records, command, null, null, null, false);
        }

        Matrix matrix() {
            return new Matrix(games, reasoners, shard, args, recordsFolder);
        }
    }

    Plan plan() {
        return resume != null ? BenchResume.plan(resume, ownArgs()) : plan(false);
    }

    /** The options given to bench: after the word 'bench' when it runs as gdlbench's subcommand. */
    private List<String> ownArgs() {
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        return spec.commandLine().getParent() == null ? args
                : args.subList(args.indexOf(spec.name()) + 1, args.size());
    }

    /** @param resuming whether the folder is a stopped run's, to go on with */
    Plan plan(boolean resuming) {
        Profile chosen;
        try {
            chosen = Profile.named(profile);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--profile: " + e.getMessage());
        }
        chosen = overridden(chosen);
        List<Driver> chosenDrivers = new ArrayList<>();
        for (String name : drivers) {
            try {
                Driver driver = Driver.named(name);
                if (!chosenDrivers.contains(driver)) {
                    chosenDrivers.add(driver);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("--driver: " + e.getMessage());
            }
        }
        if (nodeBudget < 1) {
            throw new UsageException("--node-budget must be at least 1, not " + nodeBudget);
        }
        if (!(verifyTimeCap > 0)) {
            throw new UsageException("--verify-time-cap must be a positive number of seconds, not " + verifyTimeCap);
        }
        if (records != null && !Files.isDirectory(records)) {
            throw new UsageException("--records folder " + records + " does not exist");
        }
        Shard part = null;
        if (shard != null) {
            try {
                part = Shard.parse(shard);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--shard: " + e.getMessage());
            }
        }
        List<ReasonerSpec> specs = reasoners == null ? ReasonerList.registered() : ReasonerList.parse(reasoners);
        List<CorpusEntry> games = selection.entries();
        Path folder = out != null ? out : part == null ? defaultFolder()
                : Path.of(defaultFolder() + "-shard-" + part.index() + "-of-" + part.count());
        if (!resuming && Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        Path recordFolder = records;
        BenchRun.RecordSource source = recordFolder == null ? MatchRecords::bundled
                : game -> MatchRecords.read(recordFolder, game);
        BenchRun.Settings settings = new BenchRun.Settings(chosen, chosenDrivers, forkJvmArgs(jvmArgs), nodeBudget,
                Duration.ofMillis(Math.round(verifyTimeCap * 1000)), gcProfiler());
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        return new Plan(games, specs, settings, folder, source, String.join(" ", args), part,
                BenchResume.repeatable(ownArgs()), recordFolder == null ? null : recordFolder.toAbsolutePath().toString(),
                resuming);
    }

    private boolean gcProfiler() {
        if (profilers == null) {
            return false;
        }
        for (String name : profilers) {
            if (!name.equals("gc")) {
                throw new UsageException("--prof: profiler '" + name + "' is not one gdlbench records; use gc");
            }
        }
        return true;
    }

    private Profile overridden(Profile base) {
        Profile result = base;
        if (forks != null) {
            result = result.withForks(atLeast("--forks", forks, 1));
        }
        if (warmupIterations != null) {
            result = result.withWarmupIterations(atLeast("--warmup-iterations", warmupIterations, 0));
        }
        if (iterations != null) {
            result = result.withIterations(atLeast("--iterations", iterations, 1));
        }
        if (iterationTime != null) {
            if (!(iterationTime >= 0.01)) {
                throw new UsageException("--iteration-time must be at least 0.01 seconds, not " + iterationTime);
            }
            result = result.withIterationSeconds(iterationTime);
        }
        if (settleCap != null) {
            if (!(settleCap >= 0)) {
                throw new UsageException("--settle-cap must be 0 or more seconds, not " + settleCap);
            }
            result = result.withSettleCapSeconds(settleCap);
        }
        if (remeasures != null) {
            result = result.withRemeasures(atLeast("--remeasures", remeasures, 0));
        }
        if (preparationForks != null) {
            result = result.withPreparationForks(atLeast("--preparation-forks", preparationForks, 1));
        }
        if (verifyPlayouts != null) {
            result = result.withVerifyPlayouts(atLeast("--verify-playouts", verifyPlayouts, 0));
        }
        return result;
    }

    private static int atLeast(String option, int value, int minimum) {
        if (value < minimum) {
            throw new UsageException(option + " must be at least " + minimum + ", not " + value);
        }
        return value;
    }

    /** The options of the benchmark JVMs: the defaults, then {@code more} (--jvm-args, or null). */
    static List<String> forkJvmArgs(String more) {
        List<String> all = new ArrayList<>(jvmArgs(DEFAULT_JVM_ARGS));
        if (more != null) {
            all.addAll(jvmArgs(more));
        }
        return all;
    }

    /** JVM options written on one line, split at spaces. */
    static List<String> jvmArgs(String text) {
        return Arrays.stream(text.trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
    }

    static Path defaultFolder() {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path folder = Path.of("results", stamp);
        for (int i = 2; Files.exists(folder); i++) {
            folder = Path.of("results", stamp + "-" + i);
        }
        return folder;
    }

    /**
     * Runs a checked plan, with a progress bar on {@code err} and the summary on {@code out}; the
     * exit status. {@code knownWrong} holds pairs already found to disagree ({@link BenchRun#key}).
     */
    static int run(Plan plan, Map<String, String> knownWrong, PrintWriter out, PrintWriter err) {
        BenchRun.Settings settings = plan.settings();
        BenchRun bench = new BenchRun(settings, plan.folder(), plan.command(), err);
        // a new run's folder is not read: another run given the same --out may be making it
        List<Cell> toMeasure = plan.resume() ? bench.toMeasure(plan.matrix()) : plan.matrix().cells(settings);
        int cells = toMeasure.size();
        double estimate = plan.matrix().estimatedSeconds(settings, toMeasure);
        out.printf("bench: %d game(s) x %d reasoner(s)%s, profile %s, driver(s) %s; about %s%n", plan.games().size(),
                plan.reasoners().size(), BenchResume.part(plan, cells), settings.profile().name(),
                String.join(",", settings.drivers().stream().map(Driver::text).toList()), minutes(estimate));
        out.flush();
        RunResults results;
        try (ProgressDisplay progress = new ProgressDisplay(err, estimate / Math.max(1, cells))) {
            results = plan.resume() ? bench.resume(plan.matrix(), plan.records(), progress)
                    : bench.start(plan.matrix(), plan.records(), knownWrong, progress);
        }
        out.print(BenchSummary.summary(results.rows()).text());
        String unsettled = BenchSummary.unsettledRows(results.rows());
        if (unsettled != null) {
            out.println(unsettled);
        }
        // The quick profile's few short iterations give wide error bars by design: nothing more to warn of.
        if (!settings.profile().name().equals(Profile.QUICK.name())) {
            for (String warning : new String[] {BenchSummary.noisyRows(results.rows()),
                    BenchSummary.trendingRows(results.rows())}) {
                if (warning != null) {
                    out.println(warning);
                }
            }
        }
        // every profile: a busy machine skews quick's figures as much as any, whether its cores were
        // shared or the machine itself slowed (its speed, read by every settled fork, quick's too)
        for (String warning : new String[] {BenchSummary.machineShiftedRows(results.rows()),
                BenchSummary.busyRows(results.rows()), BenchSummary.loadNotKnown(results.rows())}) {
            if (warning != null) {
                out.println(warning);
            }
        }
        out.println("results: " + plan.folder().toAbsolutePath());
        boolean failed = results.rows().stream().anyMatch(row -> row.status() == ResultRow.Status.DISAGREES
                || row.status() == ResultRow.Status.GAME_ERROR || row.status() == ResultRow.Status.FAILED);
        return failed ? Main.FAILURE : 0;
    }

    static String minutes(double seconds) {
        return seconds < 90 ? Math.round(seconds) + " s" : String.format(Locale.ROOT, "%.1f min", seconds / 60);
    }
}
