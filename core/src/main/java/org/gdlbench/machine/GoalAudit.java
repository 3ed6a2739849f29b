package org.gdlbench.machine;

import java.util.SortedSet;

/**
 * A machine that can list every goal value the rules give a role, not only the highest that
 * {@link StateMachine#goal} reports. The checker asks the reference, so a sheet whose rules give a
 * role several goal values in one state (a copy-paste slip) is reported as broken, not silently
 * read as its highest value.
 */
public interface GoalAudit {
    /** Every goal value the rules give {@code role} in {@code state}, in increasing order; empty when none. */
    SortedSet<Integer> goalValues(MachineState state, int role);
}
