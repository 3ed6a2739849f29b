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
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.plan.LiteralStatistics;

/**
 * The figures of Definitions 5 and 6 of <i>High Speed Forward Chaining</i>, measured over the
 * states of random playouts: Q-bar, the average number of instances of each relation in the
 * knowledge base, and how often each instance held. For an atom whose variables are all bound,
 * P_exists is the average share of states in which an instance matching its pattern held; for an
 * input, P_pass is the share of the instances read (Q-bar) that match its pattern, divided by the
 * number of values each variable bound before it takes among them.
 *
 * <p>Both are measured per pattern, not taken as the pattern's share of all instances |S(Q)|:
 * the instances of a relation do not hold equally often. A board has one white rook and a dozen
 * empty cells, while {@code (cell ?x ?y wr)} and {@code (cell ?x ?y b)} match equally many
 * instances; counting by |S(Q)| would make reading the rook's cell first look as dear as
 * reading every empty cell.
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
    /** {@code seen[r][id]}: in how many of the visited states instance {@code id} of relation r held. */
    private final int[][] seen;
    private final int states;
    private final Map<Term, PatternFigures> patterns = new HashMap<>();

    /**
     * How many instances match an atom's pattern, how many of them hold in a visited state on
     * average, and how many values each of its variables takes among them.
     */
    private record PatternFigures(int matching, double holding, Map<Variable, Integer> values) {
    }

    private MeasuredStatistics(Instances instances, IntPredicate isStatic, double[] average, int[][] seen,
                               int states) {
        this.instances = instances;
        this.isStatic = isStatic;
        this.average = average;
        this.seen = seen;
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
        int[][] seen = new int[sums.length][];
        for (int r = 0; r < seen.length; r++) {
            seen[r] = new int[instances.size(r)];
        }
        Sampler sampler = new Sampler(probe.kb, sums, seen, hardDeadline);
        SplittableRandom random = new SplittableRandom(0);
        while (sampler.samples < MOST_STATES && (sampler.samples < LEAST_STATES || System.nanoTime() < deadline)) {
            MachineState state = probe.initialState();
            int before = sampler.samples;
            try {
                DefaultPlayout.walk(probe, state, random, LONGEST_PLAYOUT, sampler);
            } catch (GameRuleException stuck) {
                // a role without moves ends the playout, sampled as a terminal state is
                sampler.sample();
            }
            if (sampler.samples == before || System.nanoTime() > hardDeadline) {
                break;
            }
        }
        int samples = sampler.samples;
        for (int r = 0; r < sums.length; r++) {
            sums[r] /= Math.max(1, samples);
        }
        return new MeasuredStatistics(instances, isStatic, sums, seen, samples);
    }

    /**
     * Samples the knowledge base after each step, and once more where a playout ends; the
     * measured figures have always counted an end state twice, so seeded statistics stay as they were.
     */
    private static final class Sampler implements DefaultPlayout.Walker {
        private final KnowledgeBase kb;
        private final double[] sums;
        private final int[][] seen;
        private final long hardDeadline;
        int samples;

        Sampler(KnowledgeBase kb, double[] sums, int[][] seen, long hardDeadline) {
            this.kb = kb;
            this.sums = sums;
            this.seen = seen;
            this.hardDeadline = hardDeadline;
        }

        @Override
        public boolean reached(MachineState state, int depth) {
            if (depth > 0) {
                sample();
            }
            return samples < MOST_STATES && System.nanoTime() < hardDeadline;
        }

        @Override
        public void ended(MachineState state, int depth) {
            sample();
        }

        void sample() {
            MeasuredStatistics.sample(kb, sums, seen);
            samples++;
        }
    }

    private static void sample(KnowledgeBase kb, double[] sums, int[][] seen) {
        for (int r = 0; r < sums.length; r++) {
            sums[r] += kb.sizes[r];
            int[] list = kb.lists[r];
            for (int i = 0; i < kb.sizes[r]; i++) {
                if (list[i] >= seen[r].length) {
                    // over open instances, one numbered since the counts were made
                    seen[r] = java.util.Arrays.copyOf(seen[r], Math.max(list[i] + 1, 2 * seen[r].length));
                }
                seen[r][list[i]]++;
            }
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
        PatternFigures figures = patterns.computeIfAbsent(atom.atom(), pattern -> figures(pattern, r, List.copyOf(own)));
        if (!fixed && bound.containsAll(own)) {
            // P_exists of the instances this atom can test: how often one of them held.
            return figures.matching() == 0 ? 0 : Math.min(1, figures.holding() / figures.matching());
        }
        double pass;
        if (fixed) {
            pass = figures.matching();
        } else {
            // The share of the instances read that match the pattern, as measured, not as a share of S(Q).
            double read = instances(atom.predicate());
            pass = read <= 0 ? 0 : Math.min(1, figures.holding() / read);
        }
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
        double holding = 0;
        for (int id = 0; id < instances.size(relation); id++) {
            binding.clear();
            if (Terms.match(pattern, instances.atom(relation, id), binding)) {
                matching++;
                holding += presence(relation, id);
                binding.forEach((variable, value) -> values.get(variable).add(value));
            }
        }
        Map<Variable, Integer> counts = new HashMap<>();
        values.forEach((variable, seen) -> counts.put(variable, seen.size()));
        return new PatternFigures(matching, holding, counts);
    }

    /**
     * The share of visited states in which instance {@code id} of dynamic relation {@code r}
     * held, with the relation's average share (Q-bar / |S(Q)|) counted as one more state, so
     * that an instance never seen keeps a small chance rather than none.
     */
    private double presence(int r, int id) {
        if (r >= seen.length) {
            return 0;
        }
        double prior = average[r] / Math.max(1, instances.size(r));
        return ((id < seen[r].length ? seen[r][id] : 0) + prior) / (states + 1);
    }
}
