package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.StaticRelations;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.RulePlan;

/**
 * Forward chaining after <i>High Speed Forward Chaining for General Game Playing</i>: relation
 * IDs over the grounder's reachable atoms, a knowledge base of lists and boolean arrays,
 * reference tables per rule and hypotheses ordered by Corollary 2's cost from figures measured
 * over random playouts. Preparing runs the paper's phases: {@code read} (instance sets and
 * relation IDs), {@code statistics} (random playouts with a first machine), {@code optimise}
 * (body orders) and {@code ground} (reference tables).
 *
 * <p>Options: {@code ordering=best|original|worst} (default best); {@code tables=MB}, the memory
 * budget of all reference tables together (default 256), past which rules run without tables;
 * the grounding budgets {@code atoms}, {@code rules}, {@code seconds} of listing the reachable
 * atoms; and {@code instances=auto|reachable|open}: number every reachable atom up front
 * ({@code reachable}, refusing a game over the budgets), only the static relations' atoms and the
 * rest as play derives them ({@code open}, without reference tables), or the first and, over the
 * budgets, the second ({@code auto}, the default). A game whose reachable atoms fit is prepared
 * the same under {@code auto} as under {@code reachable}; only a game that {@code reachable}
 * refuses is tried over open instances, within the {@code seconds} budget counted from the start
 * of preparing ({@link PreparationClock}): a chess-like sheet, whose states take minutes to
 * derive without reference tables, is refused at the bound rather than left to stall a run. Over
 * open instances, static relations too big to list are answered on demand ({@link DemandSolver}).
 */
public final class ForwardReasoner implements ReasonerFactory {
    static final long DEFAULT_TABLE_MEGABYTES = 256;
    static final ReasonerOption<Ordering> ORDERING = ReasonerOption.choice("ordering",
            "the order of rule bodies: by the cost of measured statistics, as written, or the costliest",
            List.of(Ordering.BEST, Ordering.ORIGINAL, Ordering.WORST), Ordering::optionName, Ordering.BEST);
    static final ReasonerOption<Double> TABLES = ReasonerOption.positiveNumber("tables",
            "memory budget of all reference tables together, past which rules run without tables",
            DEFAULT_TABLE_MEGABYTES, "megabytes");
    static final ReasonerOption<Instances> INSTANCES = ReasonerOption.choice("instances",
            "which atoms are numbered up front: every reachable one, only the static relations' (the rest as play"
                    + " derives them), or the first and, over the grounding budgets, the second",
            List.of(Instances.values()), Instances::optionName, Instances.AUTO);
    private static final long STATISTICS_NANOS = 1_000_000_000L;

    @Override
    public String name() {
        return "forward";
    }

    @Override
    public String description() {
        return "forward chaining with reference tables and hypothesis ordering from measured statistics";
    }

    @Override
    public List<ReasonerOption<?>> options() {
        List<ReasonerOption<?>> options = new ArrayList<>(GroundingOptions.OPTIONS);
        options.addAll(List.of(ORDERING, TABLES, INSTANCES));
        return List.copyOf(options);
    }

    @Override
    public String bodyOrdering(ReasonerOptions options) {
        return options.get(ORDERING).optionName();
    }

    @Override
    public PreparationCost preparationCost() {
        return PreparationCost.MEASURES;
    }

    @Override
    public String chartColour() {
        return "#AA4499";
    }

    @Override
    public int chartOrder() {
        return 4;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        Ordering ordering = options.get(ORDERING);
        long tableBytes = (long) (options.get(TABLES) * (1 << 20));
        GroundingOptions grounding = GroundingOptions.from(options);
        Instances instances = options.get(INSTANCES);
        try {
            return prepare(game, ordering, tableBytes, grounding, instances);
        } catch (OutOfMemoryError e) {
            throw new UnsupportedGameException("preparing ran out of memory (tables budget " + (tableBytes >> 20)
                    + " MB)", e);
        }
    }

    private static StateMachine prepare(Game game, Ordering ordering, long tableBytes, GroundingOptions grounding,
                                        Instances instances) {
        long start = System.nanoTime();
        // Started before listing the reachable atoms, so that a failed listing counts against open instances' bound.
        PreparationClock clock = new PreparationClock(grounding.maxSeconds());
        Map<Predicate, List<Term>> atoms = null;
        String numbering = "instance sets are the grounder's reachable atoms (relaxed model), not per-argument domains";
        String unlisted = null;
        if (instances != Instances.OPEN) {
            try {
                atoms = Grounder.reachableAtoms(game, new Budget(grounding));
            } catch (UnsupportedGameException e) {
                if (instances == Instances.REACHABLE) {
                    throw new UnsupportedGameException(e.getMessage() + "; forward:instances=open plays it over"
                            + " instances numbered as play derives them (slow to prepare on big games)", e);
                }
                unlisted = e.getMessage();
                numbering = "instances numbered as play derives them, static relations up front: listing the"
                        + " reachable atoms failed (" + unlisted + ")";
            }
        } else {
            numbering = "instances numbered as play derives them, static relations up front (instances=open)";
        }
        if (atoms != null) {
            return build(game, ordering, tableBytes, grounding, atoms, Set.of(), null, numbering, start);
        }
        try {
            return prepareOpen(game, ordering, tableBytes, grounding, clock, numbering, start);
        } catch (UnsupportedGameException e) {
            // Under auto, the listing's failure first: it is why open instances were tried.
            throw unlisted == null ? e : new UnsupportedGameException(unlisted + "; " + e.getMessage(), e);
        } finally {
            clock.stop();
        }
    }

    /**
     * Prepares over open instances within {@code clock}: the static relations that fit are
     * listed, those that do not are answered on demand.
     */
    private static StateMachine prepareOpen(Game game, Ordering ordering, long tableBytes, GroundingOptions grounding,
                                            PreparationClock clock, String numbering, long start) {
        clock.check();
        GroundingOptions left = new GroundingOptions(grounding.maxAtoms(), grounding.maxRules(), clock.secondsLeft());
        StaticRelations statics = StaticRelations.computeWhatFits(game, staticRelations(game), left);
        Set<Predicate> demanded = new LinkedHashSet<>();
        Map<Predicate, List<Term>> atoms = new LinkedHashMap<>();
        for (Predicate relation : staticRelations(game)) {
            if (statics.leftOut().contains(relation)) {
                demanded.add(relation);
            } else {
                atoms.put(relation, statics.facts(relation));
            }
        }
        return build(game, ordering, tableBytes, grounding, atoms, demanded, clock, numbering, start);
    }

    /**
     * Prepares over {@code atoms}: every reachable atom, or with a {@code clock}, open instances
     * over the static relations' atoms only; the phase {@code read} began at {@code start}.
     */
    private static StateMachine build(Game game, Ordering ordering, long tableBytes, GroundingOptions grounding,
                                      Map<Predicate, List<Term>> atoms, Set<Predicate> demanded,
                                      PreparationClock clock, String numbering, long start) {
        Preparation.Builder record = Preparation.builder();
        boolean open = clock != null;
        ForwardBuilder builder = new ForwardBuilder(game, atoms, open, demanded, grounding.maxAtoms(), clock);
        record.phase("read", System.nanoTime() - start);
        LiteralStatistics statistics = LiteralStatistics.ESTIMATE;
        String measured = "no statistics: the written order needs none";
        int measuredStates = 0;
        if (ordering != Ordering.ORIGINAL) {
            start = System.nanoTime();
            // A first machine, ordered by estimates and without tables, plays the random states.
            ForwardMachine probe = builder.machine(builder.plans(Ordering.BEST, LiteralStatistics.ESTIMATE), 0);
            MeasuredStatistics figures = MeasuredStatistics.gather(probe, builder.instances(), builder::isStatic, STATISTICS_NANOS);
            statistics = figures;
            measured = "statistics from " + figures.states() + " random states";
            measuredStates = figures.states();
            record.phase("statistics", System.nanoTime() - start);
        }
        start = System.nanoTime();
        Map<Rule, RulePlan> plans = builder.plans(ordering, statistics);
        record.phase("optimise", System.nanoTime() - start);
        start = System.nanoTime();
        ForwardMachine machine = builder.machine(plans, tableBytes);
        record.phase("ground", System.nanoTime() - start);
        long referenceTableBytes = machine.tableBytes();
        record.backend(open ? "open-instances" : builder.rulesWithoutTables() == 0 ? "reference-tables"
                        : "reference-tables+plain")
                .size("relationInstances", builder.instances().totalInstances())
                .size("rules", builder.ruleCount())
                .size("rulesWithoutTables", builder.rulesWithoutTables())
                .size("referenceTableBytes", referenceTableBytes)
                .size("knowledgeBaseBytes", machine.kb.bytes())
                .reason(numbering)
                .reason("ordering " + ordering.optionName() + ", " + measured);
        if (!demanded.isEmpty()) {
            record.size("demandedRelations", demanded.size())
                    .reason("static relations too big to list, answered on demand: " + String.join(", ",
                            demanded.stream().map(relation -> relation.describe(game.symbols())).sorted().toList()));
        }
        if (builder.rulesWithoutTables() > 0 && !open) {
            record.reason(builder.rulesWithoutTables() + " rules run without reference tables: over the "
                    + (tableBytes >> 20) + " MB budget");
        }
        machine.preparation(record.build(), ordering == Ordering.ORIGINAL ? "none: the original order needs none"
                : "measured over " + measuredStates + " random states");
        return machine;
    }

    /** The static relations that {@code legal}, {@code next}, {@code goal}, {@code terminal} or {@code init} read. */
    private static Set<Predicate> staticRelations(Game game) {
        Set<Predicate> statics = new LinkedHashSet<>();
        for (int symbol : List.of(Symbols.LEGAL, Symbols.NEXT, Symbols.GOAL, Symbols.TERMINAL, Symbols.INIT)) {
            Predicate output = new Predicate(symbol, symbol == Symbols.TERMINAL ? 0 : symbol == Symbols.NEXT
                    || symbol == Symbols.INIT ? 1 : 2);
            if (game.analysis().predicates().contains(output)) {
                for (Predicate relation : game.analysis().dependencies(output)) {
                    if (game.analysis().isStatic(relation)) {
                        statics.add(relation);
                    }
                }
            }
        }
        return statics;
    }

    /** Which atoms are numbered when preparing (option {@code instances}). */
    enum Instances {
        /** Every reachable atom, and over the grounding budgets the static relations' only. */
        AUTO,
        /** Every reachable atom; a game over the budgets is refused. */
        REACHABLE,
        /** The static relations' atoms, the rest as play derives them, without reference tables. */
        OPEN;

        String optionName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
