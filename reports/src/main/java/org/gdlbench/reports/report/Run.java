package org.gdlbench.reports.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.IterationRates;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;

/**
 * One run as a report sees it: a result folder, or a folder of result folders (one per game,
 * say) read as one run. Its rows are keyed by (game, reasoner, driver); where two parts hold the
 * same key, the first part read wins.
 *
 * @param label how the report names the run: its folder's name
 * @param folder where it was read from
 * @param parts the result files it was made of, in the order read
 * @param rules each game's number of rules (facts included) in the rules the run measured
 *              ({@code games/<game>.kif}), where the folder holds them
 * @param iterations the rate of each measured iteration, fork by fork, by {@link #key}, where the
 *                   folder holds JMH's results ({@link IterationRates})
 */
public record Run(String label, Path folder, List<RunResults> parts, Map<String, Integer> rules,
                  Map<String, List<List<Double>>> iterations) {
    public Run {
        parts = List.copyOf(parts);
        rules = Map.copyOf(rules);
        iterations = Map.copyOf(iterations);
    }

    /** A run without the rates of its iterations. */
    public Run(String label, Path folder, List<RunResults> parts, Map<String, Integer> rules) {
        this(label, folder, parts, rules, Map.of());
    }

    /** The environment of the first part (the parts of one run share a machine). */
    public Environment environment() {
        return parts.get(0).environment();
    }

    public RunResults.Settings settings() {
        return parts.get(0).settings();
    }

    /** The traits its parts recorded for their reasoners, by name; where two parts name one, the first's. */
    public Map<String, ReasonerTraits> reasonerTraits() {
        Map<String, ReasonerTraits> traits = new LinkedHashMap<>();
        parts.forEach(part -> part.reasoners().forEach(traits::putIfAbsent));
        return traits;
    }

    /** Every row, once per (game, reasoner, driver). */
    public List<ResultRow> rows() {
        Map<String, ResultRow> rows = new LinkedHashMap<>();
        for (RunResults part : parts) {
            for (ResultRow row : part.rows()) {
                rows.putIfAbsent(key(row), row);
            }
        }
        return new ArrayList<>(rows.values());
    }

    /** A short description of the machine and JVM, for legends: "Xeon, 2 cores, JDK 17.0.15". */
    public String machine() {
        Environment env = environment();
        if (env == null) {
            return label;
        }
        String cpu = Objects.requireNonNullElse(env.cpu(), "unknown CPU").replace("(R)", "").replace("(TM)", "")
                .replaceAll("\\s+", " ").trim();
        return cpu + ", " + env.cores() + (env.cores() == 1 ? " core" : " cores") + ", JDK " + env.jdkVersion();
    }

    public static String key(ResultRow row) {
        // one thread keeps the key it had before thread counts were recorded
        return key(row.game(), row.reasoner(), row.driver())
                + (row.threadCount() == 1 ? "" : "\u0000" + row.threadCount());
    }

    static String key(String game, String reasoner, String driver) {
        return game + "\u0000" + reasoner + "\u0000" + driver;
    }
}
