package org.gdlbench.harness.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.MergedShards;
import org.gdlbench.reports.results.ReasonerTraits;
import org.gdlbench.reports.results.RunResults;

/**
 * A result folder's {@code run.json}, written before the first cell is measured: what the run
 * is to measure (its matrix, or its shard of it), how, on which build and on which rules. A
 * resumed run and the shards of a merge must agree on all of it (docs/RESULTS.md).
 *
 * @param options what the run was asked for ({@link BenchOptions}), which {@code --resume} reads
 *                back; null for a run that cannot be resumed, such as {@code gdlbench quick}'s
 * @param shard {@code K/N}, or null for the whole matrix
 * @param games the matrix's games, in order; {@code reasoners} likewise
 * @param cells the cells this folder is to hold: the whole matrix, or the shard's part
 * @param environment the machine and build, probed when the run started
 * @param merged for a merged folder, the shards it was merged from; null otherwise
 * @param reasonerTraits each reasoner's traits by name, as its factory declared them when the run
 *                       started; empty (absent) in runs started before they were recorded
 */
@JsonPropertyOrder({"schema", "version", "command", "options", "shard", "games", "reasoners", "cells", "gameHashes",
        "settings", "jvmArgs", "verifyTimeCapSeconds", "records", "environment", "merged", "reasonerTraits"})
public record RunManifest(String schema, int version, String command, BenchOptions options, String shard,
                          List<String> games, List<String> reasoners, List<Cell> cells,
                          Map<String, String> gameHashes, RunResults.Settings settings, List<String> jvmArgs,
                          double verifyTimeCapSeconds, String records, Environment environment,
                          @JsonInclude(JsonInclude.Include.NON_NULL) MergedShards merged,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, ReasonerTraits> reasonerTraits) {
    public static final String FILE = "run.json";
    static final String SCHEMA = "gdlbench-run";
    /** 2: the options as one value ({@code options}), no longer as command-line words ({@code args}). */
    static final int VERSION = 2;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public RunManifest {
        games = List.copyOf(games);
        reasoners = List.copyOf(reasoners);
        cells = List.copyOf(cells);
        jvmArgs = List.copyOf(jvmArgs);
        reasonerTraits = reasonerTraits == null ? Map.of() : Map.copyOf(reasonerTraits);
    }

    /** Whether {@code folder} holds a manifest (a folder bench wrote, finished or not). */
    public static boolean existsIn(Path folder) {
        return Files.isRegularFile(folder.resolve(FILE));
    }

    /** @throws IllegalArgumentException when {@code folder} has no readable manifest, saying so in one line */
    public static RunManifest read(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(folder + " is not a bench result folder (no " + FILE + ")");
        }
        RunManifest manifest;
        try {
            manifest = JSON.readValue(file.toFile(), RunManifest.class);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " cannot be read: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (!SCHEMA.equals(manifest.schema()) || manifest.version() > VERSION) {
            throw new IllegalArgumentException(file + " is not a run manifest this gdlbench reads");
        }
        return manifest;
    }

    /** Writes {@code folder/run.json} whole or not at all. */
    public void write(Path folder) {
        Path file = folder.resolve(FILE);
        Path partial = folder.resolve(FILE + ".partial");
        try {
            Files.createDirectories(folder);
            Files.writeString(partial, JSON.writeValueAsString(this) + "\n");
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /**
     * How this run and {@code other} differ in what makes their figures comparable (settings,
     * build, game hashes) or in their matrix, as a short phrase; null when they agree. Shards and
     * cells are the caller's to compare.
     *
     * @param mine how the phrase names this run (e.g. "in the folder"), {@code theirs} the other
     */
    public String difference(RunManifest other, String mine, String theirs) {
        String comparability = comparability(other, mine, theirs);
        if (comparability != null) {
            return comparability;
        }
        if (!this.games.equals(other.games) || !reasoners.equals(other.reasoners)) {
            return "matrices differ (games " + this.games + " x reasoners " + reasoners + " " + mine + ", "
                    + other.games + " x " + other.reasoners + " " + theirs + ")";
        }
        return null;
    }

    /**
     * How this run and {@code other} differ in what makes their figures comparable: settings,
     * build, and the hashes of the games both have; null when they agree, whatever their matrices.
     */
    public String comparability(RunManifest other, String mine, String theirs) {
        List<String> settingsDiffer = differingComponents(settings, other.settings);
        if (!jvmArgs.equals(other.jvmArgs)) {
            settingsDiffer.add("jvmArgs");
        }
        if (verifyTimeCapSeconds != other.verifyTimeCapSeconds) {
            settingsDiffer.add("verifyTimeCap");
        }
        if (!Objects.equals(records, other.records)) {
            settingsDiffer.add("records");
        }
        if (!settingsDiffer.isEmpty()) {
            return "settings differ (" + String.join(", ", settingsDiffer) + ")";
        }
        if (!build().equals(other.build())) {
            return "builds differ (" + build() + " " + mine + ", " + other.build() + " " + theirs + ")";
        }
        TreeSet<String> games = new TreeSet<>(gameHashes.keySet());
        games.retainAll(other.gameHashes.keySet());
        games.removeIf(game -> Objects.equals(gameHashes.get(game), other.gameHashes.get(game)));
        if (!games.isEmpty()) {
            return "game hashes differ (" + String.join(", ", games) + ")";
        }
        return null;
    }

    /** The build measured: version, commit and whether the checkout had uncommitted changes. */
    public String build() {
        return "gdlbench " + environment.gdlbenchVersion() + " at "
                + (environment.gitCommit() == null ? "no commit" : environment.gitCommit().substring(0,
                Math.min(12, environment.gitCommit().length())))
                + (Boolean.TRUE.equals(environment.gitDirty()) ? " with changes" : "");
    }

    /** The names of the record components in which {@code a} and {@code b} differ. */
    static List<String> differingComponents(Record a, Record b) {
        List<String> names = new ArrayList<>();
        for (RecordComponent component : a.getClass().getRecordComponents()) {
            try {
                if (!Objects.equals(component.getAccessor().invoke(a), component.getAccessor().invoke(b))) {
                    names.add(component.getName());
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return names;
    }
}
