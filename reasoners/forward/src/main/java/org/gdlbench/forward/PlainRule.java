package org.gdlbench.forward;

import java.util.List;
import org.gdlbench.gdl.Term;

/**
 * A rule processed without reference tables, for rules whose tables would not fit the memory
 * budget: each instance read is matched through its input's {@link LiteralIndex} (checking the
 * variables bound before, binding the others) and each condition looked up from the values
 * bound. Slower than {@link TableRule}, since nothing is precomputed per combination, but it
 * needs memory linear in the instance sets only, and it runs over open instances too: an
 * instance numbered since its input was matched is matched when read, and a result never
 * derived before is numbered when written. An input whose relation is answered on demand reads
 * the answers to its query with the values bound so far, numbered as they are met. Over open
 * instances each read ticks the {@link PreparationClock}, so that preparing a game whose states
 * take minutes to derive stops at its bound.
 */
final class PlainRule implements RuleProcessor {
    private final RuleLayout layout;
    private final LiteralIndex[] inputs;
    private final boolean[][] boundBefore;
    /** Per input: its atom when its relation is answered on demand, else null. */
    private final Term[] demanded;
    private final RuleLayout.Condition[][] conditions;
    private final int[] binding;
    private final boolean open;
    /** Over open instances, the bound on preparing, ticked per read; null over reachable instances. */
    private final PreparationClock clock;

    PlainRule(RuleLayout layout, PreparationClock clock) {
        this.layout = layout;
        this.clock = clock;
        this.inputs = layout.inputs.toArray(new LiteralIndex[0]);
        this.boundBefore = layout.boundBefore.toArray(new boolean[0][]);
        this.demanded = layout.inputDemanded.toArray(new Term[0]);
        this.conditions = new RuleLayout.Condition[layout.conditions.size()][];
        for (int level = 0; level < conditions.length; level++) {
            List<RuleLayout.Condition> due = layout.conditions.get(level);
            conditions[level] = due.toArray(new RuleLayout.Condition[0]);
        }
        this.binding = new int[layout.variableCount];
        this.open = layout.instances.open();
    }

    @Override
    public void run(KnowledgeBase kb) {
        if (conditionsHold(0, kb)) {
            read(0, kb);
        }
    }

    private void read(int k, KnowledgeBase kb) {
        if (clock != null) {
            clock.tick();
        }
        if (k == inputs.length) {
            int id = layout.headIndex.lookup(binding);
            if (id < 0 && open) {
                id = layout.numberHead(binding);
            }
            if (id >= 0) {
                kb.add(layout.head, id);
            }
            return;
        }
        LiteralIndex input = inputs[k];
        boolean[] before = boundBefore[k];
        int relation = input.relation;
        if (demanded[k] != null) {
            readDemanded(k, kb);
            return;
        }
        // The list is read afresh at each step: a recursive rule may grow it, over open instances into a new array.
        for (int i = 0; i < kb.sizes[relation]; i++) {
            int id = kb.lists[relation][i];
            if (id >= input.indexed) {
                input.catchUp();
            }
            if (input.matches[id] && bind(input, before, id) && conditionsHold(k + 1, kb)) {
                read(k + 1, kb);
            }
        }
    }

    private void readDemanded(int k, KnowledgeBase kb) {
        LiteralIndex input = inputs[k];
        // Only the variables bound before this input are given: the others hold stale values.
        int[] given = new int[binding.length];
        java.util.Arrays.fill(given, -1);
        for (int j = 0; j < input.width; j++) {
            if (boundBefore[k][j]) {
                given[input.variables[j]] = binding[input.variables[j]];
            }
        }
        Term query = layout.value(demanded[k], given);
        for (Term answer : List.copyOf(layout.demand.solve(query))) {
            int id = layout.instances.intern(input.relation, answer);
            if (id >= input.indexed) {
                input.catchUp();
            }
            if (input.matches[id] && bind(input, boundBefore[k], id) && conditionsHold(k + 1, kb)) {
                read(k + 1, kb);
            }
        }
    }

    private boolean bind(LiteralIndex input, boolean[] before, int id) {
        int base = id * input.width;
        for (int j = 0; j < input.width; j++) {
            int value = input.values[base + j];
            int v = input.variables[j];
            if (before[j]) {
                if (binding[v] != value) {
                    return false;
                }
            } else {
                binding[v] = value;
            }
        }
        return true;
    }

    private boolean conditionsHold(int level, KnowledgeBase kb) {
        for (RuleLayout.Condition condition : conditions[level]) {
            if (!layout.holds(condition, binding, kb)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long tableBytes() {
        return 0;
    }
}
