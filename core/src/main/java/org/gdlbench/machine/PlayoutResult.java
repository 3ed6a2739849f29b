package org.gdlbench.machine;

import java.util.Arrays;

/** The end of one playout: how many joint moves were played, and each role's goal value there. */
public record PlayoutResult(int depth, int[] goals) {
    public PlayoutResult {
        goals = goals.clone();
    }

    @Override
    public int[] goals() {
        return goals.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlayoutResult that && that.depth == depth && Arrays.equals(that.goals, goals);
    }

    @Override
    public int hashCode() {
        return 31 * depth + Arrays.hashCode(goals);
    }

    @Override
    public String toString() {
        return "depth " + depth + ", goals " + Arrays.toString(goals);
    }
}
