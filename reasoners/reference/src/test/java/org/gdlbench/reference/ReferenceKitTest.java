package org.gdlbench.reference;

import java.time.Duration;
import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on the reference: the contract and the golden counts it made (it is its own oracle). */
class ReferenceKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("reference");
    }

    /**
     * The reference played the golden lines when it made them, within 5 s of CPU each; every other
     * reasoner's kit compares them with it, and {@code perft --check --reasoners reference} in full.
     */
    @Override
    protected Duration goldenLinesBudget() {
        return Duration.ZERO;
    }
}
