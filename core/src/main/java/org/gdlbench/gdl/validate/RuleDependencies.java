package org.gdlbench.gdl.validate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

/**
 * Dependencies between single rules: rule A depends on rule B when a body literal of A unifies
 * with B's head. Finer than relation-level dependencies, it tells whether negation inside a
 * recursive relation only ever concerns other arguments.
 */
final class RuleDependencies {
    private RuleDependencies() {
    }

    /** A rule and a literal it negates that depends on the rule itself. */
    record NegativeCycle(Rule rule, Term negated) {
    }

    /** A rule whose negated literal depends on the rule itself through a cycle, or null when none does. */
    static NegativeCycle negativeCycle(List<Rule> rules) {
        Graph<Integer, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int i = 0; i < rules.size(); i++) {
            graph.addVertex(i);
        }
        Map<Integer, List<Term>> negated = new HashMap<>();
        for (int user = 0; user < rules.size(); user++) {
            for (Literal literal : rules.get(user).body()) {
                Term atom = atomOf(literal);
                if (atom == null) {
                    continue;
                }
                if (literal instanceof Literal.Not) {
                    negated.computeIfAbsent(user, key -> new java.util.ArrayList<>()).add(atom);
                }
                for (int used = 0; used < rules.size(); used++) {
                    if (unifiesWithHead(atom, rules.get(used))) {
                        graph.addEdge(used, user);
                    }
                }
            }
        }
        Map<Integer, Set<Integer>> componentOf = new HashMap<>();
        for (Set<Integer> component : new KosarajuStrongConnectivityInspector<>(graph).stronglyConnectedSets()) {
            for (int rule : component) {
                componentOf.put(rule, component);
            }
        }
        for (Map.Entry<Integer, List<Term>> entry : negated.entrySet()) {
            int user = entry.getKey();
            Set<Integer> component = componentOf.get(user);
            for (Term atom : entry.getValue()) {
                for (int used : component) {
                    if (unifiesWithHead(atom, rules.get(used))) {
                        return new NegativeCycle(rules.get(user), atom);
                    }
                }
            }
        }
        return null;
    }

    private static Term atomOf(Literal literal) {
        if (literal instanceof Literal.Atom atom) {
            return atom.atom();
        }
        if (literal instanceof Literal.Not not && not.body() instanceof Literal.Atom atom) {
            return atom.atom();
        }
        return null;
    }

    private static boolean unifiesWithHead(Term atom, Rule rule) {
        Term head = rule.head();
        if (head.functor() != atom.functor() || head.arity() != atom.arity()) {
            return false;
        }
        return Terms.unify(atom, renamedApart(head), new HashMap<>());
    }

    private static Term renamedApart(Term term) {
        java.util.List<Variable> variables = new java.util.ArrayList<>();
        Terms.collectVariables(term, variables);
        Map<Variable, Term> renaming = new HashMap<>();
        for (Variable variable : variables) {
            renaming.put(variable, new Variable(variable.name() + "'"));
        }
        return Terms.substitute(term, renaming);
    }
}
