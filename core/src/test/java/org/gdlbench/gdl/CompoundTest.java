package org.gdlbench.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CompoundTest {
    private static final int LIST = 100;
    private static final Term NIL = new Constant(101);

    @Test
    void everyOrderingOfAListHasItsOwnHash() {
        List<List<Integer>> orderings = new ArrayList<>();
        permute(new ArrayList<>(List.of(1, 2, 3, 4, 5, 6)), 0, orderings);
        Set<Integer> hashes = new HashSet<>();
        for (List<Integer> ordering : orderings) {
            hashes.add(list(ordering).hashCode());
        }
        assertEquals(720, orderings.size());
        assertEquals(720, hashes.size(), "orderings of one list sharing a hash");
    }

    @Test
    void equalTermsHaveEqualHashesAndSwappedArgumentsDiffer() {
        Compound cell = new Compound(7, new Constant(1), new Constant(2), new Constant(3));
        Compound same = new Compound(7, new Constant(1), new Constant(2), new Constant(3));
        Compound swapped = new Compound(7, new Constant(2), new Constant(1), new Constant(3));
        assertEquals(cell, same);
        assertEquals(cell.hashCode(), same.hashCode());
        assertNotEquals(cell, swapped);
        assertNotEquals(cell.hashCode(), swapped.hashCode());
    }

    private static Term list(List<Integer> elements) {
        Term tail = NIL;
        for (int i = elements.size() - 1; i >= 0; i--) {
            tail = new Compound(LIST, new Constant(elements.get(i)), tail);
        }
        return tail;
    }

    private static void permute(List<Integer> elements, int from, List<List<Integer>> out) {
        if (from == elements.size()) {
            out.add(List.copyOf(elements));
            return;
        }
        for (int i = from; i < elements.size(); i++) {
            Collections.swap(elements, from, i);
            permute(elements, from + 1, out);
            Collections.swap(elements, from, i);
        }
    }
}
