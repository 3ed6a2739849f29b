package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.gdlbench.machine.MachineState;

/**
 * The fluents of the states met in seeded random playouts, and what the cost model reads from
 * them about {@code true}: how many fluents a state holds on average and, for the pattern of a
 * {@code true} atom, how many of a state's fluents match it on average and how many values each
 * of its variables takes among them (the figures of Definitions 5 and 6 of <i>High Speed Forward
 * Chaining</i>, measured as {@code forward} measures them). The initial state alone can mislead:
 * where pieces are taken, a blank cell is one of few at the start and one of many later, and a
 * plan that reads the blank cells first, because they looked few, pays for every one of them.
 */
final class FluentSample {
    /** The sample ends after this many states, or when its time is up. */
    static final int MOST_STATES = 1000;

    private final List<Term> fluents;
    /** {@code held[i]}: in how many sampled states {@code fluents.get(i)} held. */
    private final int[] held;
    private final int states;
    private final double averageSize;
    private final Map<Term, Figures> patterns = new HashMap<>();

    /**
     * For one pattern: how many distinct sampled fluents match it, how many of a state's fluents
     * match it on average, and how many values each of its variables takes among them.
     */
    private record Figures(int matching, double holding, Map<Variable, Integer> values) {
    }

    private FluentSample(List<Term> fluents, int[] held, int states, long fluentCount) {
        this.fluents = fluents;
        this.held = held;
        this.states = states;
        this.averageSize = states == 0 ? 0 : (double) fluentCount / states;
    }

    /** Samples the states of random playouts with {@code machine} for at most {@code nanos}. */
    static FluentSample of(TopdownMachine machine, long nanos) {
        Tally tally = new Tally();
        RandomPlayouts.play(machine, 0, nanos, MOST_STATES, tally);
        List<Term> fluents = new ArrayList<>();
        List<Integer> held = new ArrayList<>();
        for (int id = 0; id < tally.held.length; id++) {
            if (tally.held[id] > 0) {
                fluents.add(machine.pool().term(id));
                held.add(tally.held[id]);
            }
        }
        return new FluentSample(fluents, held.stream().mapToInt(Integer::intValue).toArray(), tally.states,
                tally.fluents);
    }

    /** The figures of the given states, each the set of its fluents. */
    static FluentSample of(Collection<? extends Collection<Term>> states) {
        Map<Term, Integer> held = new LinkedHashMap<>();
        long fluentCount = 0;
        for (Collection<Term> state : states) {
            for (Term fluent : new HashSet<>(state)) {
                held.merge(fluent, 1, Integer::sum);
                fluentCount++;
            }
        }
        return new FluentSample(new ArrayList<>(held.keySet()),
                held.values().stream().mapToInt(Integer::intValue).toArray(), states.size(), fluentCount);
    }

    /** Counts, over the states it is shown, how often each fluent id held. */
    private static final class Tally implements Consumer<MachineState> {
        int[] held = new int[256];
        int states;
        long fluents;

        @Override
        public void accept(MachineState state) {
            TopdownMachine.State s = (TopdownMachine.State) state;
            for (int i = 0; i < s.size; i++) {
                int id = s.fluents[i];
                if (id >= held.length) {
                    held = Arrays.copyOf(held, Math.max(id + 1, held.length * 2));
                }
                held[id]++;
            }
            states++;
            fluents += s.size;
        }
    }

    /** The number of states sampled. */
    int states() {
        return states;
    }

    /** The average number of fluents in a sampled state. */
    double averageSize() {
        return averageSize;
    }

    /**
     * For the fluent pattern of a {@code true} atom: when {@code bound} binds all its variables,
     * the chance that a fluent matching it holds (its matching fluents held per state, over the
     * distinct ones met: P_exists); otherwise the share of a state's fluents that match it,
     * divided by the number of values each bound variable takes among them (P_pass). A pattern
     * that no sampled state held is taken to hold once in one state more than were sampled, so
     * the cost model never takes what follows it as free.
     */
    double pass(Term pattern, Set<Variable> bound) {
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(pattern, own);
        Figures figures = patterns.computeIfAbsent(pattern, p -> figures(p, own));
        double holding = Math.max(figures.holding(), 1.0 / (states + 1));
        if (bound.containsAll(own)) {
            return Math.min(1, holding / Math.max(1, figures.matching()));
        }
        double pass = Math.min(1, holding / Math.max(1, averageSize));
        for (Variable variable : own) {
            if (bound.contains(variable)) {
                pass /= Math.max(1, figures.values().get(variable));
            }
        }
        return pass;
    }

    private Figures figures(Term pattern, Set<Variable> variables) {
        Map<Variable, Set<Term>> values = new HashMap<>();
        for (Variable variable : variables) {
            values.put(variable, new HashSet<>());
        }
        Map<Variable, Term> binding = new HashMap<>();
        int matching = 0;
        long holding = 0;
        for (int i = 0; i < fluents.size(); i++) {
            binding.clear();
            if (Terms.match(pattern, fluents.get(i), binding)) {
                matching++;
                holding += held[i];
                binding.forEach((variable, value) -> values.get(variable).add(value));
            }
        }
        Map<Variable, Integer> counts = new HashMap<>();
        values.forEach((variable, seen) -> counts.put(variable, seen.size()));
        return new Figures(matching, (double) holding / Math.max(1, states), counts);
    }
}
