package org.gdlbench.ggpbase;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.ggpbase.api.Gdl;
import org.gdlbench.ggpbase.api.GdlConstant;
import org.gdlbench.ggpbase.api.GdlDistinct;
import org.gdlbench.ggpbase.api.GdlFunction;
import org.gdlbench.ggpbase.api.GdlLiteral;
import org.gdlbench.ggpbase.api.GdlNot;
import org.gdlbench.ggpbase.api.GdlOr;
import org.gdlbench.ggpbase.api.GdlProposition;
import org.gdlbench.ggpbase.api.GdlRelation;
import org.gdlbench.ggpbase.api.GdlRule;
import org.gdlbench.ggpbase.api.GdlSentence;
import org.gdlbench.ggpbase.api.GdlTerm;
import org.gdlbench.ggpbase.api.GdlVariable;

/** A parsed game description in the adapter's GDL form: one {@link Gdl} per fact or rule, as written. */
final class GdlTranslation {
    private final Symbols symbols;

    private GdlTranslation(Symbols symbols) {
        this.symbols = symbols;
    }

    static List<Gdl> of(GameDescription description) {
        GdlTranslation translation = new GdlTranslation(description.symbols());
        List<Gdl> out = new ArrayList<>();
        for (Rule rule : description.rules()) {
            GdlSentence head = translation.sentence(rule.head());
            out.add(rule.isFact() ? head : new GdlRule(head, rule.body().stream().map(translation::literal).toList()));
        }
        return out;
    }

    private GdlLiteral literal(Literal literal) {
        if (literal instanceof Literal.Atom atom) {
            return sentence(atom.atom());
        } else if (literal instanceof Literal.Not not) {
            return new GdlNot(literal(not.body()));
        } else if (literal instanceof Literal.Distinct distinct) {
            return new GdlDistinct(term(distinct.left()), term(distinct.right()));
        }
        return new GdlOr(((Literal.Or) literal).disjuncts().stream().map(this::literal).toList());
    }

    private GdlSentence sentence(Term atom) {
        if (atom instanceof Compound compound) {
            return new GdlRelation(constant(compound.functor()), compound.args().stream().map(this::term).toList());
        }
        return new GdlProposition(constant(((Constant) atom).symbol()));
    }

    private GdlTerm term(Term term) {
        if (term instanceof Constant constant) {
            return constant(constant.symbol());
        } else if (term instanceof Variable variable) {
            return new GdlVariable("?" + variable.name());
        }
        Compound compound = (Compound) term;
        return new GdlFunction(constant(compound.functor()), compound.args().stream().map(this::term).toList());
    }

    private GdlConstant constant(int symbol) {
        return new GdlConstant(symbols.name(symbol));
    }
}
