package org.gdlbench.gdl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.traverse.TopologicalOrderIterator;

/**
 * What every reasoner wants to know about a game's (normalised) rules: the relation dependency
 * graph, its strongly connected components in evaluation order, strata, and which relations are
 * static (never depend on {@code true} or {@code does}).
 *
 * <p>Edges run from a body relation to the head relation that uses it, so a topological order
 * of the components lists every relation after everything it depends on.
 */
public final class GameAnalysis {
    /** One use of a relation in a rule body; negative when under {@code not}. */
    public static final class Dependency {
        private final boolean negative;

        Dependency(boolean negative) {
            this.negative = negative;
        }

        public boolean isNegative() {
            return negative;
        }
    }

    public static final Predicate TRUE = new Predicate(Symbols.TRUE, 1);
    public static final Predicate DOES = new Predicate(Symbols.DOES, 2);

    private final List<Rule> rules;
    private final Graph<Predicate, Dependency> graph = new DirectedPseudograph<>(Dependency.class);
    private final Map<Predicate, List<Rule>> rulesByHead = new LinkedHashMap<>();
    private final List<Set<Predicate>> components = new ArrayList<>();
    private final Map<Predicate, Integer> componentOf = new HashMap<>();
    private final Map<Predicate, Integer> strata = new HashMap<>();
    private final Set<Predicate> dynamic = new HashSet<>();

    public GameAnalysis(List<Rule> rules) {
        this.rules = List.copyOf(rules);
        graph.addVertex(TRUE);
        graph.addVertex(DOES);
        for (Rule rule : rules) {
            Predicate head = rule.predicate();
            graph.addVertex(head);
            rulesByHead.computeIfAbsent(head, key -> new ArrayList<>()).add(rule);
            for (Literal literal : rule.body()) {
                addDependency(head, literal, false);
            }
        }
        orderComponents();
        assignStrata();
        dynamic.addAll(dependents(Set.of(TRUE, DOES)));
    }

    private void addDependency(Predicate head, Literal literal, boolean negative) {
        if (literal instanceof Literal.Atom atom) {
            Predicate body = atom.predicate();
            graph.addVertex(body);
            graph.addEdge(body, head, new Dependency(negative));
        } else if (literal instanceof Literal.Not not) {
            addDependency(head, not.body(), true);
        } else if (literal instanceof Literal.Or or) {
            for (Literal disjunct : or.disjuncts()) {
                addDependency(head, disjunct, negative);
            }
        }
    }

    private void orderComponents() {
        var inspector = new KosarajuStrongConnectivityInspector<>(graph);
        Graph<Graph<Predicate, Dependency>, DefaultEdge> condensation = inspector.getCondensation();
        var order = new TopologicalOrderIterator<>(condensation);
        while (order.hasNext()) {
            Set<Predicate> component = new LinkedHashSet<>(order.next().vertexSet());
            for (Predicate predicate : component) {
                componentOf.put(predicate, components.size());
            }
            components.add(Collections.unmodifiableSet(component));
        }
    }

    /** Stratum = the most negations on any dependency path below the relation. */
    private void assignStrata() {
        for (Set<Predicate> component : components) {
            int stratum = 0;
            for (Predicate predicate : component) {
                for (Dependency edge : graph.incomingEdgesOf(predicate)) {
                    Predicate source = graph.getEdgeSource(edge);
                    if (!component.contains(source)) {
                        stratum = Math.max(stratum, strata.get(source) + (edge.isNegative() ? 1 : 0));
                    }
                }
            }
            for (Predicate predicate : component) {
                strata.put(predicate, stratum);
            }
        }
    }

    /** The relations that depend, directly or not, on any of {@code roots} (roots included). */
    public Set<Predicate> dependents(Set<Predicate> roots) {
        return reach(roots, true);
    }

    /** The relations that {@code predicate} depends on, directly or not (itself included). */
    public Set<Predicate> dependencies(Predicate predicate) {
        return reach(Set.of(predicate), false);
    }

    private Set<Predicate> reach(Set<Predicate> roots, boolean forward) {
        Set<Predicate> seen = new LinkedHashSet<>();
        Deque<Predicate> todo = new ArrayDeque<>();
        for (Predicate root : roots) {
            if (graph.containsVertex(root) && seen.add(root)) {
                todo.add(root);
            }
        }
        while (!todo.isEmpty()) {
            Predicate current = todo.poll();
            Set<Dependency> edges = forward ? graph.outgoingEdgesOf(current) : graph.incomingEdgesOf(current);
            for (Dependency edge : edges) {
                Predicate other = forward ? graph.getEdgeTarget(edge) : graph.getEdgeSource(edge);
                if (seen.add(other)) {
                    todo.add(other);
                }
            }
        }
        return seen;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The rules (and facts) defining {@code predicate}; empty when it has none. */
    public List<Rule> rulesFor(Predicate predicate) {
        return rulesByHead.getOrDefault(predicate, List.of());
    }

    public Set<Predicate> predicates() {
        return Collections.unmodifiableSet(graph.vertexSet());
    }

    public Graph<Predicate, Dependency> graph() {
        return graph;
    }

    /** Strongly connected components, each after all components it depends on. */
    public List<Set<Predicate>> components() {
        return Collections.unmodifiableList(components);
    }

    public int componentOf(Predicate predicate) {
        return componentOf.get(predicate);
    }

    public int stratum(Predicate predicate) {
        return strata.get(predicate);
    }

    /** True when the relation is defined in terms of itself (a cycle through it). */
    public boolean isRecursive(Predicate predicate) {
        Set<Predicate> component = components.get(componentOf(predicate));
        if (component.size() > 1) {
            return true;
        }
        for (Dependency edge : graph.incomingEdgesOf(predicate)) {
            if (graph.getEdgeSource(edge).equals(predicate)) {
                return true;
            }
        }
        return false;
    }

    /** True when the relation never depends on the state or the moves. */
    public boolean isStatic(Predicate predicate) {
        return !dynamic.contains(predicate);
    }
}
