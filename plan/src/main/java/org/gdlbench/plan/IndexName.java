package org.gdlbench.plan;

import java.util.Arrays;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;

/**
 * The index a {@link Step.Scan} reads through: a relation and the argument positions (from 0)
 * that are ground when the scan runs. An empty set of positions is a plain scan.
 */
public record IndexName(Predicate relation, int[] boundArguments) {
    public IndexName {
        boundArguments = boundArguments.clone();
    }

    @Override
    public int[] boundArguments() {
        return boundArguments.clone();
    }

    public boolean isFullScan() {
        return boundArguments.length == 0;
    }

    /** For example {@code cell/3[0,1]}, or {@code cell/3[]} for a plain scan. */
    public String print(Symbols symbols) {
        StringBuilder out = new StringBuilder(relation.describe(symbols)).append('[');
        for (int i = 0; i < boundArguments.length; i++) {
            out.append(i == 0 ? "" : ",").append(boundArguments[i]);
        }
        return out.append(']').toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IndexName that && that.relation.equals(relation)
                && Arrays.equals(that.boundArguments, boundArguments);
    }

    @Override
    public int hashCode() {
        return relation.hashCode() * 31 + Arrays.hashCode(boundArguments);
    }

    @Override
    public String toString() {
        return relation + Arrays.toString(boundArguments);
    }
}
