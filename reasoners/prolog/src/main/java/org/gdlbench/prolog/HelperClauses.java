package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import java.util.List;

/** The few Prolog predicates the translated games call besides their own: list membership and the loop check. */
final class HelperClauses {
    /** {@code true_in(F, State)} and {@code does_in(R, M, Moves)}: list membership (threaded encoding). */
    static final String TRUE_IN = "true_in";
    static final String DOES_IN = "does_in";
    /** {@code true_in_rest(Tail, F, Head)} and {@code does_in_rest(Tail, R, M, Head)}: their loops, a member ahead. */
    static final String TRUE_IN_REST = "true_in_rest";
    static final String DOES_IN_REST = "does_in_rest";
    /** {@code ancestor_loop(Call, Ancestors)}: Call is ground and among Ancestors (loop check). */
    static final String ANCESTOR_LOOP = "ancestor_loop";
    static final String ANCESTOR_IN = "ancestor_in";
    /**
     * {@code e_table_context(e_ctx(S, J))}: the tables per state are made current for state
     * {@code S} and joint move {@code J}, abolished if they were for others;
     * {@code e_table_context_now(C)}: the context they are for (swi.pl defines both).
     */
    static final String TABLE_CONTEXT = "e_table_context";
    static final String TABLE_CONTEXT_NOW = "e_table_context_now";
    static final String TABLE_CONTEXT_TERM = "e_ctx";

    private HelperClauses() {
    }

    /**
     * {@code ancestor_loop(C, A) :- ground(C), ancestor_in(C, A).} and
     * {@code ancestor_in(C, [H|T]) :- C == H ; ancestor_in(C, T).} written as two clauses.
     */
    static List<Struct> loopCheck() {
        Var call = new Var("C");
        Var ancestors = new Var("A");
        Struct loop = new Struct(":-", new Struct(ANCESTOR_LOOP, call, ancestors),
                new Struct(",", new Struct("ground", call), new Struct(ANCESTOR_IN, call, ancestors)));
        Var call2 = new Var("C");
        Var head = new Var("H");
        Struct found = new Struct(":-", new Struct(ANCESTOR_IN, call2, new Struct(head, new Var())),
                new Struct("==", call2, head));
        Var call3 = new Var("C");
        Var tail = new Var("T");
        Struct rest = new Struct(":-", new Struct(ANCESTOR_IN, call3, new Struct(new Var(), tail)),
                new Struct(ANCESTOR_IN, call3, tail));
        return List.of(loop, found, rest);
    }

    /** {@code true_in/2} and {@code does_in/3}: member/2 written out, so no library is needed. */
    static List<Struct> membership() {
        return List.of(trueInFound(), trueInRest(), doesInFound(), doesInRest());
    }

    /**
     * {@code true_in/2} and {@code does_in/3} for the native systems: a ground fluent or move is
     * looked up by the system's {@code memberchk/2}, since the state and the joint move hold
     * each member once (the state is a sorted list without repeats, the joint move one move per
     * role), so a ground member has at most one proof; else the lists' members are enumerated,
     * each step looking one element ahead, so that a system indexing the first argument
     * ({@code []} or not) leaves no choice point after the last.
     */
    static List<Struct> membershipWithoutLastChoice() {
        Var f = new Var("F");
        Var h = new Var("H");
        Var t = new Var("T");
        Var state = new Var("S");
        Struct trueIn = new Struct(":-", new Struct(TRUE_IN, f, state), ifThenElse(new Struct("ground", f),
                new Struct("memberchk", f, state),
                new Struct(",", new Struct("=", state, new Struct(h, t)), new Struct(TRUE_IN_REST, t, f, h))));
        Var f1 = new Var("F");
        Struct trueFound = new Struct(TRUE_IN_REST, new Var(), f1, f1);
        Var f2 = new Var("F");
        Var h2 = new Var("H");
        Var t2 = new Var("T");
        Struct trueRest = new Struct(":-", new Struct(TRUE_IN_REST, new Struct(h2, t2), f2, new Var()),
                new Struct(TRUE_IN_REST, t2, f2, h2));
        Var r = new Var("R");
        Var m = new Var("M");
        Var d = new Var("D");
        Var tail = new Var("T");
        Var moves = new Var("J");
        Struct does = new Struct(Translator.DOES, r, m);
        Struct doesIn = new Struct(":-", new Struct(DOES_IN, r, m, moves), ifThenElse(new Struct("ground", does),
                new Struct("memberchk", does, moves),
                new Struct(",", new Struct("=", moves, new Struct(d, tail)), new Struct(DOES_IN_REST, tail, r, m, d))));
        Var r1 = new Var("R");
        Var m1 = new Var("M");
        Struct doesFound = new Struct(DOES_IN_REST, new Var(), r1, m1, new Struct(Translator.DOES, r1, m1));
        Var r2 = new Var("R");
        Var m2 = new Var("M");
        Var d2 = new Var("D");
        Var t3 = new Var("T");
        Struct doesRest = new Struct(":-", new Struct(DOES_IN_REST, new Struct(d2, t3), r2, m2, new Var()),
                new Struct(DOES_IN_REST, t3, r2, m2, d2));
        return List.of(trueIn, trueFound, trueRest, doesIn, doesFound, doesRest);
    }

    /** {@code (condition -> then ; otherwise)}. */
    private static Struct ifThenElse(Struct condition, Struct then, Struct otherwise) {
        return new Struct(";", new Struct("->", condition, then), otherwise);
    }

    /** {@code true_in(F, [F|_]).} */
    private static Struct trueInFound() {
        Var fluent = new Var("F");
        return new Struct(TRUE_IN, fluent, new Struct(fluent, new Var()));
    }

    /** {@code true_in(F, [_|T]) :- true_in(F, T).} */
    private static Struct trueInRest() {
        Var fluent = new Var("F");
        Var tail = new Var("T");
        return new Struct(":-", new Struct(TRUE_IN, fluent, new Struct(new Var(), tail)), new Struct(TRUE_IN, fluent, tail));
    }

    /** {@code does_in(R, M, [does(R, M)|_]).} */
    private static Struct doesInFound() {
        Var role = new Var("R");
        Var move = new Var("M");
        return new Struct(DOES_IN, role, move, new Struct(new Struct(Translator.DOES, role, move), new Var()));
    }

    /** {@code does_in(R, M, [_|T]) :- does_in(R, M, T).} */
    private static Struct doesInRest() {
        Var role = new Var("R");
        Var move = new Var("M");
        Var tail = new Var("T");
        return new Struct(":-", new Struct(DOES_IN, role, move, new Struct(new Var(), tail)),
                new Struct(DOES_IN, role, move, tail));
    }
}
