package org.gdlbench.propnet;

import java.util.List;
import java.util.Map;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on the propnet in each of its ways of keeping gates current: the default choice,
 * always interpreted, and compiled differential propagation with goal-only gates in a full pass.
 * On the community sheets grounding gets 3 s of CPU, to keep the sweep short.
 */
class PropnetKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("propnet", "propnet:compile=false,goals=demand", "propnet:evaluation=changes,goals=pass");
    }

    @Override
    protected Map<String, String> extraGames() {
        return TestGames.ALL;
    }

    @Override
    protected List<String> communityReasoners() {
        return List.of("propnet:seconds=3");
    }
}
