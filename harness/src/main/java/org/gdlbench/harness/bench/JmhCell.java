package org.gdlbench.harness.bench;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.ForkReport;
import org.gdlbench.harness.bench.fork.PreparationBenchmark;
import org.gdlbench.harness.bench.fork.SteadyState;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.results.CoreLoad;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Measures one (game, reasoner) with JMH through its Runner API, in forked JVMs: first the
 * preparation time (single shot per fresh fork), then each driver's throughput, each in its own
 * JMH run. JMH's own log goes to a file per (game, reasoner); a benchmark that fails in its fork
 * is reported with the first line of its error, from JMH's exception, and the others go on.
 */
final class JmhCell {
    /**
     * What JMH measured, or why it could not, per benchmark name.
     *
     * @param results per benchmark name, the preparation's and each driver's at each thread count
     *     ({@link #key})
     * @param forks per driver and thread count, the reports of the forks of the attempt kept ({@link ForkReport})
     * @param remeasured per driver and thread count measured again, why ({@link Remeasure.Kept#note})
     * @param loads per driver and thread count, what else ran on the measuring cores while the attempt kept ran
     */
    record Measured(Map<String, RunResult> results, Map<String, Failure> failures,
                    Map<String, List<ForkReport>> forks, Map<String, String> remeasured, Map<String, CoreLoad> loads) {
        RunResult result(String benchmark) {
            return results.get(benchmark);
        }

        /** What JMH measured of the driver with {@code threads} threads, or null. */
        RunResult result(Driver driver, int threads) {
            return results.get(key(driver, threads));
        }

        /** Why the driver was measured again, or null when it was measured once. */
        String remeasured(Driver driver, int threads) {
            return remeasured.get(key(driver, threads));
        }

        /** What else ran on the measuring cores while the driver was measured; null when not known. */
        CoreLoad coreLoad(Driver driver, int threads) {
            return loads.get(key(driver, threads));
        }

        String failure(Driver driver, int threads) {
            return failure(key(driver, threads));
        }

        boolean refused(Driver driver, int threads) {
            return refused(key(driver, threads));
        }

        String failure(String benchmark) {
            Failure failure = failures.get(benchmark);
            return failure == null ? "no result (see the JMH logs)" : failure.message();
        }

        /** Whether the reasoner refused the game in the benchmark's fork (a budget the check stayed within). */
        boolean refused(String benchmark) {
            Failure failure = failures.get(benchmark);
            return failure != null && failure.refused();
        }

        /**
         * A note when some of the driver's forks (or their threads, each settling its own machine)
         * reached the settling cap, their rate still rising or the JIT still compiling; null when none did.
         */
        String unsettled(Driver driver, int threads, Profile profile) {
            List<ForkReport> reports = forks.getOrDefault(key(driver, threads), List.of());
            List<String> notes = new ArrayList<>();
            atCap(notes, reports, SteadyState.Outcome.RISING_AT_CAP, "the rate was still rising", profile);
            atCap(notes, reports, SteadyState.Outcome.JIT_AT_CAP, "the JIT was still compiling", profile);
            return notes.isEmpty() ? null : String.join("; ", notes);
        }

        /** Adds "{@code what} after the settling cap in k of n forks" when k forks ended settling {@code how}. */
        private static void atCap(List<String> notes, List<ForkReport> reports, SteadyState.Outcome how, String what,
                                  Profile profile) {
            long atCap = reports.stream().filter(report -> report.settling().outcome() == how).count();
            if (atCap > 0) {
                boolean threaded = reports.stream().anyMatch(report -> report.thread() > 0);
                notes.add(String.format(Locale.ROOT, "%s after the settling cap (%.0f s) in %d of %d %s", what,
                        profile.settleCapSeconds(), atCap, reports.size(), threaded ? "forks' threads" : "forks"));
            }
        }

        /** The mean reading of the machine's speed of each of the driver's forks, fork after fork; null when none read it. */
        List<Double> machineSpeed(Driver driver, int threads) {
            List<Double> readings = forks.getOrDefault(key(driver, threads), List.of()).stream()
                    .map(ForkReport::meanMachineSpeed).filter(Objects::nonNull).toList();
            return readings.isEmpty() ? null : readings;
        }
    }

    /** Why a benchmark gave no result: its fork's error, and whether that was the reasoner refusing the game. */
    record Failure(String message, boolean refused) {
        /** The failure of a fork that threw {@code fault}, its JMH log being {@code log}. */
        static Failure of(Throwable fault, String log) {
            if (fault instanceof UnsupportedGameException refusal) {
                return new Failure(refusal.getMessage(), true);
            }
            return new Failure(fault.toString().lines().findFirst().orElse("") + " (see " + log + ")", false);
        }
    }

    static final String PREPARATION = PreparationBenchmark.class.getName() + ".prepare";

    /** The key of a driver measured with {@code threads} threads in {@link Measured}'s maps. */
    static String key(Driver driver, int threads) {
        return driver.benchmarkName() + "@" + threads;
    }
    /** The gc profiler's secondary result: bytes allocated per benchmark operation. */
    static final String ALLOCATED_PER_OPERATION = "gc.alloc.rate.norm";
    /** How long a run waits for another JMH run on this machine to finish. */
    private static final Duration LOCK_WAIT = Duration.ofHours(1);
    /** How often a waiting run looks at JMH's lock. */
    private static final Duration LOCK_POLL = Duration.ofSeconds(1);

    private final List<String> jvmArgs;
    private final long nodeBudget;
    private final boolean gcProfiler;
    private final Path logs;
    private final BenchRun.Listener waiting;

    /** @param waiting told when this run waits for another JMH run, and when it goes on */
    JmhCell(List<String> jvmArgs, long nodeBudget, boolean gcProfiler, Path logs, BenchRun.Listener waiting) {
        this.waiting = waiting;
        this.jvmArgs = List.copyOf(jvmArgs);
        this.nodeBudget = nodeBudget;
        this.gcProfiler = gcProfiler;
        this.logs = logs;
    }

    /**
     * @param gamesDir the folder of {@code <game>.kif}
     * @param recordsDir the folder of match records, or null when the drivers need none
     * @param drivers the throughput drivers to measure after the preparation time
     * @param threads the thread counts to measure each driver at: each thread of a fork with a
     *     machine of its own, JMH's figure their sum
     * @param profile how to measure this cell ({@link Profile#forReasoner}); with no preparation
     *     forks, the preparation time is not measured
     */
    Measured run(String game, String reasoner, Path gamesDir, Path recordsDir, List<Driver> drivers,
                 Profile profile, List<Integer> threads) {
        String label = safe(game) + "__" + safe(reasoner);
        Map<String, RunResult> results = new HashMap<>();
        Map<String, Failure> failures = new HashMap<>();
        Map<String, List<ForkReport>> forks = new HashMap<>();
        Map<String, String> remeasured = new HashMap<>();
        Map<String, CoreLoad> loads = new HashMap<>();
        if (profile.preparationForks() > 0) {
            ChainedOptionsBuilder preparation = common(game, reasoner, gamesDir)
                    .include("^" + Pattern.quote(PREPARATION) + "$")
                    .forks(profile.preparationForks())
                    .warmupIterations(0)
                    .measurementIterations(1);
            runInto(preparation.build(), PREPARATION, PREPARATION, logs.resolve(label + "__preparation.log"), results,
                    failures);
        }
        Path settleLog = logs.resolve(label + "__settling.txt");
        if (!drivers.isEmpty()) {
            ChainedOptionsBuilder throughput = common(game, reasoner, gamesDir)
                    .forks(profile.forks())
                    .warmupIterations(profile.warmupIterations())
                    .warmupTime(seconds(profile.iterationSeconds()))
                    .measurementIterations(profile.iterations())
                    .measurementTime(seconds(profile.iterationSeconds()))
                    .param("nodeBudget", Long.toString(nodeBudget))
                    .param("settleCap", Double.toString(profile.settleCapSeconds()))
                    .param("settleRound", Double.toString(profile.iterationSeconds()))
                    .param("settleLog", settleLog.toAbsolutePath().toString());
            if (recordsDir != null) {
                throughput.param("recordsDir", recordsDir.toString());
            }
            if (gcProfiler) {
                throughput.addProfiler(GCProfiler.class);
            }
            // one JMH run per driver: a run that fails stops and drops all its benchmarks' results
            Options base = throughput.build();
            Path log = logs.resolve(label + ".log");
            for (Driver driver : drivers) {
                for (int count : threads) {
                    Path reports = logs.resolve(label + "__forks").resolve(driver.text());
                    if (threads.size() > 1 || count > 1) {
                        reports = reports.resolve("threads-" + count);
                    }
                    measureDriver(base, driver, count, log, reports, profile.remeasures(), results, failures, forks,
                            remeasured, loads);
                }
            }
        }
        return new Measured(results, failures, forks, remeasured, loads);
    }

    /**
     * Measures one driver, and again while its measured iterations trend ({@link Remeasure}). The
     * forks of each attempt write their reports into a folder of the attempt's own, under
     * {@code reports}, so that the row reads only the kept attempt's (their settling and
     * machine-speed readings); the folders keep every attempt, JMH's log their iterations. The
     * load of the measuring cores while the attempt kept ran goes into {@code loads}.
     */
    private void measureDriver(Options base, Driver driver, int threads, Path log, Path reports, int remeasures,
                               Map<String, RunResult> results, Map<String, Failure> failures,
                               Map<String, List<ForkReport>> forks, Map<String, String> remeasured,
                               Map<String, CoreLoad> loads) {
        String benchmark = driver.benchmarkName();
        String key = key(driver, threads);
        List<Map<String, RunResult>> attempts = new ArrayList<>();
        List<CoreLoad> attemptLoads = new ArrayList<>();
        Remeasure.Kept<RunResult> kept = Remeasure.measure(remeasures, number -> {
            Map<String, RunResult> attempt = new HashMap<>();
            Path folder = attemptFolder(reports, number);
            ForkReport.clear(folder); // left by a run stopped in this cell, which is measured afresh
            Options options = new OptionsBuilder().parent(base).include(driver.include()).threads(threads)
                    .param("forkReports", folder.toAbsolutePath().toString()).build();
            attemptLoads.add(runInto(options, benchmark, key, log, attempt, failures));
            attempts.add(attempt);
            return attempt.get(key);
        }, result -> Trend.flagged(result, driver.counter()));
        String note = kept.note();
        if (kept.result() != null) {
            results.putAll(attempts.get(kept.attempt()));
            forks.put(key, ForkReport.read(attemptFolder(reports, kept.attempt())));
            if (attemptLoads.get(kept.attempt()) != null) {
                loads.put(key, attemptLoads.get(kept.attempt()));
            }
            Failure later = failures.remove(key);
            if (later != null) {
                note = "measured again as its iterations trended, but that attempt failed: " + later.message();
            }
        }
        if (note != null) {
            remeasured.put(key, note);
        }
    }

    /** The folder of the forks' reports of attempt {@code number} (from 0). */
    private static Path attemptFolder(Path reports, int number) {
        return reports.resolve("attempt-" + (number + 1));
    }

    private ChainedOptionsBuilder common(String game, String reasoner, Path gamesDir) {
        return new OptionsBuilder()
                .param("game", game)
                .param("reasoner", reasoner)
                .param("gamesDir", gamesDir.toString())
                .jvmArgs(jvmArgs.toArray(String[]::new))
                .threads(1)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.NORMAL);
    }

    /**
     * Runs one benchmark, appending JMH's log to {@code log}; its result goes into {@code results}
     * or, when it failed in its fork, the first line of its error into {@code failures}, under
     * {@code key}. The error
     * is read from JMH's exception (with fail-on-error, JMH throws the fork's exception, carried
     * back over its link); a fork that dies without one (a crash, System.exit) gives only JMH's
     * "Forked VM failed with exit code", its own output being in the log. While another JMH run
     * holds JMH's machine-wide lock, waits for it, saying so at once ({@link JmhLock}), since
     * measuring beside it would skew both, up to {@link #LOCK_WAIT}. Returns what else ran on the
     * measuring cores while JMH ran ({@link MachineLoad}; the wait for the lock left out), or null
     * when that is not known.
     */
    private CoreLoad runInto(Options options, String benchmark, String key, Path log, Map<String, RunResult> results,
                         Map<String, Failure> failures) {
        try (PrintStream out = new PrintStream(new FileOutputStream(log.toFile(), true), true, StandardCharsets.UTF_8)) {
            OutputFormat format = OutputFormatFactory.createFormatInstance(out, VerboseMode.NORMAL);
            while (true) {
                if (!JmhLock.ignored()) {
                    JmhLock.awaitFree(JmhLock.FILE, LOCK_WAIT, LOCK_POLL, waiting);
                }
                MachineLoad.Window window = MachineLoad.open();
                try {
                    for (RunResult result : new Runner(options, format).run()) {
                        if (result.getParams().getBenchmark().equals(benchmark)) {
                            results.put(key, result);
                        }
                    }
                    return window == null ? null : window.close();
                } catch (RunnerException e) {
                    Throwable fault = fault(e);
                    if (fault != null) {
                        failures.put(key, Failure.of(fault, log.getFileName().toString()));
                        return null;
                    }
                    // JMH's exception does not say whether its lock was the cause: the lock itself does
                    if (JmhLock.ignored() || JmhLock.holder(JmhLock.FILE) == null) {
                        throw new IllegalStateException("JMH could not run: " + e.getMessage() + " (see " + log + ")",
                                e);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the JMH log " + log, e);
        }
    }

    /** The benchmark's own error inside JMH's exception, or null when JMH failed before any benchmark ran. */
    static Throwable fault(RunnerException e) {
        Throwable cause = e.getCause();
        while (cause != null && !(cause instanceof BenchmarkException)) {
            cause = cause.getCause() == cause ? null : cause.getCause();
        }
        // JMH wraps the error in BenchmarkExceptions (as cause or as suppressed), reflection in InvocationTargetException
        while (cause instanceof BenchmarkException || cause instanceof InvocationTargetException) {
            Throwable inner = cause.getCause() != null ? cause.getCause()
                    : cause.getSuppressed().length > 0 ? cause.getSuppressed()[0] : null;
            if (inner == null || inner == cause) {
                break;
            }
            cause = inner;
        }
        return cause;
    }

    private static TimeValue seconds(double seconds) {
        return TimeValue.milliseconds(Math.max(1, Math.round(seconds * 1000)));
    }

    /** A reasoner spec or game name as a file name. */
    static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
