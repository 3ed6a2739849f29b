package org.gdlbench.gdl;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.analysis.GameAnalysis;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.gdl.validate.Normaliser;
import org.gdlbench.gdl.validate.Validator;

/**
 * A game ready for reasoners: parsed, normalised, validated and analysed. This is the front
 * end's single entry point: parse → normalise → validate → analyse.
 *
 * <p>A game is identified by the SHA-256 of its normalised text (the parsed rules printed back,
 * so comments, case and layout do not matter). A Game is immutable and may be shared by threads.
 */
public final class Game {
    private final String name;
    private final GameDescription description;
    private final List<Rule> rules;
    private final GameAnalysis analysis;
    private final List<Term> roles;
    private final List<String> warnings;
    private final String hash;

    private Game(String name, GameDescription description) {
        this.name = name;
        this.description = description;
        Normaliser normaliser = new Normaliser();
        this.rules = normaliser.normalise(description.rules());
        this.analysis = new GameAnalysis(rules);
        List<String> allWarnings = new ArrayList<>(description.warnings());
        allWarnings.addAll(normaliser.warnings());
        allWarnings.addAll(new Validator(description.symbols()).validate(rules, analysis));
        this.warnings = List.copyOf(allWarnings);
        List<Term> declared = new ArrayList<>();
        for (Rule rule : rules) {
            if (rule.head().functor() == Symbols.ROLE && !declared.contains(rule.head().arg(0))) {
                declared.add(rule.head().arg(0));
            }
        }
        this.roles = List.copyOf(declared);
        this.hash = description.hash();
    }

    /** Reads, checks and analyses a rule sheet; throws {@link GdlException} when it is not valid GDL. */
    public static Game fromText(String name, String source, String text) {
        return new Game(name, KifParser.parse(source, text));
    }

    public static Game fromDescription(String name, GameDescription description) {
        return new Game(name, description);
    }

    public String name() {
        return name;
    }

    public GameDescription description() {
        return description;
    }

    public Symbols symbols() {
        return description.symbols();
    }

    /** The normalised rules: atoms, negated atoms and distinct only, no {@code or}. */
    public List<Rule> rules() {
        return rules;
    }

    public GameAnalysis analysis() {
        return analysis;
    }

    /** The roles in the order they are declared, which is the order of a joint move. */
    public List<Term> roles() {
        return roles;
    }

    public List<String> warnings() {
        return warnings;
    }

    /** SHA-256 of the normalised text, in hex. */
    public String hash() {
        return hash;
    }

    public KifPrinter printer() {
        return new KifPrinter(symbols());
    }

    /** Reads a ground term written in this game's symbols, e.g. a move or a fluent. */
    public Term parseGroundTerm(String text) {
        return KifParser.parseGroundTerm(text, symbols());
    }

}
