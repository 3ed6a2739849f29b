package org.gdlbench.harness.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * A state written by hand: its fluents as KIF terms, one a line; blank lines and lines starting
 * with {@code ;} are skipped. A fluent must be a ground term in the game's symbols that an
 * {@code init}, {@code next} or {@code base} rule of the game can make; anything else is a user
 * error naming file and line.
 */
final class StateFile {
    private StateFile() {
    }

    /** The fluents of {@code file} for {@code game}, as canonical KIF texts, sorted. */
    static SortedSet<String> read(Path file, Game game) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageException("cannot read the state file " + file + ": " + e.getMessage());
        }
        List<Term> patterns = fluentPatterns(game);
        KifPrinter printer = new KifPrinter(game.symbols());
        SortedSet<String> fluents = new TreeSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith(";")) {
                continue;
            }
            String where = file + ":" + (i + 1);
            Term fluent;
            try {
                fluent = KifParser.parseGroundTerm(line, game.symbols());
            } catch (GdlException e) {
                throw new UsageException(where + ": " + e.getMessage().replaceFirst("^<term>:\\d+:\\d+: ", ""));
            }
            if (patterns.stream().noneMatch(pattern -> Terms.match(pattern, fluent, new HashMap<>()))) {
                throw new UsageException(where + ": " + line + " is not a fluent of " + game.name());
            }
            fluents.add(printer.term(fluent));
        }
        return fluents;
    }

    /** The arguments of the heads of init, next and base rules: every shape a fluent can take. */
    private static List<Term> fluentPatterns(Game game) {
        List<Term> patterns = new ArrayList<>();
        for (Rule rule : game.rules()) {
            int functor = rule.head().functor();
            if ((functor == Symbols.INIT || functor == Symbols.NEXT || functor == Symbols.BASE)
                    && rule.head().arity() == 1) {
                patterns.add(rule.head().arg(0));
            }
        }
        return patterns;
    }
}
