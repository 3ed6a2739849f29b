package org.gdlbench.gdl;

import java.util.ArrayList;
import java.util.List;

/**
 * A game ready for reasoners: parsed, normalised, validated and analysed by
 * {@link org.gdlbench.gdl.frontend.FrontEnd}, which is the only way to make one from text.
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

    /**
     * @param rules the normalised rules
     * @param hash SHA-256 of the normalised text, in hex
     */
    public Game(String name, GameDescription description, List<Rule> rules, GameAnalysis analysis,
            List<String> warnings, String hash) {
        this.name = name;
        this.description = description;
        this.rules = List.copyOf(rules);
        this.analysis = analysis;
        this.warnings = List.copyOf(warnings);
        this.hash = hash;
        List<Term> declared = new ArrayList<>();
        for (Rule rule : rules) {
            if (rule.head().functor() == Symbols.ROLE && !declared.contains(rule.head().arg(0))) {
                declared.add(rule.head().arg(0));
            }
        }
        this.roles = List.copyOf(declared);
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
}
