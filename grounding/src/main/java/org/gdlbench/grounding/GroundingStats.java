package org.gdlbench.grounding;

import org.gdlbench.machine.Preparation;

/**
 * What grounding produced and what it cost.
 *
 * @param millis        CPU time of grounding, pruning included
 * @param staticAtoms   ground atoms of static relations, computed exactly and folded away
 * @param relaxedAtoms  ground atoms of the relaxed program (state, move and view atoms) before pruning
 * @param relaxedRules  ground rule instances before pruning
 * @param fluents       ground fluents a state can hold
 * @param moves         ground moves, all roles together
 * @param views         ground view atoms kept after pruning
 * @param rules         ground rules kept after pruning
 */
public record GroundingStats(long millis, int staticAtoms, int relaxedAtoms, int relaxedRules,
                             int fluents, int moves, int views, int rules) {
    /** The grounding as the first phase and sizes of a machine's preparation record. */
    public Preparation preparation() {
        return Preparation.builder()
                .phase("ground", millis * 1_000_000L)
                .size("staticAtoms", staticAtoms)
                .size("relaxedAtoms", relaxedAtoms)
                .size("relaxedRules", relaxedRules)
                .size("fluents", fluents)
                .size("moves", moves)
                .size("views", views)
                .size(Preparation.Sizes.GROUND_ATOMS, (long) fluents + moves + views)
                .size(Preparation.Sizes.GROUND_RULES, rules)
                .build();
    }

    @Override
    public String toString() {
        return String.format("grounded in %d ms: %d static atoms folded; relaxed program %d atoms, %d rules;"
                        + " kept %d fluents, %d moves, %d views, %d rules",
                millis, staticAtoms, relaxedAtoms, relaxedRules, fluents, moves, views, rules);
    }
}
