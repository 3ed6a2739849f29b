package org.gdlbench.forward;

import java.util.List;
import java.util.Set;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on the other orderings and on rules without reference tables (a memory budget
 * too small for any), on games of several shapes: every ordering must give the same answers.
 */
class ForwardOrderingsKitTest extends ReasonerTestKit {
    static final List<String> SPECS = List.of("forward:ordering=original", "forward:ordering=worst",
            "forward:tables=0.000001");
    private static final Set<String> GAMES = Set.of("tictactoe", "connectfour", "breakthrough", "sheepandwolf",
            "stress_negrecursion", "stress_deeprecursion", "stress_nestedterms", "othello");

    @Override
    protected List<String> reasoners() {
        return SPECS;
    }

    @Override
    protected boolean includes(String bundledGame) {
        return GAMES.contains(bundledGame);
    }
}
