package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Answers queries on the static relations too big to list (sudoku's "exactly one of nine
 * differs" has over a hundred million facts, though its rules only ever ask it with every
 * argument given): each query is evaluated top down from the relation's rules, reading the
 * listed static relations' facts, and its answers are tabled, so that each distinct query is
 * evaluated once per machine. Static relations never change, so tables are never cleared.
 *
 * <p>Recursion is tabled too: a query met again while it is being evaluated reads the answers
 * found so far, and the first query of such a cycle is evaluated again until its answers stop
 * growing; the queries inside the cycle are tabled as complete only once it has. Static
 * relations are stratified, so the negations read only complete tables.
 */
final class DemandSolver {
    private final GameAnalysis analysis;
    private final Set<Predicate> demanded;
    /** The listed static relations' facts, by relation. */
    private final Map<Predicate, List<Term>> facts;
    private final Map<Predicate, Set<Term>> factSets = new HashMap<>();
    /** Per query (its variables as the asking rule wrote them), its answers so far. */
    private final Map<Term, Set<Term>> answers = new HashMap<>();
    private final Set<Term> complete = new HashSet<>();
    /** The queries being evaluated, by their depth on the stack of evaluations. */
    private final Map<Term, Integer> depths = new HashMap<>();
    /** Per depth on the stack: the lowest depth of an unfinished query its evaluation read. */
    private final List<Integer> lowest = new ArrayList<>();
    /** Per depth on the stack: whether its query was met again while being evaluated. */
    private final List<Boolean> looped = new ArrayList<>();
    private int renamed;
    /** Most answers one query finds, its subqueries' included, past which it is refused rather than left to exhaust memory. */
    private final long maxAnswers;
    private long answered;
    /** The bound on preparing, ticked per proof step; null when nothing is answered on demand. */
    private final PreparationClock clock;

    /**
     * @param demanded the static relations answered here, which are not listed
     * @param facts    every other static relation's facts
     * @param maxAnswers most answers one query finds, its subqueries' included (the atoms budget):
     *                 a rule that reads a demanded relation with too little bound would otherwise
     *                 list it after all
     * @param clock    the bound on preparing over open instances, or null
     */
    DemandSolver(GameAnalysis analysis, Set<Predicate> demanded, Map<Predicate, List<Term>> facts, long maxAnswers,
                 PreparationClock clock) {
        this.analysis = analysis;
        this.clock = clock;
        this.maxAnswers = maxAnswers;
        this.demanded = Set.copyOf(demanded);
        this.facts = facts;
    }

    boolean isDemanded(Predicate relation) {
        return demanded.contains(relation);
    }

    Set<Predicate> demanded() {
        return demanded;
    }

    /** Whether the ground {@code atom} of a demanded relation holds. */
    boolean holds(Term atom) {
        return !solve(atom).isEmpty();
    }

    /** Every ground instance of {@code query} (an atom of a demanded relation) that holds. */
    Set<Term> solve(Term goal) {
        Term query = canonical(goal);
        if (complete.contains(query)) {
            return answers.get(query);
        }
        Integer depth = depths.get(query);
        if (depth != null) {
            // A cycle: read what is known so far, and make its first query iterate.
            int inner = lowest.size() - 1;
            lowest.set(inner, Math.min(lowest.get(inner), depth));
            looped.set(depth, true);
            return answers.get(query);
        }
        int own = lowest.size();
        if (own == 0) {
            answered = 0;
        }
        depths.put(query, own);
        lowest.add(own);
        looped.add(false);
        Set<Term> found = answers.computeIfAbsent(query, key -> new LinkedHashSet<>());
        int before;
        do {
            before = found.size();
            for (Rule rule : analysis.rulesFor(Predicate.of(query))) {
                Rule fresh = rename(rule);
                Map<Variable, Term> binding = new HashMap<>();
                if (Terms.unify(fresh.head(), query, binding)) {
                    // Applied once here: the matches below bind only the variables left, to ground terms.
                    Rule unified = Terms.substitute(fresh, binding);
                    prove(unified.body(), new ArrayList<>(), new HashMap<>(), unified.head(), found);
                }
            }
        } while (looped.get(own) && lowest.get(own) == own && found.size() != before);
        depths.remove(query);
        looped.remove(own);
        int reached = lowest.remove(own);
        if (reached >= own) {
            complete.add(query);
        } else {
            // Inside an unfinished cycle: its answers depend on partial ones, so it is asked again.
            lowest.set(own - 1, Math.min(lowest.get(own - 1), reached));
            answers.remove(query);
        }
        return found;
    }

    /** {@code goal} with its variables named by first occurrence, so that variants share a table. */
    private static Term canonical(Term goal) {
        if (goal.isGround()) {
            return goal;
        }
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(goal, own);
        Map<Variable, Term> names = new HashMap<>();
        for (Variable variable : own) {
            names.put(variable, new Variable("_" + names.size()));
        }
        return Terms.substitute(goal, names);
    }

    /**
     * Proves {@code body} under {@code binding}, tests as soon as they are ground (they are
     * safe, so they always become so), and adds the head's instance for every proof.
     */
    private void prove(List<Literal> body, List<Literal> waiting, Map<Variable, Term> binding, Term head,
                       Set<Term> out) {
        if (clock != null) {
            clock.tick();
        }
        List<Literal> pending = new ArrayList<>(waiting);
        for (int i = 0; i < pending.size(); i++) {
            Literal test = Terms.substitute(pending.get(i), binding);
            if (isGround(test)) {
                if (!test(test)) {
                    return;
                }
                pending.remove(i--);
            }
        }
        if (body.isEmpty()) {
            if (!pending.isEmpty()) {
                throw new IllegalStateException("unsafe rule passed validation: " + head);
            }
            if (out.add(Terms.substitute(head, binding)) && ++answered > maxAnswers) {
                throw new UnsupportedGameException("answering the static relations too big to list on demand"
                        + " needs over " + maxAnswers + " answers (a rule reads one with too few arguments bound)");
            }
            return;
        }
        Literal first = body.get(0);
        List<Literal> rest = body.subList(1, body.size());
        if (!(first instanceof Literal.Atom atom)) {
            pending.add(first);
            prove(rest, pending, binding, head, out);
            return;
        }
        Term goal = Terms.substitute(atom.atom(), binding);
        for (Term answer : instances(goal)) {
            Map<Variable, Term> extended = new HashMap<>(binding);
            if (Terms.match(goal, answer, extended)) {
                prove(rest, pending, extended, head, out);
            }
        }
    }

    /** The ground instances of {@code goal} that hold: listed facts, or answers found on demand. */
    private Iterable<Term> instances(Term goal) {
        Predicate relation = Predicate.of(goal);
        if (demanded.contains(relation)) {
            return List.copyOf(solve(goal));
        }
        if (goal.isGround()) {
            return factSet(relation).contains(goal) ? List.of(goal) : List.of();
        }
        return facts.getOrDefault(relation, List.of());
    }

    private boolean test(Literal ground) {
        if (ground instanceof Literal.Not not) {
            return !test(not.body());
        }
        if (ground instanceof Literal.Distinct distinct) {
            return !distinct.left().equals(distinct.right());
        }
        Term atom = ((Literal.Atom) ground).atom();
        Predicate relation = Predicate.of(atom);
        return demanded.contains(relation) ? holds(atom) : factSet(relation).contains(atom);
    }

    private Set<Term> factSet(Predicate relation) {
        return factSets.computeIfAbsent(relation, key -> new HashSet<>(facts.getOrDefault(key, List.of())));
    }

    private static boolean isGround(Literal literal) {
        List<Variable> variables = new ArrayList<>();
        Terms.collectVariables(literal, variables);
        return variables.isEmpty();
    }

    /** {@code rule} with fresh variables, so that they never meet the query's. */
    private Rule rename(Rule rule) {
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(rule.head(), own);
        for (Literal literal : rule.body()) {
            Terms.collectVariables(literal, own);
        }
        if (own.isEmpty()) {
            return rule;
        }
        Map<Variable, Term> fresh = new HashMap<>();
        int tag = renamed++;
        for (Variable variable : own) {
            fresh.put(variable, new Variable(variable.name() + "#" + tag));
        }
        return Terms.substitute(rule, fresh);
    }
}
