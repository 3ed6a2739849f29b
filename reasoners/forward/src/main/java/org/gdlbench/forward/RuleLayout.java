package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.RulePlan;
import org.gdlbench.plan.Step;

/**
 * A rule body in the order it runs, split as Definition 1 of <i>High Speed Forward Chaining</i>
 * does: <em>inputs</em> (positive atoms that bind a new variable, enumerated from the knowledge
 * base) and, after each input, the <em>conditions</em> whose variables are then all bound (atoms,
 * negations and {@code distinct}); the conditions before the first input are the
 * <em>preconditions</em>. Variables are numbered in the order inputs bind them.
 */
final class RuleLayout {
    /** A test on bound variables: an atom that must (or, negated, must not) hold, or a distinct. */
    static final class Condition {
        final LiteralIndex atom;
        final boolean negated;
        /** True when the atom's relation is static: its instances are exactly its facts. */
        final boolean fixed;
        final Literal.Distinct distinct;
        /** The atom as written when its relation is answered on demand ({@link DemandSolver}); null else. */
        final Term demanded;
        /** A distinct side that is a variable (its number) or ground ({@code -2 - lexicon id}); {@link #GENERAL} else. */
        final int left;
        final int right;

        Condition(LiteralIndex atom, boolean negated, boolean fixed, Literal.Distinct distinct, int left, int right,
                  Term demanded) {
            this.atom = atom;
            this.demanded = demanded;
            this.negated = negated;
            this.fixed = fixed;
            this.distinct = distinct;
            this.left = left;
            this.right = right;
        }

        /** True for a test whose outcome is known once the variables are: a distinct or a static atom. */
        boolean decidedAtPreparation() {
            return distinct != null || fixed;
        }
    }

    static final int GENERAL = Integer.MIN_VALUE;

    final Rule rule;
    final int head;
    final LiteralIndex headIndex;
    final int variableCount;
    final List<LiteralIndex> inputs = new ArrayList<>();
    /** Per input: whether its relation is static, so that its list is every instance, always. */
    final List<Boolean> inputStatic = new ArrayList<>();
    /** Per input: the atom as written when its relation is answered on demand, else null. */
    final List<Term> inputDemanded = new ArrayList<>();
    /** {@code conditions.get(k)}: the tests run once {@code k} inputs are read. */
    final List<List<Condition>> conditions = new ArrayList<>();
    /** {@code boundBefore.get(k)[j]}: whether input k's j-th variable was bound before it. */
    final List<boolean[]> boundBefore = new ArrayList<>();
    private final Map<Variable, Integer> numbers;
    final Instances instances;
    private final Map<Predicate, Integer> shadows;
    final DemandSolver demand;

    /** The body literals' indices in the order they were laid out: the plan's order. */
    final List<Integer> laidOut = new ArrayList<>();

    /**
     * @param plan the rule's plan: each scan an input, each check, negation and distinct a
     *             condition, in the plan's order
     * @param isStatic which relations are static
     * @param shadows for relations negated inside the rule's own recursive component, the
     *                shadow relation such a negation reads instead
     * @param demand  answers the static relations too big to list
     */
    RuleLayout(RulePlan plan, Instances instances, IntPredicate isStatic,
               Map<Predicate, Integer> shadows, DemandSolver demand) {
        this.rule = plan.rule();
        this.demand = demand;
        this.instances = instances;
        this.shadows = shadows;
        this.numbers = new LinkedHashMap<>();
        Set<Variable> bound = new HashSet<>();
        List<Condition> waiting = new ArrayList<>();
        for (Step step : plan.steps()) {
            if (step instanceof Step.Emit) {
                continue;
            }
            laidOut.add(step.literal());
            Literal literal = rule.body().get(step.literal());
            if (step instanceof Step.Scan scan) {
                Literal.Atom atom = scan.atom();
                conditions.add(waiting);
                waiting = new ArrayList<>();
                Set<Variable> own = new java.util.LinkedHashSet<>();
                Terms.collectVariables(atom.atom(), own);
                boolean[] before = new boolean[own.size()];
                int j = 0;
                for (Variable variable : own) {
                    before[j++] = bound.contains(variable);
                    numbers.putIfAbsent(variable, numbers.size());
                }
                bound.addAll(own);
                boundBefore.add(before);
                inputs.add(index(atom.atom()));
                inputDemanded.add(demand.isDemanded(atom.predicate()) ? atom.atom() : null);
                inputStatic.add(isStatic.test(inputs.get(inputs.size() - 1).relation));
            } else {
                waiting.add(condition(literal, isStatic));
            }
        }
        conditions.add(waiting);
        Set<Variable> headVariables = new HashSet<>();
        Terms.collectVariables(rule.head(), headVariables);
        if (!bound.containsAll(headVariables)) {
            throw new IllegalStateException("unsafe rule passed validation: " + rule);
        }
        this.variableCount = numbers.size();
        this.head = instances.relation(rule.predicate());
        this.headIndex = index(rule.head());
    }

    private LiteralIndex index(Term atom) {
        return new LiteralIndex(atom, instances.relation(Predicate.of(atom)), numbers, instances);
    }

    private LiteralIndex index(Term atom, int relation) {
        return new LiteralIndex(atom, relation, numbers, instances);
    }

    private Condition condition(Literal literal, IntPredicate isStatic) {
        boolean negated = literal instanceof Literal.Not;
        Literal inner = negated ? ((Literal.Not) literal).body() : literal;
        if (inner instanceof Literal.Distinct distinct) {
            return new Condition(null, negated, true, distinct, side(distinct.left()), side(distinct.right()), null);
        }
        Term term = ((Literal.Atom) inner).atom();
        Integer shadow = negated ? shadows.get(Predicate.of(term)) : null;
        LiteralIndex atom = shadow != null ? index(term, shadow) : index(term);
        Term demanded = demand.isDemanded(Predicate.of(term)) ? term : null;
        return new Condition(atom, negated, isStatic.test(atom.relation), null, GENERAL, GENERAL, demanded);
    }

    private int side(Term term) {
        if (term instanceof Variable variable) {
            return numbers.get(variable);
        }
        return term.isGround() ? -2 - instances.term(term) : GENERAL;
    }

    /**
     * Whether {@code condition} holds with the variables' values in {@code binding}, deciding a
     * static atom by its instance set (which is its facts) and a dynamic one by {@code kb}.
     */
    boolean holds(Condition condition, int[] binding, KnowledgeBase kb) {
        if (condition.distinct != null) {
            boolean differ;
            if (condition.left != GENERAL && condition.right != GENERAL) {
                differ = sideValue(condition.left, binding) != sideValue(condition.right, binding);
            } else {
                differ = !value(condition.distinct.left(), binding).equals(value(condition.distinct.right(), binding));
            }
            return differ != condition.negated;
        }
        if (condition.demanded != null) {
            return demand.holds(value(condition.demanded, binding)) != condition.negated;
        }
        int id = condition.atom.lookup(binding);
        boolean holds = id >= 0 && (condition.fixed || kb.exists(condition.atom.relation, id));
        return holds != condition.negated;
    }

    /**
     * The head's instance for the values in {@code binding}, numbered now: over open instances, a
     * result no rule derived before.
     */
    int numberHead(int[] binding) {
        int id = instances.intern(head, value(rule.head(), binding));
        headIndex.catchUp();
        return id;
    }

    private static int sideValue(int side, int[] binding) {
        return side >= 0 ? binding[side] : -2 - side;
    }

    /** {@code term} with its variables replaced by their values in {@code binding}. */
    Term value(Term term, int[] binding) {
        if (term.isGround()) {
            return term;
        }
        Map<Variable, Term> values = new HashMap<>();
        for (Map.Entry<Variable, Integer> entry : numbers.entrySet()) {
            if (binding[entry.getValue()] >= 0) {
                values.put(entry.getKey(), instances.term(binding[entry.getValue()]));
            }
        }
        return Terms.substitute(term, values);
    }

    /** The variables used from input {@code level} on (its own read included) or by the head. */
    boolean[] usedFrom(int level) {
        boolean[] used = new boolean[variableCount];
        for (int v : headIndex.variables) {
            used[v] = true;
        }
        for (int k = level; k < inputs.size(); k++) {
            for (int v : inputs.get(k).variables) {
                used[v] = true;
            }
        }
        for (int k = level + 1; k < conditions.size(); k++) {
            for (Condition condition : conditions.get(k)) {
                markUsed(condition, used);
            }
        }
        return used;
    }

    private void markUsed(Condition condition, boolean[] used) {
        if (condition.atom != null) {
            for (int v : condition.atom.variables) {
                used[v] = true;
            }
        } else {
            Set<Variable> own = new HashSet<>();
            Terms.collectVariables(condition.distinct, own);
            for (Variable variable : own) {
                used[numbers.get(variable)] = true;
            }
        }
    }
}
