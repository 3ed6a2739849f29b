package org.gdlbench.propnet;

/** How a propnet machine keeps its gates current: the back ends {@link BackEndChooser} chooses from. */
public enum BackEnd {
    /** Every gate worked out again each step by compiled branch-free code ({@link org.gdlbench.propnet.eval.FullEvaluation}). */
    FULL_PASS("full-pass"),
    /** Changes followed through code generated for the net ({@link org.gdlbench.propnet.eval.CompiledPropagation}). */
    COMPILED_PROPAGATION("compiled-propagation"),
    /** Changes followed through the net's flat arrays ({@link org.gdlbench.propnet.eval.InterpretedPropagation}). */
    INTERPRETED_PROPAGATION("interpreted-propagation");

    private final String label;

    BackEnd(String label) {
        this.label = label;
    }

    /** The name the preparation record and the result rows give this back end. */
    public String label() {
        return label;
    }

    /** The back end {@code label} names. */
    public static BackEnd ofLabel(String label) {
        for (BackEnd backEnd : values()) {
            if (backEnd.label.equals(label)) {
                return backEnd;
            }
        }
        throw new IllegalArgumentException("no propnet back end is named '" + label + "'");
    }
}
