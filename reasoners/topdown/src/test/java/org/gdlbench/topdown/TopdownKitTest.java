package org.gdlbench.topdown;

import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on topdown as users get it: ordering best, answers memoised where asked twice. */
class TopdownKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("topdown");
    }
}
