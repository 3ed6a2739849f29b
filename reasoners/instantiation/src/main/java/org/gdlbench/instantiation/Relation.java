package org.gdlbench.instantiation;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Term;

/**
 * The derived ground atoms of one relation, in the order they were derived, with hash indexes on
 * the arguments a join has bound. Positions in derivation order give semi-naive evaluation its
 * windows: atoms before {@link #deltaStart} are old, those up to {@link #roundEnd} are the delta
 * of the current round, later ones belong to the next round.
 */
final class Relation {
    /** Which atoms a join step reads. */
    enum Range { ALL, OLD, DELTA, CURRENT }

    /** Argument positions beyond this are matched without an index. */
    static final int MAX_INDEXED = 31;

    final Predicate predicate;
    private int[] ids = new int[8];
    private Term[] atoms = new Term[8];
    private int size;
    private final Map<Integer, Map<Object, IntList>> indexes = new HashMap<>();
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
        for (Map.Entry<Integer, Map<Object, IntList>> index : indexes.entrySet()) {
            index.getValue().computeIfAbsent(key(atom, index.getKey()), k -> new IntList(2)).add(size);
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

    /** Positions (ascending) of the atoms whose arguments at the positions of {@code mask} are {@code key}. */
    IntList lookup(int mask, Object key) {
        Map<Object, IntList> index = indexes.get(mask);
        if (index == null) {
            index = new HashMap<>();
            for (int position = 0; position < size; position++) {
                index.computeIfAbsent(key(atoms[position], mask), k -> new IntList(2)).add(position);
            }
            indexes.put(mask, index);
        }
        return index.get(key);
    }

    /** The key of {@code atom} under {@code mask}: the argument itself for one position, else a list. */
    static Object key(Term atom, int mask) {
        if (Integer.bitCount(mask) == 1) {
            return atom.arg(Integer.numberOfTrailingZeros(mask));
        }
        Term[] parts = new Term[Integer.bitCount(mask)];
        int next = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            parts[next++] = atom.arg(Integer.numberOfTrailingZeros(rest));
        }
        return Arrays.asList(parts);
    }
}
