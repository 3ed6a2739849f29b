package org.gdlbench.reports.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gdlbench.reports.results.IterationRates;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.RunResults;

/**
 * Reads the runs a report is made of, refusing with one line what is not a gdlbench result
 * folder: a missing folder, a folder without {@code results.json} (nor sub-folders with one), a
 * foreign or unreadable file, a schema newer than this gdlbench reads.
 */
public final class RunLoader {
    private RunLoader() {
    }

    /** Reads {@code folder}: a result folder, or a folder whose sub-folders are result folders. */
    public static Run load(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new ReportException(folder + ": no such result folder");
        }
        String label = folder.toAbsolutePath().normalize().getFileName() == null ? folder.toString()
                : folder.toAbsolutePath().normalize().getFileName().toString();
        if (Files.exists(folder.resolve(ResultFiles.JSON_FILE))) {
            return new Run(label, folder, List.of(read(folder)), rules(List.of(folder)), iterations(List.of(folder)));
        }
        List<Path> parts;
        try (Stream<Path> children = Files.list(folder)) {
            parts = children.filter(child -> Files.isRegularFile(child.resolve(ResultFiles.JSON_FILE))).sorted().toList();
        } catch (IOException e) {
            throw new ReportException(folder + ": cannot list the folder (" + e.getMessage() + ")");
        }
        if (parts.isEmpty()) {
            throw new ReportException(folder + ": not a gdlbench result folder (no " + ResultFiles.JSON_FILE
                    + " in it or its sub-folders)");
        }
        List<RunResults> results = new ArrayList<>();
        for (Path part : parts) {
            results.add(read(part));
        }
        return new Run(label, folder, results, rules(parts), iterations(parts));
    }

    /** Reads every folder; refuses a set of runs without a single row. */
    public static List<Run> loadAll(List<Path> folders) {
        List<Run> runs = new ArrayList<>();
        for (Path folder : folders) {
            runs.add(load(folder));
        }
        if (runs.stream().allMatch(run -> run.rows().isEmpty())) {
            throw new ReportException(folders.get(0).resolve(ResultFiles.JSON_FILE)
                    + (folders.size() > 1 ? " and the other folders hold" : " holds") + " no result rows: nothing to report");
        }
        return runs;
    }

    private static RunResults read(Path folder) {
        Path file = folder.resolve(ResultFiles.JSON_FILE);
        RunResults results;
        try {
            results = ResultFiles.read(folder);
        } catch (IllegalArgumentException e) {
            throw new ReportException(e.getMessage());
        } catch (RuntimeException e) { // unreadable JSON, or a required part missing
            throw new ReportException(file + ": not a gdlbench result file (" + firstLine(e) + ")");
        }
        if (results.rows() == null || results.environment() == null || results.settings() == null) {
            throw new ReportException(file + ": not a gdlbench result file (environment, settings or rows missing)");
        }
        return results;
    }

    /** Each measured driver's iteration rates in the folders' JMH results; the first folder holding one wins. */
    private static Map<String, List<List<Double>>> iterations(List<Path> folders) {
        Map<String, List<List<Double>>> rates = new HashMap<>();
        for (Path folder : folders) {
            IterationRates.read(folder).forEach((key, forks) ->
                    rates.putIfAbsent(Run.key(key.game(), key.reasoner(), key.driver()), forks));
        }
        return rates;
    }

    /**
     * Counts each game's rules in the folders' {@code games/<game>.kif}: the harness writes the
     * normalised rules there, one rule or fact a line.
     */
    private static Map<String, Integer> rules(List<Path> folders) {
        Map<String, Integer> rules = new HashMap<>();
        for (Path folder : folders) {
            Path games = folder.resolve("games");
            if (!Files.isDirectory(games)) {
                continue;
            }
            try (Stream<Path> files = Files.list(games)) {
                for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".kif")).toList()) {
                    String name = file.getFileName().toString().replaceFirst("\\.kif$", "");
                    try (Stream<String> lines = Files.lines(file)) {
                        rules.putIfAbsent(name, (int) lines.filter(line -> line.startsWith("(")).count());
                    }
                }
            } catch (IOException | UncheckedIOException e) {
                // sizes are optional: the scaling chart leaves the game out
            }
        }
        return rules;
    }

    private static String firstLine(Exception e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return message.lines().findFirst().orElse("").trim();
    }
}
