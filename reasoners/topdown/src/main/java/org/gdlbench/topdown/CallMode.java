package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.gdl.Predicate;

/** A relation asked with the arguments at {@code bound} given: one generated method each. */
record CallMode(Predicate relation, Set<Integer> bound) {
    /** Whether every argument is given, so the method answers yes or no. */
    boolean check() {
        return bound.size() == relation.arity();
    }

    /** The bound positions, ascending: parameter {@code bk} is the argument at the k-th. */
    List<Integer> boundList() {
        return new ArrayList<>(new TreeSet<>(bound));
    }
}
