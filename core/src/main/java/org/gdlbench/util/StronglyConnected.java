package org.gdlbench.util;

import java.util.Arrays;

/**
 * Strongly connected components of a graph given as fan-out lists (CSR), by Tarjan's algorithm
 * without recursion, so deep graphs do not overflow the stack.
 */
public final class StronglyConnected {
    private StronglyConnected() {
    }

    /**
     * The component of each node. Components are numbered in the order Tarjan's algorithm closes
     * them: for every edge {@code u -> v}, {@code component[u] >= component[v]}. When edges point
     * from a node to what it depends on, increasing numbers are an evaluation order.
     *
     * @param offsets node {@code u}'s successors are {@code targets[offsets[u] .. offsets[u+1])}
     */
    public static int[] components(int nodes, int[] offsets, int[] targets) {
        int[] component = new int[nodes];
        Arrays.fill(component, -1);
        int[] index = new int[nodes];
        Arrays.fill(index, -1);
        int[] low = new int[nodes];
        int[] stack = new int[nodes];
        int stackSize = 0;
        int[] callNode = new int[nodes];
        int[] callEdge = new int[nodes];
        int counter = 0;
        int components = 0;
        for (int root = 0; root < nodes; root++) {
            if (index[root] >= 0) {
                continue;
            }
            int depth = 0;
            callNode[0] = root;
            callEdge[0] = offsets[root];
            index[root] = low[root] = counter++;
            stack[stackSize++] = root;
            while (depth >= 0) {
                int node = callNode[depth];
                if (callEdge[depth] < offsets[node + 1]) {
                    int next = targets[callEdge[depth]++];
                    if (index[next] < 0) {
                        index[next] = low[next] = counter++;
                        stack[stackSize++] = next;
                        depth++;
                        callNode[depth] = next;
                        callEdge[depth] = offsets[next];
                    } else if (component[next] < 0) {
                        low[node] = Math.min(low[node], index[next]);
                    }
                    continue;
                }
                if (low[node] == index[node]) {
                    int member;
                    do {
                        member = stack[--stackSize];
                        component[member] = components;
                    } while (member != node);
                    components++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[node]);
                }
            }
        }
        return component;
    }
}
