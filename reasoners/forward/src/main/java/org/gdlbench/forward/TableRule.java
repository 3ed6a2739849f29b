package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gdlbench.util.IntList;

/**
 * A rule processed through reference tables (Definitions 7 to 9 and Figure 1 of <i>High Speed
 * Forward Chaining</i>). A reference number stands for the values of the variables bound so far;
 * reading instance {@code id} of input {@code k} with reference number {@code n} looks up
 * {@code table[k][n * |S(Q_k)| + id]}: the next reference number, or -1 when the instance
 * disagrees with a bound variable or fails a test decided at preparation (a {@code distinct}, a
 * static atom, an atom that can never hold). The dynamic conditions due after input {@code k}
 * hold, per reference number, the instance to test for (non-)existence, and the result table the
 * instance to write. Processing compares and copies ints only and allocates nothing.
 *
 * <p>Unlike the paper, reference numbers are shared by the combinations that agree on every
 * variable still used later, which keeps the tables of long bodies small.
 */
final class TableRule implements RuleProcessor {
    private final int head;
    private final int[] inputRelation;
    private final int[] inputSize;
    private final int[][] tables;
    /**
     * For a static input, which never changes, the reference numbers its instances lead to, per
     * reference number before it: {@code passing[k][starts[k][n] .. starts[k][n + 1])}. Only the
     * instances that pass are read; its {@code tables[k]} is then left empty.
     */
    private final int[][] starts;
    private final int[][] passing;
    private final int[][] conditionRelation;
    private final boolean[][] conditionNegated;
    /** {@code conditionIds[level][c][n]}: the instance condition c tests at reference number n; -1 tests nothing. */
    private final int[][][] conditionIds;
    private final int[] result;
    private final long bytes;

    private TableRule(int head, int[] inputRelation, int[] inputSize, int[][] tables, int[][] starts, int[][] passing,
                      int[][] conditionRelation, boolean[][] conditionNegated, int[][][] conditionIds, int[] result) {
        this.head = head;
        this.inputRelation = inputRelation;
        this.inputSize = inputSize;
        this.tables = tables;
        this.starts = starts;
        this.passing = passing;
        this.conditionRelation = conditionRelation;
        this.conditionNegated = conditionNegated;
        this.conditionIds = conditionIds;
        this.result = result;
        long ints = result.length;
        for (int k = 0; k < tables.length; k++) {
            ints += tables[k].length + (starts[k] == null ? 0 : starts[k].length + passing[k].length);
        }
        for (int[][] level : conditionIds) {
            for (int[] ids : level) {
                ints += ids.length;
            }
        }
        this.bytes = 4 * ints;
    }

    @Override
    public void run(KnowledgeBase kb) {
        // No result table: no combination of values passes what preparation decided.
        if (result.length > 0 && conditionsHold(0, 0, kb)) {
            read(0, 0, kb);
        }
    }

    private void read(int k, int refNo, KnowledgeBase kb) {
        if (k == tables.length) {
            int id = result[refNo];
            if (id >= 0) {
                kb.add(head, id);
            }
            return;
        }
        if (starts[k] != null) {
            int[] next = passing[k];
            for (int i = starts[k][refNo], end = starts[k][refNo + 1]; i < end; i++) {
                if (conditionsHold(k + 1, next[i], kb)) {
                    read(k + 1, next[i], kb);
                }
            }
            return;
        }
        int[] table = tables[k];
        int base = refNo * inputSize[k];
        int relation = inputRelation[k];
        int[] list = kb.lists[relation];
        // The size is read afresh each time round: a recursive rule sees what it writes.
        for (int i = 0; i < kb.sizes[relation]; i++) {
            int next = table[base + list[i]];
            if (next >= 0 && conditionsHold(k + 1, next, kb)) {
                read(k + 1, next, kb);
            }
        }
    }

    private boolean conditionsHold(int level, int refNo, KnowledgeBase kb) {
        int[] relations = conditionRelation[level];
        for (int c = 0; c < relations.length; c++) {
            int id = conditionIds[level][c][refNo];
            if (id >= 0 && kb.present[relations[c]][id] == conditionNegated[level][c]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long tableBytes() {
        return bytes;
    }

    /**
     * Builds the tables of {@code layout}, or returns null when they would take more than
     * {@code budgetInts} ints (the combinations enumerated while building included).
     */
    static TableRule build(RuleLayout layout, long budgetInts) {
        int variables = layout.variableCount;
        int inputs = layout.inputs.size();
        long used = 0;
        int[] scratch = new int[variables];
        Arrays.fill(scratch, -1);
        int[][] conditionRelation = new int[inputs + 1][];
        boolean[][] conditionNegated = new boolean[inputs + 1][];
        int[][][] conditionIds = new int[inputs + 1][][];
        List<RuleLayout.Condition> dynamic = dynamic(layout, 0, conditionRelation, conditionNegated);
        IntList[] ids = lists(dynamic.size());
        int[] tested = new int[dynamic.size()];
        int[] combos = new int[0];
        int count = 0;
        if (admit(layout, 0, dynamic, scratch, tested)) {
            combos = scratch.clone();
            count = 1;
            append(ids, tested);
        }
        conditionIds[0] = arrays(ids);
        int[][] tables = new int[inputs][];
        int[][] starts = new int[inputs][];
        int[][] passing = new int[inputs][];
        int[] inputRelation = new int[inputs];
        int[] inputSize = new int[inputs];
        for (int k = 0; k < inputs; k++) {
            LiteralIndex input = layout.inputs.get(k);
            inputRelation[k] = input.relation;
            inputSize[k] = input.indexed;
            long length = (long) count * inputSize[k];
            used += length;
            if (used > budgetInts || length > Integer.MAX_VALUE - 8) {
                return null;
            }
            int[] table = new int[(int) length];
            Arrays.fill(table, -1);
            dynamic = dynamic(layout, k + 1, conditionRelation, conditionNegated);
            ids = lists(dynamic.size());
            tested = new int[dynamic.size()];
            boolean[] keep = layout.usedFrom(k + 1);
            for (RuleLayout.Condition condition : dynamic) {
                for (int v : condition.atom.variables) {
                    keep[v] = true;
                }
            }
            TupleMap seen = new TupleMap(variables, count);
            IntList next = new IntList();
            int nextCount = 0;
            for (int c = 0; c < count; c++) {
                for (int id = 0; id < inputSize[k]; id++) {
                    if (!input.matches[id]) {
                        continue;
                    }
                    System.arraycopy(combos, c * variables, scratch, 0, variables);
                    if (!bind(input, id, scratch)) {
                        continue;
                    }
                    if (!admit(layout, k + 1, dynamic, scratch, tested)) {
                        continue;
                    }
                    for (int v = 0; v < variables; v++) {
                        if (!keep[v]) {
                            scratch[v] = -1;
                        }
                    }
                    int refNo = seen.get(scratch, 0);
                    if (refNo < 0) {
                        refNo = nextCount++;
                        seen.put(scratch, 0, refNo);
                        for (int v = 0; v < variables; v++) {
                            next.add(scratch[v]);
                        }
                        append(ids, tested);
                        used += variables + dynamic.size();
                        if (used > budgetInts) {
                            return null;
                        }
                    }
                    table[c * inputSize[k] + id] = refNo;
                }
            }
            tables[k] = table;
            if (layout.inputStatic.get(k)) {
                compress(k, count, inputSize[k], tables, starts, passing);
            }
            conditionIds[k + 1] = arrays(ids);
            combos = next.toArray();
            count = nextCount;
        }
        int[] result = new int[count];
        for (int c = 0; c < count; c++) {
            System.arraycopy(combos, c * variables, scratch, 0, variables);
            result[c] = layout.headIndex.lookup(scratch);
        }
        return new TableRule(layout.head, inputRelation, inputSize, tables, starts, passing, conditionRelation,
                conditionNegated, conditionIds, result);
    }

    /** Replaces static input {@code k}'s table by the lists of the reference numbers that pass. */
    private static void compress(int k, int count, int size, int[][] tables, int[][] starts, int[][] passing) {
        int[] table = tables[k];
        starts[k] = new int[count + 1];
        IntList next = new IntList();
        for (int c = 0; c < count; c++) {
            for (int id = 0; id < size; id++) {
                if (table[c * size + id] >= 0) {
                    next.add(table[c * size + id]);
                }
            }
            starts[k][c + 1] = next.size();
        }
        passing[k] = next.toArray();
        tables[k] = new int[0];
    }

    /** The conditions of {@code level} tested while playing; records their relations and signs. */
    private static List<RuleLayout.Condition> dynamic(RuleLayout layout, int level, int[][] relations,
                                                      boolean[][] negated) {
        List<RuleLayout.Condition> dynamic = new ArrayList<>();
        for (RuleLayout.Condition condition : layout.conditions.get(level)) {
            if (!condition.decidedAtPreparation()) {
                dynamic.add(condition);
            }
        }
        relations[level] = new int[dynamic.size()];
        negated[level] = new boolean[dynamic.size()];
        for (int c = 0; c < dynamic.size(); c++) {
            relations[level][c] = dynamic.get(c).atom.relation;
            negated[level][c] = dynamic.get(c).negated;
        }
        return dynamic;
    }

    /** Binds input instance {@code id}'s values into {@code binding}; false when one disagrees. */
    private static boolean bind(LiteralIndex input, int id, int[] binding) {
        for (int j = 0; j < input.width; j++) {
            int v = input.variables[j];
            int value = input.values[id * input.width + j];
            if (binding[v] >= 0 && binding[v] != value) {
                return false;
            }
            binding[v] = value;
        }
        return true;
    }

    /**
     * Decides the tests of {@code level} known at preparation; when they pass, writes into
     * {@code tested} the instance each dynamic condition will test (-1: none, a negated atom that
     * can never hold) and returns true. A positive atom that can never hold fails here.
     */
    private static boolean admit(RuleLayout layout, int level, List<RuleLayout.Condition> dynamic, int[] binding,
                                 int[] tested) {
        for (RuleLayout.Condition condition : layout.conditions.get(level)) {
            if (condition.decidedAtPreparation() && !layout.holds(condition, binding, null)) {
                return false;
            }
        }
        for (RuleLayout.Condition condition : dynamic) {
            if (!condition.negated && condition.atom.lookup(binding) < 0) {
                return false;
            }
        }
        for (int c = 0; c < dynamic.size(); c++) {
            tested[c] = dynamic.get(c).atom.lookup(binding);
        }
        return true;
    }

    private static void append(IntList[] ids, int[] tested) {
        for (int c = 0; c < ids.length; c++) {
            ids[c].add(tested[c]);
        }
    }

    private static IntList[] lists(int count) {
        IntList[] lists = new IntList[count];
        for (int i = 0; i < count; i++) {
            lists[i] = new IntList();
        }
        return lists;
    }

    private static int[][] arrays(IntList[] lists) {
        int[][] arrays = new int[lists.length][];
        for (int i = 0; i < lists.length; i++) {
            arrays[i] = lists[i].toArray();
        }
        return arrays;
    }
}
