package org.gdlbench.reference;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * Reorders a rule body so that every negation and distinct comes right after the positive
 * atoms that bind its variables. Negation as failure is only sound on ground literals; the
 * positive atoms keep their written order.
 */
final class SafeOrder {
    private SafeOrder() {
    }

    static Rule of(Rule rule) {
        List<Literal> ordered = new ArrayList<>();
        List<Literal> waiting = new ArrayList<>();
        Set<Variable> bound = new HashSet<>();
        for (Literal literal : rule.body()) {
            if (literal instanceof Literal.Atom) {
                ordered.add(literal);
                Terms.collectVariables(literal, bound);
            } else {
                waiting.add(literal);
            }
            for (var it = waiting.iterator(); it.hasNext(); ) {
                Literal test = it.next();
                if (boundBy(test, bound)) {
                    ordered.add(test);
                    it.remove();
                }
            }
        }
        if (!waiting.isEmpty()) {
            throw new IllegalStateException("unsafe rule passed validation: " + rule);
        }
        return rule.withBody(ordered);
    }

    private static boolean boundBy(Literal literal, Set<Variable> bound) {
        Set<Variable> needed = new HashSet<>();
        Terms.collectVariables(literal, needed);
        return bound.containsAll(needed);
    }
}
