package org.gdlbench.topdown;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Terms;
import org.gdlbench.gdl.Variable;

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

    /** The argument positions of {@code atom} that are ground once the variables {@code bound} are. */
    static Set<Integer> givenPositions(Literal.Atom atom, Set<Variable> bound) {
        Set<Integer> positions = new HashSet<>();
        for (int i = 0; i < atom.atom().arity(); i++) {
            Set<Variable> needed = new HashSet<>();
            Terms.collectVariables(atom.atom().arg(i), needed);
            if (bound.containsAll(needed)) {
                positions.add(i);
            }
        }
        return positions;
    }

    /** The bound positions, ascending: parameter {@code bk} is the argument at the k-th. */
    List<Integer> boundList() {
        return new ArrayList<>(new TreeSet<>(bound));
    }
}
