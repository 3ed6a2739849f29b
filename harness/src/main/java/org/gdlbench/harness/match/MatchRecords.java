package org.gdlbench.harness.match;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The recorded matches of a game, played by the reference with seeded random moves (the
 * {@code trace --seed} policy, {@link org.gdlbench.harness.trace.MatchRecorder}): {@code <folder>/<game>/seed-<k>.txt} for k = 1..n, shipped as
 * the resources {@code gdlbench/records/<game>/seed-<k>.txt}. Each file starts with comments
 * naming the game, its hash, the seed and the command that made it.
 */
public final class MatchRecords {
    /** How the shipped records are made. */
    public static final String COMMAND = "gdlbench record --games all";
    private static final String RESOURCES = "gdlbench/records/";
    private static final String HASH = "hash ";

    private MatchRecords() {
    }

    /** The file name of the match played with seed {@code seed}. */
    public static String fileName(long seed) {
        return "seed-" + seed + ".txt";
    }

    /** The header of the record of {@code game}'s match of {@code seed}: what {@link #hash} reads, and how it was made. */
    public static List<String> header(String game, String hash, long seed) {
        return List.of("game " + game, HASH + hash, "seed " + seed,
                "moves chosen by java.util.SplittableRandom(seed) over each role's legal moves sorted as text",
                "made by the reference: " + COMMAND.replace("all", game));
    }

    /** The game hash a record was made for, if its header says. */
    public static Optional<String> hash(MatchRecord record) {
        return record.comments().stream().filter(c -> c.startsWith(HASH)).map(c -> c.substring(HASH.length())).findFirst();
    }

    /** The shipped records of {@code game}: seed-1, seed-2, ... until one is missing. */
    public static List<MatchRecord> bundled(String game) {
        List<MatchRecord> records = new ArrayList<>();
        for (long seed = 1; ; seed++) {
            String resource = RESOURCES + game + "/" + fileName(seed);
            try (InputStream in = MatchRecords.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    return records;
                }
                records.add(MatchRecord.parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
        }
    }

    /** The records of {@code game} in {@code folder}: seed-1, seed-2, ... until one is missing. */
    public static List<MatchRecord> read(Path folder, String game) {
        List<MatchRecord> records = new ArrayList<>();
        for (long seed = 1; ; seed++) {
            Path file = folder.resolve(game).resolve(fileName(seed));
            if (!Files.isRegularFile(file)) {
                return records;
            }
            records.add(MatchRecord.read(file));
        }
    }

    /** Writes {@code records} (of seeds 1..n) to {@code <folder>/<game>/}, replacing what was there. */
    public static void write(Path folder, String game, List<MatchRecord> records) {
        Path dir = folder.resolve(game);
        try {
            Files.createDirectories(dir);
            // Records left from a longer series go, so readers stop at the right one.
            long seed = records.size() + 1;
            while (Files.deleteIfExists(dir.resolve(fileName(seed)))) {
                seed++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + dir, e);
        }
        for (int i = 0; i < records.size(); i++) {
            records.get(i).write(dir.resolve(fileName(i + 1)));
        }
    }
}
