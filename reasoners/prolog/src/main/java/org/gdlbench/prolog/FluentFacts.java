package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.List;

/**
 * The native assert encoding's state facts: one dynamic relation per fluent signature, its
 * arguments those of the fluent ({@code (cell 1 2 b)} is the fact {@code t_c_cell(c_1, c_2, c_b)}),
 * rather than one {@code state/1} relation of whole fluents. A native system indexes such facts
 * on whichever argument a call binds, and a call of {@code (true (cell ?x ?y b))} reads only
 * cells. The signatures are the {@link FluentKinds}; a fluent of any other signature is
 * the fact {@code t_other(F)}, so every fluent has exactly one place whatever its form, and
 * {@code (true ?f)} asks every relation.
 *
 * <p>The engine reaches them through {@code e_fluent_fact(F, Fact)} (the fact that stands for
 * the ground fluent {@code F}) and the translated rules through {@link #goal}.
 */
final class FluentFacts {
    /** The relation of the fluents of no signature the rules name. */
    static final String OTHER = "t_other";
    static final String FLUENT_FACT = "e_fluent_fact";
    static final String ANY = "e_true_any";
    static final String CLEAR = "e_clear_state";
    private static final String PREFIX = "t_";

    private final FluentKinds kinds;

    FluentFacts(FluentKinds kinds) {
        this.kinds = kinds;
    }

    /** The goal {@code (true fluent)} becomes, {@code fluent} already a Prolog term. */
    Struct goal(Term fluent) {
        Term term = fluent.getTerm();
        if (term instanceof Var) {
            return new Struct(ANY, term);
        }
        Struct struct = (Struct) term;
        if (kinds.kindOf(struct) == kinds.other()) {
            return new Struct(OTHER, struct);
        }
        return fact(struct);
    }

    /** A general fact of every relation (fresh variables for arguments), to declare them dynamic. */
    List<Struct> relations() {
        List<Struct> relations = new ArrayList<>();
        for (Struct pattern : kinds.patterns()) {
            relations.add(fact(pattern));
        }
        relations.add(new Struct(OTHER, new Var("F")));
        return relations;
    }

    /**
     * {@code e_fluent_fact(F, Fact)} for each signature, then {@code t_other} for the rest; and
     * {@code e_true_any(F)}, every fluent of the state whatever its relation; and
     * {@code e_clear_state}, which retracts every fluent's fact.
     */
    List<Struct> clauses() {
        List<Struct> clauses = new ArrayList<>();
        for (Struct pattern : kinds.patterns()) {
            clauses.add(new Struct(":-", new Struct(FLUENT_FACT, pattern, fact(pattern)), new Struct("!")));
        }
        Var fluent = new Var("F");
        clauses.add(new Struct(FLUENT_FACT, fluent, new Struct(OTHER, fluent)));
        for (Struct pattern : kinds.patterns()) {
            clauses.add(new Struct(":-", new Struct(ANY, pattern), fact(pattern)));
        }
        Var other = new Var("F");
        clauses.add(new Struct(":-", new Struct(ANY, other), new Struct(OTHER, other)));
        Struct clear = new Struct("retractall", new Struct(OTHER, new Var()));
        for (Struct pattern : kinds.patterns()) {
            clear = new Struct(",", new Struct("retractall", fact(pattern)), clear);
        }
        clauses.add(new Struct(":-", new Struct(CLEAR), clear));
        return clauses;
    }

    private static Struct fact(Struct fluent) {
        String name = PREFIX + fluent.getName();
        if (fluent.getArity() == 0) {
            return new Struct(name);
        }
        Term[] args = new Term[fluent.getArity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = fluent.getArg(i);
        }
        return new Struct(name, args);
    }
}
