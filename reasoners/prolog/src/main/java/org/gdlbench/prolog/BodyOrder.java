package org.gdlbench.prolog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * The order Prolog runs a rule body in, which GDL leaves free. Two concerns:
 * <ul>
 *   <li>Safety: negation as failure and {@code \==} are sound only on ground terms, so each
 *       negation and {@code distinct} comes right after the positive atoms that bind all its
 *       variables (earlier than CadiaPlayer's "negations last", so failing tests prune early).</li>
 *   <li>Work and termination: positive atoms are sorted by a rank the caller gives, stably, so
 *       they otherwise keep the order the game's author wrote. Top-down, left-recursive atoms
 *       rank last, so the recursive call sees the bindings of the rest of the body; this turns
 *       the usual left-recursive idioms into calls that descend.</li>
 * </ul>
 */
final class BodyOrder {
    private BodyOrder() {
    }

    /**
     * @param rank the rank of the positive literal at each body index; lower runs first
     * @return the indices of the body's literals, in their new order
     */
    static List<Integer> of(Rule rule, IntUnaryOperator rank) {
        List<Integer> positives = new ArrayList<>();
        List<Integer> waiting = new ArrayList<>();
        for (int i = 0; i < rule.body().size(); i++) {
            (rule.body().get(i) instanceof Literal.Atom ? positives : waiting).add(i);
        }
        positives.sort(Comparator.comparingInt(rank::applyAsInt));
        List<Integer> ordered = new ArrayList<>();
        Set<Variable> bound = new HashSet<>();
        placeReady(rule, waiting, bound, ordered);
        for (int index : positives) {
            ordered.add(index);
            Terms.collectVariables(rule.body().get(index), bound);
            placeReady(rule, waiting, bound, ordered);
        }
        if (!waiting.isEmpty()) {
            throw new IllegalStateException("unsafe rule passed validation: " + rule);
        }
        return ordered;
    }

    private static void placeReady(Rule rule, List<Integer> waiting, Set<Variable> bound, List<Integer> ordered) {
        for (Iterator<Integer> it = waiting.iterator(); it.hasNext(); ) {
            int index = it.next();
            Set<Variable> needed = new HashSet<>();
            Terms.collectVariables(rule.body().get(index), needed);
            if (bound.containsAll(needed)) {
                ordered.add(index);
                it.remove();
            }
        }
    }
}
