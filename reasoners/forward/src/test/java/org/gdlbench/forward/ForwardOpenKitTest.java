package org.gdlbench.forward;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on open instances (numbered as play derives them, without reference tables), which
 * forward falls back to when the reachable atoms are over the grounding budgets, on games of
 * several shapes: recursion, negation inside recursion, nested terms, simultaneous moves.
 */
class ForwardOpenKitTest extends ReasonerTestKit {
    private static final Set<String> GAMES = Set.of("tictactoe", "connectfour", "breakthrough", "sheepandwolf",
            "stress_negrecursion", "stress_deeprecursion", "stress_nestedterms", "othello");

    @Override
    protected List<String> reasoners() {
        return List.of("forward:instances=open");
    }

    @Override
    protected Map<String, String> extraGames() {
        return Map.of("inner-negation", ForwardMachineTest.INNER_NEGATION);
    }

    @Override
    protected boolean includes(String bundledGame) {
        return GAMES.contains(bundledGame);
    }
}
