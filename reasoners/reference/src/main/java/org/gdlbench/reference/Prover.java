package org.gdlbench.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.RulePlan;

/**
 * Top-down (SLD-NF) proof of GDL queries against one state and joint move, after the book's
 * chapter on logic programming: rules are tried in order, their bodies solved left to right with
 * backtracking, negation as failure and {@code distinct} tested once ground.
 *
 * <p>Two additions make it terminate and answer each query as a set:
 * <ul>
 *   <li>A call works out all its answers at once (they are ground, since GDL rules are safe)
 *       and returns them without duplicates.</li>
 *   <li>Loop check with iteration: a call that meets a variant of itself on the call stack takes
 *       that call's answers found so far, and the earlier call re-runs its rules until no new
 *       answer appears. Left-recursive rules then reach their fixpoint instead of looping.</li>
 * </ul>
 * Completed calls are remembered: calls to static relations for the game's life, the others
 * until the state (or the joint move) changes. A call that used unfinished answers of an
 * earlier call is not remembered, since it may be incomplete.
 *
 * <p>An interrupted thread's query stops with a {@link CancellationException}, so callers can
 * put a time cap on games that are too large for a plain interpreter.
 */
final class Prover {
    private static final Predicate TRUE = GameAnalysis.TRUE;
    private static final Predicate DOES = GameAnalysis.DOES;

    /** A call being worked on: its answers so far and the lowest stack depth it has used. */
    private static final class Call {
        final Term key;
        final int depth;
        final Set<Term> answers = new LinkedHashSet<>();
        int lowestUsed;
        boolean usedWhileOpen;

        Call(Term key, int depth) {
            this.key = key;
            this.depth = depth;
            this.lowestUsed = depth;
        }
    }

    private final GameAnalysis analysis;
    private final Map<Predicate, List<Rule>> rules = new HashMap<>();
    private final Set<Predicate> movesDependent;
    /** The game's rules as this prover solves them, for {@link #literalsHeld}. */
    private final Map<Rule, Rule> madeSafe = new HashMap<>();
    /** The plan of every rule the game has (facts apart), in the game's order: what this prover solves. */
    private final List<RulePlan> plans = new ArrayList<>();
    private final Map<Term, List<Term>> staticTable = new HashMap<>();
    private final Map<Term, List<Term>> stateTable = new HashMap<>();
    private final Map<Term, List<Term>> moveTable = new HashMap<>();
    private final Map<Term, Call> open = new HashMap<>();
    private final Deque<Call> stack = new ArrayDeque<>();

    private Set<Term> state = Set.of();
    /** The state's {@code (true f)} atoms, grouped by the functor of f, built once per state. */
    private final Map<Integer, List<Term>> trueAtoms = new HashMap<>();
    private List<Term> moves = List.of();
    /** Told of each rule that derives an answer; null (the default, and when benchmarked) when nobody asks. */
    private Consumer<Rule> derivations;

    Prover(Game game) {
        this.analysis = game.analysis();
        for (Rule rule : game.rules()) {
            RulePlan plan = Planner.asWritten(rule, Set.of());
            if (!rule.isFact()) {
                plans.add(plan);
            }
            rules.computeIfAbsent(rule.predicate(), key -> new ArrayList<>()).add(plan.orderedRule());
        }
        this.movesDependent = analysis.dependents(Set.of(DOES));
    }

    /** Negation as failure is sound only on ground literals: tests wait for what binds them. */
    private static Rule asWrittenMadeSafe(Rule rule) {
        return Planner.asWritten(rule, Set.of()).orderedRule();
    }

    /** The plans of the game's rules (facts apart), as this prover solves them. */
    List<RulePlan> plans() {
        return List.copyOf(plans);
    }

    /** Sets the state (its fluents) and the joint move ({@code (does r m)} atoms) queries see. */
    void setContext(Set<Term> fluents, List<Term> doesAtoms) {
        if (fluents != state) {
            state = fluents;
            stateTable.clear();
            moveTable.clear();
            trueAtoms.clear();
            for (Term fluent : fluents) {
                trueAtoms.computeIfAbsent(fluent.functor(), key -> new ArrayList<>())
                        .add(new Compound(Symbols.TRUE, fluent));
            }
        }
        if (!doesAtoms.equals(moves)) {
            moves = List.copyOf(doesAtoms);
            moveTable.clear();
        }
    }

    void onDerivation(Consumer<Rule> listener) {
        derivations = listener;
    }

    /**
     * The most literals of {@code rule}'s body (the game's rule, solved as the prover solves it)
     * that hold together under one binding in the current context: see
     * {@link org.gdlbench.machine.RuleProgress}. A rule read from the joint move gives 0.
     */
    int literalsHeld(Rule rule) {
        if (movesDependent.contains(rule.predicate())) {
            return 0;
        }
        List<Literal> body = madeSafe.computeIfAbsent(rule, Prover::asWrittenMadeSafe).body();
        int[] best = {0};
        held(body, 0, new HashMap<>(), 0, best);
        return best[0];
    }

    /** As {@link #solve}, but a ground literal that fails is passed over, and the most held is kept in {@code best}. */
    private void held(List<Literal> body, int index, Map<Variable, Term> binding, int held, int[] best) {
        if (held + body.size() - index <= best[0]) {
            return;
        }
        if (index == body.size()) {
            best[0] = held;
            return;
        }
        Literal literal = body.get(index);
        if (literal instanceof Literal.Atom atom) {
            Term pattern = Terms.substitute(atom.atom(), binding);
            List<Term> answers = ask(pattern);
            if (pattern.isGround()) {
                held(body, index + 1, binding, held + (answers.isEmpty() ? 0 : 1), best);
                return;
            }
            best[0] = Math.max(best[0], held);
            List<Variable> added = new ArrayList<>();
            for (Term answer : answers) {
                if (match(pattern, answer, binding, added)) {
                    held(body, index + 1, binding, held + 1, best);
                }
                for (Variable variable : added) {
                    binding.remove(variable);
                }
                added.clear();
            }
        } else if (literal instanceof Literal.Not not) {
            Term atom = Terms.substitute(((Literal.Atom) not.body()).atom(), binding);
            if (!atom.isGround()) {
                best[0] = Math.max(best[0], held);
                return;
            }
            held(body, index + 1, binding, held + (ask(atom).isEmpty() ? 1 : 0), best);
        } else if (literal instanceof Literal.Distinct distinct) {
            Term left = Terms.substitute(distinct.left(), binding);
            Term right = Terms.substitute(distinct.right(), binding);
            if (!left.isGround() || !right.isGround()) {
                best[0] = Math.max(best[0], held);
                return;
            }
            held(body, index + 1, binding, held + (left.equals(right) ? 0 : 1), best);
        }
    }

    /** Every ground instance of {@code goal} that holds, each once, in the order found. */
    List<Term> ask(Term goal) {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("query interrupted");
        }
        Predicate predicate = Predicate.of(goal);
        if (predicate.equals(TRUE)) {
            Term fluent = goal.arg(0);
            if (fluent instanceof Variable) {
                List<Term> all = new ArrayList<>();
                trueAtoms.values().forEach(all::addAll);
                return all;
            }
            return matching(goal, trueAtoms.getOrDefault(fluent.functor(), List.of()));
        }
        if (predicate.equals(DOES)) {
            return matching(goal, moves);
        }
        Term key = variantKey(goal);
        Map<Term, List<Term>> table = tableFor(predicate);
        List<Term> known = table.get(key);
        if (known != null) {
            return known;
        }
        Call earlier = open.get(key);
        if (earlier != null) {
            earlier.usedWhileOpen = true;
            Call current = stack.peek();
            current.lowestUsed = Math.min(current.lowestUsed, earlier.depth);
            return List.copyOf(earlier.answers);
        }
        return solveCall(goal, key, predicate, table);
    }

    private List<Term> solveCall(Term goal, Term key, Predicate predicate, Map<Term, List<Term>> table) {
        Call call = new Call(key, stack.size());
        stack.push(call);
        open.put(key, call);
        try {
            boolean grew;
            do {
                call.usedWhileOpen = false;
                int before = call.answers.size();
                for (Rule rule : rules.getOrDefault(predicate, List.of())) {
                    applyRule(rule, goal, call.answers);
                }
                grew = call.answers.size() > before;
            } while (grew && call.usedWhileOpen);
        } finally {
            stack.pop();
            open.remove(key);
        }
        List<Term> answers = List.copyOf(call.answers);
        if (call.lowestUsed >= call.depth) {
            table.put(key, answers);
        } else if (!stack.isEmpty()) {
            Call caller = stack.peek();
            caller.lowestUsed = Math.min(caller.lowestUsed, call.lowestUsed);
        }
        return answers;
    }

    private Map<Term, List<Term>> tableFor(Predicate predicate) {
        if (analysis.isStatic(predicate)) {
            return staticTable;
        }
        return movesDependent.contains(predicate) ? moveTable : stateTable;
    }

    /** Adds to {@code answers} every instance of {@code goal} this rule proves. */
    private void applyRule(Rule rule, Term goal, Set<Term> answers) {
        Map<Variable, Term> binding = new HashMap<>();
        if (!bindFromGoal(rule.head(), goal, binding)) {
            return;
        }
        Consumer<Rule> listener = derivations;
        solve(rule.body(), 0, binding, () -> {
            Term answer = Terms.substitute(rule.head(), binding);
            if (match(goal, answer, new HashMap<>(), new ArrayList<>())) {
                answers.add(answer);
                if (listener != null) {
                    listener.accept(rule);
                }
            }
        });
    }

    private void solve(List<Literal> body, int index, Map<Variable, Term> binding, Runnable proved) {
        if (index == body.size()) {
            proved.run();
            return;
        }
        Literal literal = body.get(index);
        if (literal instanceof Literal.Atom atom) {
            Term pattern = Terms.substitute(atom.atom(), binding);
            List<Variable> added = new ArrayList<>();
            for (Term answer : ask(pattern)) {
                if (match(pattern, answer, binding, added)) {
                    solve(body, index + 1, binding, proved);
                }
                for (Variable variable : added) {
                    binding.remove(variable);
                }
                added.clear();
            }
        } else if (literal instanceof Literal.Not not) {
            Term atom = Terms.substitute(((Literal.Atom) not.body()).atom(), binding);
            if (ask(atom).isEmpty()) {
                solve(body, index + 1, binding, proved);
            }
        } else if (literal instanceof Literal.Distinct distinct) {
            Term left = Terms.substitute(distinct.left(), binding);
            Term right = Terms.substitute(distinct.right(), binding);
            if (!left.equals(right)) {
                solve(body, index + 1, binding, proved);
            }
        } else {
            throw new IllegalStateException("rules reach the prover normalised, without 'or': " + literal);
        }
    }

    /**
     * Binds head variables to the ground parts of the goal, to skip rules early. Parts of the
     * goal that still hold variables constrain nothing here; {@link #match} checks answers fully.
     */
    private static boolean bindFromGoal(Term head, Term goal, Map<Variable, Term> binding) {
        if (goal instanceof Variable) {
            return true;
        }
        if (head instanceof Variable variable) {
            if (!goal.isGround()) {
                return true;
            }
            Term bound = binding.putIfAbsent(variable, goal);
            return bound == null || bound.equals(goal);
        }
        if (head.functor() != goal.functor() || head.arity() != goal.arity()) {
            return false;
        }
        for (int i = 0; i < head.arity(); i++) {
            if (!bindFromGoal(head.arg(i), goal.arg(i), binding)) {
                return false;
            }
        }
        return true;
    }

    /** One-way matching of {@code pattern} against a ground term, recording new bindings in {@code added}. */
    private static boolean match(Term pattern, Term ground, Map<Variable, Term> binding, List<Variable> added) {
        if (pattern instanceof Variable variable) {
            Term bound = binding.get(variable);
            if (bound == null) {
                binding.put(variable, ground);
                added.add(variable);
                return true;
            }
            return bound.equals(ground);
        }
        if (pattern instanceof Constant) {
            return pattern.equals(ground);
        }
        if (pattern.isGround()) {
            return pattern.equals(ground);
        }
        if (!(ground instanceof Compound) || pattern.functor() != ground.functor() || pattern.arity() != ground.arity()) {
            return false;
        }
        for (int i = 0; i < pattern.arity(); i++) {
            if (!match(pattern.arg(i), ground.arg(i), binding, added)) {
                return false;
            }
        }
        return true;
    }

    /** The atoms among {@code facts} that match {@code goal}. */
    private static List<Term> matching(Term goal, List<Term> facts) {
        List<Term> answers = new ArrayList<>();
        for (Term fact : facts) {
            if (match(goal, fact, new HashMap<>(), new ArrayList<>())) {
                answers.add(fact);
            }
        }
        return answers;
    }

    /** The goal with its variables renamed in order of appearance, so variants share one key. */
    private static Term variantKey(Term goal) {
        if (goal.isGround()) {
            return goal;
        }
        Map<Variable, Term> renaming = new HashMap<>();
        List<Variable> variables = new ArrayList<>();
        Terms.collectVariables(goal, variables);
        for (Variable variable : variables) {
            renaming.putIfAbsent(variable, new Variable("_" + renaming.size()));
        }
        return Terms.substitute(goal, renaming);
    }
}
