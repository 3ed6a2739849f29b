package org.gdlbench.forward;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

/**
 * One atom of a rule (a body literal or the head) matched once, at preparation, against every
 * instance of its relation: for instance {@code id}, whether it matches the atom's pattern and
 * the lexicon ids its variables then take; and the way back, from the variables' values to the
 * instance id. Processing a rule then compares and copies ints only. Over open instances the
 * instances numbered since are matched when next asked ({@link #catchUp}).
 */
final class LiteralIndex {
    final int relation;
    /** The rule's numbers of this atom's variables, in order of first occurrence. */
    final int[] variables;
    /** Per instance: whether it matches the pattern. */
    boolean[] matches;
    /** Per instance {@code id}: the values of {@link #variables} at {@code id * width}. */
    int[] values;
    final int width;
    /** The instances matched so far: all of them, unless the instances are open. */
    int indexed;
    private final Term atom;
    private final List<Variable> ordered;
    private final Instances instances;
    private final TupleMap byValues;
    private final Map<Variable, Term> matched = new HashMap<>();

    LiteralIndex(Term atom, int relation, Map<Variable, Integer> numbers, Instances instances) {
        this.atom = atom;
        this.relation = relation;
        this.instances = instances;
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(atom, own);
        this.ordered = new ArrayList<>(own);
        this.width = ordered.size();
        this.variables = new int[width];
        for (int j = 0; j < width; j++) {
            variables[j] = numbers.get(ordered.get(j));
        }
        int size = instances.size(relation);
        this.matches = new boolean[size];
        this.values = new int[size * width];
        this.byValues = new TupleMap(width, size);
        catchUp();
    }

    /** Matches the instances numbered since the last call (open instances only number more). */
    void catchUp() {
        int size = instances.size(relation);
        if (size > matches.length) {
            int length = Math.max(size, 2 * matches.length);
            matches = Arrays.copyOf(matches, length);
            values = Arrays.copyOf(values, length * width);
        }
        for (int id = indexed; id < size; id++) {
            matched.clear();
            if (!Terms.match(atom, instances.atom(relation, id), matched)) {
                continue;
            }
            matches[id] = true;
            for (int j = 0; j < width; j++) {
                values[id * width + j] = instances.term(matched.get(ordered.get(j)));
            }
            byValues.put(values, id * width, id);
        }
        indexed = size;
    }

    /** The instance this atom is once its variables take the values in {@code binding}; -1 when none. */
    int lookup(int[] binding) {
        if (indexed < instances.size(relation)) {
            catchUp();
        }
        return byValues.get(binding, variables);
    }

    long bytes() {
        return matches.length + 4L * values.length + byValues.bytes();
    }
}
