package org.gdlbench.gdl.parse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.SourcePosition;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;

/**
 * Parses a KIF rule sheet into a {@link GameDescription}. Symbols are case-insensitive and kept
 * in lower case. Quirks with one clear meaning are normalised with a warning: a zero-arity
 * relation in parentheses ({@code (terminal)}) and a rule with an empty body.
 */
public final class KifParser {
    private final String source;
    private final Symbols symbols = new Symbols();
    private final Set<String> warnings = new LinkedHashSet<>();

    private KifParser(String source) {
        this.source = source;
    }

    public static GameDescription parse(String source, String text) {
        KifParser parser = new KifParser(source);
        List<Rule> rules = new ArrayList<>();
        List<SExpression> sentences = new KifReader(source, text).readAll();
        rejectTextThatIsNotKif(sentences, text);
        for (SExpression sentence : sentences) {
            rules.add(parser.sentence(sentence));
        }
        return new GameDescription(source, parser.symbols, rules, List.copyOf(parser.warnings));
    }

    /**
     * A word outside parentheses is a zero-arity fact in KIF. Lines of another language look the
     * same to a reader ({@code terminal :- touch(x).} is the words terminal, :-, touch and .
     * and the list (x)) and would silently change the game, so a top-level word is refused when
     * it is not a word KIF would write (no letter or digit, or a ':' or ','), when another word
     * follows it on its line, or when a list follows it without a space ({@code touch(x)}).
     */
    private static void rejectTextThatIsNotKif(List<SExpression> sentences, String text) {
        for (int i = 0; i < sentences.size(); i++) {
            SExpression sentence = sentences.get(i);
            if (!sentence.isWord()) {
                continue;
            }
            SourcePosition at = sentence.position();
            SExpression following = i + 1 < sentences.size() ? sentences.get(i + 1) : null;
            boolean sameLine = following != null && following.position().line() == at.line();
            boolean notAKifWord = !sentence.word().matches(".*[\\p{L}\\p{N}].*") || sentence.word().matches(".*[:,].*");
            boolean wordFollows = sameLine && following.isWord();
            boolean callFollows = sameLine && !following.isWord()
                    && following.position().column() == at.column() + sentence.word().length();
            if (notAKifWord || wordFollows || callFollows) {
                String line = text.lines().skip(at.line() - 1).findFirst().orElse("").strip();
                throw new GdlException(at, "syntax", "not KIF: '" + line
                        + "' (a rule is written (<= head body ...), a fact (name args ...))");
            }
        }
    }

    public static GameDescription parse(Path file) {
        return parse(file.toString(), SheetText.read(file));
    }

    /**
     * Reads one ground term (a move or a fluent) in the symbols of an existing game. A symbol the
     * game never uses cannot name anything in it, so it is an error rather than a new symbol.
     */
    public static Term parseGroundTerm(String text, Symbols symbols) {
        List<SExpression> expressions = new KifReader("<term>", text).readAll();
        if (expressions.size() != 1) {
            throw new GdlException(new SourcePosition("<term>", 1, 1), "syntax", "expected one term in '" + text + "'");
        }
        return groundTerm(expressions.get(0), symbols, text);
    }

    private static Term groundTerm(SExpression expression, Symbols symbols, String text) {
        if (expression.isWord()) {
            int symbol = symbols.lookup(expression.word());
            if (symbol < 0 || expression.word().startsWith("?")) {
                throw new GdlException(expression.position(), "unknown term",
                        "'" + expression.word() + "' is not a symbol of this game (in '" + text + "')");
            }
            return new Constant(symbol);
        }
        List<SExpression> items = expression.items();
        if (items.isEmpty() || !items.get(0).isWord()) {
            throw new GdlException(expression.position(), "syntax", "a term must start with a name");
        }
        Term functor = groundTerm(items.get(0), symbols, text);
        if (items.size() == 1) {
            return functor;
        }
        List<Term> args = new ArrayList<>();
        for (SExpression item : items.subList(1, items.size())) {
            args.add(groundTerm(item, symbols, text));
        }
        return new Compound(functor.functor(), args);
    }

    private Rule sentence(SExpression expression) {
        if (!expression.isWord() && !expression.items().isEmpty()
                && expression.items().get(0).isWord() && expression.items().get(0).word().equals("<=")) {
            return rule(expression);
        }
        return new Rule(head(expression), List.of(), expression.position());
    }

    private Rule rule(SExpression expression) {
        List<SExpression> items = expression.items();
        if (items.size() < 2) {
            throw new GdlException(expression.position(), "syntax", "'<=' needs a head");
        }
        Term head = head(items.get(1));
        if (items.size() == 2) {
            warn(expression.position(), "rule with an empty body read as a fact");
        }
        List<Literal> body = new ArrayList<>();
        for (SExpression literal : items.subList(2, items.size())) {
            body.add(literal(literal));
        }
        return new Rule(head, body, expression.position());
    }

    private Term head(SExpression expression) {
        Term head = term(expression);
        if (head instanceof Variable) {
            throw new GdlException(expression.position(), "syntax", "a variable cannot be a rule head or a fact");
        }
        return head;
    }

    private Literal literal(SExpression expression) {
        if (!expression.isWord() && !expression.items().isEmpty() && expression.items().get(0).isWord()) {
            String keyword = Symbols.normalise(expression.items().get(0).word());
            List<SExpression> args = expression.items().subList(1, expression.items().size());
            switch (keyword) {
                case "not":
                    if (args.size() != 1) {
                        throw new GdlException(expression.position(), "syntax", "'not' takes exactly one literal");
                    }
                    return new Literal.Not(literal(args.get(0)));
                case "distinct":
                    if (args.size() != 2) {
                        throw new GdlException(expression.position(), "syntax", "'distinct' takes exactly two terms");
                    }
                    return new Literal.Distinct(term(args.get(0)), term(args.get(1)));
                case "or":
                    List<Literal> disjuncts = new ArrayList<>();
                    for (SExpression arg : args) {
                        disjuncts.add(literal(arg));
                    }
                    return new Literal.Or(disjuncts);
                case "<=":
                    throw new GdlException(expression.position(), "syntax", "'<=' inside a rule body");
                default:
                    break;
            }
        }
        Term atom = term(expression);
        if (atom instanceof Variable) {
            throw new GdlException(expression.position(), "syntax", "a variable cannot stand as a literal");
        }
        return new Literal.Atom(atom);
    }

    private Term term(SExpression expression) {
        if (expression.isWord()) {
            return word(expression);
        }
        List<SExpression> items = expression.items();
        if (items.isEmpty()) {
            throw new GdlException(expression.position(), "syntax", "empty list '()'");
        }
        SExpression functor = items.get(0);
        if (!functor.isWord() || functor.word().startsWith("?")) {
            throw new GdlException(functor.position(), "syntax", "a term must start with a name");
        }
        if (functor.word().equals("<=")) {
            throw new GdlException(functor.position(), "syntax", "'<=' can only start a rule");
        }
        int symbol = symbols.intern(functor.word());
        if (items.size() == 1) {
            warn(expression.position(), "'(" + symbols.name(symbol) + ")' read as the constant '"
                    + symbols.name(symbol) + "'");
            return new Constant(symbol);
        }
        List<Term> args = new ArrayList<>();
        for (SExpression arg : items.subList(1, items.size())) {
            args.add(term(arg));
        }
        return new Compound(symbol, args);
    }

    private Term word(SExpression expression) {
        String word = expression.word();
        if (word.startsWith("?")) {
            if (word.length() == 1) {
                throw new GdlException(expression.position(), "syntax", "'?' without a variable name");
            }
            return new Variable(Symbols.normalise(word.substring(1)));
        }
        if (word.equals("<=")) {
            throw new GdlException(expression.position(), "syntax", "'<=' can only start a rule");
        }
        return new Constant(symbols.intern(word));
    }

    private void warn(SourcePosition position, String message) {
        warnings.add(position + ": " + message);
    }
}
