package org.gdlbench.topdown;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerSpecException;
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
    public static final String ORDERING = "ordering";
    public static final String DUMP = "dump";
    public static final String MEMO = "memo";
    public static final String RELATIONS = "relations";
    public static final String STATISTICS = "statistics";
    public static final String RACE = "race";
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
    public Map<String, Set<String>> options() {
        Map<String, Set<String>> options = new HashMap<>(GroundingOptions.OPTIONS);
        options.put(ORDERING, Set.of("original", "best", "worst"));
        options.put(MEMO, Set.of("auto", "none"));
        options.put(RELATIONS, Set.of("trial", "whole", "per-mode"));
        options.put(STATISTICS, Set.of("initial", "sampled"));
        options.put(RACE, Set.of("original", "none"));
        options.put(DUMP, Set.of());
        return Map.copyOf(options);
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        Ordering ordering = Ordering.BEST;
        if (options.containsKey(ORDERING)) {
            try {
                ordering = Ordering.parse(options.get(ORDERING));
            } catch (IllegalArgumentException e) {
                throw new ReasonerSpecException("option " + ORDERING + ": " + e.getMessage());
            }
        }
        String dump = options.getOrDefault(DUMP, System.getProperty(DUMP_PROPERTY));
        if (!JavaSourceCompiler.available()) {
            throw new UnsupportedGameException("this Java runtime has no compiler (topdown needs a JDK)");
        }
        TopdownBuilder.Relations relations = switch (options.getOrDefault(RELATIONS, "trial")) {
            case "whole" -> TopdownBuilder.Relations.WHOLE;
            case "per-mode" -> TopdownBuilder.Relations.PER_MODE;
            default -> TopdownBuilder.Relations.TRIAL;
        };
        boolean sampleStates = "sampled".equals(options.get(STATISTICS));
        boolean raceOriginal = !"none".equals(options.get(RACE));
        return new TopdownBuilder(game, ordering, !"none".equals(options.get(MEMO)), relations, sampleStates,
                raceOriginal, GroundingOptions.from(options), dump == null || dump.isBlank() ? null : Path.of(dump)).build();
    }
}
