package org.gdlbench.harness.bench.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;

/**
 * Where a benchmark fork finds its game: {@code <folder>/<name>.kif}, written by the host into
 * the result folder (so a result folder holds the exact rules measured), or the bundled corpus
 * when no folder is given (running a benchmark by hand).
 */
public final class GameFiles {
    private GameFiles() {
    }

    /** The rules of {@code game} as normalised text: parsing it gives the same game (same hash). */
    public static String normalisedText(Game game) {
        return KifPrinter.print(game.description());
    }

    /** Writes {@code <folder>/<name>.kif}. */
    public static Path write(Path folder, Game game) {
        Path file = folder.resolve(game.name() + ".kif");
        try {
            Files.createDirectories(folder);
            Files.writeString(file, normalisedText(game), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** The text of {@code name}'s rules, from {@code folder} or, when it is empty, the bundled corpus. */
    public static String text(String folder, String name) {
        if (folder.isEmpty()) {
            return normalisedText(Corpus.bundled().entry(name).game());
        }
        Path file = Path.of(folder, name + ".kif");
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    public static Game load(String folder, String name) {
        return FrontEnd.load(name, name + ".kif", text(folder, name));
    }

    /** Copies the records into the result folder; returns why they cannot be used, or null. */
    public static String copyRecords(CorpusEntry entry, List<MatchRecord> found, Path recordsDir) {
        if (found.isEmpty()) {
            return "no match records of " + entry.name() + " (make them: "
                    + MatchRecords.COMMAND.replace("all", entry.name()) + ")";
        }
        for (MatchRecord record : found) {
            if (!MatchRecords.hash(record).map(entry.hash()::equals).orElse(false)) {
                return "the match records of " + entry.name() + " are for another version of the game (remake them: "
                        + MatchRecords.COMMAND.replace("all", entry.name()) + ")";
            }
        }
        MatchRecords.write(recordsDir, entry.name(), found);
        return null;
    }
}
