package org.gdlbench.ggpbase;

import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on the adapter, with a test engine that reaches the reference only through the
 * adapter's GDL form: agreement with the reference on every bundled game, golden counts, the contract.
 */
class GgpBaseKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("ggp-base:machine=" + ReferenceThroughGdl.class.getName());
    }
}
