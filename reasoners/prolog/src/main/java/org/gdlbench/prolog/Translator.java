package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;

/**
 * Translates a game's normalised rules into Prolog clauses for one {@link Encoding}.
 *
 * <p>Relation and data names go through {@link PrologNames}; each body is ordered by
 * {@link Planner} (the safe ordering); {@code (not a)} becomes {@code \+ a} and {@code (distinct s t)} becomes
 * {@code s \== t}. With {@link Encoding#ASSERT}, {@code (true f)} reads the fact {@code state(f)}
 * and {@code (does r m)} the fact {@code does(r, m)}. With {@link Encoding#THREADED}, a relation
 * that depends on {@code true} gets the state list as an extra argument, one that depends on
 * {@code does} the move list after it, and {@code true}/{@code does} become membership tests
 * (on a native system the state is grouped by fluent kind, and {@code true} looks in its kind's
 * list: {@link GroupedState}).
 *
 * <p>Recursion: static recursive relations are tabled before play ({@link StaticTabling}).
 * Dynamic recursive relations stay top-down, with a loop check: each relation {@code p} of such
 * a component gets a last argument, the list of its component's calls above it on the proof
 * branch, and a wrapper clause that fails a ground call identical to one of them before running
 * p's own clauses (renamed {@code b_r_p}). Pruning a repeated ground call loses no answer, as a
 * shortest proof of a ground atom never needs that atom again, and it stops the loops that
 * cycles in the state's graphs cause (a chain of stones around a hex board). Non-ground calls
 * are not pruned, which could lose answers; those loops meet the query budget. A relation whose
 * calls the static facts show never come round ({@link DescendingRecursion}: othello's walk in
 * one direction) keeps its rules as written, as the check would never fail a call.
 *
 * <p>For SWI-Prolog ({@code tablesPerState}) such a component whose heads build no terms is
 * tabled instead: the loop check fails a repeated call on one branch but proves the same call
 * again on every other, so a failed search of a hex board's chains walks every simple path,
 * where a table derives each call's answers once. Tabled rules keep their bodies as written,
 * left recursion first, rather than in the safe order. Each relation {@code p} becomes
 * {@code r_p(Args..., Extras...) :- t_p(Args...)}, {@code t_p} tabled and running p's clauses
 * ({@code b_r_p}); tables hold for one state and joint move only, so they are abolished when
 * another becomes current: in the assert encoding when the facts change
 * ({@code e_state_changed}), in the threaded one when {@code r_p} is called with another state
 * or joint move than the tables were made for ({@code e_table_context/1}, which keeps them; the
 * tabled clause reads them back with {@code e_table_context_now/1}).
 */
final class Translator {
    /** {@code state(F)}: a fluent of the current state (assert encoding). */
    static final String STATE = "state";
    /** {@code does(R, M)}: a fact (assert encoding) or an element of the move list (threaded). */
    static final String DOES = "does";

    /** The variables of one clause being translated. */
    private static final class Scope {
        final Map<Variable, Var> variables = new HashMap<>();
        final Var state = new Var("State");
        final Var moves = new Var("Moves");
        final Var ancestors = new Var("Ancestors");
        /** The head's component: calls into it pass {@link #ancestors}; -1 for none. */
        final int component;

        Scope(int component) {
            this.component = component;
        }
    }

    private final Game game;
    private final PrologNames names;
    private final Encoding encoding;
    private final GameAnalysis analysis;
    /** Orders each body: the safe ordering, so a negation or distinct runs once its variables are bound. */
    private final Planner planner;
    /**
     * Orders the bodies of relations tabled per state: as written, left recursion included. Under
     * a table a left-recursive call ends and derives its answers once; moved last, as the safe
     * order moves it, it is called once per binding of the rest of the body, each call a table of
     * its own (a hex chain search made a table per stone asked about, in every state).
     */
    private final Planner tabledPlanner;
    private final Set<Predicate> stateDependent;
    private final Set<Predicate> movesDependent;
    private final Set<Predicate> tabled = new HashSet<>();
    private final Set<Predicate> loopChecked = new LinkedHashSet<>();
    /** Dynamic recursive relations tabled per state rather than loop-checked (SWI-Prolog only). */
    private final Set<Predicate> tabledPerState = new LinkedHashSet<>();
    /** The native assert encoding's state facts, one relation per fluent signature; null for {@code state/1}. */
    private final FluentFacts fluentFacts;
    /** The native systems' state, a sorted list per fluent kind; null for tuProlog's lists and facts. */
    private final GroupedState groupedState;
    /** True for a native system: the threaded encoding's existence tests use its {@code memberchk/2}. */
    private final boolean nativeSystem;

    Translator(Game game, PrologNames names, Encoding encoding) {
        this(game, names, encoding, false);
    }

    /**
     * A translator for a native system when {@code nativeSystem}: there, the assert encoding keeps
     * the state in {@link FluentFacts}, and the threaded one tests a fluent or move that needs
     * no more than one proof with {@code memberchk/2}, a system built-in.
     */
    Translator(Game game, PrologNames names, Encoding encoding, boolean nativeSystem) {
        this(game, names, encoding, nativeSystem, false, relation -> null);
    }

    /**
     * As above; with {@code tablesPerState} (a native system that tables, SWI-Prolog), dynamic
     * recursive components whose heads build no terms are tabled per state, not loop-checked.
     * {@code staticFacts} gives the facts of the static relations computed before play (null for
     * one that was not): a dynamic recursive relation whose calls they show never meet themselves
     * ({@link DescendingRecursion}) is neither loop-checked nor tabled.
     */
    Translator(Game game, PrologNames names, Encoding encoding, boolean nativeSystem, boolean tablesPerState,
               Function<Predicate, List<Term>> staticFacts) {
        this.nativeSystem = nativeSystem;
        FluentKinds kinds = nativeSystem ? new FluentKinds(game, names) : null;
        this.fluentFacts = nativeSystem && encoding == Encoding.ASSERT ? new FluentFacts(kinds) : null;
        this.groupedState = nativeSystem
                ? new GroupedState(kinds, encoding == Encoding.THREADED) : null;
        this.game = game;
        this.names = names;
        this.encoding = encoding;
        this.analysis = game.analysis();
        this.planner = new Planner(analysis, Ordering.SAFE, LiteralStatistics.ESTIMATE);
        this.tabledPlanner = new Planner(analysis, Ordering.ORIGINAL, LiteralStatistics.ESTIMATE);
        this.stateDependent = new HashSet<>(analysis.dependents(Set.of(GameAnalysis.TRUE)));
        this.movesDependent = new HashSet<>(analysis.dependents(Set.of(GameAnalysis.DOES)));
        Set<Predicate> descending = DescendingRecursion.find(game, planner, staticFacts);
        for (Set<Predicate> component : analysis.components()) {
            Predicate first = component.iterator().next();
            if (analysis.isStatic(first) && analysis.isRecursive(first) && headsAreFlat(component)) {
                tabled.addAll(component);
            } else if (!analysis.isStatic(first) && analysis.isRecursive(first) && !descending.contains(first)) {
                // flat heads: finitely many answers per call, so a table completes
                (tablesPerState && headsAreFlat(component) ? tabledPerState : loopChecked).addAll(component);
            }
        }
    }

    /**
     * True when no rule of {@code component} builds a term in its head (every head argument is
     * a variable or ground). Then every fact the rules derive is made of values already in
     * lower relations or the rules, so the extension is finite and bottom-up evaluation ends;
     * a rule such as {@code (<= (num (s ?x)) (num ?x))} would build terms forever.
     */
    private boolean headsAreFlat(Set<Predicate> component) {
        for (Predicate relation : component) {
            for (Rule rule : analysis.rulesFor(relation)) {
                for (int i = 0; i < rule.head().arity(); i++) {
                    Term arg = rule.head().arg(i);
                    if (!(arg instanceof Variable) && !arg.isGround()) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * True for a static recursive relation whose extension is finite by its form (see
     * {@link #headsAreFlat}): its rules are left out of {@link #clauses()}, and
     * {@link StaticTabling} puts in its facts, found bottom-up, before play (or, should that
     * fail, the clauses of {@link #clausesOf}).
     */
    boolean isTabled(Predicate relation) {
        return tabled.contains(relation);
    }

    /** The relations tabled per state: each one's tabled predicate is {@link #tabledName}. */
    Set<Predicate> tabledPerState() {
        return tabledPerState;
    }

    /** The name of the tabled predicate of a relation tabled per state. */
    String tabledName(Predicate relation) {
        return "t_" + names.relation(relation.symbol());
    }

    /** The state's fact relations of the native assert encoding; null for the others. */
    FluentFacts fluentFacts() {
        return fluentFacts;
    }

    /** The native systems' grouped state; null for tuProlog. */
    GroupedState groupedState() {
        return groupedState;
    }

    /**
     * The program: the game's rules but those of tabled relations, the loop-check wrappers of
     * dynamic recursive relations, and the helpers they and the encoding need.
     */
    List<Struct> clauses() {
        return clausesWithout(tabled);
    }

    /**
     * As {@link #clauses()}, but leaving out the rules of exactly {@code asFacts}: the relations
     * a caller puts in as facts (a native system takes every static relation computed before play).
     */
    List<Struct> clausesWithout(Set<Predicate> asFacts) {
        List<Struct> clauses = new ArrayList<>();
        for (Rule rule : game.rules()) {
            if (!asFacts.contains(rule.predicate())) {
                clauses.add(clause(rule));
            }
        }
        for (Predicate relation : loopChecked) {
            clauses.add(loopCheckWrapper(relation));
        }
        if (!loopChecked.isEmpty()) {
            clauses.addAll(HelperClauses.loopCheck());
        }
        for (Predicate relation : tabledPerState) {
            clauses.addAll(tabledWrapper(relation));
        }
        if (encoding == Encoding.THREADED) {
            clauses.addAll(nativeSystem ? HelperClauses.membershipWithoutLastChoice() : HelperClauses.membership());
        }
        if (fluentFacts != null) {
            clauses.addAll(fluentFacts.clauses());
        } else if (groupedState != null) {
            clauses.addAll(groupedState.anyFluent());
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
     * A call of {@code relation} from outside its component, with {@code args}, followed by
     * {@code state} and {@code moves} where the relation takes them (either may be a placeholder
     * to replace with {@code setArg}), and no ancestors where it is loop-checked.
     */
    Struct call(Predicate relation, alice.tuprolog.Term[] args, alice.tuprolog.Term state, alice.tuprolog.Term moves) {
        return goal(names.relation(relation.symbol()), relation, args, state, moves, new Struct());
    }

    /** {@code name(args..., [state], [moves], [ancestors])}, the extras as {@code relation} takes them. */
    private Struct goal(String name, Predicate relation, alice.tuprolog.Term[] args, alice.tuprolog.Term state,
                        alice.tuprolog.Term moves, alice.tuprolog.Term ancestors) {
        List<alice.tuprolog.Term> all = new ArrayList<>(List.of(args));
        if (takesState(relation)) {
            all.add(state);
        }
        if (takesMoves(relation)) {
            all.add(moves);
        }
        if (loopChecked.contains(relation)) {
            all.add(ancestors);
        }
        return all.isEmpty() ? new Struct(name) : new Struct(name, all.toArray(new alice.tuprolog.Term[0]));
    }

    private Struct clause(Rule rule) {
        int headComponent = analysis.componentOf(rule.predicate());
        Scope scope = new Scope(headComponent);
        Struct head = atom(rule.head(), null, scope);
        if (loopChecked.contains(rule.predicate()) || tabledPerState.contains(rule.predicate())) {
            head = new Struct(bodyName(rule.predicate()), argsOf(head));
        }
        List<Integer> order = (tabledPerState.contains(rule.predicate()) ? tabledPlanner : planner).plan(rule).bodyOrder();
        if (order.isEmpty()) {
            return head;
        }
        return new Struct(":-", head, conjunction(rule, order, i -> null, true, scope));
    }

    /** The name of a loop-checked relation's own clauses, behind its wrapper. */
    private String bodyName(Predicate relation) {
        return "b_" + names.relation(relation.symbol());
    }

    /**
     * {@code r_p(X1..Xn, Extras..., A) :- \+ ancestor_loop(r_p(X1..Xn), A),
     * b_r_p(X1..Xn, Extras..., [r_p(X1..Xn)|A])}: fails a repeated ground call, else runs p's clauses
     * with the call pushed on the ancestors.
     */
    private Struct loopCheckWrapper(Predicate relation) {
        String name = names.relation(relation.symbol());
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[relation.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = new Var("X" + i);
        }
        Struct call = args.length == 0 ? new Struct(name) : new Struct(name, args);
        Var state = new Var("State");
        Var moves = new Var("Moves");
        Var ancestors = new Var("Ancestors");
        Struct head = goal(name, relation, args, state, moves, ancestors);
        Struct body = goal(bodyName(relation), relation, args, state, moves, new Struct(call, ancestors));
        return new Struct(":-", head, new Struct(",", new Struct("\\+", new Struct(HelperClauses.ANCESTOR_LOOP, call, ancestors)), body));
    }

    /**
     * {@code r_p(X1..Xn, Extras...) :- t_p(X1..Xn).} and {@code t_p(X1..Xn) :- b_r_p(X1..Xn).}
     * in the assert encoding; in the threaded one, where {@code p} takes the state or joint move,
     * {@code r_p(X1..Xn, S, J) :- e_table_context(e_ctx(S, J)), t_p(X1..Xn).} and
     * {@code t_p(X1..Xn) :- e_table_context_now(e_ctx(S, J)), b_r_p(X1..Xn, S, J).} ({@code []}
     * for what p does not take), so the table's key is the call alone.
     */
    private List<Struct> tabledWrapper(Predicate relation) {
        String name = names.relation(relation.symbol());
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[relation.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = new Var("X" + i);
        }
        Var state = new Var("State");
        Var moves = new Var("Moves");
        Struct tabledCall = args.length == 0 ? new Struct(tabledName(relation)) : new Struct(tabledName(relation), args);
        Struct head = goal(name, relation, args, state, moves, new Struct());
        Struct body = goal(bodyName(relation), relation, args, state, moves, new Struct());
        if (!takesState(relation) && !takesMoves(relation)) {
            return List.of(new Struct(":-", head, tabledCall), new Struct(":-", tabledCall, body));
        }
        Struct context = new Struct(HelperClauses.TABLE_CONTEXT_TERM, takesState(relation) ? state : new Struct(),
                takesMoves(relation) ? moves : new Struct());
        return List.of(
                new Struct(":-", head, new Struct(",", new Struct(HelperClauses.TABLE_CONTEXT, context), tabledCall)),
                new Struct(":-", tabledCall, new Struct(",", new Struct(HelperClauses.TABLE_CONTEXT_NOW, context), body)));
    }

    private static alice.tuprolog.Term[] argsOf(Struct struct) {
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[struct.getArity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = struct.getArg(i);
        }
        return args;
    }

    /**
     * The body literals at {@code order}, joined with {@code ','}; {@code renamed} may give a
     * literal another functor.
     *
     * <p>Two refinements that keep SLD resolution from repeating work:
     * <ul>
     *   <li>A positive literal whose new variables are needed neither by the head nor by a later
     *       literal is an existence test, so it runs as {@code once(L)}: further proofs of it
     *       could only repeat the same answers (think of {@code (true (possible ?x))} proving a
     *       zero-arity relation 60 times over).</li>
     *   <li>A negation or {@code distinct} that needs a head variable sits, for safety, after a
     *       body literal that binds it; but the caller often binds it already. When
     *       {@code headMayBeBound}, a guarded copy {@code (ground(Vs) -> Test ; true)} also runs
     *       as early as that would allow, so a call with bound arguments fails before, not after,
     *       the literals in between (a recursive count over a board doubles its work at every
     *       square otherwise). The guard makes the copy run only when it is safe; the test in
     *       its safe place still decides the other calls.</li>
     * </ul>
     */
    private Struct conjunction(Rule rule, List<Integer> order, IntFunction<String> renamed, boolean headMayBeBound,
                               Scope scope) {
        List<List<Struct>> guardedBefore = headMayBeBound ? guardedTests(rule, order, renamed, scope) : null;
        List<Struct> goals = new ArrayList<>();
        Set<Variable> bound = new HashSet<>();
        for (int k = 0; k < order.size(); k++) {
            if (guardedBefore != null) {
                goals.addAll(guardedBefore.get(k));
            }
            Literal literal = rule.body().get(order.get(k));
            Struct goal = literal(literal, renamed.apply(order.get(k)), scope);
            if (literal instanceof Literal.Atom && !bindsNeededVariable(rule, order, k, bound)) {
                goal = existence(goal);
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

    /**
     * For each position of {@code order}, the guarded copies of the negations and distincts that
     * could run there were the head's variables bound, but whose safe place is later.
     */
    private List<List<Struct>> guardedTests(Rule rule, List<Integer> order, IntFunction<String> renamed, Scope scope) {
        Set<Variable> headVariables = new HashSet<>();
        Terms.collectVariables(rule.head(), headVariables);
        List<List<Struct>> before = new ArrayList<>();
        List<Set<Variable>> boundBefore = new ArrayList<>();
        Set<Variable> bound = new HashSet<>();
        for (int index : order) {
            before.add(new ArrayList<>());
            boundBefore.add(new HashSet<>(bound));
            Terms.collectVariables(rule.body().get(index), bound);
        }
        for (int k = 0; k < order.size(); k++) {
            Literal test = rule.body().get(order.get(k));
            if (test instanceof Literal.Atom) {
                continue;
            }
            Set<Variable> needed = new LinkedHashSet<>();
            Terms.collectVariables(test, needed);
            for (int early = 0; early < k; early++) {
                Set<Variable> available = new HashSet<>(boundBefore.get(early));
                available.addAll(headVariables);
                if (available.containsAll(needed)) {
                    Set<Variable> fromHead = new LinkedHashSet<>(needed);
                    fromHead.removeAll(boundBefore.get(early));
                    before.get(early).add(guarded(fromHead, literal(test, renamed.apply(order.get(k)), scope),
                            scope.variables));
                    break;
                }
            }
        }
        return before;
    }

    /** {@code (ground(Vs) -> test ; true)}. */
    private static Struct guarded(Set<Variable> guard, Struct test, Map<Variable, Var> variables) {
        alice.tuprolog.Term[] vars = new alice.tuprolog.Term[guard.size()];
        int i = 0;
        for (Variable variable : guard) {
            vars[i++] = variables.get(variable);
        }
        alice.tuprolog.Term guardTerm = vars.length == 1 ? vars[0] : new Struct("vars", vars);
        return new Struct(";", new Struct("->", new Struct("ground", guardTerm), test), new Struct("true"));
    }

    /**
     * {@code once(goal)}; for a native system, a membership test in the threaded state or moves
     * is {@code memberchk/2} instead, which means the same (the first member that unifies), and
     * any other test is {@code (goal -> true)}, also the same, which SWI-Prolog compiles inline
     * where it calls {@code once/1} as a meta-call, building the goal as a term first.
     */
    private Struct existence(Struct goal) {
        if (nativeSystem && goal.getName().equals(",") && goal.getArity() == 2) {
            // a grouped state's (arg(I, State, L), true_in(F, L))
            return new Struct(",", goal.getArg(0), existence((Struct) goal.getArg(1).getTerm()));
        }
        if (nativeSystem && GroupedState.isSplitLookup(goal)) {
            return GroupedState.once(goal);
        }
        if (nativeSystem && goal.getName().equals(HelperClauses.TRUE_IN) && goal.getArity() == 2) {
            return new Struct("memberchk", goal.getArg(0), goal.getArg(1));
        }
        if (nativeSystem && goal.getName().equals(HelperClauses.DOES_IN) && goal.getArity() == 3) {
            return new Struct("memberchk", new Struct(DOES, goal.getArg(0), goal.getArg(1)), goal.getArg(2));
        }
        if (nativeSystem) {
            return new Struct("->", goal, new Struct("true"));
        }
        return new Struct("once", goal);
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

    private Struct literal(Literal literal, String functor, Scope scope) {
        if (literal instanceof Literal.Atom atom) {
            return atom(atom.atom(), functor, scope);
        }
        if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom) {
            return new Struct("\\+", atom(atom.atom(), functor, scope));
        }
        if (literal instanceof Literal.Distinct distinct) {
            return new Struct("\\==", names.data(distinct.left(), scope.variables),
                    names.data(distinct.right(), scope.variables));
        }
        throw new IllegalStateException("rules reach the translator normalised: " + literal);
    }

    /** {@code atom} as a Prolog goal; {@code functor}, when not null, replaces the relation's name. */
    private Struct atom(Term atom, String functor, Scope scope) {
        Predicate relation = Predicate.of(atom);
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[atom.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = names.data(atom.arg(i), scope.variables);
        }
        if (functor != null) {
            return args.length == 0 ? new Struct(functor) : new Struct(functor, args);
        }
        if (relation.equals(GameAnalysis.TRUE)) {
            if (fluentFacts != null) {
                return fluentFacts.goal(args[0]);
            }
            if (groupedState != null) {
                return groupedState.goal(args[0], scope.state);
            }
            return encoding == Encoding.ASSERT ? new Struct(STATE, args[0]) : new Struct(HelperClauses.TRUE_IN, args[0], scope.state);
        }
        if (relation.equals(GameAnalysis.DOES)) {
            return encoding == Encoding.ASSERT
                    ? new Struct(DOES, args[0], args[1])
                    : new Struct(HelperClauses.DOES_IN, args[0], args[1], scope.moves);
        }
        boolean sameComponent = analysis.componentOf(relation) == scope.component;
        return goal(names.relation(relation.symbol()), relation, args, scope.state, scope.moves,
                sameComponent ? scope.ancestors : new Struct());
    }
}
