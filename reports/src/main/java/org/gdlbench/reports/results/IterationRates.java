package org.gdlbench.reports.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rate of each measured iteration, fork by fork, read from a result folder's {@code jmh.json}
 * (JMH's own results): the counter behind the headline figure, states/s for playouts and nodes/s
 * for mc and mm. Optional: a folder without the file, or rows measured outside JMH (engines), have
 * none.
 */
public final class IterationRates {
    public static final String FILE = "jmh.json";
    /** The JMH benchmark classes' simple names and the drivers they measure, as the harness names them. */
    private static final Map<String, String> DRIVERS = Map.of("PlayoutBenchmark", "playout",
            "MonteCarloBenchmark", "mc", "MinimaxBenchmark", "mm", "BatchBenchmark", "batch");
    /** Each driver's counter of the headline figure. */
    private static final Map<String, String> COUNTERS = Map.of("playout", "states", "mc", "nodes", "mm", "nodes",
            "batch", "states");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One (game, reasoner, driver). */
    public record Key(String game, String reasoner, String driver) {
    }

    private IterationRates() {
    }

    /** Each measured driver's rates: one list per fork, one rate per measured iteration; empty without the file. */
    public static Map<Key, List<List<Double>>> read(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        JsonNode all;
        try {
            all = JSON.readTree(file.toFile());
        } catch (IOException e) { // the iterations are extra detail: a damaged file only leaves their chart out
            return Map.of();
        }
        Map<Key, List<List<Double>>> rates = new LinkedHashMap<>();
        for (JsonNode benchmark : all) {
            String[] name = benchmark.path("benchmark").asText().split("\\.");
            String driver = name.length < 2 ? null : DRIVERS.get(name[name.length - 2]);
            JsonNode params = benchmark.path("params");
            if (driver == null || !params.has("game") || !params.has("reasoner")) {
                continue; // the preparation benchmark, or another's
            }
            JsonNode raw = benchmark.path("secondaryMetrics").path(COUNTERS.get(driver)).path("rawData");
            List<List<Double>> forks = new ArrayList<>();
            for (JsonNode fork : raw) {
                List<Double> iterations = new ArrayList<>();
                fork.forEach(value -> iterations.add(value.asDouble()));
                if (!iterations.isEmpty()) {
                    forks.add(List.copyOf(iterations));
                }
            }
            if (!forks.isEmpty()) {
                rates.putIfAbsent(new Key(params.get("game").asText(), params.get("reasoner").asText(), driver),
                        List.copyOf(forks));
            }
        }
        return rates;
    }
}
