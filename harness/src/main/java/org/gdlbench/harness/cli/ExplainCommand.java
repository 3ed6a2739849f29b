package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.PlannedMachine;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.RulePlan;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "explain", description = {
        "Print a game's rule plans as pseudo-code: each rule's body in the order a reasoner runs it,",
        "one step a line (scan through an index, check, not, distinct, emit); then what preparing",
        "the reasoner built. A reasoner that runs plans (reference, topdown, forward) is prepared and",
        "its own plans are printed, made from the statistics it measured or sampled; for the others,",
        "and with --ordering or --no-prepare, the planner's estimate is printed, labelled so. The",
        "grounding reasoners join rules most-bound-first while grounding; their estimate is shown",
        "under the original ordering."})
final class ExplainCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--game", required = true, paramLabel = "G", description = "Game name.")
    String game;

    @Option(names = "--reasoner", defaultValue = Reasoners.REFERENCE, paramLabel = "R",
            description = "Reasoner whose plans to show, as name or name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @Option(names = "--ordering", paramLabel = "O",
            description = "Show the planner's estimate under this ordering instead of the reasoner's plans: original, safe, best or worst.")
    String ordering;

    @Option(names = "--no-prepare", description = "Print the plans only; do not prepare the reasoner.")
    boolean noPrepare;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        ReasonerSpec reasonerSpec = ReasonerList.parse(List.of(reasoner)).get(0);
        Ordering shown = orderingOf(reasonerSpec);
        Game loaded = corpusOption.corpus().entry(game).game();
        PrintWriter out = spec.commandLine().getOut();
        StateMachine machine = noPrepare ? null : ReasonerList.prepare(reasonerSpec, loaded, game);
        if (ordering == null && machine instanceof PlannedMachine planned) {
            List<RulePlan> plans = inStratumOrder(loaded.analysis(), planned.plans());
            out.printf("; %s: %s the prepared machine runs (%s), statistics %s%n",
                    game, Plural.count(plans.size(), "plan"), reasonerSpec, planned.statistics());
            print(loaded, plans, out);
        } else {
            List<RulePlan> plans = new Planner(loaded, shown, LiteralStatistics.ESTIMATE).planAll();
            out.printf("; %s: %s planned under ordering %s (statistics estimated, not measured;"
                            + " the planner's estimate, not plans a prepared machine reported)%n",
                    game, Plural.count(plans.size(), "rule"), shown.optionName());
            print(loaded, plans, out);
        }
        if (machine != null) {
            String summary = machine.preparation().summary();
            out.printf("%n; %s prepared: %s%n", reasonerSpec, summary.isEmpty() ? "nothing to build" : summary);
        }
        out.flush();
        return 0;
    }

    /**
     * {@code plans} grouped by relation, relations in stratum order, each group in the order
     * given; a plan of a relation the analysis does not list comes last, never dropped.
     */
    static List<RulePlan> inStratumOrder(GameAnalysis analysis, List<RulePlan> plans) {
        List<RulePlan> ordered = new ArrayList<>();
        for (Set<Predicate> component : analysis.components()) {
            for (Predicate relation : component) {
                for (RulePlan plan : plans) {
                    if (plan.rule().predicate().equals(relation)) {
                        ordered.add(plan);
                    }
                }
            }
        }
        for (RulePlan plan : plans) {
            if (!analysis.predicates().contains(plan.rule().predicate())) {
                ordered.add(plan);
            }
        }
        return ordered;
    }

    /** The plans, a comment line before each relation's. */
    private static void print(Game loaded, List<RulePlan> plans, PrintWriter out) {
        GameAnalysis analysis = loaded.analysis();
        Predicate current = null;
        for (RulePlan plan : plans) {
            Predicate relation = plan.rule().predicate();
            if (!relation.equals(current)) {
                current = relation;
                out.printf("%n; %s, stratum %d%s%n", relation.describe(loaded.symbols()), analysis.stratum(relation),
                        analysis.isStatic(relation) ? ", static: computed once, bottom-up" : "");
            }
            out.print(plan.print(loaded.symbols()));
        }
    }

    /** The ordering asked for, else the one the reasoner runs under with its options, as its factory says. */
    private Ordering orderingOf(ReasonerSpec reasonerSpec) {
        String name = ordering != null ? ordering
                : Reasoners.factory(reasonerSpec.name()).bodyOrdering(Reasoners.options(reasonerSpec));
        try {
            return Ordering.parse(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
