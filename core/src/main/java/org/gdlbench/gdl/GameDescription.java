package org.gdlbench.gdl;

import java.util.List;

/**
 * The rules of a game as written, with the game's own symbol table and the warnings raised
 * while reading it (quirks that were normalised). Its hash is the front end's
 * ({@link org.gdlbench.gdl.frontend.FrontEnd#hash}).
 */
public record GameDescription(String source, Symbols symbols, List<Rule> rules, List<String> warnings) {
    public GameDescription {
        rules = List.copyOf(rules);
        warnings = List.copyOf(warnings);
    }
}
