package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;

/**
 * Semi-naive bottom-up evaluation over an {@link AtomTable}: each rule is joined once in full,
 * then once per recursive body literal against the atoms the last round added, until no relation
 * being computed grows.
 */
final class SemiNaive {
    private final AtomTable table;
    private final Join join;
    private final Budget budget;

    SemiNaive(AtomTable table, Join join, Budget budget) {
        this.table = table;
        this.join = join;
        this.budget = budget;
    }

    /** Semi-naive evaluation of {@code rules} until the relations of {@code recursive} stop growing. */
    void run(List<Rule> rules, JoinPlan.Phase phase, Set<Predicate> recursive, Join.Emitter emitter) {
        List<JoinPlan> deltaPlans = new ArrayList<>();
        List<Relation> deltaRelations = new ArrayList<>();
        List<JoinPlan> fullPlans = new ArrayList<>();
        for (Rule rule : rules) {
            fullPlans.add(JoinPlan.compile(rule, -1, phase));
            for (int position : JoinPlan.deltaPositions(rule, phase)) {
                deltaPlans.add(JoinPlan.compile(rule, position, phase));
                deltaRelations.add(phase.relation(((Literal.Atom) rule.body().get(position)).predicate()));
            }
        }
        List<Relation> relations = new ArrayList<>();
        for (Predicate predicate : recursive) {
            Relation relation = table.relation(predicate);
            relation.resetRounds();
            relations.add(relation);
        }
        for (JoinPlan plan : fullPlans) {
            join.run(plan, emitter);
        }
        while (true) {
            boolean grew = false;
            for (Relation relation : relations) {
                relation.nextRound();
                grew |= relation.roundEnd > relation.deltaStart;
            }
            if (!grew) {
                return;
            }
            budget.checkTime();
            for (int i = 0; i < deltaPlans.size(); i++) {
                Relation delta = deltaRelations.get(i);
                if (delta.roundEnd > delta.deltaStart) {
                    join.run(deltaPlans.get(i), emitter);
                }
            }
        }
    }

    /** A phase whose relations being computed are {@code recursive} and known exactly {@code exact}. */
    JoinPlan.Phase phase(java.util.function.Predicate<Predicate> recursive, java.util.function.Predicate<Predicate> exact,
                         boolean records) {
        return new Phase(recursive, exact, records);
    }

    private final class Phase implements JoinPlan.Phase {
        private final java.util.function.Predicate<Predicate> recursive;
        private final java.util.function.Predicate<Predicate> exact;
        private final boolean records;

        Phase(java.util.function.Predicate<Predicate> recursive, java.util.function.Predicate<Predicate> exact,
              boolean records) {
            this.recursive = recursive;
            this.exact = exact;
            this.records = records;
        }

        @Override
        public boolean isRecursive(Predicate predicate) {
            return recursive.test(predicate);
        }

        @Override
        public boolean isExact(Predicate predicate) {
            return exact.test(predicate);
        }

        @Override
        public boolean records() {
            return records;
        }

        @Override
        public Relation relation(Predicate predicate) {
            return table.relation(predicate);
        }
    }
}
