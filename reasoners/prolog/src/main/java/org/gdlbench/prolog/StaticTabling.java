package org.gdlbench.prolog;

import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.StaticRelations;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Replaces each static recursive relation by its facts, found bottom-up before play.
 *
 * <p>Top-down, a recursive relation can send Prolog into a loop (left recursion, a symmetric
 * {@code adjacent}) or into exponential work ({@code sum} over a successor chain with its result
 * unbound). GDL's recursion restriction makes such a relation's extension finite, and a static
 * relation's extension never changes, so it is worked out once by {@link StaticRelations}, the
 * project's one bottom-up evaluator of static relations, and asserted as facts.
 *
 * <p>A few sheets define static relations whose extension is huge. So tabling has limits: a
 * number of atoms per component (its dependencies included) and an overall deadline. A
 * component over a limit keeps its rules as plain SLD clauses, which top-down calls with bound
 * arguments usually handle, under the query budget at play. Dynamic recursive relations always
 * stay SLD clauses: their extension changes with the state, and the classic players evaluate
 * them top-down.
 */
final class StaticTabling {
    /** A component needing more atoms than this keeps its rules instead. */
    static final int MAX_FACTS = 50_000;

    private StaticTabling() {
    }

    /**
     * Tables every static recursive component of {@code game} into {@code engine}, within
     * {@code budgetNanos} in all and {@code maxFacts} atoms per component; components over a limit
     * get their rules instead.
     */
    static void run(Game game, Translator translator, PrologNames names, PrologEngine engine, long budgetNanos,
                    int maxFacts) {
        long deadline = System.nanoTime() + budgetNanos;
        for (Set<Predicate> component : game.analysis().components()) {
            if (!translator.isTabled(component.iterator().next())) {
                continue;
            }
            double seconds = (deadline - System.nanoTime()) / 1e9;
            try {
                if (seconds <= 0) {
                    throw new UnsupportedGameException("the tabling deadline passed");
                }
                StaticRelations facts = StaticRelations.compute(game, component,
                        new GroundingOptions(maxFacts, Integer.MAX_VALUE, seconds));
                for (Predicate relation : component) {
                    for (Term fact : facts.facts(relation)) {
                        engine.assertFact(names.fact(fact));
                    }
                }
            } catch (UnsupportedGameException overLimit) {
                engine.addClauses(translator.clausesOf(component));
            }
        }
    }
}
