package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.gdlbench.gdl.Term;

/**
 * Which parts of an atom a hash index keys on, read from a pattern at join time: the subterms
 * already bound (leaves), found along paths of argument positions, and the function symbols
 * the pattern requires on the way down (nodes). So {@code (true (steps ?r ?s))} with {@code ?r}
 * bound is looked up by {@code ?r} among the fluents of the form {@code (steps _ _)}, not found
 * by scanning every fluent.
 */
final class IndexSpec {
    private final int[][] leaves;
    private final int[][] nodes;
    private final int[] functors;
    private final int[] arities;
    private final int hash;

    private IndexSpec(int[][] leaves, int[][] nodes, int[] functors, int[] arities) {
        this.leaves = leaves;
        this.nodes = nodes;
        this.functors = functors;
        this.arities = arities;
        this.hash = 31 * (31 * Arrays.deepHashCode(leaves) + Arrays.deepHashCode(nodes)) + Arrays.hashCode(functors);
    }

    /**
     * The index for matching the arguments {@code args} when the variables marked in
     * {@code bound} are bound; {@code leafPatterns} receives the patterns of its leaves, in order.
     */
    static IndexSpec of(Pattern[] args, boolean[] bound, List<Pattern> leafPatterns) {
        List<int[]> leaves = new ArrayList<>();
        List<int[]> nodes = new ArrayList<>();
        List<int[]> shapes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            collect(args[i], new int[] {i}, bound, leaves, leafPatterns, nodes, shapes);
        }
        return new IndexSpec(leaves.toArray(new int[0][]), nodes.toArray(new int[0][]),
                shapes.stream().mapToInt(shape -> shape[0]).toArray(), shapes.stream().mapToInt(shape -> shape[1]).toArray());
    }

    private static void collect(Pattern pattern, int[] path, boolean[] bound, List<int[]> leaves,
                                List<Pattern> leafPatterns, List<int[]> nodes, List<int[]> shapes) {
        if (pattern.isBoundBy(bound)) {
            leaves.add(path);
            leafPatterns.add(pattern);
        } else if (pattern instanceof Pattern.Function function) {
            nodes.add(path);
            shapes.add(new int[] {function.functor(), function.args().length});
            for (int i = 0; i < function.args().length; i++) {
                int[] deeper = Arrays.copyOf(path, path.length + 1);
                deeper[path.length] = i;
                collect(function.args()[i], deeper, bound, leaves, leafPatterns, nodes, shapes);
            }
        }
    }

    /** True when the index would hold every atom under one key: a plain scan does as well. */
    boolean isEmpty() {
        return leaves.length == 0 && nodes.length == 0;
    }

    /** True when argument {@code arg} is itself a leaf, so matching it again is needless. */
    boolean isLeaf(int arg) {
        for (int[] leaf : leaves) {
            if (leaf.length == 1 && leaf[0] == arg) {
                return true;
            }
        }
        return false;
    }

    int leafCount() {
        return leaves.length;
    }

    int nodeCount() {
        return nodes.length;
    }

    /** The key of {@code atom}, or null when it does not have the shape this index requires. */
    Object keyOf(Term atom) {
        for (int n = 0; n < nodes.length; n++) {
            Term node = at(atom, nodes[n]);
            if (node == null || node.functor() != functors[n] || node.arity() != arities[n]) {
                return null;
            }
        }
        if (leaves.length == 1) {
            return at(atom, leaves[0]);
        }
        Term[] parts = new Term[leaves.length];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = at(atom, leaves[i]);
        }
        return Arrays.asList(parts);
    }

    /** The subterm at {@code path}, or null when the atom is not deep enough there (checked by the nodes first). */
    private static Term at(Term atom, int[] path) {
        Term term = atom;
        for (int step : path) {
            if (step >= term.arity()) {
                return null;
            }
            term = term.arg(step);
        }
        return term;
    }

    @Override
    public boolean equals(Object other) {
        return other == this || other instanceof IndexSpec that && that.hash == hash && Arrays.deepEquals(that.leaves, leaves)
                && Arrays.deepEquals(that.nodes, nodes) && Arrays.equals(that.functors, functors)
                && Arrays.equals(that.arities, arities);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
