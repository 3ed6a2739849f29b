package org.gdlbench.topdown;

import java.util.List;
import java.util.Set;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on the other orderings, without memoised answers and with sampled statistics, on the games that stress
 * them: recursion through the state, negation in recursion, nested terms, and chess.
 */
class TopdownOrderingsKitTest extends ReasonerTestKit {
    private static final Set<String> GAMES = Set.of(
            "tictactoe", "stress_negrecursion", "stress_deeprecursion", "stress_nestedterms", "chess");

    @Override
    protected List<String> reasoners() {
        return List.of("topdown:ordering=original", "topdown:ordering=worst", "topdown:memo=none",
                "topdown:statistics=sampled");
    }

    @Override
    protected boolean includes(String bundledGame) {
        return GAMES.contains(bundledGame);
    }
}
