package org.gdlbench.forward;

import java.util.ArrayList;
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
 * instance id. Processing a rule then compares and copies ints only.
 */
final class LiteralIndex {
    final int relation;
    /** The rule's numbers of this atom's variables, in order of first occurrence. */
    final int[] variables;
    /** Per instance: whether it matches the pattern. */
    final boolean[] matches;
    /** Per instance {@code id}: the values of {@link #variables} at {@code id * width}. */
    final int[] values;
    final int width;
    private final TupleMap byValues;
    private final int count;

    LiteralIndex(Term atom, int relation, Map<Variable, Integer> numbers, Instances instances) {
        this.relation = relation;
        Set<Variable> own = new LinkedHashSet<>();
        Terms.collectVariables(atom, own);
        List<Variable> ordered = new ArrayList<>(own);
        this.width = ordered.size();
        this.variables = new int[width];
        for (int j = 0; j < width; j++) {
            variables[j] = numbers.get(ordered.get(j));
        }
        int size = instances.size(relation);
        this.matches = new boolean[size];
        this.values = new int[size * width];
        this.byValues = new TupleMap(width, size);
        Map<Variable, Term> binding = new HashMap<>();
        int matching = 0;
        for (int id = 0; id < size; id++) {
            binding.clear();
            if (!Terms.match(atom, instances.atom(relation, id), binding)) {
                continue;
            }
            matches[id] = true;
            matching++;
            for (int j = 0; j < width; j++) {
                values[id * width + j] = instances.term(binding.get(ordered.get(j)));
            }
            byValues.put(values, id * width, id);
        }
        this.count = matching;
    }

    /** The instance this atom is once its variables take the values in {@code binding}; -1 when none. */
    int lookup(int[] binding) {
        return byValues.get(binding, variables);
    }

    /** How many instances match the pattern. */
    int matchCount() {
        return count;
    }

    long bytes() {
        return matches.length + 4L * values.length + byValues.bytes();
    }
}
