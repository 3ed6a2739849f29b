package org.gdlbench.ggpbase;

import java.util.List;
import org.gdlbench.ggpbase.standin.StandInEngine;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on an engine that extends ggp-base's state machine (a stand-in for ggp-base's
 * classes, compiled with the tests), reached through the binding by class name.
 */
class GgpBaseBindingKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("ggp-base:machine=" + StandInEngine.class.getName());
    }
}
