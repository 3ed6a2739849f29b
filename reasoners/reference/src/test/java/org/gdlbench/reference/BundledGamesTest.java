package org.gdlbench.reference;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bundled game is valid GDL and the reference plays seeded random playouts to the end,
 * with every role's goal defined there: 100 playouts per game, fewer (at least 3) where a game
 * is too slow for that within its time budget.
 */
class BundledGamesTest {
    private static final long BUDGET_NANOS = 4_000_000_000L;

    static Stream<CorpusEntry> games() {
        return Corpus.bundled().entries().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void playsToTheEndWithGoalsDefined(CorpusEntry entry) {
        assertNull(entry.problem(), () -> entry.name() + " is not valid: " + entry.problem().getMessage());
        ReferenceMachine machine = new ReferenceMachine(entry.game());
        MachineState start = machine.initialState();
        long begin = System.nanoTime();
        int played = 0;
        while (played < 100 && (played < 3 || System.nanoTime() - begin < BUDGET_NANOS)) {
            PlayoutResult result = machine.playout(start, new SplittableRandom(played));
            for (int goal : result.goals()) {
                assertTrue(goal != GoalValues.UNDEFINED, () -> entry.name() + ": a goal is undefined at the end of " + result);
            }
            played++;
        }
    }
}
