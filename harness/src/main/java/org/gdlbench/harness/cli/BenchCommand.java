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
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.BenchOptions;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Cell;
import org.gdlbench.harness.bench.MachinePace;
import org.gdlbench.harness.bench.Matrix;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.bench.Shard;
import org.gdlbench.harness.bench.Trend;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.SteadyState;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.harness.plugin.Plugins;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

@Command(name = "bench", description = {
        "Measure reasoners with JMH in forked JVMs: random playouts (states/s), and the Monte-Carlo and",
        "iterative-deepening minimax drivers over recorded matches (nodes/s); preparation time apart.",
        "Batched playouts (states/s per lane) where a reasoner offers them, shown apart from single playouts.",
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
    // thresholds as whole percentages for the help texts: constant expressions, rounded by adding a half
    private static final int NOISY_PERCENT = (int) (100 * BenchSummary.NOISY_ERROR + 0.5);
    private static final int SETTLED_PERCENT = (int) (100 * SteadyState.TOLERANCE + 0.5);
    private static final int TREND_PERCENT = (int) (100 * Trend.LIMIT + 0.5);

    @Mixin
    GameSelection selection;

    @Mixin
    ProgressOption progress;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners, as name or name:key=value (default: every registered one).")
    List<String> reasoners;

    @Option(names = "--profile", paramLabel = "P",
            description = "quick (smoke test), standard (error bars under " + NOISY_PERCENT + "%%), paper (default: "
                    + BenchOptions.DEFAULT_PROFILE + ").")
    String profile;

    @Option(names = "--driver", split = ",", paramLabel = "D",
            description = "playout, mc, mm, batch (batched playouts, where a reasoner offers them), or several "
                    + "comma-separated (default: playout,batch; playout in the quick profile).")
    List<String> drivers;

    @Option(names = "--out", paramLabel = "DIR", description = "Result folder, new (default: results/<date-time>).")
    Path out;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Run shard K of N: a fixed 1/N of the (game, reasoner) cells, balanced by estimated time; "
                    + "merge the shards' folders with 'gdlbench merge'.")
    String shard;

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Go on with the stopped run in DIR: measure only its missing cells, with its options.")
    Path resume;

    @Option(names = "--options", paramLabel = "FILE",
            description = "Take the run's options from FILE, as 'gdlbench slurm' writes it for its shards; "
                    + "options given beside it are laid over it.")
    Path optionsFile;

    @Option(names = "--records", paramLabel = "DIR",
            description = "Match records for mc and mm: DIR/<game>/seed-<k>.txt (default: the shipped ones).")
    Path records;

    @Option(names = "--node-budget", paramLabel = "N",
            description = "Nodes per minimax search (default: " + BenchOptions.DEFAULT_NODE_BUDGET + ").")
    Long nodeBudget;

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
                    + "rising (the last " + SteadyState.WINDOW + " iterations within " + SETTLED_PERCENT + "%%), for at "
                    + "most this long (quick " + Profile.QUICK_SETTLE_CAP + ", standard " + Profile.STANDARD_SETTLE_CAP
                    + ", paper " + Profile.PAPER_SETTLE_CAP + "; 0 = no settling); a row that reaches it is marked not "
                    + "settled and not ranked.")
    Double settleCap;

    @Option(names = "--remeasures", paramLabel = "N",
            description = "Override the profile: how many more times a row whose measured iterations still trend "
                    + "(by over " + TREND_PERCENT + "%%) is measured, in fresh forks; the first attempt that does not "
                    + "trend is kept, and the row says so (standard and paper 1, quick 0).")
    Integer remeasures;

    @Option(names = "--preparation-forks", paramLabel = "N", description = "Override the profile: single-shot preparation forks.")
    Integer preparationForks;

    @Option(names = "--verify-playouts", paramLabel = "N",
            description = "Override the profile: playouts checked against the reference before measuring (0 = none).")
    Integer verifyPlayouts;

    @Option(names = "--verify-time-cap", paramLabel = "SECONDS",
            description = "Most time the check against the reference takes per game and reasoner (default: "
                    + BenchOptions.DEFAULT_VERIFY_TIME_CAP_SECONDS + ").")
    Double verifyTimeCap;

    @Option(names = "--prof", paramLabel = "NAME",
            description = "A JMH profiler to run beside the throughput benchmarks; gdlbench records `gc` "
                    + "(bytes allocated per state or node, in the summary and the results).")
    List<String> profilers;

    @Option(names = "--jvm-args", paramLabel = "ARGS",
            description = "More options of the benchmark JVMs, space-separated, added after the defaults ("
                    + DEFAULT_JVM_ARGS + ": the reasoners need the stack); a later -Xss, -Xms or -Xmx wins, as the "
                    + "JVM takes the last one.")
    String jvmArgs;

    @Option(names = "--threads", split = ",", paramLabel = "N",
            description = "Measure every cell with each of these thread counts (default 1): N threads in each fork, "
                    + "each with a machine of its own prepared from the game, the figure their total.")
    List<Integer> threads;

    @Option(names = "--no-report", description = "Do not write the report (index.html, charts, tables) of the run.")
    Boolean noReport;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Plan plan = plan();
        selection.sayMerged("bench", plan.games(), spec.commandLine().getOut());
        int status = run(plan, Map.of(), spec.commandLine().getOut(), spec.commandLine().getErr());
        if (plan.options().report()) {
            ReportCommand.afterRun(plan.folder(), spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        return status;
    }

    /**
     * Everything the run needs, checked before anything is written.
     *
     * @param options what the run was asked for, kept in its run.json; null for a run that cannot be resumed
     *     (quick's)
     */
    record Plan(List<CorpusEntry> games, List<ReasonerSpec> reasoners, BenchRun.Settings settings, Path folder,
                BenchRun.RecordSource records, String command, Shard shard, BenchOptions options, String recordsFolder,
                boolean resume) {
        /** A whole matrix into a new folder, not to be resumed. */
        Plan(List<CorpusEntry> games, List<ReasonerSpec> reasoners, BenchRun.Settings settings, Path folder,
             BenchRun.RecordSource records, String command) {
            this(games, reasoners, settings, folder, records, command, null, null, null, false);
        }

        Matrix matrix() {
            return new Matrix(games, reasoners, shard, options, recordsFolder);
        }
    }

    Plan plan() {
        if (resume != null) {
            if (out != null || optionsFile != null) {
                throw new UsageException("--resume: the folder to resume keeps the run's options and is its result"
                        + " folder; give no " + (out != null ? "--out" : "--options"));
            }
            return BenchResume.plan(resume, given(), shard);
        }
        BenchOptions options = given();
        if (optionsFile != null) {
            try {
                options = options.over(BenchOptions.read(optionsFile));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--options: " + e.getMessage());
            }
        }
        return plan(options, shard, out, false, String.join(" ", spec.commandLine().getParseResult().originalArgs()));
    }

    /** The options given on this command line, each null when not given; {@code --out} and {@code --shard} apart. */
    BenchOptions given() {
        ParseResult parsed = spec.commandLine().getParseResult();
        return new BenchOptions(profile, forks, warmupIterations, iterations, iterationTime, settleCap, remeasures,
                preparationForks, verifyPlayouts, drivers, nodeBudget, jvmArgs, verifyTimeCap, profilers, noReport,
                parsed.hasMatchedOption("--games") ? selection.games : null,
                selection.folder == null ? null : selection.folder.toAbsolutePath().toString(), reasoners,
                records == null ? null : records.toAbsolutePath().toString(), matched(parsed, "--engine"),
                parsed.hasMatchedOption("--plugins") ? Path.of(matched(parsed, "--plugins").get(0)).toAbsolutePath()
                        .toString() : null, threads);
    }

    /** The words given to {@code option} on the command line; null when it was not given. */
    private static List<String> matched(ParseResult parsed, String option) {
        return parsed.hasMatchedOption(option) ? List.copyOf(parsed.matchedOption(option).stringValues()) : null;
    }

    /**
     * The plan of a run with {@code options}, into {@code out} (null for the default folder).
     *
     * @param shardText {@code K/N}, or null for the whole matrix
     * @param resuming whether the folder is a stopped run's, to go on with
     * @param command the command line that made the run, kept in its environment
     */
    static Plan plan(BenchOptions options, String shardText, Path out, boolean resuming, String command) {
        reasonersOf(options);
        Profile chosen;
        try {
            Profile.named(options.profile() == null ? BenchOptions.DEFAULT_PROFILE : options.profile());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--profile: " + e.getMessage());
        }
        try {
            chosen = options.resolvedProfile();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        List<Driver> chosenDrivers = new ArrayList<>();
        for (String name : options.drivers() == null ? chosen.defaultDrivers() : options.drivers()) {
            try {
                Driver driver = Driver.named(name);
                if (!chosenDrivers.contains(driver)) {
                    chosenDrivers.add(driver);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("--driver: " + e.getMessage());
            }
        }
        List<Integer> threadCounts;
        try {
            threadCounts = options.threadCounts();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        long nodeBudget = options.nodeBudget() == null ? BenchOptions.DEFAULT_NODE_BUDGET : options.nodeBudget();
        if (nodeBudget < 1) {
            throw new UsageException("--node-budget must be at least 1, not " + nodeBudget);
        }
        double verifyTimeCap = options.verifyTimeCapSeconds() == null ? BenchOptions.DEFAULT_VERIFY_TIME_CAP_SECONDS
                : options.verifyTimeCapSeconds();
        if (!(verifyTimeCap > 0)) {
            throw new UsageException("--verify-time-cap must be a positive number of seconds, not " + verifyTimeCap);
        }
        Path records = options.records() == null ? null : Path.of(options.records());
        if (records != null && !Files.isDirectory(records)) {
            throw new UsageException("--records folder " + records + " does not exist");
        }
        Shard part = null;
        if (shardText != null) {
            try {
                part = Shard.parse(shardText);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--shard: " + e.getMessage());
            }
        }
        List<ReasonerSpec> specs = options.reasoners() == null ? ReasonerList.registered()
                : ReasonerList.parse(options.reasoners());
        Corpus corpus = options.corpus() == null ? Corpus.bundled() : Corpus.read(Path.of(options.corpus()));
        List<CorpusEntry> games = corpus.select(options.games() == null ? List.of("all") : options.games());
        Path folder = out != null ? out : part == null ? defaultFolder()
                : Path.of(defaultFolder() + "-shard-" + part.index() + "-of-" + part.count());
        if (!resuming && Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        BenchRun.RecordSource source = records == null ? MatchRecords::bundled : game -> MatchRecords.read(records, game);
        BenchRun.Settings settings = new BenchRun.Settings(chosen, chosenDrivers, forkJvmArgs(options.jvmArgs()),
                nodeBudget, Duration.ofMillis(Math.round(verifyTimeCap * 1000)), gcProfiler(options.profilers()),
                threadCounts);
        return new Plan(games, specs, settings, folder, source, command, part, options,
                records == null ? null : records.toString(), resuming);
    }

    /** Registers the engines and loads the plug-ins the options name, as their options do when given. */
    private static void reasonersOf(BenchOptions options) {
        try {
            if (options.engines() != null) {
                EngineOption.registerAll(options.engines());
            }
            if (options.plugins() != null) {
                Plugins.load(Path.of(options.plugins()));
            }
        } catch (ReasonerSpecException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static boolean gcProfiler(List<String> profilers) {
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
        double estimate = plan.matrix().estimatedSeconds(settings, toMeasure, MachinePace.now());
        out.printf("bench: %s x %s%s, profile %s, %s %s; about %s%n", Plural.count(plan.games().size(), "game"),
                Plural.count(plan.reasoners().size(), "reasoner"), BenchResume.part(plan, cells), settings.profile().name(),
                settings.drivers().size() == 1 ? "driver" : "drivers",
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
