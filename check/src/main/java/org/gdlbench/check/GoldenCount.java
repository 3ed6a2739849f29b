package org.gdlbench.check;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The counts the reference finds for a game: what every reasoner must find too. Stored as
 * {@code corpus/perft/<game>.json} and shipped as the resource {@code gdlbench/perft/<game>.json};
 * {@code hash} is the game's hash when counted, so counts of a game that changed since are known
 * to be stale.
 *
 * @param plies nodes, terminal nodes and the goal sums of the terminal nodes (all roles', and
 *              each role's in files made since they are counted per role) at plies 0..depth of
 *              the full-width search ({@link Perft#count})
 * @param lines the seeded lines of play to the end from the nodes at ply {@code lines.from()}
 *              ({@link Perft#lines}); null when the full-width search reaches the end of every
 *              line itself, or in files made before lines were counted
 */
@JsonPropertyOrder({"game", "hash", "kind", "depth", "total", "plies", "lines", "command"})
@JsonIgnoreProperties(value = "kind", allowGetters = true)
public record GoldenCount(String game, String hash, int depth, long total, List<Perft.Ply> plies,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Perft.Lines lines, String command) {
    /** How the stored counts are made; written into each file. */
    public static final String COMMAND = "gdlbench perft --write-golden --games all";

    private static final String RESOURCES = "gdlbench/perft/";
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final ObjectWriter WRITER = JSON.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new OnePlyPerLine())
            .withArrayIndenter(new OnePlyPerLine()));

    public GoldenCount {
        plies = List.copyOf(plies);
    }

    public static GoldenCount of(String game, String hash, List<Perft.Ply> plies) {
        return of(game, hash, plies, null);
    }

    public static GoldenCount of(String game, String hash, List<Perft.Ply> plies, Perft.Lines lines) {
        return new GoldenCount(game, hash, plies.size() - 1, Perft.total(plies), plies, lines, COMMAND);
    }

    /**
     * What the counts cover: {@code complete} (the full-width search reaches the end of every
     * line), {@code full-width+lines} (full width to {@code depth}, then seeded lines to the end),
     * or {@code full-width} (full width only).
     */
    @JsonProperty("kind")
    public String kind() {
        if (Perft.complete(plies)) {
            return "complete";
        }
        return lines == null ? "full-width" : "full-width+lines";
    }

    /** Whether the counts include terminal states, by full width or by lines. */
    public boolean reachesTerminals() {
        return plies.stream().anyMatch(ply -> ply.terminals() > 0) || lines != null && lines.count() > 0;
    }

    /** These counts cut to plies 0..{@code depth}: the lines are kept when they start within them. */
    public GoldenCount upTo(int depth) {
        if (depth < 0 || depth > this.depth) {
            throw new IllegalArgumentException("depth " + depth + " is outside 0.." + this.depth);
        }
        Perft.Lines kept = lines != null && lines.from() <= depth ? lines : null;
        return new GoldenCount(game, hash, depth, Perft.total(plies.subList(0, depth + 1)),
                plies.subList(0, depth + 1), kept, command);
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
            Files.writeString(file, WRITER.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** Where {@code found} differs from these counts' plies, one line per ply; empty when equal. */
    public List<String> differences(List<Perft.Ply> found) {
        return differences(plies, found, "ply ", 0);
    }

    /** Where {@code found} differs from these counts' lines, one line per step; empty when equal. */
    public List<String> differences(Perft.Lines found) {
        if (lines == null) {
            throw new IllegalStateException("the golden counts of " + game + " have no lines");
        }
        if (found.from() != lines.from()) {
            return List.of("lines: expected from ply " + lines.from() + ", found from ply " + found.from());
        }
        return differences(lines.steps(), found.steps(), "line step ", lines.from());
    }

    private static List<String> differences(List<Perft.Ply> expected, List<Perft.Ply> found, String what, int from) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < Math.max(expected.size(), found.size()); i++) {
            Perft.Ply wanted = i < expected.size() ? expected.get(i) : null;
            Perft.Ply actual = i < found.size() ? found.get(i) : null;
            if (wanted == null || !wanted.agrees(actual)) {
                String ply = from == 0 ? "" : " (ply " + (from + i) + ")";
                lines.add(what + i + ply + ": expected " + describe(wanted) + ", found " + describe(actual));
            }
        }
        return lines;
    }

    private static String describe(Perft.Ply ply) {
        return ply == null ? "nothing" : ply.describe();
    }

    /** Whether every ply and line step records its goals per role, not only their sum (files made since they do). */
    public boolean goalsPerRole() {
        return plies.stream().allMatch(ply -> ply.goals() != null)
                && (lines == null || lines.steps().stream().allMatch(step -> step.goals() != null));
    }

    /** Indents as Jackson does, except inside an array (a ply, its goals per role): one line each. */
    private static final class OnePlyPerLine implements DefaultPrettyPrinter.Indenter {
        private static final DefaultIndenter LINES = new DefaultIndenter("  ", "\n");

        @Override
        public void writeIndentation(JsonGenerator generator, int level) throws IOException {
            if (withinArray(generator.getOutputContext())) {
                generator.writeRaw(' ');
            } else {
                LINES.writeIndentation(generator, level);
            }
        }

        private static boolean withinArray(JsonStreamContext context) {
            for (JsonStreamContext outer = context.getParent(); outer != null; outer = outer.getParent()) {
                if (outer.inArray()) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean isInline() {
            return false;
        }
    }
}
