package org.gdlbench.grounding;

import org.gdlbench.gdl.Term;
import org.gdlbench.util.IntList;

/**
 * Runs {@link JoinPlan}s: a nested-loop join over the relations' hash indexes, with bindings in a
 * slot array and an undo trail. Every complete binding is handed to the {@link Emitter}.
 */
final class Join {
    /** Receives each instance of a rule whose body holds (as far as the phase can tell). */
    interface Emitter {
        /**
         * @param head      the ground head
         * @param positive  ids of the recursive positive atoms, {@code plan.captures} of them
         * @param negative  ids of the undecided negated atoms, {@code plan.negatives} of them
         */
        void emit(JoinPlan plan, Term head, int[] positive, int[] negative);
    }

    private final AtomTable table;
    private final Budget budget;
    private final Pattern.Trail trail = new Pattern.Trail();
    private JoinPlan plan;
    private Term[] slots;
    private int[] positive;
    private int[] negative;
    private Emitter emitter;

    Join(AtomTable table, Budget budget) {
        this.table = table;
        this.budget = budget;
    }

    void run(JoinPlan plan, Emitter emitter) {
        this.plan = plan;
        this.emitter = emitter;
        this.slots = new Term[plan.slotCount];
        this.positive = new int[plan.captures];
        this.negative = new int[plan.negatives];
        step(0);
    }

    private void step(int index) {
        if (index == plan.steps.length) {
            emitter.emit(plan, plan.head.instantiate(slots), positive, negative);
            return;
        }
        JoinPlan.Step step = plan.steps[index];
        if (step instanceof JoinPlan.Scan scan) {
            scan(scan, index);
        } else if (step instanceof JoinPlan.Absent absent) {
            if (!table.isDerived(absent.atom().instantiate(slots))) {
                step(index + 1);
            }
        } else if (step instanceof JoinPlan.Negative negation) {
            negative[negation.index()] = table.intern(negation.atom().instantiate(slots));
            step(index + 1);
        } else {
            JoinPlan.Distinct distinct = (JoinPlan.Distinct) step;
            if (!distinct.left().instantiate(slots).equals(distinct.right().instantiate(slots))) {
                step(index + 1);
            }
        }
    }

    private void scan(JoinPlan.Scan scan, int index) {
        Relation relation = scan.relation();
        int low = relation.low(scan.range());
        int high = relation.high(scan.range());
        if (low >= high) {
            return;
        }
        if (scan.index() == null) {
            for (int position = low; position < high; position++) {
                tryAtom(scan, position, index);
            }
            return;
        }
        IntList positions = scan.index().lookup(key(scan));
        if (positions == null) {
            return;
        }
        for (int k = positions.lowerBound(low); k < positions.size(); k++) {
            int position = positions.get(k);
            if (position >= high) {
                break;
            }
            tryAtom(scan, position, index);
        }
    }

    private void tryAtom(JoinPlan.Scan scan, int position, int index) {
        budget.step();
        Term atom = scan.relation().atom(position);
        int mark = trail.mark();
        boolean matches = true;
        for (int i : scan.matchArgs()) {
            if (!scan.args()[i].match(atom.arg(i), slots, trail)) {
                matches = false;
                break;
            }
        }
        if (matches) {
            if (scan.capture() >= 0) {
                positive[scan.capture()] = scan.relation().id(position);
            }
            step(index + 1);
        }
        trail.undo(mark, slots);
    }

    private Object key(JoinPlan.Scan scan) {
        Pattern[] leaves = scan.keyLeaves();
        if (leaves.length == 1) {
            return leaves[0].instantiate(slots);
        }
        Term[] parts = new Term[leaves.length];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = leaves[i].instantiate(slots);
        }
        return java.util.Arrays.asList(parts);
    }
}
