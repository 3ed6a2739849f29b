package org.gdlbench.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * Finds the order of a body's positive atoms with the least (or, for the experiment's worst
 * case, the greatest) cost of Corollary 2, as {@link BodyOrder#cost} counts it. Bodies of up to
 * {@link BodyOrder#EXHAUSTIVE_ATOMS} atoms are searched exhaustively, the least-cost search
 * cutting off prefixes that already cost more than the best order found; longer bodies are
 * ordered greedily, one atom at a time by the cost it adds. Ties keep the written order, so the
 * result is deterministic.
 */
final class CostSearch {
    private final Rule rule;
    private final Set<Variable> boundAtEntry;
    private final LiteralStatistics statistics;
    private final boolean worst;
    private final List<Integer> atoms = new ArrayList<>();
    private List<Integer> bestOrder;
    private double bestCost;

    CostSearch(Rule rule, Set<Variable> boundAtEntry, LiteralStatistics statistics, boolean worst) {
        this.rule = rule;
        this.boundAtEntry = boundAtEntry;
        this.statistics = statistics;
        this.worst = worst;
        for (int i = 0; i < rule.body().size(); i++) {
            if (rule.body().get(i) instanceof Literal.Atom) {
                atoms.add(i);
            }
        }
    }

    List<Integer> run() {
        bestCost = worst ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        if (atoms.size() <= BodyOrder.EXHAUSTIVE_ATOMS) {
            search(new ArrayList<>(), new boolean[rule.body().size()], new HashSet<>(boundAtEntry), 1, 0);
        } else {
            bestOrder = greedyOrder();
        }
        return BodyOrder.withTests(rule, bestOrder, boundAtEntry);
    }

    private void search(List<Integer> prefix, boolean[] used, Set<Variable> bound, double combinations, double cost) {
        if (!worst && cost >= bestCost) {
            return;
        }
        if (prefix.size() == atoms.size()) {
            if (worst ? cost > bestCost : cost < bestCost) {
                bestCost = cost;
                bestOrder = List.copyOf(prefix);
            }
            return;
        }
        for (int index : atoms) {
            if (used[index]) {
                continue;
            }
            Literal.Atom atom = (Literal.Atom) rule.body().get(index);
            double[] step = step(atom, bound, combinations);
            Set<Variable> next = new HashSet<>(bound);
            Terms.collectVariables(atom, next);
            used[index] = true;
            prefix.add(index);
            search(prefix, used, next, step[1], cost + step[0]);
            prefix.remove(prefix.size() - 1);
            used[index] = false;
        }
    }

    private List<Integer> greedyOrder() {
        List<Integer> remaining = new ArrayList<>(atoms);
        List<Integer> order = new ArrayList<>();
        Set<Variable> bound = new HashSet<>(boundAtEntry);
        double combinations = 1;
        while (!remaining.isEmpty()) {
            int chosen = -1;
            double chosenScore = 0;
            double[] chosenStep = null;
            for (int index : remaining) {
                double[] step = step((Literal.Atom) rule.body().get(index), bound, combinations);
                // What this atom reads now plus what the next one will start from.
                double score = step[0] + step[1];
                if (chosen < 0 || (worst ? score > chosenScore : score < chosenScore)) {
                    chosen = index;
                    chosenScore = score;
                    chosenStep = step;
                }
            }
            remaining.remove(Integer.valueOf(chosen));
            order.add(chosen);
            Terms.collectVariables(rule.body().get(chosen), bound);
            combinations = chosenStep[1];
        }
        return order;
    }

    /** The cost of reading {@code atom} next and the combinations that pass it, as {@link BodyOrder#cost} counts. */
    private double[] step(Literal.Atom atom, Set<Variable> bound, double combinations) {
        if (BodyOrder.isBound(atom, bound)) {
            return new double[] {combinations, combinations * statistics.pass(atom, bound)};
        }
        double instances = statistics.instances(atom.predicate());
        double pass = statistics.pass(atom, bound);
        return new double[] {combinations * BodyOrder.reads(atom, bound, statistics, instances, pass),
                combinations * instances * pass};
    }
}
