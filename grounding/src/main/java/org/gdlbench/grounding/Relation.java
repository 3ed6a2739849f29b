package org.gdlbench.grounding;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;
import org.gdlbench.util.IntList;

/**
 * The derived ground atoms of one relation, in the order they were derived, with hash indexes on
 * the arguments a join has bound. Positions in derivation order give semi-naive evaluation its
 * windows: atoms before {@link #deltaStart} are old, those up to {@link #roundEnd} are the delta
 * of the current round, later ones belong to the next round.
 */
final class Relation {
    /** Which atoms a join step reads. */
    enum Range { ALL, OLD, DELTA, CURRENT }

    final Predicate predicate;
    private int[] ids = new int[8];
    private Term[] atoms = new Term[8];
    private int size;
    private final Map<IndexSpec, Index> indexes = new HashMap<>();
    int deltaStart;
    int roundEnd;

    Relation(Predicate predicate) {
        this.predicate = predicate;
    }

    int size() {
        return size;
    }

    int id(int position) {
        return ids[position];
    }

    Term atom(int position) {
        return atoms[position];
    }

    void add(int id, Term atom) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size * 2);
            atoms = Arrays.copyOf(atoms, size * 2);
        }
        ids[size] = id;
        atoms[size] = atom;
        for (Index index : indexes.values()) {
            index.add(atom, size);
        }
        size++;
    }

    /** Starts a semi-naive round: what was the delta becomes old, what was derived since becomes the delta. */
    void nextRound() {
        deltaStart = roundEnd;
        roundEnd = size;
    }

    /** Starts a fixpoint over this relation: everything derived so far is the first delta. */
    void resetRounds() {
        deltaStart = 0;
        roundEnd = size;
    }

    int low(Range range) {
        return range == Range.DELTA ? deltaStart : 0;
    }

    int high(Range range) {
        return switch (range) {
            case ALL -> size;
            case OLD -> deltaStart;
            case DELTA, CURRENT -> roundEnd;
        };
    }

    /** A hash index of this relation's atoms: the positions (ascending) of the atoms under each key. */
    static final class Index {
        private final IndexSpec spec;
        private final Map<Object, IntList> positions = new HashMap<>();

        private Index(IndexSpec spec) {
            this.spec = spec;
        }

        private void add(Term atom, int position) {
            Object key = spec.keyOf(atom);
            if (key != null) {
                positions.computeIfAbsent(key, k -> new IntList(2)).add(position);
            }
        }

        /** The positions of the atoms with the shape of the index and its leaves equal to {@code key}, or null. */
        IntList lookup(Object key) {
            return positions.get(key);
        }
    }

    /** The index of this relation under {@code spec}, built now if new and kept up to date from then on. */
    Index index(IndexSpec spec) {
        Index index = indexes.get(spec);
        if (index == null) {
            index = new Index(spec);
            for (int position = 0; position < size; position++) {
                index.add(atoms[position], position);
            }
            indexes.put(spec, index);
        }
        return index;
    }
}
