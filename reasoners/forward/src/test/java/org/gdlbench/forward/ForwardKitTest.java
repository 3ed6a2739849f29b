package org.gdlbench.forward;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.testkit.ReasonerTestKit;

/** The test kit on forward as users get it (ordering best), with the grounding's test games and a game of inner negation. */
class ForwardKitTest extends ReasonerTestKit {
    @Override
    protected List<String> reasoners() {
        return List.of("forward");
    }

    @Override
    protected Map<String, String> extraGames() {
        Map<String, String> games = new HashMap<>(TestGames.ALL);
        games.put("inner-negation", ForwardMachineTest.INNER_NEGATION);
        return games;
    }
}
