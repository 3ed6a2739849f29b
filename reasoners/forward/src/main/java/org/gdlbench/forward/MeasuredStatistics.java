package org.gdlbench.forward;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.plan.LiteralStatistics;

/**
 * The figures of Definitions 5 and 6 of <i>High Speed Forward Chaining</i>, measured: Q-bar, the
 * average number of instances of each relation in the knowledge base, over the states of random
 * playouts; P_exists = Q-bar / |S(Q)| for an atom whose variables are all bound; and for an input,
 * P_pass: the share of the relation's instances that match the atom's pattern, divided by the
 * number of values each variable bound before it takes among them.
 *
 * <p>A static input is read through its reference table's lists of passing instances only, so
 * for a static relation Q-bar is 1 and P is the expected number of instances that match: the
 * cost of Corollary 2 then counts what the engine reads.
 */
final class MeasuredStatistics implements LiteralStatistics {
    /** At least this many states are visited, and at most {@link #MOST_STATES}. */
    static final int LEAST_STATES = 100;
    static final int MOST_STATES = 1000;
    private static final int LONGEST_PLAYOUT = 500;

    private final Instances instances;
    private final IntPredicate isStatic;
    private final double[] average;
    private final int states;
    private final Map<Term, PatternFigures> patterns = new HashMap<>();

    /** How many instances match an atom's pattern, and how many values each of its variables takes among them. */
    private record PatternFigures(int matching, Map<Variable, Integer> values) {
    }

    private MeasuredStatistics(Instances instances, IntPredicate isStatic, double[] average, int states) {
        this.instances = instances;
        this.isStatic = isStatic;
        this.average = average;
        this.states = states;
    }

    /**
     * Plays seeded random playouts with {@code probe} and averages the knowledge base's list
     * sizes after each step: at least {@link #LEAST_STATES} states, then more until
     * {@link #MOST_STATES} or {@code nanos} have passed.
     */
    static MeasuredStatistics gather(ForwardMachine probe, Instances instances, IntPredicate isStatic, long nanos) {
        long deadline = System.nanoTime() + nanos;
        // Fewer than the least states when even they would take five times as long.
        long hardDeadline = deadline + 4 * nanos;
        double[] sums = new double[instances.relationCount()];
        int samples = 0;
        SplittableRandom random = new SplittableRandom(0);
        int roles = probe.roles().size();
        MoveList legal = new MoveList();
        int[] joint = new int[roles];
        while (samples < MOST_STATES && (samples < LEAST_STATES || System.nanoTime() < deadline)) {
            MachineState state = probe.initialState();
            int before = samples;
            for (int depth = 0; depth < LONGEST_PLAYOUT && samples < MOST_STATES
                    && System.nanoTime() < hardDeadline; depth++) {
                if (probe.isTerminal(state) || !chooseMoves(probe, state, random, legal, joint)) {
                    sample(probe.kb, sums);
                    samples++;
                    break;
                }
                probe.next(state, joint, state);
                sample(probe.kb, sums);
                samples++;
            }
            if (samples == before || System.nanoTime() > hardDeadline) {
                break;
            }
        }
        for (int r = 0; r < sums.length; r++) {
            sums[r] /= Math.max(1, samples);
        }
        return new MeasuredStatistics(instances, isStatic, sums, samples);
    }

    private static boolean chooseMoves(ForwardMachine probe, MachineState state, SplittableRandom random,
                                       MoveList legal, int[] joint) {
        for (int role = 0; role < joint.length; role++) {
            probe.legalMoves(state, role, legal);
            if (legal.isEmpty()) {
                return false;
            }
            joint[role] = legal.get(random.nextInt(legal.size()));
        }
        return true;
    }

    private static void sample(KnowledgeBase kb, double[] sums) {
        for (int r = 0; r < sums.length; r++) {
            sums[r] += kb.sizes[r];
        }
    }

    /** The number of states the figures were measured over. */
    int states() {
        return states;
    }

    @Override
    public double instances(Predicate relation) {
        int r = instances.relation(relation);
        if (isStatic.test(r)) {
            return 1;
        }
        return r < average.length ? average[r] : 0;
    }

    @Override
    public double pass(Literal.Atom atom, Set<Variable> bound) {
        int r = instances.relation(atom.predicate());
        int size = instances.size(r);
        if (size == 0) {
            return 0;
        }
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(atom.atom(), own);
        boolean fixed = isStatic.test(r);
        if (!fixed && bound.containsAll(own)) {
            return Math.min(1, instances(atom.predicate()) / size);
        }
        PatternFigures figures = patterns.computeIfAbsent(atom.atom(), pattern -> figures(pattern, r, List.copyOf(own)));
        double pass = fixed ? figures.matching() : (double) figures.matching() / size;
        for (Variable variable : own) {
            if (bound.contains(variable)) {
                pass /= Math.max(1, figures.values().get(variable));
            }
        }
        return pass;
    }

    private PatternFigures figures(Term pattern, int relation, List<Variable> variables) {
        Map<Variable, Set<Term>> values = new HashMap<>();
        for (Variable variable : variables) {
            values.put(variable, new java.util.HashSet<>());
        }
        Map<Variable, Term> binding = new HashMap<>();
        int matching = 0;
        for (int id = 0; id < instances.size(relation); id++) {
            binding.clear();
            if (LiteralIndex.match(pattern, instances.atom(relation, id), binding)) {
                matching++;
                binding.forEach((variable, value) -> values.get(variable).add(value));
            }
        }
        Map<Variable, Integer> counts = new HashMap<>();
        values.forEach((variable, seen) -> counts.put(variable, seen.size()));
        return new PatternFigures(matching, counts);
    }
}
