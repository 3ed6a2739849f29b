package org.gdlbench.propnet;

/**
 * One named optimisation of the net while it is built ({@link GateGraph}), run by
 * {@link NetOptimiser}. A pass changes the graph in place and never what the outputs read.
 */
interface NetPass {
    /** The pass's name, as the optimiser's log gives it. */
    String name();

    /**
     * Runs the pass once.
     *
     * @param live the live gates, inputs before the gates that read them ({@link NetOptimiser#order}),
     *     worked out before this pass or an earlier one of the same round
     * @return whether the pass changed the net
     */
    boolean run(int[] live);
}
