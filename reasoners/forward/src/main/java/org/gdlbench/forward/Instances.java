package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.Arrays;
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
 *
 * <p>When the relaxed model is too large to list, the instances are <em>open</em>: only the static
 * relations' atoms are known up front (those too big to list are answered by a
 * {@link DemandSolver} and numbered as their answers are read), and every other atom is numbered
 * when play first derives it ({@link #intern}), so ids grow with what play reaches instead of
 * with what could be reached.
 */
final class Instances {
    static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    /** Shadow relations have symbols at or below this, which no game symbol has. */
    private static final int SHADOW = -1_000_000;

    /** One relation's instances, shared by the relation and its shadow. */
    private static final class InstanceSet {
        Term[] atoms;
        int size;
        final Map<Term, Integer> ids;

        InstanceSet(List<Term> instances) {
            atoms = instances.toArray(new Term[Math.max(4, instances.size())]);
            size = instances.size();
            ids = new HashMap<>(instances.size() * 2);
            for (int i = 0; i < size; i++) {
                ids.put(atoms[i], i);
            }
        }

        int add(Term atom) {
            if (size == atoms.length) {
                atoms = Arrays.copyOf(atoms, 2 * size);
            }
            atoms[size] = atom;
            ids.put(atom, size);
            return size++;
        }
    }

    private final boolean open;
    private final Map<Predicate, Integer> relationIds = new HashMap<>();
    private final List<Predicate> relations = new ArrayList<>();
    private final List<InstanceSet> sets = new ArrayList<>();
    private final Map<Term, Integer> lexicon = new HashMap<>();
    private final List<Term> terms = new ArrayList<>();
    private final int trueRelation;
    private final int nextRelation;

    /**
     * @param reachable every atom that can hold in a reachable state, by relation; when
     *                  {@code open}, the static relations' atoms only
     * @param open      whether atoms not in {@code reachable} are numbered as play derives them
     */
    Instances(Map<Predicate, List<Term>> reachable, boolean open) {
        this.open = open;
        List<Term> fluents = reachable.getOrDefault(GameAnalysis.TRUE, List.of());
        trueRelation = add(GameAnalysis.TRUE, fluents);
        List<Term> nexts = new ArrayList<>(fluents.size());
        for (Term fluent : fluents) {
            nexts.add(new Compound(Symbols.NEXT, fluent.arg(0)));
        }
        nextRelation = add(NEXT, nexts);
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
        sets.add(new InstanceSet(instances));
        return id;
    }

    /** Whether atoms are numbered as play derives them, not all up front. */
    boolean open() {
        return open;
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
        sets.add(sets.get(relation));
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

    /** |S(Q)|: the number of instances of {@code relation} (so far, when open). */
    int size(int relation) {
        return sets.get(relation).size;
    }

    Term atom(int relation, int instance) {
        return sets.get(relation).atoms[instance];
    }

    /** The id of the ground {@code atom} of {@code relation}, or -1 when it can never hold (or was never met). */
    int id(int relation, Term atom) {
        return sets.get(relation).ids.getOrDefault(atom, -1);
    }

    /**
     * The id of the ground {@code atom} of {@code relation}, numbering it when the instances are
     * open and it is new (a new fluent is numbered as {@code true} and {@code next} alike);
     * -1 when they are not and it can never hold.
     */
    int intern(int relation, Term atom) {
        int id = id(relation, atom);
        if (id >= 0 || !open) {
            return id;
        }
        if (relation == trueRelation || relation == nextRelation) {
            Term fluent = atom.arg(0);
            sets.get(nextRelation).add(new Compound(Symbols.NEXT, fluent));
            return sets.get(trueRelation).add(new Compound(Symbols.TRUE, fluent));
        }
        return sets.get(relation).add(atom);
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
        for (int r = 0; r < sets.size(); r++) {
            total += sets.get(r).size;
        }
        return total;
    }
}
