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
 * cutting off prefixes that already cost more than the best order found. Longer bodies, up to
 * {@link #SUBSET_ATOMS} atoms, keep for each set of atoms read so far only its cheapest (or
 * dearest) order, as join orderers do: what reading an atom costs per combination depends on which
 * atoms ran before it, not on their order, so this finds the best order in 2^n steps, not n!. Beyond
 * that, atoms are taken greedily one at a time. A greedy pick can start with cheap atoms that
 * bind little and multiply the combinations (a diagonal of {@code succ} steps before the board),
 * so the least-cost result is never allowed to cost more than the written order. Ties keep the
 * written order, so the result is deterministic.
 */
final class CostSearch {
    /** Bodies longer than this are ordered greedily: the subset search needs 2^n entries. */
    static final int SUBSET_ATOMS = 14;

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
        } else if (atoms.size() <= SUBSET_ATOMS) {
            bestOrder = subsetOrder();
        } else {
            bestOrder = greedyOrder();
            if (!worst && cost(atoms) < cost(bestOrder)) {
                bestOrder = atoms;
            }
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

    /**
     * For every set of atoms (a bit per atom, in written order) the cheapest (dearest) way found
     * to read exactly those first, built from the sets one atom smaller; the order of the full
     * set is read back through the atom each set added last.
     */
    private List<Integer> subsetOrder() {
        int n = atoms.size();
        int sets = 1 << n;
        double[] cost = new double[sets];
        double[] combinations = new double[sets];
        int[] last = new int[sets];
        boolean[] reached = new boolean[sets];
        reached[0] = true;
        combinations[0] = 1;
        // Each set is complete before any larger one: a superset has a larger number.
        for (int set = 0; set < sets; set++) {
            Set<Variable> bound = new HashSet<>(boundAtEntry);
            for (int k = 0; k < n; k++) {
                if ((set & (1 << k)) != 0) {
                    Terms.collectVariables(rule.body().get(atoms.get(k)), bound);
                }
            }
            for (int k = 0; k < n; k++) {
                int next = set | (1 << k);
                if (next == set) {
                    continue;
                }
                double[] step = step((Literal.Atom) rule.body().get(atoms.get(k)), bound, combinations[set]);
                double total = cost[set] + step[0];
                if (!reached[next] || (worst ? total > cost[next] : total < cost[next])) {
                    reached[next] = true;
                    cost[next] = total;
                    combinations[next] = step[1];
                    last[next] = k;
                }
            }
        }
        Integer[] order = new Integer[n];
        for (int set = sets - 1, position = n - 1; set != 0; position--) {
            order[position] = atoms.get(last[set]);
            set &= ~(1 << last[set]);
        }
        return List.of(order);
    }

    private double cost(List<Integer> order) {
        return BodyOrder.cost(rule, order, boundAtEntry, statistics);
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
        return new double[] {combinations * statistics.reads(atom, bound),
                combinations * statistics.passing(atom, bound)};
    }
}
