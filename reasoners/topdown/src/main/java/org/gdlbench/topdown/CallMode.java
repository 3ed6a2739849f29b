package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.gdl.Predicate;

/**
 * A relation asked with the arguments at {@code bound} given: one generated method each. An
 * {@code exists} mode asks only whether some answer agrees with the given arguments (the caller
 * reads none of the others), so its method stops at the first proof.
 */
record CallMode(Predicate relation, Set<Integer> bound, boolean exists) {
    CallMode(Predicate relation, Set<Integer> bound) {
        this(relation, bound, false);
    }

    /** Whether the method answers yes or no: every argument is given, or the others are not wanted. */
    boolean check() {
        return exists || bound.size() == relation.arity();
    }

    /** The bound positions, ascending: parameter {@code bk} is the argument at the k-th. */
    List<Integer> boundList() {
        return new ArrayList<>(new TreeSet<>(bound));
    }
}
