package org.gdlbench.gdl.frontend;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Sha256;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.gdl.validate.Normaliser;
import org.gdlbench.gdl.validate.Validator;

/**
 * The front end: a rule sheet read, normalised, validated and analysed into a {@link Game}, in
 * that order. Every problem that is the rule author's is a {@link GdlException} with a position.
 */
public final class FrontEnd {
    private FrontEnd() {
    }

    /** Reads, checks and analyses a rule sheet; throws {@link GdlException} when it is not valid GDL. */
    public static Game load(String name, String source, String text) {
        return fromDescription(name, KifParser.parse(source, text));
    }

    /**
     * As {@link #load}, but a name used with several arities, which {@code load} reads as
     * separate relations or terms with a warning, is an error, as in ggp-base's validator.
     */
    public static Game loadStrict(String name, String source, String text) {
        return build(name, KifParser.parse(source, text), true, true);
    }

    /**
     * A set of rules checked as GDL (syntax, safety, stratification, ...) that need not form a
     * playable game: no legal, terminal or goal rules required. For tools and tests that translate
     * or plan a few rules; every game played goes through {@link #load}.
     */
    public static Game loadFragment(String name, String source, String text) {
        return build(name, KifParser.parse(source, text), false, false);
    }

    /** Normalises, validates and analyses rules already read. */
    public static Game fromDescription(String name, GameDescription description) {
        return build(name, description, true, false);
    }

    private static Game build(String name, GameDescription description, boolean playable, boolean strict) {
        Normaliser normaliser = new Normaliser();
        List<Rule> rules = normaliser.normalise(description.rules());
        GameAnalysis analysis = new GameAnalysis(rules);
        List<String> warnings = new ArrayList<>(description.warnings());
        warnings.addAll(normaliser.warnings());
        warnings.addAll(new Validator(description.source(), description.symbols(), strict).validate(rules, analysis, playable));
        return new Game(name, description, rules, analysis, warnings, hash(description));
    }

    /** SHA-256 of the normalised text: the rules printed back, so comments, case and layout do not count. */
    public static String hash(GameDescription description) {
        return Sha256.of(KifPrinter.print(description));
    }
}
