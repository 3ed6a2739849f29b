package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;

/**
 * Every ground atom met while grounding, interned to an int id, and which of them are derived
 * (belong to the model computed so far), grouped by relation.
 */
final class AtomTable {
    private final Budget budget;
    private final Map<Term, Integer> ids = new HashMap<>();
    private final List<Term> terms = new ArrayList<>();
    private final BitSet derived = new BitSet();
    private final Map<Predicate, Relation> relations = new HashMap<>();

    AtomTable(Budget budget) {
        this.budget = budget;
    }

    int intern(Term atom) {
        Integer id = ids.get(atom);
        if (id != null) {
            return id;
        }
        budget.atomAdded();
        int fresh = terms.size();
        terms.add(atom);
        ids.put(atom, fresh);
        return fresh;
    }

    /** The id of {@code atom}, or -1 when it was never met. */
    int find(Term atom) {
        Integer id = ids.get(atom);
        return id == null ? -1 : id;
    }

    Term term(int id) {
        return terms.get(id);
    }

    int size() {
        return terms.size();
    }

    boolean isDerived(int id) {
        return derived.get(id);
    }

    boolean isDerived(Term atom) {
        int id = find(atom);
        return id >= 0 && derived.get(id);
    }

    /** Adds {@code atom} to the model; returns its id, or -1 when it was there already. */
    int derive(Term atom) {
        int id = intern(atom);
        if (derived.get(id)) {
            return -1;
        }
        derived.set(id);
        relation(Predicate.of(atom)).add(id, atom);
        return id;
    }

    Relation relation(Predicate predicate) {
        return relations.computeIfAbsent(predicate, Relation::new);
    }

    int derivedCount() {
        return derived.cardinality();
    }
}
