package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.List;

/**
 * A state as the native engines keep it: the term {@code s(L1, ..., Ln)}, {@code Li} the sorted
 * list of the state's fluents of kind {@code i} ({@link FluentKinds}, the last kind every fluent
 * of no named signature). The threaded encoding reads {@code (true (cell ?x ?y b))} in the
 * cells' list alone, and the successor is built already grouped, the {@code next} fluents of
 * each kind found and sorted apart, so no list of all fluents is ever scanned or sorted in play;
 * the assert encoding compares a state with the asserted one kind by kind.
 *
 * <p>The clauses: {@code e_kind(F, I)}, the kind of a ground fluent ({@code I} unbound), and
 * {@code e_state_kinds(N)}, from which the engine groups a sorted list of fluents
 * ({@code e_group/2}); {@code q_next_state(S, Joint, S2)}, the successor; and, for the threaded
 * encoding, {@code e_true_any(F, S)}, any fluent of {@code S}, for {@code (true ?f)}.
 */
final class GroupedState {
    static final String KIND = "e_kind";
    static final String KINDS = "e_state_kinds";
    static final String NEXT_STATE = "q_next_state";
    static final String ANY = "e_true_any";
    static final String STATE = "s";

    private final FluentKinds kinds;

    GroupedState(FluentKinds kinds) {
        this.kinds = kinds;
    }

    /**
     * The goal {@code (true fluent)} becomes in the threaded encoding, {@code state} the clause's
     * state term: {@code (arg(I, State, L), true_in(fluent, L))} for a fluent of kind {@code I}.
     */
    Struct goal(Term fluent, Term state) {
        Term term = fluent.getTerm();
        if (term instanceof Var) {
            return new Struct(ANY, term, state);
        }
        Var list = new Var();
        return new Struct(",", new Struct("arg", new alice.tuprolog.Int(kinds.kindOf((Struct) term)), state, list),
                new Struct(HelperClauses.TRUE_IN, term, list));
    }

    /** The clauses both encodings share: the kinds and the successor built grouped. */
    List<Struct> clauses() {
        List<Struct> clauses = new ArrayList<>();
        int kind = 1;
        for (Struct pattern : kinds.patterns()) {
            clauses.add(new Struct(":-", new Struct(KIND, pattern, new alice.tuprolog.Int(kind++)), new Struct("!")));
        }
        clauses.add(new Struct(KIND, new Var(), new alice.tuprolog.Int(kinds.other())));
        clauses.add(new Struct(KINDS, new alice.tuprolog.Int(kinds.count())));
        clauses.add(nextState());
        return clauses;
    }

    /** {@code e_true_any(F, S)} for the threaded encoding: a fluent of any kind's list. */
    List<Struct> anyFluent() {
        List<Struct> clauses = new ArrayList<>();
        for (int kind = 1; kind <= kinds.count(); kind++) {
            Var fluent = new Var("F");
            Var state = new Var("S");
            Var list = new Var("L");
            clauses.add(new Struct(":-", new Struct(ANY, fluent, state),
                    new Struct(",", new Struct("arg", new alice.tuprolog.Int(kind), state, list),
                            new Struct(HelperClauses.TRUE_IN, fluent, list))));
        }
        return clauses;
    }

    /**
     * {@code q_next_state(S, J, s(L1, ..., Ln)) :- findall(P1, q_next(P1, S, J), U1), sort(U1, L1), ...}:
     * each kind's {@code next} fluents asked by its pattern, so that only the rules whose heads
     * can make that kind run (the systems index the first argument by its functor); the last
     * kind is empty unless a {@code next} head is a variable, when its fluents are those such a
     * rule makes of no named kind.
     */
    private Struct nextState() {
        Var state = new Var("S");
        Var joint = new Var("J");
        List<Term> lists = new ArrayList<>();
        List<Struct> goals = new ArrayList<>();
        for (Struct pattern : kinds.patterns()) {
            Var found = new Var();
            Var sorted = new Var();
            goals.add(new Struct("findall", pattern, new Struct("q_next", pattern, state, joint), found));
            goals.add(new Struct("sort", found, sorted));
            lists.add(sorted);
        }
        if (kinds.nextMayMakeAnyKind()) {
            Var fluent = new Var("F");
            Var kind = new Var("K");
            Var found = new Var();
            Var sorted = new Var();
            // e_kind's clauses cut once a named kind matches: asked with the kind unbound
            goals.add(new Struct("findall", fluent, new Struct(",", new Struct("q_next", fluent, state, joint),
                    new Struct(",", new Struct(KIND, fluent, kind), new Struct("==", kind,
                            new alice.tuprolog.Int(kinds.other())))), found));
            goals.add(new Struct("sort", found, sorted));
            lists.add(sorted);
        } else {
            lists.add(new Struct());
        }
        Struct head = new Struct(NEXT_STATE, state, joint, new Struct(STATE, lists.toArray(new Term[0])));
        Struct body = new Struct("true");
        for (int i = goals.size() - 1; i >= 0; i--) {
            body = i == goals.size() - 1 ? goals.get(i) : new Struct(",", goals.get(i), body);
        }
        return new Struct(":-", head, body);
    }
}
