package org.gdlbench.harness.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * The files of a result folder that are made from others: {@code results.json},
 * {@code results.csv} and {@code jmh.json} are regenerated from {@code run.json},
 * {@code cells.jsonl} and the JMH results kept per cell in {@code jmh/}, so a run that was
 * stopped, resumed or merged writes the same files as one that ran straight through.
 */
public final class ResultFolder {
    static final String JMH_FILE = "jmh.json";
    static final String JMH_PIECES = "jmh";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** One regeneration at a time: the run's own and the shutdown hook's. */
    private static final Object LOCK = new Object();

    private ResultFolder() {
    }

    /** Keeps what JMH measured for one cell, before its rows go into the cell log. */
    /**
     * Makes the new result folder {@code folder}, its parents as needed; in one step, so that of
     * two runs given the same folder exactly one makes it.
     *
     * @throws ResultFolderTakenException when it exists already
     */
    static void claim(Path folder) {
        try {
            Path parent = folder.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.createDirectory(folder);
        } catch (FileAlreadyExistsException e) {
            throw new ResultFolderTakenException("--out folder " + folder + " exists already (another run may have"
                    + " just made it); name a new one");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the result folder " + folder, e);
        }
    }

    static void writeJmh(Path folder, Cell cell, Collection<RunResult> results) {
        Path file = jmhPiece(folder, cell);
        try {
            Files.createDirectories(file.getParent());
            try (PrintStream out = new PrintStream(Files.newOutputStream(file), true, StandardCharsets.UTF_8)) {
                ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    static Path jmhPiece(Path folder, Cell cell) {
        return folder.resolve(JMH_PIECES).resolve(JmhCell.safe(cell.game()) + "__" + JmhCell.safe(cell.reasoner()) + ".json");
    }

    /** The rows of the cells the folder's cell log holds in full, in the matrix's order. */
    static List<ResultRow> finishedRows(Path folder, RunManifest manifest) {
        List<ResultRow> rows = CellLog.read(folder);
        Set<Cell> finished = CellLog.finished(rows, manifest.settings().drivers());
        return rows.stream()
                .filter(row -> finished.contains(new Cell(row.game(), row.reasoner())))
                .sorted(Comparator.<ResultRow>comparingInt(row -> manifest.games().indexOf(row.game()))
                        .thenComparingInt(row -> manifest.reasoners().indexOf(row.reasoner()))
                        .thenComparingInt(row -> manifest.settings().drivers().indexOf(row.driver()))
                        .thenComparingInt(ResultRow::threadCount))
                .toList();
    }

    /** Rewrites {@code results.json}, {@code results.csv} and {@code jmh.json}; returns the results. */
    public static RunResults regenerate(Path folder) {
        synchronized (LOCK) {
            RunManifest manifest = RunManifest.read(folder);
            List<ResultRow> rows = finishedRows(folder, manifest);
            RunResults results = RunResults.of(manifest.environment(), manifest.settings(), manifest.merged(),
                    manifest.reasonerTraits(), MachineShift.flagged(Rows.withRelative(rows)));
            Path staging = folder.resolve(".results.partial");
            try {
                Files.createDirectories(staging);
                ResultFiles.write(staging, results);
                writeJmhJson(folder, rows, staging.resolve(JMH_FILE));
                for (String name : List.of(ResultFiles.CSV_FILE, JMH_FILE, ResultFiles.JSON_FILE)) {
                    Files.move(staging.resolve(name), folder.resolve(name), StandardCopyOption.REPLACE_EXISTING,
                            StandardCopyOption.ATOMIC_MOVE);
                }
                Files.delete(staging);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the results into " + folder, e);
            }
            return results;
        }
    }

    /** JMH's results of the finished cells, in order, as one JMH JSON array. */
    private static void writeJmhJson(Path folder, List<ResultRow> rows, Path out) throws IOException {
        ArrayNode all = JSON.createArrayNode();
        List<Cell> cells = rows.stream().map(row -> new Cell(row.game(), row.reasoner())).distinct().toList();
        for (Cell cell : cells) {
            Path piece = jmhPiece(folder, cell);
            if (Files.exists(piece)) {
                JsonNode results = JSON.readTree(piece.toFile());
                results.forEach(all::add);
            }
        }
        Files.writeString(out, JSON.writeValueAsString(all) + "\n", StandardCharsets.UTF_8);
    }
}
