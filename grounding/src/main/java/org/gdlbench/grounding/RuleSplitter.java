package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * Splits rule bodies before grounding so that variables the head does not need are projected
 * away early. Body literals linked by variables outside the head form a group; a group that is
 * not the whole body becomes an auxiliary relation over its interface (the group's variables
 * the head or the other literals use), defined by a rule of its own.
 *
 * <p>The classic case is a frame rule such as {@code (next (cell ?x ?y ?p)) <= (true (cell ?x ?y ?p))
 * (does ?r (move ?x1 ?y1 ?x2 ?y2)) (distinctCell ?x1 ?y1 ?x ?y)}: instantiated as written it has
 * one instance per fluent and move; split, the move part is grounded once per square.
 *
 * <p>Auxiliary relations have negative functor ids, which no game symbol has; they only ever
 * appear inside the grounder and the ground program.
 */
final class RuleSplitter {
    private int auxiliaries;

    /** The auxiliary relation id {@code index}: -2, -3, ... */
    static boolean isAuxiliary(int functor) {
        return functor <= -2;
    }

    static int index(int functor) {
        return -2 - functor;
    }

    List<Rule> split(List<Rule> rules) {
        List<Rule> out = new ArrayList<>();
        for (Rule rule : rules) {
            split(rule, out);
        }
        return out;
    }

    private void split(Rule rule, List<Rule> out) {
        List<Literal> body = rule.body();
        int size = body.size();
        if (size < 2) {
            out.add(rule);
            return;
        }
        Set<Variable> headVariables = new LinkedHashSet<>();
        Terms.collectVariables(rule.head(), headVariables);
        List<Set<Variable>> variables = new ArrayList<>();
        for (Literal literal : body) {
            Set<Variable> own = new LinkedHashSet<>();
            Terms.collectVariables(literal, own);
            variables.add(own);
        }
        int[] group = new int[size];
        Arrays.setAll(group, i -> i);
        boolean[] local = new boolean[size];
        for (int i = 0; i < size; i++) {
            for (Variable variable : variables.get(i)) {
                if (headVariables.contains(variable)) {
                    continue;
                }
                local[i] = true;
                for (int j = i + 1; j < size; j++) {
                    if (variables.get(j).contains(variable)) {
                        union(group, i, j);
                    }
                }
            }
        }
        List<Literal> newBody = new ArrayList<>();
        List<Rule> auxiliaryRules = new ArrayList<>();
        boolean[] placed = new boolean[size];
        for (int i = 0; i < size; i++) {
            if (placed[i]) {
                continue;
            }
            int root = find(group, i);
            List<Integer> members = new ArrayList<>();
            for (int j = i; j < size; j++) {
                if (find(group, j) == root) {
                    members.add(j);
                }
            }
            for (int j : members) {
                placed[j] = true;
            }
            Literal auxiliary = local[i] && members.size() < size ? project(rule, members, variables, headVariables,
                    auxiliaryRules) : null;
            if (auxiliary == null) {
                for (int j : members) {
                    newBody.add(body.get(j));
                }
            } else {
                newBody.add(auxiliary);
            }
        }
        if (auxiliaryRules.isEmpty()) {
            out.add(rule);
            return;
        }
        out.addAll(auxiliaryRules);
        out.add(rule.withBody(newBody));
    }

    /** The literal standing for the group {@code members}, with its defining rule added; null when the group cannot be split off safely. */
    private Literal project(Rule rule, List<Integer> members, List<Set<Variable>> variables, Set<Variable> headVariables,
                            List<Rule> auxiliaryRules) {
        Set<Variable> outside = new LinkedHashSet<>(headVariables);
        Set<Variable> inside = new LinkedHashSet<>();
        Set<Variable> bound = new LinkedHashSet<>();
        for (int i = 0; i < variables.size(); i++) {
            if (members.contains(i)) {
                inside.addAll(variables.get(i));
                if (rule.body().get(i) instanceof Literal.Atom) {
                    bound.addAll(variables.get(i));
                }
            } else {
                outside.addAll(variables.get(i));
            }
        }
        List<Variable> interfaceVariables = new ArrayList<>();
        for (Variable variable : inside) {
            if (outside.contains(variable)) {
                interfaceVariables.add(variable);
            }
        }
        if (!bound.containsAll(interfaceVariables)) {
            return null;
        }
        int functor = -2 - auxiliaries++;
        Term head = interfaceVariables.isEmpty() ? new Constant(functor)
                : new Compound(functor, interfaceVariables.toArray(new Term[0]));
        List<Literal> groupBody = new ArrayList<>();
        for (int i : members) {
            groupBody.add(rule.body().get(i));
        }
        auxiliaryRules.add(new Rule(head, groupBody, rule.position()));
        return new Literal.Atom(head);
    }

    private static int find(int[] group, int i) {
        while (group[i] != i) {
            group[i] = group[group[i]];
            i = group[i];
        }
        return i;
    }

    private static void union(int[] group, int a, int b) {
        group[find(group, a)] = find(group, b);
    }
}
