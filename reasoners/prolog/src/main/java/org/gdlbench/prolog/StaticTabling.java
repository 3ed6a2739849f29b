package org.gdlbench.prolog;

import alice.tuprolog.Int;
import alice.tuprolog.Struct;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;

/**
 * Replaces each static recursive relation by its facts, found bottom-up before play.
 *
 * <p>Top-down, a recursive relation can send Prolog into a loop (left recursion, a symmetric
 * {@code adjacent}) or into exponential work ({@code sum} over a successor chain with its result
 * unbound). GDL's recursion restriction makes such a relation's extension finite, and a static
 * relation's extension never changes, so it is worked out once, here: semi-naive evaluation of
 * each recursive component, in dependency order, with tuProlog doing the joins. Each round asks,
 * for every rule and every body literal on the component, {@code findall(Head, Body, L)} with
 * that literal reading only the previous round's new facts ({@code d_} relations) and the other
 * component literals all facts so far ({@code t_} relations); new heads are asserted for the next
 * round. At the fixpoint the facts go in under the relation's own name.
 *
 * <p>tuProlog is slow at this (a few microseconds per clause tried), and a few sheets define
 * static relations whose extension is huge or, with function terms, infinite (list building).
 * So tabling has limits: a number of facts per component, the engine's per-query budget on each
 * step, and an overall deadline. A component over a limit keeps its rules as plain SLD clauses,
 * which top-down calls with bound arguments usually handle, under the query budget at play.
 * Dynamic recursive relations always stay SLD clauses: their extension changes with the state,
 * and the classic players evaluate them top-down.
 */
final class StaticTabling {
    /** A component with more facts than this keeps its rules instead. */
    static final int MAX_FACTS = 50_000;

    private final Game game;
    private final Translator translator;
    private final PrologNames names;
    private final PrologEngine engine;
    private final long deadline;
    private final int maxFacts;

    /** A component went over a limit; its rules are used instead. */
    private static final class OverLimit extends Exception {
        OverLimit() {
            super(null, null, false, false);
        }
    }

    private StaticTabling(Game game, Translator translator, PrologNames names, PrologEngine engine, long deadline,
                          int maxFacts) {
        this.game = game;
        this.translator = translator;
        this.names = names;
        this.engine = engine;
        this.deadline = deadline;
        this.maxFacts = maxFacts;
    }

    /**
     * Tables every static recursive component of {@code game} into {@code engine}, within
     * {@code budgetNanos} in all and {@code maxFacts} per component; components over a limit get
     * their rules instead.
     */
    static void run(Game game, Translator translator, PrologNames names, PrologEngine engine, long budgetNanos,
                    int maxFacts) {
        StaticTabling tabling = new StaticTabling(game, translator, names, engine, System.nanoTime() + budgetNanos,
                maxFacts);
        for (Set<Predicate> component : game.analysis().components()) {
            if (!translator.isTabled(component.iterator().next())) {
                continue;
            }
            try {
                tabling.table(component);
            } catch (OverLimit | QueryBudgetException e) {
                tabling.dropWorkRelations(component);
                engine.addClauses(translator.clausesOf(component));
            }
        }
    }

    private void table(Set<Predicate> component) throws OverLimit {
        GameAnalysis analysis = game.analysis();
        List<Rule> exitRules = new ArrayList<>();
        List<Struct> steps = new ArrayList<>();
        for (Predicate relation : component) {
            for (Rule rule : analysis.rulesFor(relation)) {
                boolean recursive = false;
                for (int i = 0; i < rule.body().size(); i++) {
                    if (rule.body().get(i) instanceof Literal.Atom atom && component.contains(atom.predicate())) {
                        steps.add(translator.tablingStep(rule, i));
                        recursive = true;
                    }
                }
                if (!recursive) {
                    exitRules.add(rule);
                }
            }
        }
        Map<Term, Struct> found = new LinkedHashMap<>();
        List<Struct> fresh = new ArrayList<>();
        for (Rule rule : exitRules) {
            collect(translator.tablingStep(rule, -1), component, found, fresh);
        }
        while (!fresh.isEmpty()) {
            for (Predicate relation : component) {
                engine.abolish(indicator(translator.deltaName(relation), relation.arity()));
            }
            for (Struct fact : fresh) {
                Predicate relation = relationOf(fact, component);
                engine.assertFact(renamed(fact, translator.tableName(relation)));
                engine.assertFact(renamed(fact, translator.deltaName(relation)));
            }
            fresh = new ArrayList<>();
            for (Struct step : steps) {
                collect(step, component, found, fresh);
            }
        }
        dropWorkRelations(component);
        for (Struct fact : found.values()) {
            engine.assertFact(fact);
        }
    }

    private void dropWorkRelations(Set<Predicate> component) {
        for (Predicate relation : component) {
            engine.abolish(indicator(translator.tableName(relation), relation.arity()));
            engine.abolish(indicator(translator.deltaName(relation), relation.arity()));
        }
    }

    /** Runs one step query and keeps its answers not found before. */
    private void collect(Struct step, Set<Predicate> component, Map<Term, Struct> found, List<Struct> fresh)
            throws OverLimit {
        if (System.nanoTime() - deadline > 0) {
            throw new OverLimit();
        }
        Struct answers = engine.findall(step, "tabling " + describe(component));
        for (Struct list = answers; !list.isEmptyList(); list = list.listTail()) {
            Struct fact = (Struct) list.listHead().getTerm();
            if (found.putIfAbsent(names.atomToGdl(fact), fact) == null) {
                fresh.add(fact);
                if (found.size() > maxFacts) {
                    throw new OverLimit();
                }
            }
        }
    }

    private Predicate relationOf(Struct fact, Set<Predicate> component) {
        Predicate relation = Predicate.of(names.atomToGdl(fact));
        if (!component.contains(relation)) {
            throw new IllegalStateException("tabling step answered a fact of another relation: " + fact);
        }
        return relation;
    }

    private static Struct renamed(Struct fact, String name) {
        alice.tuprolog.Term[] args = new alice.tuprolog.Term[fact.getArity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = fact.getArg(i);
        }
        return args.length == 0 ? new Struct(name) : new Struct(name, args);
    }

    private static Struct indicator(String name, int arity) {
        return new Struct("/", new Struct(name), new Int(arity));
    }

    private String describe(Set<Predicate> component) {
        List<String> described = new ArrayList<>();
        for (Predicate relation : new LinkedHashSet<>(component)) {
            described.add(relation.describe(game.symbols()));
        }
        return String.join(", ", described);
    }
}
