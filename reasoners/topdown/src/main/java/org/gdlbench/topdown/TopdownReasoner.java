package org.gdlbench.topdown;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.plan.Ordering;

/**
 * {@code topdown}: each game's rules generated as a Java class that answers queries top down,
 * compiled in memory. Options: {@code ordering=original|best|worst} (default {@code best}), the
 * plan layer's order of rule bodies; {@code memo=none} keeps only recursive relations' answers per
 * state (by default also those of relations asked from several places); {@code relations=whole|per-mode}:
 * whether a relation asked in several modes, its free one included, is derived whole once per state
 * and read by every mode, or per mode (default {@code trial}: both plans are timed on random
 * playouts and the faster kept); {@code statistics=sampled} makes {@code best} cost {@code true}
 * by the states of random playouts with a first plan (by default {@code initial}: by the initial
 * state); {@code race=original} (the default) times {@code best}'s plan against the original
 * order's on random playouts and keeps the faster, {@code race=none} keeps the cost model's plan
 * as it is; {@code dump=DIR} writes the generated source to {@code DIR}
 * (as does the system property {@value #DUMP_PROPERTY}); {@code atoms}, {@code rules} and
 * {@code seconds} are the budgets of computing the static relations, as for the grounding reasoners.
 */
public final class TopdownReasoner implements ReasonerFactory {
    public static final ReasonerOption<Ordering> ORDERING = ReasonerOption.choice("ordering",
            "the plan layer's order of rule bodies", List.of(Ordering.ORIGINAL, Ordering.BEST, Ordering.WORST),
            Ordering::optionName, Ordering.BEST);
    public static final ReasonerOption<Boolean> MEMO = ReasonerOption.choice("memo",
            "which answers are kept per state: also those of relations asked from several places, or only"
                    + " recursive relations'", List.of(true, false), memo -> memo ? "auto" : "none", true);
    static final ReasonerOption<TopdownBuilder.Relations> RELATIONS = ReasonerOption.choice("relations",
            "a relation asked in several modes: both plans timed on random playouts and the faster kept, derived"
                    + " whole once per state, or per mode",
            List.of(TopdownBuilder.Relations.TRIAL, TopdownBuilder.Relations.WHOLE, TopdownBuilder.Relations.PER_MODE),
            TopdownBuilder.Relations::optionName, TopdownBuilder.Relations.TRIAL);
    public static final ReasonerOption<Boolean> STATISTICS = ReasonerOption.choice("statistics",
            "what best's cost of true is measured on: the initial state, or the states of random playouts",
            List.of(false, true), sampled -> sampled ? "sampled" : "initial", false);
    public static final ReasonerOption<Boolean> RACE = ReasonerOption.choice("race",
            "whether best's plan is timed against the original order's on random playouts, the faster kept",
            List.of(true, false), race -> race ? "original" : "none", true);
    public static final ReasonerOption<String> DUMP = ReasonerOption.text("dump",
            "writes the generated source to this folder (as does the system property " + TopdownReasoner.DUMP_PROPERTY
                    + ")", "a folder");
    public static final String DUMP_PROPERTY = "gdlbench.topdown.dump";

    @Override
    public String name() {
        return "topdown";
    }

    @Override
    public String description() {
        return "each game compiled to Java: one method per relation and call mode, nested loops over interned terms";
    }

    @Override
    public List<ReasonerOption<?>> options() {
        List<ReasonerOption<?>> options = new ArrayList<>(GroundingOptions.OPTIONS);
        options.addAll(List.of(ORDERING, MEMO, RELATIONS, STATISTICS, RACE, DUMP));
        return List.copyOf(options);
    }

    @Override
    public String bodyOrdering(ReasonerOptions options) {
        return options.get(ORDERING).optionName();
    }

    @Override
    public PreparationCost preparationCost() {
        return PreparationCost.COMPILES;
    }

    @Override
    public String chartColour() {
        return "#DDCC77";
    }

    @Override
    public int chartOrder() {
        return 3;
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        if (!JavaSourceCompiler.available()) {
            throw new UnsupportedGameException("this Java runtime has no compiler (topdown needs a JDK)");
        }
        String dump = options.given(DUMP) ? options.get(DUMP) : System.getProperty(DUMP_PROPERTY);
        return new TopdownBuilder(game, options.get(ORDERING), options.get(MEMO), options.get(RELATIONS),
                options.get(STATISTICS), options.get(RACE), GroundingOptions.from(options),
                dump == null || dump.isBlank() ? null : Path.of(dump)).build();
    }
}
