package org.gdlbench.harness.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.Deadline;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every registered reasoner must find the golden node counts of every bundled game it accepts,
 * so a reasoner is checked the moment it is registered. The golden counts hold every ply, so a
 * search to a shallower depth is checked exactly too: each reasoner counts depth 0, 1, 2, ...
 * up to the golden depth within a CPU budget per game (preparation included; depths 0 and 1 are
 * always counted), which keeps the suite short however slow a reasoner is. The reference, which
 * made the counts, is always checked to the full depth. {@code gdlbench perft --check} checks
 * every reasoner to the full depth without a budget.
 */
class GoldenCountsTest {
    /** Test doubles registered on the test class path; without options they are the reference again. */
    private static final List<String> TEST_DOUBLES = List.of("faulty");
    private static final Duration BUDGET = Duration.ofMillis(250);

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
            }
        }
        assertTrue(problems.isEmpty(), "golden counts missing or stale: " + problems
                + "; remake them from the project root with: ./" + GoldenCount.COMMAND);
    }

    @TestFactory
    Stream<DynamicTest> everyRegisteredReasonerFindsTheGoldenCounts() {
        Corpus corpus = Corpus.bundled();
        List<DynamicTest> tests = new ArrayList<>();
        for (String reasoner : Reasoners.names()) {
            if (TEST_DOUBLES.contains(reasoner)) {
                continue;
            }
            for (CorpusEntry entry : corpus.entries()) {
                tests.add(DynamicTest.dynamicTest(reasoner + " on " + entry.name(), () -> check(reasoner, entry)));
            }
        }
        return tests.stream();
    }

    private static void check(String reasoner, CorpusEntry entry) {
        Assumptions.assumeTrue(entry.problem() == null, () -> "invalid game: " + entry.problem().getMessage());
        Optional<GoldenCount> golden = GoldenCount.bundled(entry.name()).filter(g -> g.hash().equals(entry.hash()));
        Assumptions.assumeTrue(golden.isPresent(), "no current golden counts (see everyValidBundledGameHasCurrentGoldenCounts)");
        Deadline deadline = Deadline.afterCpu(BUDGET);
        StateMachine machine;
        try {
            machine = Reasoners.create(reasoner, entry.game());
        } catch (UnsupportedGameException e) {
            Assumptions.abort("refused: " + e.getMessage());
            return;
        }
        Perft perft = new Perft(machine);
        int depth = golden.get().depth();
        for (int checked = 0; checked <= depth; checked++) {
            boolean unbounded = checked <= 1 || reasoner.equals("reference");
            List<Perft.Ply> found = perft.count(checked, unbounded ? Deadline.none() : deadline);
            if (found == null) {
                System.out.printf("golden counts: %s on %s checked to depth %d of %d within %d ms of CPU%n",
                        reasoner, entry.name(), checked - 1, depth, BUDGET.toMillis());
                return;
            }
            assertEquals(List.of(), prefix(golden.get(), checked).differences(found),
                    reasoner + " on " + entry.name() + " at depth " + checked);
        }
    }

    /** The golden counts of plies 0..depth only. */
    private static GoldenCount prefix(GoldenCount golden, int depth) {
        return GoldenCount.of(golden.game(), golden.hash(), golden.plies().subList(0, depth + 1));
    }
}
