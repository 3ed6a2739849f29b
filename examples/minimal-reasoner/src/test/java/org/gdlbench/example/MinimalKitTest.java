package org.gdlbench.example;

import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/** Every check of the test kit on every bundled game (games over two roles are refused, so skipped). */
class MinimalKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("minimal:roles=2");
    }
}
