package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.plan.Planner;
import org.gdlbench.plan.RulePlan;

/**
 * A rule compiled into a join: its body literals as steps in the order {@link Planner#joins}
 * gives (most bound atoms first), each test ({@code not}, {@code distinct}) right after the atoms
 * that bind its variables.
 * A plan is made for one semi-naive position: the literal that reads the delta goes first.
 */
final class JoinPlan {
    /** What a fixpoint needs to know about the relations a rule uses. */
    interface Phase {
        /** Relations being computed by this fixpoint, read through semi-naive windows. */
        boolean isRecursive(Predicate predicate);

        /** Relations known exactly, so that a negation of them can be decided now. */
        boolean isExact(Predicate predicate);

        /** True when the ground instances of rules are kept (for dynamic rules). */
        boolean records();

        Relation relation(Predicate predicate);
    }

    sealed interface Step {
    }

    /**
     * Reads the atoms of {@code relation} in {@code range} found in {@code index} (null for a plain
     * scan) under the key its leaves ({@code keyLeaves}, as bound then) make, matching the arguments {@code matchArgs}
     * against {@code args}. A kept atom's id is stored at {@code capture} when that is not -1.
     */
    record Scan(Relation relation, Pattern[] args, Relation.Index index, Pattern[] keyLeaves, int[] matchArgs,
                Relation.Range range, int capture) implements Step {
    }

    /** A negation of an exactly known relation: holds when the ground atom is not derived. */
    record Absent(Pattern atom) implements Step {
    }

    /** A negation of a state-dependent relation: kept in the ground rule, not decided now. */
    record Negative(Pattern atom, int index) implements Step {
    }

    record Distinct(Pattern left, Pattern right) implements Step {
    }

    final Rule rule;
    final Pattern head;
    final Step[] steps;
    final int slotCount;
    final int captures;
    final int negatives;

    private JoinPlan(Rule rule, Pattern head, Step[] steps, int slotCount, int captures, int negatives) {
        this.rule = rule;
        this.head = head;
        this.steps = steps;
        this.slotCount = slotCount;
        this.captures = captures;
        this.negatives = negatives;
    }

    /** The indexes of the body literals that read a relation being computed, where a delta can enter. */
    static List<Integer> deltaPositions(Rule rule, Phase phase) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < rule.body().size(); i++) {
            if (rule.body().get(i) instanceof Literal.Atom atom && phase.isRecursive(atom.predicate())) {
                positions.add(i);
            }
        }
        return positions;
    }

    /**
     * Compiles {@code rule}. With {@code delta} = -1 every recursive relation is read up to the
     * current round; otherwise literal {@code delta} reads the delta, recursive literals before it
     * the old atoms and those after it all atoms up to the current round, so each combination is
     * met in exactly one round and plan.
     */
    static JoinPlan compile(Rule rule, int delta, Phase phase) {
        Map<Variable, Integer> slots = new HashMap<>();
        List<Literal> body = rule.body();
        Pattern[] atoms = new Pattern[body.size()];
        List<Integer> positives = new ArrayList<>();
        List<Integer> tests = new ArrayList<>();
        for (int i = 0; i < body.size(); i++) {
            Literal literal = body.get(i);
            if (literal instanceof Literal.Atom atom) {
                atoms[i] = Pattern.of(atom.atom(), slots);
                positives.add(i);
            } else {
                tests.add(i);
            }
        }
        Map<Integer, Pattern[]> testPatterns = new HashMap<>();
        for (int i : tests) {
            Literal literal = body.get(i);
            if (literal instanceof Literal.Not not) {
                testPatterns.put(i, new Pattern[] {Pattern.of(atomOf(not), slots)});
            } else {
                Literal.Distinct distinct = (Literal.Distinct) literal;
                testPatterns.put(i, new Pattern[] {Pattern.of(distinct.left(), slots), Pattern.of(distinct.right(), slots)});
            }
        }
        Pattern head = Pattern.of(rule.head(), slots);
        int first = delta >= 0 && positives.contains(delta) ? delta : -1;
        RulePlan plan = Planner.joins(rule, first,
                (i, boundVariables) -> score(body, i, atoms, slotsOf(boundVariables, slots), phase));
        boolean[] bound = new boolean[slots.size()];
        List<Step> steps = new ArrayList<>();
        int captures = 0;
        int negatives = 0;
        for (org.gdlbench.plan.Step step : plan.steps()) {
            int chosen = step.literal();
            if (step instanceof org.gdlbench.plan.Step.Emit) {
                continue;
            }
            if (step instanceof org.gdlbench.plan.Step.Negation || step instanceof org.gdlbench.plan.Step.Distinct) {
                negatives = addTest(body, chosen, testPatterns.get(chosen), phase, steps, negatives);
                continue;
            }
            Predicate predicate = ((Literal.Atom) body.get(chosen)).predicate();
            Relation.Range range = Relation.Range.ALL;
            int capture = -1;
            if (phase.isRecursive(predicate)) {
                range = delta < 0 ? Relation.Range.CURRENT
                        : chosen == delta ? Relation.Range.DELTA
                        : chosen < delta ? Relation.Range.OLD : Relation.Range.CURRENT;
                if (phase.records()) {
                    capture = captures++;
                }
            }
            steps.add(scan(phase.relation(predicate), atoms[chosen], bound, range, capture));
            atoms[chosen].bindAll(bound);
        }
        return new JoinPlan(rule, head, steps.toArray(new Step[0]), slots.size(), captures, negatives);
    }

    private static Term atomOf(Literal.Not not) {
        if (!(not.body() instanceof Literal.Atom atom)) {
            throw new IllegalStateException("rules reach grounding normalised: " + not);
        }
        return atom.atom();
    }

    private static int addTest(List<Literal> body, int i, Pattern[] test, Phase phase, List<Step> steps, int negatives) {
        if (test.length == 2) {
            steps.add(new Distinct(test[0], test[1]));
        } else if (phase.isExact(Predicate.of(atomOf((Literal.Not) body.get(i))))) {
            steps.add(new Absent(test[0]));
        } else {
            steps.add(new Negative(test[0], negatives++));
        }
        return negatives;
    }

    private static boolean[] slotsOf(Set<Variable> variables, Map<Variable, Integer> slots) {
        boolean[] bound = new boolean[slots.size()];
        for (Variable variable : variables) {
            bound[slots.get(variable)] = true;
        }
        return bound;
    }

    /**
     * How good literal {@code i} is to join next ({@link Planner#joins} takes the highest):
     * fully bound ones first, then the most bound parts, exact relations first.
     */
    private static int score(List<Literal> body, int i, Pattern[] atoms, boolean[] bound, Phase phase) {
        IndexSpec spec = IndexSpec.of(args(atoms[i]), bound, new ArrayList<>());
        boolean exact = phase.isExact(((Literal.Atom) body.get(i)).predicate());
        return (atoms[i].isBoundBy(bound) ? 1 << 20 : 0) + spec.leafCount() * 8 + spec.nodeCount() * 2
                + (exact ? 1 : 0);
    }

    /** The arguments of an atom pattern (none for a zero-arity atom). */
    private static Pattern[] args(Pattern atom) {
        if (atom instanceof Pattern.Function function) {
            return function.args();
        }
        Term term = ((Pattern.Ground) atom).term();
        Pattern[] args = new Pattern[term.arity()];
        for (int i = 0; i < args.length; i++) {
            args[i] = new Pattern.Ground(term.arg(i));
        }
        return args;
    }

    private static Scan scan(Relation relation, Pattern atom, boolean[] bound, Relation.Range range, int capture) {
        Pattern[] args = args(atom);
        List<Pattern> leaves = new ArrayList<>();
        IndexSpec spec = IndexSpec.of(args, bound, leaves);
        List<Integer> match = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (!spec.isLeaf(i)) {
                match.add(i);
            }
        }
        return new Scan(relation, args, spec.isEmpty() ? null : relation.index(spec), leaves.toArray(new Pattern[0]),
                match.stream().mapToInt(Integer::intValue).toArray(), range, capture);
    }
}
