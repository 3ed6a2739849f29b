package org.gdlbench.harness.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a bench run was asked for, as one value: a profile by name, the overrides of it given, and
 * the run's other options, each null when not given, so that its default applies (the constants
 * below, and the profile's own figures). The value is written into {@code run.json}; {@code bench
 * --resume} reads it back, with the options given beside {@code --resume} laid over it
 * ({@link #over}), and {@code gdlbench slurm} writes it for its shards to read ({@code bench
 * --options FILE}): nothing re-reads a command line. Where the run's output goes and which shard
 * it is are not part of it.
 *
 * @param profile quick, standard or paper
 * @param jvmArgs the options added to the benchmark JVMs' defaults, as given on one line
 * @param noReport true when the run writes no report of its own
 * @param games the games by name, or {@code all}; {@code corpus} the folder they are read from
 * @param records the folder of match records for mc and mm
 * @param engines engine processes as {@code NAME=COMMAND}; {@code plugins} the folder of plug-in jars
 * @param threads the thread counts to measure each cell at ({@code --threads}); null for one
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BenchOptions(String profile, Integer forks, Integer warmupIterations, Integer iterations,
                           Double iterationSeconds, Double settleCapSeconds, Integer remeasures,
                           Integer preparationForks, Integer verifyPlayouts, List<String> drivers, Long nodeBudget,
                           String jvmArgs, Double verifyTimeCapSeconds, List<String> profilers, Boolean noReport,
                           List<String> games, String corpus, List<String> reasoners, String records,
                           List<String> engines, String plugins, List<Integer> threads) {
    public static final String DEFAULT_PROFILE = "standard";
    public static final long DEFAULT_NODE_BUDGET = 1000;
    public static final double DEFAULT_VERIFY_TIME_CAP_SECONDS = 60;
    /** The most threads a cell is measured with: far beyond any machine's, so a count past it is a typo. */
    public static final int MAX_THREADS = 1024;
    /** Nothing given: every default. */
    public static final BenchOptions NONE = new BenchOptions(null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null);

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public BenchOptions {
        drivers = drivers == null ? null : List.copyOf(drivers);
        profilers = profilers == null ? null : List.copyOf(profilers);
        games = games == null ? null : List.copyOf(games);
        reasoners = reasoners == null ? null : List.copyOf(reasoners);
        engines = engines == null ? null : List.copyOf(engines);
        threads = threads == null ? null : List.copyOf(threads);
    }

    /** Options that do not name thread counts. */
    public BenchOptions(String profile, Integer forks, Integer warmupIterations, Integer iterations,
                        Double iterationSeconds, Double settleCapSeconds, Integer remeasures,
                        Integer preparationForks, Integer verifyPlayouts, List<String> drivers, Long nodeBudget,
                        String jvmArgs, Double verifyTimeCapSeconds, List<String> profilers, Boolean noReport,
                        List<String> games, String corpus, List<String> reasoners, String records,
                        List<String> engines, String plugins) {
        this(profile, forks, warmupIterations, iterations, iterationSeconds, settleCapSeconds, remeasures,
                preparationForks, verifyPlayouts, drivers, nodeBudget, jvmArgs, verifyTimeCapSeconds, profilers, noReport,
                games, corpus, reasoners, records, engines, plugins, null);
    }

    /** These options, and {@code parent}'s where these give none (as JMH's options over their parent). */
    public BenchOptions over(BenchOptions parent) {
        return new BenchOptions(or(profile, parent.profile), or(forks, parent.forks),
                or(warmupIterations, parent.warmupIterations), or(iterations, parent.iterations),
                or(iterationSeconds, parent.iterationSeconds), or(settleCapSeconds, parent.settleCapSeconds),
                or(remeasures, parent.remeasures), or(preparationForks, parent.preparationForks),
                or(verifyPlayouts, parent.verifyPlayouts), or(drivers, parent.drivers), or(nodeBudget, parent.nodeBudget),
                or(jvmArgs, parent.jvmArgs), or(verifyTimeCapSeconds, parent.verifyTimeCapSeconds),
                or(profilers, parent.profilers), or(noReport, parent.noReport), or(games, parent.games),
                or(corpus, parent.corpus), or(reasoners, parent.reasoners), or(records, parent.records),
                or(engines, parent.engines), or(plugins, parent.plugins), or(threads, parent.threads));
    }

    /** Whether the run writes its report when it ends. */
    public boolean report() {
        return !Boolean.TRUE.equals(noReport);
    }

    /**
     * The profile named (or the default), with the overrides given.
     *
     * @throws IllegalArgumentException naming the option whose value is out of range, or the profiles there are
     */
    public Profile resolvedProfile() {
        Profile result = Profile.named(profile == null ? DEFAULT_PROFILE : profile);
        if (forks != null) {
            result = result.withForks(atLeast("--forks", forks, 1));
        }
        if (warmupIterations != null) {
            result = result.withWarmupIterations(atLeast("--warmup-iterations", warmupIterations, 0));
        }
        if (iterations != null) {
            result = result.withIterations(atLeast("--iterations", iterations, 1));
        }
        if (iterationSeconds != null) {
            if (!(iterationSeconds >= 0.01)) {
                throw new IllegalArgumentException("--iteration-time must be at least 0.01 seconds, not "
                        + iterationSeconds);
            }
            result = result.withIterationSeconds(iterationSeconds);
        }
        if (settleCapSeconds != null) {
            if (!(settleCapSeconds >= 0)) {
                throw new IllegalArgumentException("--settle-cap must be 0 or more seconds, not " + settleCapSeconds);
            }
            result = result.withSettleCapSeconds(settleCapSeconds);
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

    /**
     * The thread counts to measure each cell at, ascending, each once: [1] when none were given.
     *
     * @throws IllegalArgumentException naming a count out of range
     */
    public List<Integer> threadCounts() {
        if (threads == null || threads.isEmpty()) {
            return List.of(1);
        }
        for (int count : threads) {
            if (count < 1 || count > MAX_THREADS) {
                throw new IllegalArgumentException("--threads: each count must be from 1 to " + MAX_THREADS + ", not "
                        + count);
            }
        }
        return threads.stream().distinct().sorted().toList();
    }

    private static int atLeast(String option, int value, int minimum) {
        if (value < minimum) {
            throw new IllegalArgumentException(option + " must be at least " + minimum + ", not " + value);
        }
        return value;
    }

    /** Writes the value as JSON into {@code file}. */
    public void write(Path file) {
        try {
            Files.writeString(file, JSON.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** @throws IllegalArgumentException saying in one line why {@code file} cannot be read */
    public static BenchOptions read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + " does not exist");
        }
        try {
            return JSON.readValue(file.toFile(), BenchOptions.class);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not a bench options file: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static <T> T or(T value, T parent) {
        return value != null ? value : parent;
    }
}
