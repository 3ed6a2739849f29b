package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.analysis.GameAnalysis;

/**
 * Translates a game's normalised rules into Prolog clauses for one {@link Encoding}.
 *
 * <p>Relation and data names go through {@link PrologNames}; each body is ordered by
 * {@link BodyOrder}; {@code (not a)} becomes {@code \+ a} and {@code (distinct s t)} becomes
 * {@code s \== t}. With {@link Encoding#ASSERT}, {@code (true f)} reads the fact {@code state(f)}
 * and {@code (does r m)} the fact {@code does(r, m)}. With {@link Encoding#THREADED}, a relation
 * that depends on {@code true} gets the state list as an extra argument, one that depends on
 * {@code does} the move list after it, and {@code true}/{@code does} become membership tests.
 */
final class Translator {
    /** {@code state(F)}: a fluent of the current state (assert encoding). */
    static final String STATE = "state";
    /** {@code does(R, M)}: a fact (assert encoding) or an element of the move list (threaded). */
    static final String DOES = "does";
    /** {@code true_in(F, State)} and {@code does_in(R, M, Moves)}: list membership (threaded). */
    static final String TRUE_IN = "true_in";
    static final String DOES_IN = "does_in";

    private final Game game;
    private final PrologNames names;
    private final Encoding encoding;
    private final GameAnalysis analysis;
    private final Set<Predicate> stateDependent;
    private final Set<Predicate> movesDependent;
    private final Set<Predicate> tabled = new HashSet<>();

    Translator(Game game, PrologNames names, Encoding encoding) {
        this.game = game;
        this.names = names;
        this.encoding = encoding;
        this.analysis = game.analysis();
        this.stateDependent = new HashSet<>(analysis.dependents(Set.of(GameAnalysis.TRUE)));
        this.movesDependent = new HashSet<>(analysis.dependents(Set.of(GameAnalysis.DOES)));
        for (Predicate relation : analysis.predicates()) {
            if (analysis.isStatic(relation) && analysis.isRecursive(relation)) {
                tabled.add(relation);
            }
        }
    }

    /**
     * True for a static recursive relation: its rules are left out of {@link #clauses()}, and
     * {@link StaticTabling} puts in its facts, found bottom-up, before play (or, should that
     * fail, the clauses of {@link #clausesOf}).
     */
    boolean isTabled(Predicate relation) {
        return tabled.contains(relation);
    }

    /** The program: the game's rules but those of tabled relations, then (threaded) the membership helpers. */
    List<Struct> clauses() {
        List<Struct> clauses = new ArrayList<>();
        for (Rule rule : game.rules()) {
            if (!isTabled(rule.predicate())) {
                clauses.add(clause(rule));
            }
        }
        if (encoding == Encoding.THREADED) {
            clauses.addAll(membershipHelpers());
        }
        return clauses;
    }

    /** The clauses of the rules defining the relations of {@code relations}. */
    List<Struct> clausesOf(Set<Predicate> relations) {
        List<Struct> clauses = new ArrayList<>();
        for (Rule rule : game.rules()) {
            if (relations.contains(rule.predicate())) {
                clauses.add(clause(rule));
            }
        }
        return clauses;
    }

    /** True when, in this encoding, calls to {@code relation} carry the state list. */
    boolean takesState(Predicate relation) {
        return encoding == Encoding.THREADED && stateDependent.contains(relation);
    }

    /** True when, in this encoding, calls to {@code relation} carry the move list. */
    boolean takesMoves(Predicate relation) {
        return encoding == Encoding.THREADED && movesDependent.contains(relation);
    }

    /**
     * A call of {@code relation} with {@code args}, followed by {@code state} and {@code moves}
     * where the relation takes them (either may be a placeholder to replace with {@code setArg}).
     */
    Struct call(Predicate relation, alice.tuprolog.Term[] args, alice.tuprolog.Term state, alice.tuprolog.Term moves) {
        List<alice.tuprolog.Term> all = new ArrayList<>(List.of(args));
        if (takesState(relation)) {
            all.add(state);
        }
        if (takesMoves(relation)) {
            all.add(moves);
        }
        String name = names.relation(relation.symbol());
        return all.isEmpty() ? new Struct(name) : new Struct(name, all.toArray(new alice.tuprolog.Term[0]));
    }

    private Struct clause(Rule rule) {
        Map<Variable, Var> variables = new HashMap<>();
        Var state = new Var("State");
        Var moves = new Var("Moves");
        Struct head = atom(rule.head(), null, variables, state, moves);
        int headComponent = analysis.componentOf(rule.predicate());
        List<Integer> order = BodyOrder.of(rule, i -> inComponent(rule.body().get(i), headComponent) ? 1 : 0);
        if (order.isEmpty()) {
            return head;
        }
        return new Struct(":-", head, conjunction(rule, order, i -> null, variables, state, moves));
    }

    /** The name under which a static recursive relation's facts found so far are kept while tabling. */
    String tableName(Predicate relation) {
        return "t_" + names.relation(relation.symbol());
    }

    /** The name under which the facts found in the last tabling round are kept. */
    String deltaName(Predicate relation) {
        return "d_" + names.relation(relation.symbol());
    }

    /**
     * One semi-naive step for a rule of a recursive component tabled bottom-up:
     * {@code findall(Head, Body, L)}, where the body literal at {@code deltaIndex} reads
     * {@link #deltaName} and the other literals on the component read {@link #tableName}. The
     * delta literal runs first, as it is the smallest; -1 means no delta (a rule whose body
     * does not touch the component). The answers are the rule's new head atoms.
     */
    Struct tablingStep(Rule rule, int deltaIndex) {
        Map<Variable, Var> variables = new HashMap<>();
        Struct head = atom(rule.head(), null, variables, null, null);
        int component = analysis.componentOf(rule.predicate());
        List<Integer> order = BodyOrder.of(rule,
                i -> i == deltaIndex ? 0 : inComponent(rule.body().get(i), component) ? 2 : 1);
        IntFunction<String> renamed = i -> {
            Literal literal = rule.body().get(i);
            if (!inComponent(literal, component)) {
                return null;
            }
            Predicate relation = ((Literal.Atom) literal).predicate();
            return i == deltaIndex ? deltaName(relation) : tableName(relation);
        };
        Struct body = order.isEmpty() ? new Struct("true") : conjunction(rule, order, renamed, variables, null, null);
        return new Struct("findall", head, body, new Var("L"));
    }

    private boolean inComponent(Literal literal, int component) {
        return literal instanceof Literal.Atom atom && analysis.componentOf(atom.predicate()) == component;
    }

    /**
     * The body literals at {@code order}, joined with {@code ','}; {@code renamed} may give a
     * literal another functor. A positive literal whose new variables are needed neither by the
     * head nor by a later literal is an existence test, so it runs as {@code once(L)}: further
     * proofs of it could only repeat the same answers (think of {@code (true (possible ?x))}
     * proving a zero-arity relation 60 times over).
     */
    private Struct conjunction(Rule rule, List<Integer> order, IntFunction<String> renamed,
                               Map<Variable, Var> variables, Var state, Var moves) {
        List<Struct> goals = new ArrayList<>();
        Set<Variable> bound = new HashSet<>();
        for (int k = 0; k < order.size(); k++) {
            Literal literal = rule.body().get(order.get(k));
            Struct goal = literal(literal, renamed.apply(order.get(k)), variables, state, moves);
            if (literal instanceof Literal.Atom && !bindsNeededVariable(rule, order, k, bound)) {
                goal = new Struct("once", goal);
            }
            Terms.collectVariables(literal, bound);
            goals.add(goal);
        }
        Struct conjunction = goals.get(goals.size() - 1);
        for (int k = goals.size() - 2; k >= 0; k--) {
            conjunction = new Struct(",", goals.get(k), conjunction);
        }
        return conjunction;
    }

    /** True when literal {@code order[k]} binds a variable the head or a later literal uses. */
    private static boolean bindsNeededVariable(Rule rule, List<Integer> order, int k, Set<Variable> bound) {
        Set<Variable> fresh = new HashSet<>();
        Terms.collectVariables(rule.body().get(order.get(k)), fresh);
        fresh.removeAll(bound);
        if (fresh.isEmpty()) {
            return false;
        }
        Set<Variable> needed = new HashSet<>();
        Terms.collectVariables(rule.head(), needed);
        for (int later = k + 1; later < order.size(); later++) {
            Terms.collectVariables(rule.body().get(order.get(later)), needed);
        }
        fresh.retainAll(needed);
        return !fresh.isEmpty();
    }

    private Struct literal(Literal literal, String functor, Map<Variable, Var> variables, Var state, Var moves) {
        if (literal instanceof Literal.Atom atom) {
            return atom(atom.atom(), functor, variables, state, moves);
        }
        if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom) {
            return new Struct("\\+", atom(atom.atom(), functor, variables, state, moves));
        }
        if (literal instanceof Literal.Distinct distinct) {
            return new Struct("\\==", names.data(distinct.left(), variables), names.data(distinct.right(), variables));
        }
        throw new IllegalStateException("rules reach the translator normalised: " + literal);
    }

    /** {@code atom} as a Prolog goal; {@code functor}, when not null, replaces the relation's name. */
    private Struct atom(Term atom, String functor, Map<Variable, Var> variables, Var state, Var moves) {
        Predicate relation = Predicate.of(atom);
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[atom.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = names.data(atom.arg(i), variables);
        }
        if (functor != null) {
            return args.length == 0 ? new Struct(functor) : new Struct(functor, args);
        }
        if (relation.equals(GameAnalysis.TRUE)) {
            return encoding == Encoding.ASSERT ? new Struct(STATE, args[0]) : new Struct(TRUE_IN, args[0], state);
        }
        if (relation.equals(GameAnalysis.DOES)) {
            return encoding == Encoding.ASSERT
                    ? new Struct(DOES, args[0], args[1])
                    : new Struct(DOES_IN, args[0], args[1], moves);
        }
        return call(relation, args, state, moves);
    }

    /** {@code true_in/2} and {@code does_in/3}: member/2 written out, so no library is needed. */
    private static List<Struct> membershipHelpers() {
        return List.of(trueInFound(), trueInRest(), doesInFound(), doesInRest());
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
        return new Struct(DOES_IN, role, move, new Struct(new Struct(DOES, role, move), new Var()));
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
