package org.gdlbench.check;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The node counts the reference finds for a game at a fixed depth: what every reasoner must find
 * too. Stored as {@code corpus/perft/<game>.json} and shipped as the resource
 * {@code gdlbench/perft/<game>.json}; {@code hash} is the game's hash when counted, so counts of
 * a game that changed since are known to be stale.
 *
 * @param plies nodes, terminal nodes and the goal sum of the terminal nodes at plies 0..depth
 */
@JsonPropertyOrder({"game", "hash", "depth", "total", "plies", "command"})
public record GoldenCount(String game, String hash, int depth, long total, List<Perft.Ply> plies, String command) {
    /** How the stored counts are made; written into each file. */
    public static final String COMMAND = "gdlbench perft --write-golden --games all";

    private static final String RESOURCES = "gdlbench/perft/";
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public GoldenCount {
        plies = List.copyOf(plies);
    }

    public static GoldenCount of(String game, String hash, List<Perft.Ply> plies) {
        return new GoldenCount(game, hash, plies.size() - 1, Perft.total(plies), plies, COMMAND);
    }

    /** The counts shipped with gdlbench for {@code game}, if any. */
    public static Optional<GoldenCount> bundled(String game) {
        try (InputStream in = GoldenCount.class.getClassLoader().getResourceAsStream(RESOURCES + game + ".json")) {
            return in == null ? Optional.empty() : Optional.of(JSON.readValue(in, GoldenCount.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the golden counts of " + game, e);
        }
    }

    public static GoldenCount read(Path file) {
        try {
            return JSON.readValue(file.toFile(), GoldenCount.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Writes {@code <folder>/<game>.json}; returns the file. */
    public Path write(Path folder) {
        Path file = folder.resolve(game + ".json");
        try {
            Files.writeString(file, JSON.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** Where {@code found} differs from these counts, one line per ply; empty when equal. */
    public List<String> differences(List<Perft.Ply> found) {
        List<String> lines = new ArrayList<>();
        for (int ply = 0; ply < Math.max(plies.size(), found.size()); ply++) {
            Perft.Ply expected = ply < plies.size() ? plies.get(ply) : null;
            Perft.Ply actual = ply < found.size() ? found.get(ply) : null;
            if (expected == null || !expected.equals(actual)) {
                lines.add("ply " + ply + ": expected " + expected + ", found " + actual);
            }
        }
        return lines;
    }
}
