package org.gdlbench.propnet.eval;

/** How a propnet machine evaluates the gates that feed nothing but goals ({@link GoalEvaluator}). */
public enum GoalEvaluation {
    /** On demand at first, then for good the way that evaluated fewer gates. */
    ADAPTIVE,
    /** From the goal asked for down, each gate read only until its truth is settled. */
    ON_DEMAND,
    /** Every gate, in topological order. */
    FULL_PASS
}
