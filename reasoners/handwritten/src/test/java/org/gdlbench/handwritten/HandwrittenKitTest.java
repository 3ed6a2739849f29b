package org.gdlbench.handwritten;

import java.time.Duration;
import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on the hand-written machines: they accept their three games and refuse the rest. */
class HandwrittenKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("handwritten");
    }

    /** The machines are fast and the games few: many playouts, as far as the reference keeps up. */
    @Override
    protected int agreementPlayouts() {
        return 25;
    }

    @Override
    protected Duration agreementCap() {
        return Duration.ofSeconds(10);
    }
}
