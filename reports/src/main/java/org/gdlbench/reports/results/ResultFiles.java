package org.gdlbench.reports.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.reports.Table;

/** Writes and reads a result folder's {@code results.json} and {@code results.csv}. */
public final class ResultFiles {
    public static final String JSON_FILE = "results.json";
    public static final String CSV_FILE = "results.csv";

    /** The CSV columns: every row field (the machine's speed as the mean of the row's readings), then the environment fields that tell runs apart. */
    public static final List<String> CSV_COLUMNS = List.of("schema_version", "date", "profile", "cpu", "cores",
            "jdk_version", "git_commit", "game", "game_hash", "reasoner", "driver", "status", "reason", "figure",
            "error", "unit", "rate", "rate_error", "rate_unit", "depth", "preparation_ms", "preparation_error_ms",
            "memory_bytes", "relative", "allocated_bytes", "backend", "measured_outside_jmh", "trend",
            "machine_speed", "machine_shift", "others_share", "steal_share", "busy", "unsettled",
            "threads");

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultFiles() {
    }

    /** Writes both files into {@code folder}. */
    public static void write(Path folder, RunResults results) {
        try {
            Files.writeString(folder.resolve(CSV_FILE), csv(results), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve(JSON_FILE), JSON.writeValueAsString(results) + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results into " + folder, e);
        }
    }

    /**
     * Reads {@code folder/results.json}.
     *
     * @throws IllegalArgumentException when it is not a gdlbench result file or its schema version is newer
     */
    public static RunResults read(Path folder) {
        RunResults results;
        try {
            results = JSON.readValue(folder.resolve(JSON_FILE).toFile(), RunResults.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + folder.resolve(JSON_FILE), e);
        }
        if (!RunResults.SCHEMA.equals(results.schema())) {
            throw new IllegalArgumentException(folder.resolve(JSON_FILE) + " is not a gdlbench result file");
        }
        if (results.schemaVersion() > RunResults.SCHEMA_VERSION) {
            throw new IllegalArgumentException(folder.resolve(JSON_FILE) + " has schema version "
                    + results.schemaVersion() + ", newer than this gdlbench reads (" + RunResults.SCHEMA_VERSION + ")");
        }
        return results;
    }

    static String csv(RunResults results) {
        Table table = new Table(CSV_COLUMNS);
        Environment env = results.environment();
        for (ResultRow row : results.rows()) {
            List<Object> values = new ArrayList<>(List.of(results.schemaVersion()));
            values.add(env.date());
            values.add(env.profile());
            values.add(env.cpu());
            values.add(env.cores());
            values.add(env.jdkVersion());
            values.add(env.gitCommit());
            values.add(row.game());
            values.add(row.gameHash());
            values.add(row.reasoner());
            values.add(row.driver());
            values.add(row.status());
            values.add(row.reason());
            values.add(row.figure());
            values.add(row.error());
            values.add(row.unit());
            values.add(row.rate());
            values.add(row.rateError());
            values.add(row.rateUnit());
            values.add(row.depth());
            values.add(row.preparationMs());
            values.add(row.preparationErrorMs());
            values.add(row.memoryBytes());
            values.add(row.relative());
            values.add(row.allocatedBytes());
            values.add(row.preparation() == null ? null : row.preparation().backend());
            values.add(row.outsideJmh());
            values.add(row.trend());
            // the mean of the row's readings: one number per cell
            values.add(row.machineSpeed() == null ? null
                    : row.machineSpeed().stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN));
            values.add(row.machineShift());
            values.add(row.coreLoad() == null ? null : row.coreLoad().others());
            values.add(row.coreLoad() == null ? null : row.coreLoad().steal());
            values.add(row.coreLoad() == null ? null : row.coreLoad().busy());
            values.add(row.unsettled());
            values.add(row.threadCount());
            table.add(values.toArray());
        }
        return table.csv();
    }
}
