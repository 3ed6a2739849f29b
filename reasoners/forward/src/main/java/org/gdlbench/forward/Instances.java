package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;

/**
 * Relation IDs (Definitions 2 to 4 of <i>High Speed Forward Chaining</i>): every relation is
 * numbered, and every ground instance of relation {@code r} gets an id in {@code [0, size(r))},
 * a bijection both ways. The paper takes a relation's instances as the product of per-argument
 * domains; here they are the grounder's reachable atoms (the relaxed model), which are usually
 * far fewer, so reference tables and the knowledge base shrink. {@code next} shares the instances
 * of {@code true}, so a state is read off the {@code next} list as it stands. The ground terms
 * variables take are numbered in one lexicon, so rules bind variables to ints.
 */
final class Instances {
    static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    /** Shadow relations have symbols at or below this, which no game symbol has. */
    private static final int SHADOW = -1_000_000;

    private final Map<Predicate, Integer> relationIds = new HashMap<>();
    private final List<Predicate> relations = new ArrayList<>();
    private final List<Term[]> atoms = new ArrayList<>();
    private final List<Map<Term, Integer>> ids = new ArrayList<>();
    private final Map<Term, Integer> lexicon = new HashMap<>();
    private final List<Term> terms = new ArrayList<>();

    /** @param reachable every atom that can hold in a reachable state, by relation */
    Instances(Map<Predicate, List<Term>> reachable) {
        List<Term> fluents = reachable.getOrDefault(GameAnalysis.TRUE, List.of());
        add(GameAnalysis.TRUE, fluents);
        List<Term> nexts = new ArrayList<>(fluents.size());
        for (Term fluent : fluents) {
            nexts.add(new Compound(Symbols.NEXT, fluent.arg(0)));
        }
        add(NEXT, nexts);
        reachable.forEach((relation, instances) -> {
            if (!relationIds.containsKey(relation)) {
                add(relation, instances);
            }
        });
    }

    private int add(Predicate relation, List<Term> instances) {
        int id = relations.size();
        relationIds.put(relation, id);
        relations.add(relation);
        atoms.add(instances.toArray(new Term[0]));
        Map<Term, Integer> byAtom = new HashMap<>(instances.size() * 2);
        for (int i = 0; i < instances.size(); i++) {
            byAtom.put(instances.get(i), i);
        }
        ids.add(byAtom);
        return id;
    }

    /**
     * A new relation with the instances of {@code relation}: the set that negations of
     * {@code relation} inside its own recursive component read while the component is evaluated
     * by alternating fixpoints.
     */
    int shadow(int relation) {
        Predicate original = relations.get(relation);
        int id = relations.size();
        Predicate shadow = new Predicate(SHADOW - relation, original.arity());
        relationIds.put(shadow, id);
        relations.add(shadow);
        atoms.add(atoms.get(relation));
        ids.add(ids.get(relation));
        return id;
    }

    boolean isShadow(int relation) {
        return relations.get(relation).symbol() <= SHADOW;
    }

    /** The id of {@code relation}; a relation nothing derives gets one with no instances. */
    int relation(Predicate relation) {
        Integer id = relationIds.get(relation);
        return id != null ? id : add(relation, List.of());
    }

    int relationCount() {
        return relations.size();
    }

    Predicate predicate(int relation) {
        return relations.get(relation);
    }

    /** |S(Q)|: the number of instances of {@code relation}. */
    int size(int relation) {
        return atoms.get(relation).length;
    }

    Term atom(int relation, int instance) {
        return atoms.get(relation)[instance];
    }

    /** The id of the ground {@code atom} of {@code relation}, or -1 when it can never hold. */
    int id(int relation, Term atom) {
        return ids.get(relation).getOrDefault(atom, -1);
    }

    /** The lexicon id of ground term {@code term}, numbering it when new. */
    int term(Term term) {
        Integer id = lexicon.get(term);
        if (id != null) {
            return id;
        }
        lexicon.put(term, terms.size());
        terms.add(term);
        return terms.size() - 1;
    }

    Term term(int id) {
        return terms.get(id);
    }

    /** Every relation's instances together. */
    long totalInstances() {
        long total = 0;
        for (Term[] instances : atoms) {
            total += instances.length;
        }
        return total;
    }
}
