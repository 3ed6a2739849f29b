package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * The one place static relations are computed: those that never depend on {@code true} or
 * {@code does}, so their extension is the same in every state. They are evaluated bottom-up
 * once, exactly, negation included, one dependency component at a time in dependency order, by
 * semi-naive evaluation. The grounder folds them away; other reasoners table them, or (with
 * {@link #computeWhatFits}) table those that fit and derive the others on demand.
 */
public final class StaticRelations {
    private final GameAnalysis analysis;
    private final AtomTable table;
    private final Set<Predicate> leftOut;

    private StaticRelations(GameAnalysis analysis, AtomTable table, Set<Predicate> leftOut) {
        this.analysis = analysis;
        this.table = table;
        this.leftOut = Set.copyOf(leftOut);
    }

    /**
     * Computes the static relations among {@code wanted} and every static relation they depend on.
     *
     * @throws UnsupportedGameException when they need more atoms or time than {@code options} allow
     */
    public static StaticRelations compute(Game game, Set<Predicate> wanted, GroundingOptions options) {
        Budget budget = new Budget(options);
        GameAnalysis analysis = new GameAnalysis(new RuleSplitter().split(game.rules()));
        AtomTable table = new AtomTable(budget);
        Set<Predicate> needed = new HashSet<>();
        for (Predicate predicate : wanted) {
            if (analysis.predicates().contains(predicate)) {
                needed.addAll(analysis.dependencies(predicate));
            }
        }
        try {
            evaluate(analysis, needed, table, new SemiNaive(table, new Join(table, budget), budget));
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("computing static relations ran out of memory", e);
        }
        return new StaticRelations(analysis, table, Set.of());
    }

    /**
     * As {@link #compute}, but a component whose relations need more atoms or time than
     * {@code options} allow is left out ({@link #leftOut}), with every relation that depends on
     * it, and the rest computed again without it; {@code options}' time covers all the attempts.
     * (sudoku's "exactly one of nine differs" relation has over a hundred million facts, though
     * its rules only ever ask it with every argument given.)
     *
     * @throws UnsupportedGameException when the time runs out
     */
    public static StaticRelations computeWhatFits(Game game, Set<Predicate> wanted, GroundingOptions options) {
        GameAnalysis analysis = new GameAnalysis(new RuleSplitter().split(game.rules()));
        Set<Predicate> needed = new HashSet<>();
        for (Predicate predicate : wanted) {
            if (analysis.predicates().contains(predicate)) {
                needed.addAll(analysis.dependencies(predicate));
            }
        }
        Set<Predicate> leftOut = new HashSet<>();
        long deadline = System.nanoTime() + (long) (options.maxSeconds() * 1e9);
        while (true) {
            double seconds = (deadline - System.nanoTime()) / 1e9;
            if (seconds <= 0) {
                throw new UnsupportedGameException("computing the static relations that fit took over "
                        + options.maxSeconds() + " s");
            }
            Budget budget = new Budget(new GroundingOptions(options.maxAtoms(), options.maxRules(), seconds));
            AtomTable table = new AtomTable(budget);
            SemiNaive semiNaive = new SemiNaive(table, new Join(table, budget), budget);
            Set<Predicate> failed = null;
            for (Set<Predicate> component : analysis.components()) {
                Predicate first = component.iterator().next();
                if (!needed.contains(first) || !analysis.isStatic(first) || leftOut.contains(first)) {
                    continue;
                }
                if (component.stream().flatMap(relation -> analysis.dependencies(relation).stream())
                        .anyMatch(leftOut::contains)) {
                    leftOut.addAll(component);
                    continue;
                }
                try {
                    evaluateComponent(analysis, component, table, semiNaive);
                } catch (UnsupportedGameException | OutOfMemoryError overBudget) {
                    failed = component;
                    break;
                }
            }
            if (failed == null) {
                return new StaticRelations(analysis, table, leftOut);
            }
            leftOut.addAll(failed);
        }
    }

    /** Computes the static relations among {@code needed} into {@code table}. */
    static void evaluate(GameAnalysis analysis, Set<Predicate> needed, AtomTable table, SemiNaive semiNaive) {
        for (Set<Predicate> component : analysis.components()) {
            Predicate first = component.iterator().next();
            if (needed.contains(first) && analysis.isStatic(first)) {
                evaluateComponent(analysis, component, table, semiNaive);
            }
        }
    }

    private static void evaluateComponent(GameAnalysis analysis, Set<Predicate> component, AtomTable table,
                                          SemiNaive semiNaive) {
        List<Rule> rules = new ArrayList<>();
        for (Predicate predicate : component) {
            rules.addAll(analysis.rulesFor(predicate));
        }
        JoinPlan.Phase phase = semiNaive.phase(component::contains, predicate -> !component.contains(predicate), false);
        semiNaive.run(rules, phase, component, (plan, head, positive, negative) -> table.derive(head));
    }

    /** True when {@code relation} is static in the game (whether or not it was wanted). */
    public boolean isStatic(Predicate relation) {
        return analysis.predicates().contains(relation) && analysis.isStatic(relation);
    }

    /**
     * The static relations {@link #computeWhatFits} left out, over the budget or depending on one
     * that is: they have no facts here, and a reasoner derives them from their rules.
     */
    public Set<Predicate> leftOut() {
        return leftOut;
    }

    /** The ground facts of a computed static relation, in the order they were derived. */
    public List<Term> facts(Predicate relation) {
        Relation facts = table.relation(relation);
        List<Term> out = new ArrayList<>(facts.size());
        for (int position = 0; position < facts.size(); position++) {
            out.add(facts.atom(position));
        }
        return out;
    }
}
