package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
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
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.RulePlan;
import org.gdlbench.util.IntList;

/**
 * Turns a game and its instance sets into {@link ForwardMachine}s: picks the components of the
 * dependency graph the outputs need, plans every rule through the {@link Planner}, lays each
 * rule out from its plan (Definition 1) and builds its reference tables, or processes it without them when
 * they do not fit the memory budget. Static relations are computed once, with the instance
 * sets, and written into every knowledge base as permanent facts; over open instances, those too
 * big to list are answered on demand by a {@link DemandSolver} instead.
 */
final class ForwardBuilder {
    private static final List<Predicate> OUTPUTS = List.of(new Predicate(Symbols.LEGAL, 2), Instances.NEXT,
            new Predicate(Symbols.GOAL, 2), new Predicate(Symbols.TERMINAL, 0));

    private final Game game;
    private final GameAnalysis analysis;
    private final Map<Predicate, List<Term>> reachable;
    private final Instances instances;
    private final DemandSolver demand;
    private final PreparationClock clock;
    /** The components that run while playing, in dependency order. */
    private final List<Set<Predicate>> components = new ArrayList<>();
    private final Set<Predicate> moveDependent;
    /** Per component that negates its own relations: each such relation's shadow. */
    private final Map<Set<Predicate>, Map<Predicate, Integer>> shadows = new HashMap<>();
    private int rulesWithoutTables;

    /**
     * @param reachable the instance sets: every atom that can hold, or when {@code open} the static
     *                  relations' atoms only, the others numbered as play derives them
     * @param demanded  the static relations too big to list, not in {@code reachable}: answered
     *                  on demand (open instances only)
     * @param maxAnswers most answers found on demand (the atoms budget)
     * @param clock     over open instances, the bound on preparing that the rules and the
     *                  on-demand answers tick; null over reachable instances, whose preparing
     *                  needs none
     */
    ForwardBuilder(Game game, Map<Predicate, List<Term>> reachable, boolean open, Set<Predicate> demanded,
                   long maxAnswers, PreparationClock clock) {
        if (!open && (!demanded.isEmpty() || clock != null)) {
            throw new IllegalArgumentException("relations answered on demand and a preparation clock need open instances");
        }
        this.game = game;
        this.analysis = game.analysis();
        this.reachable = reachable;
        this.clock = clock;
        this.instances = new Instances(reachable, open);
        this.demand = new DemandSolver(analysis, demanded, reachable, maxAnswers, clock);
        // Every relation gets its id now, so knowledge bases made later have a list for each.
        for (Predicate relation : analysis.predicates()) {
            instances.relation(relation);
        }
        for (Predicate relation : OUTPUTS) {
            instances.relation(relation);
        }
        this.moveDependent = analysis.dependents(Set.of(GameAnalysis.DOES));
        Set<Predicate> needed = new HashSet<>();
        for (Predicate output : OUTPUTS) {
            if (analysis.predicates().contains(output)) {
                needed.addAll(analysis.dependencies(output));
            }
        }
        for (Set<Predicate> component : analysis.components()) {
            Predicate first = component.iterator().next();
            if (needed.contains(first) && !analysis.isStatic(first) && !first.equals(GameAnalysis.TRUE)
                    && !first.equals(GameAnalysis.DOES)) {
                components.add(component);
                shadows.put(component, shadowsOf(component));
            }
        }
    }

    /** A shadow for each relation {@code component} negates inside itself. */
    private Map<Predicate, Integer> shadowsOf(Set<Predicate> component) {
        Map<Predicate, Integer> shadows = new LinkedHashMap<>();
        for (Predicate relation : component) {
            for (Rule rule : analysis.rulesFor(relation)) {
                for (Literal literal : rule.body()) {
                    if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom
                            && component.contains(atom.predicate()) && !shadows.containsKey(atom.predicate())) {
                        shadows.put(atom.predicate(), instances.shadow(instances.relation(atom.predicate())));
                    }
                }
            }
        }
        return shadows;
    }

    Instances instances() {
        return instances;
    }

    /**
     * Whether relation {@code r} is static and listed: its instances are its facts, in every
     * state. A relation answered on demand is static but not listed.
     */
    boolean isStatic(int r) {
        return !instances.isShadow(r) && analysis.isStatic(instances.predicate(r))
                && !demand.isDemanded(instances.predicate(r));
    }

    /** How many static relations are answered on demand rather than listed. */
    int demandedRelations() {
        return demand.demanded().size();
    }

    /** Every rule's plan under {@code ordering}, from {@code statistics}, run bottom-up. */
    Map<Rule, RulePlan> plans(Ordering ordering, LiteralStatistics statistics) {
        if (!demand.demanded().isEmpty()) {
            statistics = new DemandCosts(statistics, demand.demanded());
        }
        Planner planner = new Planner(analysis, ordering, statistics);
        Map<Rule, RulePlan> plans = new LinkedHashMap<>();
        for (Set<Predicate> component : components) {
            for (Predicate relation : component) {
                for (Rule rule : analysis.rulesFor(relation)) {
                    plans.put(rule, planner.plan(rule));
                }
            }
        }
        return plans;
    }

    /**
     * A machine running the rules by {@code plans}, each through reference tables while the
     * tables built so far take at most {@code tableBudgetBytes}, the rest without. Over open
     * instances no rule has tables: they need every instance up front.
     */
    ForwardMachine machine(Map<Rule, RulePlan> plans, long tableBudgetBytes) {
        long remainingInts = instances.open() ? 0 : tableBudgetBytes / 4;
        rulesWithoutTables = 0;
        Map<Rule, List<Integer>> laidOut = new LinkedHashMap<>();
        List<Strata.Component> state = new ArrayList<>();
        List<Strata.Component> move = new ArrayList<>();
        IntList stateRelations = new IntList();
        IntList moveRelations = new IntList();
        stateRelations.add(instances.relation(GameAnalysis.TRUE));
        moveRelations.add(instances.relation(GameAnalysis.DOES));
        for (Set<Predicate> component : components) {
            List<RuleProcessor> rules = new ArrayList<>();
            IntList relations = new IntList();
            boolean recursive = false;
            for (Predicate relation : component) {
                relations.add(instances.relation(relation));
                recursive |= analysis.isRecursive(relation);
                for (Rule rule : analysis.rulesFor(relation)) {
                    RuleLayout layout = new RuleLayout(plans.get(rule), instances, this::isStatic,
                            shadows.get(component), demand);
                    laidOut.put(rule, List.copyOf(layout.laidOut));
                    RuleProcessor processor = remainingInts > 0 ? TableRule.build(layout, remainingInts) : null;
                    if (processor == null) {
                        processor = new PlainRule(layout, clock);
                        rulesWithoutTables++;
                    }
                    remainingInts -= processor.tableBytes() / 4;
                    rules.add(processor);
                }
            }
            boolean onMoves = moveDependent.contains(component.iterator().next());
            Map<Predicate, Integer> own = shadows.get(component);
            int[] negated = own.keySet().stream().mapToInt(instances::relation).toArray();
            int[] shadowIds = own.values().stream().mapToInt(Integer::intValue).toArray();
            Strata.Component built = new Strata.Component(rules.toArray(new RuleProcessor[0]),
                    relations.toArray(), recursive, negated, shadowIds);
            (onMoves ? move : state).add(built);
            for (int i = 0; i < relations.size(); i++) {
                (onMoves ? moveRelations : stateRelations).add(relations.get(i));
            }
            for (int shadow : shadowIds) {
                (onMoves ? moveRelations : stateRelations).add(shadow);
            }
        }
        KnowledgeBase kb = new KnowledgeBase(instances);
        writeStaticFacts(kb);
        return new ForwardMachine(game, instances, kb, state.toArray(new Strata.Component[0]),
                move.toArray(new Strata.Component[0]), stateRelations.toArray(), moveRelations.toArray(),
                initialFluents(), outputsNeedMoves(), List.copyOf(plans.values()), laidOut);
    }

    private boolean outputsNeedMoves() {
        for (Predicate output : List.of(OUTPUTS.get(0), OUTPUTS.get(2), OUTPUTS.get(3))) {
            if (moveDependent.contains(output)) {
                return true;
            }
        }
        return false;
    }

    /** How many rules the last machine built processes without reference tables. */
    int rulesWithoutTables() {
        return rulesWithoutTables;
    }

    int ruleCount() {
        int rules = 0;
        for (Set<Predicate> component : components) {
            for (Predicate relation : component) {
                rules += analysis.rulesFor(relation).size();
            }
        }
        return rules;
    }

    /** The permanent facts: every static relation's atoms, never cleared. */
    private void writeStaticFacts(KnowledgeBase kb) {
        reachable.forEach((relation, atoms) -> {
            if (analysis.predicates().contains(relation) && analysis.isStatic(relation)) {
                int r = instances.relation(relation);
                for (Term atom : atoms) {
                    int id = instances.id(r, atom);
                    if (id >= 0) {
                        kb.add(r, id);
                    }
                }
            }
        });
    }

    private int[] initialFluents() {
        IntList fluents = new IntList();
        int truth = instances.relation(GameAnalysis.TRUE);
        Predicate initial = new Predicate(Symbols.INIT, 1);
        Iterable<Term> inits = demand.isDemanded(initial)
                ? demand.solve(new Compound(Symbols.INIT, new Variable("x")))
                : reachable.getOrDefault(initial, List.of());
        for (Term init : inits) {
            int id = instances.intern(truth, new Compound(Symbols.TRUE, init.arg(0)));
            if (id >= 0) {
                fluents.add(id);
            }
        }
        return fluents.toArray();
    }
}
