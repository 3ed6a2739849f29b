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
 *
 * <p>In the threaded encoding a kind of two or more arguments (a board's cells) is also split
 * by its first argument once it holds {@value #SPLIT_FROM} fluents or more: its part of
 * {@code s(...)} is then {@code e_split(L, G)}, {@code L} the sorted list as before and
 * {@code G} a list of groups {@code X-LX}, one per first argument {@code X} among the kind's
 * fluents, in order, {@code LX} the sorted list of those whose first argument is {@code X} (a
 * sorted list holds them together). Looking up {@code (cell 3 4 red)} finds the group of
 * {@code 3}, then the cell in it, rather than scanning every cell; a lookup whose first argument
 * is not ground scans {@code L}. Fewer fluents stay a plain list: grouping them cost more than
 * it saved. {@code e_true_split(P, F)} (and {@code e_true_split_once(P, F)}, for a test that needs
 * one proof) reads either form; the engine's {@code e_groups/3} makes the groups of a sorted
 * list, and {@code e_kind_part(I, L, P)} makes kind {@code I}'s part.
 */
final class GroupedState {
    static final String KIND = "e_kind";
    static final String KINDS = "e_state_kinds";
    static final String NEXT_STATE = "q_next_state";
    static final String ANY = "e_true_any";
    static final String STATE = "s";
    static final String PART = "e_kind_part";
    static final String GROUPS = "e_groups";
    static final String SPLIT = "e_split";
    static final String TRUE_SPLIT = "e_true_split";
    static final String TRUE_SPLIT_ONCE = "e_true_split_once";
    /** The fewest fluents of a kind split by first argument. */
    static final int SPLIT_FROM = 16;

    private final FluentKinds kinds;
    private final boolean split;

    /** The grouped state of {@code kinds}; with {@code split}, kinds of two or more arguments split by their first. */
    GroupedState(FluentKinds kinds, boolean split) {
        this.kinds = kinds;
        this.split = split;
    }

    /** True when the fluents of {@code pattern}'s kind are kept in groups by first argument. */
    private boolean isSplit(Struct pattern) {
        return split && pattern.getArity() >= 2;
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
        Struct fluentTerm = (Struct) term;
        int kind = kinds.kindOf(fluentTerm);
        Var list = new Var();
        Struct part = new Struct("arg", new alice.tuprolog.Int(kind), state, list);
        if (kind == kinds.other() || !isSplit(fluentTerm)) {
            return new Struct(",", part, new Struct(HelperClauses.TRUE_IN, term, list));
        }
        return new Struct(",", part, new Struct(TRUE_SPLIT, list, term));
    }

    /** True for the goal {@link #goal} makes of a split kind's fluent: a test needing one proof may use {@link #once}. */
    static boolean isSplitLookup(Struct goal) {
        return goal.getName().equals(TRUE_SPLIT) && goal.getArity() == 2;
    }

    /** The goal {@code e_true_split(P, F)} as a test that needs one proof. */
    static Struct once(Struct lookup) {
        return new Struct(TRUE_SPLIT_ONCE, lookup.getArg(0), lookup.getArg(1));
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
        kind = 1;
        for (Struct pattern : kinds.patterns()) {
            if (isSplit(pattern)) {
                Var list = new Var("L");
                Var part = new Var("P");
                clauses.add(new Struct(":-", new Struct(PART, new alice.tuprolog.Int(kind), list, part),
                        new Struct(",", new Struct("!"), new Struct(GROUPS, list, new alice.tuprolog.Int(SPLIT_FROM), part))));
            }
            kind++;
        }
        Var list = new Var("L");
        clauses.add(new Struct(PART, new Var(), list, list));
        return clauses;
    }

    /**
     * {@code e_true_any(F, S)} for the threaded encoding: a fluent of any kind's part; and, with
     * split kinds, {@code e_true_split(P, F)} and {@code e_true_split_once(P, F)}: {@code F} in
     * the part {@code P}, a list or {@code e_split(L, G)}, looked for in its group when its first
     * argument is ground, else in {@code L} (the clauses told apart by their first argument).
     */
    List<Struct> anyFluent() {
        List<Struct> clauses = new ArrayList<>();
        List<Struct> patterns = kinds.patterns();
        for (int kind = 1; kind <= kinds.count(); kind++) {
            boolean grouped = kind <= patterns.size() && isSplit(patterns.get(kind - 1));
            Var fluent = new Var("F");
            Var state = new Var("S");
            Var list = new Var("L");
            clauses.add(new Struct(":-", new Struct(ANY, fluent, state),
                    new Struct(",", new Struct("arg", new alice.tuprolog.Int(kind), state, list),
                            grouped ? new Struct(TRUE_SPLIT, list, fluent) : new Struct(HelperClauses.TRUE_IN, fluent, list))));
        }
        if (patterns.stream().anyMatch(this::isSplit)) {
            clauses.addAll(splitLookup(TRUE_SPLIT, HelperClauses.TRUE_IN));
            clauses.addAll(splitLookup(TRUE_SPLIT_ONCE, "memberchk"));
        }
        return clauses;
    }

    /**
     * {@code name(e_split(L, G), F) :- arg(1, F, X), (ground(X) -> memberchk(X-LX, G), in(F, LX) ; in(F, L)).}
     * and {@code name([H|T], F) :- in(F, [H|T]).}
     */
    private static List<Struct> splitLookup(String name, String in) {
        Var f = new Var("F");
        Var all = new Var("L");
        Var groups = new Var("G");
        Var first = new Var("X");
        Var group = new Var("LX");
        Struct grouped = new Struct(":-", new Struct(name, new Struct(SPLIT, all, groups), f), new Struct(",",
                new Struct("arg", new alice.tuprolog.Int(1), f, first),
                new Struct(";", new Struct("->", new Struct("ground", first), new Struct(",",
                        new Struct("memberchk", new Struct("-", first, group), groups), new Struct(in, f, group))),
                        new Struct(in, f, all))));
        Var f2 = new Var("F");
        Var h = new Var("H");
        Var t = new Var("T");
        Struct list = new Struct(":-", new Struct(name, new Struct(h, t), f2), new Struct(in, f2, new Struct(h, t)));
        return List.of(grouped, list);
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
            if (isSplit(pattern)) {
                Var part = new Var();
                goals.add(new Struct(GROUPS, sorted, new alice.tuprolog.Int(SPLIT_FROM), part));
                lists.add(part);
            } else {
                lists.add(sorted);
            }
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
