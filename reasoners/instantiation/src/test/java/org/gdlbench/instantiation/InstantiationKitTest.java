package org.gdlbench.instantiation;

import java.util.List;
import java.util.Map;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on the instantiation reasoner, with the grounding's hand-worked games beside the corpus. */
class InstantiationKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("instantiation");
    }

    @Override
    protected Map<String, String> extraGames() {
        return TestGames.ALL;
    }
}
