package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.IntList;

/**
 * Grounds a game after the book's chapter on analysing games with logic, bottom-up:
 * <ol>
 *   <li>{@link RuleSplitter} projects away body variables the head does not need, so that rules
 *       such as frame axioms are not instantiated once per fluent and move.</li>
 *   <li>Static relations (those that never depend on {@code true} or {@code does}) are computed
 *       exactly by {@link StaticRelations}, negation included. They are folded away: no ground
 *       rule mentions them.</li>
 *   <li>The relaxed program: the remaining rules without their negative conditions on
 *       state-dependent relations, where {@code (true f)} holds for every f that is initial or
 *       ever {@code next}, and {@code (does r m)} for every {@code (legal r m)}. Its least model,
 *       computed semi-naively, holds every atom that can hold in a reachable state; every rule
 *       instance whose positive body lies in it is kept, {@code distinct} decided on the spot.</li>
 *   <li>{@link Pruner}: atoms that can never hold, constants and views no output needs are
 *       removed to a fixpoint.</li>
 * </ol>
 * The book reduces the domain graph's domains by iterating the relaxed program downwards from
 * every {@code true} and {@code does} the domain graph allows. Starting from the facts instead
 * reaches that iteration's limit or less (the least model lies inside every fixpoint it can stop
 * at) and never enumerates the domain graph's products, which are infinite for function terms
 * that nest without bound.
 */
public final class Grounder {
    private static final Predicate INIT = new Predicate(Symbols.INIT, 1);
    private static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    private static final Predicate LEGAL = new Predicate(Symbols.LEGAL, 2);
    private static final Predicate GOAL = new Predicate(Symbols.GOAL, 2);
    private static final Predicate TERMINAL = new Predicate(Symbols.TERMINAL, 0);

    private final Game game;
    private final GameAnalysis analysis;
    private final Budget budget;
    private final AtomTable table;
    private final SemiNaive semiNaive;
    private final Set<Term> roles;
    private final IntList heads = new IntList(1024);
    private final IntList starts = new IntList(1024);
    private final IntList body = new IntList(4096);
    private final IntList scratch = new IntList();
    /** False when only the relaxed model is wanted: rule instances are then neither kept nor counted. */
    private boolean recordRules = true;

    private Grounder(Game game, Budget budget) {
        this.game = game;
        this.analysis = new GameAnalysis(new RuleSplitter().split(game.rules()));
        this.budget = budget;
        this.table = new AtomTable(budget);
        this.semiNaive = new SemiNaive(table, new Join(table, budget), budget);
        this.roles = new LinkedHashSet<>(game.roles());
        starts.add(0);
    }

    /**
     * Grounds {@code game}.
     *
     * @throws UnsupportedGameException when grounding needs more than {@code options} allow
     */
    public static GroundProgram ground(Game game, GroundingOptions options) {
        return ground(game, new Budget(options));
    }

    /**
     * Grounds {@code game} within {@code budget}, which a caller may go on using for what it
     * builds next (its clock keeps running).
     */
    public static GroundProgram ground(Game game, Budget budget) {
        try {
            return new Grounder(game, budget).run();
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("grounding ran out of memory", e);
        }
    }

    /**
     * The relaxed model before pruning, by relation: every ground atom that can hold in a
     * reachable state (a superset; static relations exactly) of the relations the outputs need,
     * the grounder's auxiliary relations left out. Reasoners that run the rules as written take
     * these as their instance sets. Rule instances are not kept, so only the atom and time
     * budgets apply.
     *
     * @throws UnsupportedGameException when it needs more than {@code budget} allows
     */
    public static Map<Predicate, List<Term>> reachableAtoms(Game game, Budget budget) {
        return atoms(game, budget, true);
    }

    /**
     * The static relations the outputs need, exactly, by relation (the first part of
     * {@link #reachableAtoms}): for reasoners that number the other atoms as play meets them.
     *
     * @throws UnsupportedGameException when it needs more than {@code budget} allows
     */
    public static Map<Predicate, List<Term>> staticAtoms(Game game, Budget budget) {
        return atoms(game, budget, false);
    }

    private static Map<Predicate, List<Term>> atoms(Game game, Budget budget, boolean dynamic) {
        try {
            Grounder grounder = new Grounder(game, budget);
            grounder.recordRules = false;
            Set<Predicate> needed = grounder.needed();
            StaticRelations.evaluate(grounder.analysis, needed, grounder.table, grounder.semiNaive);
            if (dynamic) {
                grounder.groundDynamic(needed);
            }
            budget.checkTime();
            Map<Predicate, List<Term>> atoms = new java.util.LinkedHashMap<>();
            for (int id = 0; id < grounder.table.size(); id++) {
                Term atom = grounder.table.term(id);
                if (grounder.table.isDerived(id) && !RuleSplitter.isAuxiliary(atom.functor())) {
                    atoms.computeIfAbsent(Predicate.of(atom), key -> new ArrayList<>()).add(atom);
                }
            }
            return atoms;
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("grounding ran out of memory", e);
        }
    }

    /** The relations {@code legal}, {@code next}, {@code goal}, {@code terminal} or {@code init} depend on. */
    private Set<Predicate> needed() {
        Set<Predicate> needed = new HashSet<>();
        for (Predicate output : List.of(LEGAL, NEXT, GOAL, TERMINAL, INIT)) {
            needed.addAll(analysis.dependencies(output));
        }
        return needed;
    }

    private GroundProgram run() {
        Set<Predicate> needed = needed();
        StaticRelations.evaluate(analysis, needed, table, semiNaive);
        int staticAtoms = table.derivedCount();
        int firstDynamic = table.size();
        groundDynamic(needed);
        budget.checkTime();
        // The atoms of the program: the heads of its rules and the fluents and moves.
        BitSet atoms = new BitSet();
        for (int id = firstDynamic; id < table.size(); id++) {
            if (table.isDerived(id)) {
                atoms.set(id);
            }
        }
        for (int i = 0; i < heads.size(); i++) {
            atoms.set(heads.get(i));
        }
        return new ProgramBuilder(game, table, heads.toArray(), starts.toArray(), body.toArray(), budget)
                .build(atoms, staticAtoms);
    }

    /** The least model of the relaxed program, recording every rule instance. */
    private void groundDynamic(Set<Predicate> needed) {
        Set<Predicate> dynamic = new LinkedHashSet<>();
        List<Rule> rules = new ArrayList<>();
        for (Predicate predicate : analysis.predicates()) {
            if (needed.contains(predicate) && !analysis.isStatic(predicate)) {
                dynamic.add(predicate);
                rules.addAll(analysis.rulesFor(predicate));
            }
        }
        dynamic.add(GameAnalysis.TRUE);
        dynamic.add(GameAnalysis.DOES);
        Relation init = table.relation(INIT);
        for (int position = 0; position < init.size(); position++) {
            table.derive(new Compound(Symbols.TRUE, init.atom(position).arg(0)));
        }
        // Outputs whose relation happens to be static hold in every state: facts of the program.
        for (Predicate output : List.of(LEGAL, NEXT, GOAL, TERMINAL)) {
            if (analysis.isStatic(output)) {
                Relation relation = table.relation(output);
                for (int position = 0; position < relation.size(); position++) {
                    record(relation.atom(position), new int[0], 0, new int[0], 0);
                }
            }
        }
        JoinPlan.Phase phase = semiNaive.phase(dynamic::contains, analysis::isStatic, true);
        semiNaive.run(rules, phase, dynamic, this::record);
    }

    private void record(JoinPlan plan, Term head, int[] positive, int[] negative) {
        record(head, positive, plan.captures, negative, plan.negatives);
    }

    /**
     * Keeps a rule instance (unless its head is in its body, or an atom is both positive and
     * negated there) and derives its head, with the fluent or move the head makes possible.
     */
    private void record(Term head, int[] positive, int positives, int[] negative, int negatives) {
        int headId = table.intern(head);
        scratch.clear();
        for (int i = 0; i < positives; i++) {
            if (positive[i] == headId) {
                return;
            }
            scratch.add(positive[i] << 1);
        }
        for (int i = 0; i < negatives; i++) {
            for (int p = 0; p < positives; p++) {
                if (positive[p] == negative[i]) {
                    return;
                }
            }
            scratch.add(negative[i] << 1 | 1);
        }
        if (recordRules) {
            int[] literals = scratch.toArray();
            Arrays.sort(literals);
            int previous = -1;
            for (int literal : literals) {
                if (literal != previous) {
                    body.add(literal);
                    previous = literal;
                }
            }
            heads.add(headId);
            starts.add(body.size());
            budget.ruleAdded();
        }
        table.derive(head);
        if (head.functor() == Symbols.NEXT && head.arity() == 1) {
            table.derive(new Compound(Symbols.TRUE, head.arg(0)));
        } else if (head.functor() == Symbols.LEGAL && head.arity() == 2 && roles.contains(head.arg(0))) {
            table.derive(new Compound(Symbols.DOES, head.arg(0), head.arg(1)));
        }
    }
}
