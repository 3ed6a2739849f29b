package org.gdlbench.reference;

import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on the reference: the contract and the golden counts it made (it is its own oracle). */
class ReferenceKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("reference");
    }
}
