package org.gdlbench.topdown;

import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;

/**
 * Which relations generated code reads as tables of facts and which it derives by their rules:
 * static relations are tables, computed once, unless they are too large to compute
 * ({@code StaticRelations.computeWhatFits} left them out); those, like the relations that depend
 * on the state, are derived on demand, asked only with the arguments their callers give.
 */
record Tabling(GameAnalysis analysis, Set<Predicate> leftOut) {
    Tabling {
        leftOut = Set.copyOf(leftOut);
    }

    /** Every static relation tabled. */
    static Tabling allStatic(GameAnalysis analysis) {
        return new Tabling(analysis, Set.of());
    }

    /** Whether generated code reads {@code relation} as a table: a static relation computed, or one nothing defines. */
    boolean isTable(Predicate relation) {
        return !analysis.predicates().contains(relation)
                || analysis.isStatic(relation) && !leftOut.contains(relation);
    }

    /** Whether generated code derives {@code relation} by its rules (never {@code true} or {@code does}). */
    boolean isDerived(Predicate relation) {
        return !relation.equals(GameAnalysis.TRUE) && !relation.equals(GameAnalysis.DOES) && !isTable(relation);
    }
}
