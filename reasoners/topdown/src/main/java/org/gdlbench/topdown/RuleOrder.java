package org.gdlbench.topdown;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.BodyOrder;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.RulePlan;

/**
 * The plan a rule method runs: the {@link Planner}'s, for the variables the call mode binds at
 * entry; under {@code best}, with cheap tests first within each run of tests ({@link #testCost}).
 *
 * <p>Under {@code best} the plan layer searches with {@link CallCosts}: statistics that charge a
 * call of a derived relation what the callee's own rules cost in the mode of that call. Top down,
 * binding a call's arguments first through cheap atoms pays only when the callee's rules use the
 * bound arguments early (a piece's square, read through an index); when they do not, each of the
 * many bound calls costs as much as the one free call would.
 */
final class RuleOrder {
    private final GameAnalysis analysis;
    private final Tabling tabling;
    private final LiteralStatistics statistics;
    private final Planner planner;
    private final Set<CallMode> memo;
    private final Map<RuleMode, RulePlan> plans = new HashMap<>();
    private final Map<CallMode, Estimate> estimates = new HashMap<>();

    private record RuleMode(Rule rule, Set<Integer> bound) {
    }

    /** What one call of a relation in one mode is estimated to read, and the answers it gives. */
    private record Estimate(double work, double answers) {
    }

    /** @param memo the call modes whose answers are kept per state (see {@link CallModes#worthKeeping}) */
    RuleOrder(Tabling tabling, Ordering ordering, LiteralStatistics statistics, Set<CallMode> memo) {
        this.analysis = tabling.analysis();
        this.tabling = tabling;
        this.memo = memo;
        this.statistics = ordering == Ordering.BEST ? new CallCosts(statistics) : statistics;
        Planner planner = new Planner(analysis, ordering, this.statistics);
        this.planner = ordering == Ordering.BEST ? planner.cheapTestsFirst(this::testCost) : planner;
    }

    /** The plan of {@code rule} when the head's arguments at {@code bound} are given. */
    RulePlan plan(Rule rule, Set<Integer> bound) {
        RuleMode key = new RuleMode(rule, Set.copyOf(bound));
        RulePlan known = plans.get(key);
        if (known == null) {
            known = planner.plan(rule, boundAtEntry(rule, bound));
            plans.put(key, known);
        }
        return known;
    }

    static Set<Variable> boundAtEntry(Rule rule, Collection<Integer> bound) {
        Set<Variable> boundAtEntry = new HashSet<>();
        for (int position : bound) {
            Terms.collectVariables(rule.head().arg(position), boundAtEntry);
        }
        return boundAtEntry;
    }

    /**
     * The estimated work and answers of one call of {@code relation} with the arguments at
     * {@code positions} given: the sum over its rules of the plan layer's cost of each body in the
     * order it runs in that mode, calls of derived relations and negations of them included, and
     * the combinations that get through them. A recursive relation is not costed through its
     * rules but by the statistics' flat guess.
     */
    private Estimate call(Predicate relation, Set<Integer> positions) {
        CallMode mode = new CallMode(relation, Set.copyOf(positions));
        Estimate known = estimates.get(mode);
        if (known != null) {
            return known;
        }
        if (analysis.isRecursive(relation)) {
            // Its rules' cost depends on how deep the recursion goes, which the rules alone do
            // not tell: the flat guess, each bound argument letting a third through.
            double guess = statistics.instances(relation) * Math.pow(1.0 / 3, positions.size());
            return new Estimate(guess, guess);
        }
        double work = 0;
        double answers = 0;
        for (Rule rule : analysis.rulesFor(relation)) {
            if (rule.isFact()) {
                answers += Math.pow(1.0 / 3, positions.size());
                continue;
            }
            Set<Variable> bound = boundAtEntry(rule, positions);
            double combinations = 1;
            work += 1;
            for (Literal literal : plan(rule, positions).orderedRule().body()) {
                Literal inner = literal instanceof Literal.Not not ? not.body() : literal;
                if (inner instanceof Literal.Atom atom) {
                    work += combinations * statistics.reads(atom, bound);
                    if (inner == literal) {
                        combinations *= statistics.passing(atom, bound);
                    }
                    Terms.collectVariables(atom, bound);
                } else {
                    work += combinations;
                }
            }
            answers += combinations;
        }
        Estimate estimate = new Estimate(work, answers);
        estimates.put(mode, estimate);
        return estimate;
    }

    /**
     * The statistics topdown orders bodies with under {@code best}: the given ones, except that
     * reading an atom of a derived relation costs one call of it in the mode the bound arguments
     * make ({@link #call}), and lets through the answers of that call.
     */
    private final class CallCosts implements LiteralStatistics {
        private final LiteralStatistics given;

        CallCosts(LiteralStatistics given) {
            this.given = given;
        }

        @Override
        public double instances(Predicate relation) {
            return given.instances(relation);
        }

        @Override
        public double pass(Literal.Atom atom, Set<Variable> bound) {
            return given.pass(atom, bound);
        }

        @Override
        public boolean indexed(Literal.Atom atom, Set<Variable> bound) {
            return given.indexed(atom, bound);
        }

        /**
         * A call of a mode whose answers are kept per state is charged only the reading of its
         * answers: its rules run once per state, however many bodies call it.
         */
        @Override
        public double reads(Literal.Atom atom, Set<Variable> bound) {
            if (!derived(atom.predicate())) {
                return given.reads(atom, bound);
            }
            Set<Integer> positions = CallMode.givenPositions(atom, bound);
            Estimate call = call(atom.predicate(), positions);
            return 1 + (memo.contains(new CallMode(atom.predicate(), positions)) ? call.answers() : call.work());
        }

        @Override
        public double passing(Literal.Atom atom, Set<Variable> bound) {
            if (!derived(atom.predicate())) {
                return given.passing(atom, bound);
            }
            double answers = call(atom.predicate(), CallMode.givenPositions(atom, bound)).answers();
            return BodyOrder.isBound(atom, bound) ? Math.min(1, answers) : answers;
        }
    }

    /** Whether a rule of {@code relation} calls a relation derived from the state (not true or does). */
    boolean callsDerived(Predicate relation) {
        for (Rule rule : analysis.rulesFor(relation)) {
            for (Literal literal : rule.body()) {
                Literal inner = literal instanceof Literal.Not not ? not.body() : literal;
                if (inner instanceof Literal.Atom atom && derived(atom.predicate())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * How costly a test is, for the planner's cheap tests first: {@code distinct}, then tests of
     * {@code true}, {@code does} and static facts, then calls of relations derived from the
     * state, whose every call evaluates rules (each negated a little dearer). The cost model
     * counts every test alike, so without this a recursive call could run before a static test
     * that would have rejected its arguments.
     */
    private int testCost(Literal literal) {
        if (literal instanceof Literal.Distinct) {
            return 0;
        }
        boolean negated = literal instanceof Literal.Not;
        Literal inner = negated ? ((Literal.Not) literal).body() : literal;
        if (!(inner instanceof Literal.Atom atom)) {
            return 0;
        }
        return (derived(atom.predicate()) ? 2 : 1) * 2 + (negated ? 1 : 0);
    }

    private boolean derived(Predicate relation) {
        return tabling.isDerived(relation);
    }
}
