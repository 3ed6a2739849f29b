package org.gdlbench.gdl;

import java.util.List;

/**
 * The rules of a game as written, with the game's own symbol table and the warnings raised
 * while reading it (quirks that were normalised).
 */
public record GameDescription(String source, Symbols symbols, List<Rule> rules, List<String> warnings) {
    public GameDescription {
        rules = List.copyOf(rules);
        warnings = List.copyOf(warnings);
    }

    /** SHA-256 of the normalised text: the rules printed back, so comments, case and layout do not count. */
    public String hash() {
        return Sha256.of(org.gdlbench.gdl.parse.KifPrinter.print(this));
    }
}
