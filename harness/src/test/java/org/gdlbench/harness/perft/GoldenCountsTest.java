package org.gdlbench.harness.perft;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.junit.jupiter.api.Test;

/**
 * Every valid bundled game has golden node counts made from its current rules, and they reach
 * terminal states. Each reasoner module checks itself against them through the test kit
 * ({@code ReasonerTestKit}); {@code gdlbench perft --check} checks every reasoner to the full
 * depth and every line without a budget.
 */
class GoldenCountsTest {
    @Test
    void everyValidBundledGameHasCurrentGoldenCounts() {
        List<String> problems = new ArrayList<>();
        for (CorpusEntry entry : Corpus.bundled().entries()) {
            if (entry.problem() != null) {
                continue;
            }
            Optional<GoldenCount> golden = GoldenCount.bundled(entry.name());
            if (golden.isEmpty()) {
                problems.add(entry.name() + " has none");
            } else if (!golden.get().hash().equals(entry.hash())) {
                problems.add(entry.name() + " changed since its counts were made");
            } else if (!golden.get().reachesTerminals()) {
                problems.add(entry.name() + "'s counts reach no terminal state (" + golden.get().kind() + ")");
            }
        }
        assertTrue(problems.isEmpty(), "golden counts missing, stale or short of the end: " + problems
                + "; remake them from the project root with: ./" + GoldenCount.COMMAND);
    }
}
