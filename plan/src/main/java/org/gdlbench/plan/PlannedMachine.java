package org.gdlbench.plan;

import java.util.List;

/**
 * A prepared machine that runs rule plans and offers them: the plans it compiled, after the
 * statistics it measured and any trial between plans, so that what {@code gdlbench explain}
 * prints is what runs. State machines implement this beside the contract (which lives in core,
 * below the plan layer).
 */
public interface PlannedMachine {
    /** The plans the machine runs; a rule called top-down in several modes has one per mode. */
    List<RulePlan> plans();

    /** Where the plans' statistics came from, for people: {@code measured over 840 random states}. */
    String statistics();
}
