package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The content of a result folder's {@code results.json}: schema, environment, settings and one
 * row per (game, reasoner, driver). See docs/RESULTS.md.
 *
 * @param merged for a run merged from shards, each shard's environment; absent otherwise
 * @param reasoners each reasoner's traits by its name (without options), as its factory declared
 *                  them; empty (absent) in results written before they were recorded
 */
@JsonPropertyOrder({"schema", "schemaVersion", "environment", "settings", "merged", "reasoners", "rows"})
public record RunResults(String schema, int schemaVersion, Environment environment, Settings settings,
                         @JsonInclude(JsonInclude.Include.NON_NULL) MergedShards merged,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, ReasonerTraits> reasoners,
                         List<ResultRow> rows) {
    public static final String SCHEMA = "gdlbench-results";
    /** Bumped whenever a field changes meaning or goes; new fields may appear without a bump. */
    public static final int SCHEMA_VERSION = 2;

    public RunResults {
        rows = List.copyOf(rows);
        // sorted, so that the file reads the same however the run gathered them
        reasoners = reasoners == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(reasoners));
    }

    public static RunResults of(Environment environment, Settings settings, List<ResultRow> rows) {
        return of(environment, settings, null, Map.of(), rows);
    }

    public static RunResults of(Environment environment, Settings settings, MergedShards merged,
                                Map<String, ReasonerTraits> reasoners, List<ResultRow> rows) {
        return new RunResults(SCHEMA, SCHEMA_VERSION, environment, settings, merged, reasoners, rows);
    }

    /**
     * How the figures were measured.
     *
     * @param iterationSeconds length of each warm-up and measurement iteration
     * @param preparationForks fresh JVMs, one single-shot preparation each
     * @param nodeBudget nodes per search of the minimax driver
     * @param verifyPlayouts playouts checked against the reference before measuring (0 = none)
     * @param profilers the JMH profilers that ran beside the throughput benchmarks, e.g. {@code gc}
     * @param settleCapSeconds the most each fork ran its driver to settle before the warm-up
     *                         iterations (0 = not at all); null (absent) in results written before
     * @param threads the thread counts each cell was measured at, when more than one thread; null
     *                (absent) for one thread alone
     */
    @JsonPropertyOrder({"profile", "forks", "warmupIterations", "iterations", "iterationSeconds",
            "preparationForks", "drivers", "nodeBudget", "verifyPlayouts", "profilers", "settleCapSeconds", "threads"})
    public record Settings(String profile, int forks, int warmupIterations, int iterations, double iterationSeconds,
                           int preparationForks, List<String> drivers, long nodeBudget, int verifyPlayouts,
                           List<String> profilers,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Double settleCapSeconds,
                           @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> threads) {
        public Settings {
            drivers = List.copyOf(drivers);
            // results written before profilers were recorded read as none
            profilers = profilers == null ? List.of() : List.copyOf(profilers);
            // one thread, the only count before threads were recorded, is left unwritten, so such runs still agree
            threads = threads == null || threads.equals(List.of(1)) ? null : List.copyOf(threads);
        }

        /** Settings of a run measured with one thread. */
        public Settings(String profile, int forks, int warmupIterations, int iterations, double iterationSeconds,
                        int preparationForks, List<String> drivers, long nodeBudget, int verifyPlayouts,
                        List<String> profilers, Double settleCapSeconds) {
            this(profile, forks, warmupIterations, iterations, iterationSeconds, preparationForks, drivers, nodeBudget,
                    verifyPlayouts, profilers, settleCapSeconds, null);
        }

        /** The thread counts each cell was measured at: [1] when not recorded. */
        public List<Integer> threadCounts() {
            return threads == null ? List.of(1) : threads;
        }

        /** Settings without settling. */
        public Settings(String profile, int forks, int warmupIterations, int iterations, double iterationSeconds,
                        int preparationForks, List<String> drivers, long nodeBudget, int verifyPlayouts,
                        List<String> profilers) {
            this(profile, forks, warmupIterations, iterations, iterationSeconds, preparationForks, drivers, nodeBudget,
                    verifyPlayouts, profilers, null);
        }
    }
}
