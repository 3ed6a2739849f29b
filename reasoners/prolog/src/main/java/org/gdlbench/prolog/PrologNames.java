package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;

/**
 * Names GDL symbols in Prolog and converts terms both ways, for one game.
 *
 * <p>Every GDL symbol gets a prefixed atom: relations {@code r_<name>}, object constants and
 * functions {@code c_<name>}. So a game relation called {@code member}, {@code not} or
 * {@code is} can never meet a Prolog builtin, and a constant such as {@code 1} or {@code X} stays
 * an atom. Terms are built as tuProlog objects directly, never printed and parsed, so odd
 * characters in names need no quoting. Relations keep their arity, which Prolog already uses to
 * tell {@code p/1} from {@code p/2}.
 */
final class PrologNames {
    private static final String RELATION_PREFIX = "r_";
    private static final String DATA_PREFIX = "c_";

    private final Symbols symbols;
    private final List<Struct> atoms = new ArrayList<>();
    private final Map<String, Integer> dataSymbols = new HashMap<>();

    PrologNames(Symbols symbols) {
        this.symbols = symbols;
    }

    /** The Prolog functor of the relation named by {@code symbol}. */
    String relation(int symbol) {
        return RELATION_PREFIX + symbols.name(symbol);
    }

    /** The Prolog functor of the constant or function named by {@code symbol}. */
    String data(int symbol) {
        return atom(symbol).getName();
    }

    /** The atom for a GDL constant; one shared instance per symbol. */
    Struct atom(int symbol) {
        while (atoms.size() <= symbol) {
            atoms.add(null);
        }
        Struct atom = atoms.get(symbol);
        if (atom == null) {
            atom = new Struct(DATA_PREFIX + symbols.name(symbol));
            atoms.set(symbol, atom);
            dataSymbols.put(atom.getName(), symbol);
        }
        return atom;
    }

    /** A ground GDL data term (a fluent, a move, a role) as a Prolog term. */
    alice.tuprolog.Term ground(Term term) {
        return data(term, null);
    }

    /** A ground fact of a relation, e.g. {@code (succ 1 2)}, as the Prolog fact {@code r_succ(c_1, c_2)}. */
    Struct fact(Term fact) {
        String name = relation(fact.functor());
        if (fact.arity() == 0) {
            return new Struct(name);
        }
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[fact.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = ground(fact.arg(i));
        }
        return new Struct(name, args);
    }

    /** A GDL data term as a Prolog term, its variables mapped through {@code variables}. */
    alice.tuprolog.Term data(Term term, Map<Variable, Var> variables) {
        if (term instanceof Constant constant) {
            return atom(constant.symbol());
        }
        if (term instanceof Variable variable) {
            if (variables == null) {
                throw new IllegalArgumentException("not a ground term: ?" + variable.name());
            }
            return variables.computeIfAbsent(variable, key -> new Var("V" + variables.size()));
        }
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[term.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = data(term.arg(i), variables);
        }
        return new Struct(data(term.functor()), args);
    }

    /**
     * A Prolog answer (ground, built from atoms this object made) as a GDL term.
     *
     * @throws IllegalStateException when the answer is not ground or holds a name no GDL symbol has
     */
    Term toGdl(alice.tuprolog.Term answer) {
        alice.tuprolog.Term term = answer.getTerm();
        if (!(term instanceof Struct struct)) {
            throw new IllegalStateException("Prolog answered a non-ground term: " + term);
        }
        Integer symbol = dataSymbols.get(struct.getName());
        if (symbol == null) {
            throw new IllegalStateException("Prolog answered an unknown name: " + struct.getName());
        }
        if (struct.getArity() == 0) {
            return new Constant(symbol);
        }
        Term[] args = new Term[struct.getArity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = toGdl(struct.getArg(i));
        }
        return new Compound(symbol, args);
    }
}
