package org.gdlbench.plan;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The named strategies for ordering a rule body. Every strategy is safe: a negation or
 * {@code distinct} runs only once the positive atoms before it bind its variables, since negation
 * as failure is sound only on ground literals. The strategies differ in the order of the positive
 * atoms, and in where tests go: {@code original} keeps each test where it is written unless it
 * must wait for its variables; the others run each test as soon as its variables are bound.
 * Users name them as {@code forward:ordering=...} and {@code topdown:ordering=...}.
 */
public enum Ordering {
    /**
     * The body as the game's author wrote it, made safe: a test written before the atoms that
     * bind its variables waits until just after them. The reference interpreter runs this. (A
     * test is never moved earlier: {@code (<= (wins white) (true (control black)) (not (canmove black)))}
     * keeps its cheap guard in front of the costly negation.)
     */
    ORIGINAL,
    /**
     * As written, except that an atom of the head's own recursive component that no earlier atom
     * feeds (left recursion) runs last, so a top-down recursive call sees the rest of the body's
     * bindings and descends. Prolog runs this.
     */
    SAFE,
    /**
     * The order that minimises the cost of Corollary 2 of <i>High Speed Forward Chaining</i>: the
     * instances read, {@code sum_i Q_i * prod_{j<i} Q_j * P_j}, from {@link LiteralStatistics}.
     */
    BEST,
    /** The dual of {@link #BEST}: the order that maximises that cost, for the ordering experiment. */
    WORST;

    /** The name users write. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @throws IllegalArgumentException with a one-line message naming the valid values
     */
    public static Ordering parse(String name) {
        for (Ordering ordering : values()) {
            if (ordering.optionName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return ordering;
            }
        }
        throw new IllegalArgumentException("unknown ordering '" + name + "' (expected one of "
                + Arrays.stream(values()).map(Ordering::optionName).collect(Collectors.joining(", ")) + ")");
    }
}
