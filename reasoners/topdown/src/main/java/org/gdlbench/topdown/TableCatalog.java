package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Predicate;

/**
 * The tables generated code refers to by number, as the generator asks for them: fact indexes
 * ({@code facts[k]}), per-state indexes over {@code true} ({@code trueIndex(k)}), call tables
 * ({@code tables[k]}), indexes over call tables' answers ({@code answerIndexes[k]}), and the
 * static relations read. The builder makes them from these specs.
 */
final class TableCatalog {
    /** A fact index or a per-state index over true: a relation or signature and key positions. */
    record IndexSpec(Predicate relation, int sig, int[] positions) {
    }

    /** A call table: its key and answer widths and whether the moves change it. */
    record TableSpec(int keyWidth, int answerWidth, boolean dependsOnMoves) {
    }

    private final Map<String, Integer> factIndexIds = new LinkedHashMap<>();
    private final List<IndexSpec> factIndexes = new ArrayList<>();
    private final Map<String, Integer> trueIndexIds = new LinkedHashMap<>();
    private final List<IndexSpec> trueIndexes = new ArrayList<>();
    private final List<TableSpec> tables = new ArrayList<>();
    private final List<int[]> answerIndexes = new ArrayList<>();
    private final Set<Predicate> staticUsed = new HashSet<>();

    /** The number of the index over the relation's facts keyed on {@code positions}, made when new. */
    int factIndex(Predicate relation, int[] positions) {
        String key = relation + Arrays.toString(positions);
        return factIndexIds.computeIfAbsent(key, k -> {
            factIndexes.add(new IndexSpec(relation, -1, positions));
            return factIndexes.size() - 1;
        });
    }

    /** The number of the per-state index over the fluents of signature {@code sig} keyed on {@code positions}. */
    int trueIndex(int sig, int[] positions) {
        String key = sig + Arrays.toString(positions);
        return trueIndexIds.computeIfAbsent(key, k -> {
            trueIndexes.add(new IndexSpec(null, sig, positions));
            return trueIndexes.size() - 1;
        });
    }

    /** The number of a new call table. */
    int table(TableSpec spec) {
        tables.add(spec);
        return tables.size() - 1;
    }

    /** The number of a new index over a call table's answers keyed on {@code positions}. */
    int answerIndex(int[] positions) {
        answerIndexes.add(positions);
        return answerIndexes.size() - 1;
    }

    /** The key positions of each index over a call table's answers. */
    List<int[]> answerIndexes() {
        return answerIndexes;
    }

    /** Notes that generated code reads the relation's facts. */
    void readsFacts(Predicate relation) {
        staticUsed.add(relation);
    }

    List<IndexSpec> factIndexes() {
        return factIndexes;
    }

    List<IndexSpec> trueIndexes() {
        return trueIndexes;
    }

    List<TableSpec> tables() {
        return tables;
    }

    /** The relations whose facts generated code reads (as tables or facts). */
    Set<Predicate> staticUsed() {
        return staticUsed;
    }
}
