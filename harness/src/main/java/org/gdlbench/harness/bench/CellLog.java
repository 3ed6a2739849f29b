package org.gdlbench.harness.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.reports.results.ResultRow;

/**
 * A result folder's {@code cells.jsonl}: append-only, one result row per line (JSON, as in
 * {@code results.json} but without {@code relative}), the rows of a (game, reasoner) appended
 * together, and forced to disk, as soon as it is measured. It is what a resumed run and a merge
 * read. A line cut short by a kill is dropped, and a later line for the same (game, reasoner,
 * driver) replaces an earlier one. A run holds a lock on the file, so that no two runs write
 * one folder.
 */
final class CellLog implements AutoCloseable {
    static final String FILE = "cells.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;
    private FileChannel channel;

    /** Opens {@code folder/cells.jsonl} for appending, first dropping a last line cut short. */
    CellLog(Path folder) {
        this.file = folder.resolve(FILE);
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null; // held by another run in this JVM
            }
            if (lock == null) {
                channel.close();
                throw new ResultFolderTakenException(folder + " is being written by another gdlbench run");
            }
            // read through this channel: closing any other descriptor of the file would drop the lock
            long size = channel.size();
            ByteBuffer bytes = ByteBuffer.allocate(Math.toIntExact(size));
            while (bytes.hasRemaining() && channel.read(bytes, bytes.position()) >= 0) {
                // reads until full
            }
            long end = completeLength(bytes.array());
            if (end < size) {
                channel.truncate(end);
            }
            channel.position(end);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file, e);
        }
    }

    /** Whether another run holds {@code folder}'s cell log open (it keeps a lock on it while it runs). */
    static boolean inUse(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.exists(file)) {
            return false;
        }
        try (FileChannel probe = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock lock = probe.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // held in this JVM
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + file, e);
        }
    }

    /** Appends the rows of one (game, reasoner); false when the log was closed (the run is stopping). */
    synchronized boolean append(Collection<ResultRow> rows) {
        if (channel == null) {
            return false;
        }
        StringBuilder lines = new StringBuilder();
        for (ResultRow row : rows) {
            try {
                lines.append(JSON.writeValueAsString(row.withRelative(null))).append('\n');
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a result row as JSON: " + row, e);
            }
        }
        try {
            ByteBuffer bytes = ByteBuffer.wrap(lines.toString().getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file, e);
        }
        return true;
    }

    /** Stops appending; waits for an append under way. */
    @Override
    public synchronized void close() {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // the rows appended are on disk already (forced)
            }
            channel = null;
        }
    }

    /** The rows of {@code folder/cells.jsonl}, the latest per (game, reasoner, driver); none when it is missing. */
    static List<ResultRow> read(Path folder) {
        Path file = folder.resolve(FILE);
        if (!Files.exists(file)) {
            return List.of();
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        Map<String, ResultRow> latest = new LinkedHashMap<>();
        // complete lines only: a last line without its newline was cut short
        String[] lines = text.substring(0, text.lastIndexOf('\n') + 1).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                ResultRow row = JSON.readValue(lines[i], ResultRow.class);
                latest.remove(rowKey(row));
                latest.put(rowKey(row), row);
            } catch (IOException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + " is not a result row: "
                        + e.getMessage().lines().findFirst().orElse(""));
            }
        }
        return new ArrayList<>(latest.values());
    }

    /** The cells all of whose drivers have a row in {@code rows}. */
    static Set<Cell> finished(List<ResultRow> rows, List<String> drivers) {
        Map<Cell, Set<String>> seen = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            seen.computeIfAbsent(new Cell(row.game(), row.reasoner()), cell -> new HashSet<>()).add(row.driver());
        }
        Set<Cell> finished = new HashSet<>();
        seen.forEach((cell, found) -> {
            if (found.containsAll(drivers)) {
                finished.add(cell);
            }
        });
        return finished;
    }

    private static String rowKey(ResultRow row) {
        return row.game() + "\n" + row.reasoner() + "\n" + row.driver() + "\n" + row.threadCount();
    }

    /** The length up to and including the last newline: what a kill cannot have cut. */
    private static long completeLength(byte[] bytes) {
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == '\n') {
                return i + 1;
            }
        }
        return 0;
    }
}
