package org.gdlbench.gdl.parse;

import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;

/** Prints terms, literals and rules as KIF text that {@link KifParser} reads back unchanged. */
public final class KifPrinter {
    private final Symbols symbols;

    public KifPrinter(Symbols symbols) {
        this.symbols = symbols;
    }

    public static String print(GameDescription game) {
        KifPrinter printer = new KifPrinter(game.symbols());
        StringBuilder out = new StringBuilder();
        for (Rule rule : game.rules()) {
            out.append(printer.rule(rule)).append('\n');
        }
        return out.toString();
    }

    public String term(Term term) {
        StringBuilder out = new StringBuilder();
        appendTerm(out, term);
        return out.toString();
    }

    public String literal(Literal literal) {
        StringBuilder out = new StringBuilder();
        appendLiteral(out, literal);
        return out.toString();
    }

    public String rule(Rule rule) {
        if (rule.isFact()) {
            return term(rule.head());
        }
        StringBuilder out = new StringBuilder("(<= ");
        appendTerm(out, rule.head());
        for (Literal literal : rule.body()) {
            out.append(' ');
            appendLiteral(out, literal);
        }
        return out.append(')').toString();
    }

    private void appendLiteral(StringBuilder out, Literal literal) {
        if (literal instanceof Literal.Atom atom) {
            appendTerm(out, atom.atom());
        } else if (literal instanceof Literal.Not not) {
            out.append("(not ");
            appendLiteral(out, not.body());
            out.append(')');
        } else if (literal instanceof Literal.Distinct distinct) {
            out.append("(distinct ");
            appendTerm(out, distinct.left());
            out.append(' ');
            appendTerm(out, distinct.right());
            out.append(')');
        } else if (literal instanceof Literal.Or or) {
            out.append("(or");
            for (Literal disjunct : or.disjuncts()) {
                out.append(' ');
                appendLiteral(out, disjunct);
            }
            out.append(')');
        }
    }

    private void appendTerm(StringBuilder out, Term term) {
        if (term instanceof Constant constant) {
            out.append(symbols.name(constant.symbol()));
        } else if (term instanceof Variable variable) {
            out.append('?').append(variable.name());
        } else {
            Compound compound = (Compound) term;
            out.append('(').append(symbols.name(compound.functor()));
            for (int i = 0; i < compound.arity(); i++) {
                out.append(' ');
                appendTerm(out, compound.arg(i));
            }
            out.append(')');
        }
    }
}
