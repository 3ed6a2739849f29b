package org.gdlbench.harness.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.parse.KifTerms;

/**
 * A recorded match: its joint moves from the initial state, each as the KIF texts of the roles'
 * moves in role order. Written one joint move per line, e.g. {@code (mark 1 1) noop}; lines
 * starting with {@code ;} are comments (a header saying where the record comes from).
 *
 * @param comments the comment lines, without their {@code ;}
 * @param moves the joint moves; {@code lines.get(i)} is the file line of move {@code i}
 */
public record MatchRecord(List<String> comments, List<List<String>> moves, List<Integer> lines) {
    public MatchRecord {
        comments = List.copyOf(comments);
        moves = moves.stream().map(List::copyOf).toList();
        lines = List.copyOf(lines);
    }

    public static MatchRecord of(List<String> comments, List<List<String>> moves) {
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            lines.add(comments.size() + i + 1);
        }
        return new MatchRecord(comments, moves, lines);
    }

    /** @throws MatchRecordException when a line is not a list of terms */
    public static MatchRecord parse(String source, String text) {
        List<String> comments = new ArrayList<>();
        List<List<String>> moves = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String[] all = text.split("\r?\n", -1);
        for (int i = 0; i < all.length; i++) {
            String line = all[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith(";")) {
                comments.add(line.substring(1).strip());
                continue;
            }
            moves.add(terms(line, source + ":" + (i + 1)));
            lines.add(i + 1);
        }
        return new MatchRecord(comments, moves, lines);
    }

    public static MatchRecord read(Path file) {
        try {
            return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new MatchRecordException("cannot read the match record " + file + ": " + e.getMessage());
        }
    }

    /** The record's text: comments, then one joint move per line. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (String comment : comments) {
            text.append("; ").append(comment).append('\n');
        }
        for (List<String> move : moves) {
            text.append(String.join(" ", move)).append('\n');
        }
        return text.toString();
    }

    public void write(Path file) {
        try {
            Files.writeString(file, text(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Splits a line into its top-level terms: constants and parenthesised compounds. */
    public static List<String> terms(String line, String where) {
        try {
            return KifTerms.split(line);
        } catch (IllegalArgumentException e) {
            throw new MatchRecordException(where + ": " + e.getMessage());
        }
    }
}
