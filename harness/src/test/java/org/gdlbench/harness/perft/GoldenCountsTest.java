package org.gdlbench.harness.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
 * so a reasoner is checked the moment it is registered. The reference is checked to the full
 * golden depth. Others go depth by depth while within a time budget (always at least depth 1),
 * and each depth they finish must match the golden counts of that depth: a slow reasoner is
 * checked less deep. So that CI stays short, each reasoner but the reference has a total budget
 * over the corpus; games past it are skipped, saying so.
 */
class GoldenCountsTest {
    /** Test doubles registered on the test class path; without options they are the reference again. */
    private static final List<String> TEST_DOUBLES = List.of("faulty");
    private static final Duration TIME_CAP = Duration.ofMinutes(2);
    private static final Duration DEEPENING_BUDGET = Duration.ofSeconds(3);
    private static final Duration REASONER_BUDGET = Duration.ofSeconds(60);
    private static final java.util.Map<String, Long> SPENT_NANOS = new java.util.concurrent.ConcurrentHashMap<>();

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
        long spent = SPENT_NANOS.getOrDefault(reasoner, 0L);
        Assumptions.assumeTrue(reasoner.equals("reference") || spent < REASONER_BUDGET.toNanos(),
                () -> reasoner + " used its " + REASONER_BUDGET.toSeconds() + " s budget for golden counts");
        long begin = System.nanoTime();
        try {
            checkCounts(reasoner, entry);
        } finally {
            SPENT_NANOS.merge(reasoner, System.nanoTime() - begin, Long::sum);
        }
    }

    private static void checkCounts(String reasoner, CorpusEntry entry) {
        Assumptions.assumeTrue(entry.problem() == null, () -> "invalid game: " + entry.problem().getMessage());
        Optional<GoldenCount> golden = GoldenCount.bundled(entry.name()).filter(g -> g.hash().equals(entry.hash()));
        Assumptions.assumeTrue(golden.isPresent(), "no current golden counts (see everyValidBundledGameHasCurrentGoldenCounts)");
        StateMachine machine;
        try {
            machine = Reasoners.create(reasoner, entry.game());
        } catch (UnsupportedGameException e) {
            Assumptions.abort("refused: " + e.getMessage());
            return;
        }
        GoldenCount expected = golden.get();
        Perft perft = new Perft(machine);
        if (reasoner.equals("reference")) {
            List<Perft.Ply> found = perft.count(expected.depth(), Deadline.after(TIME_CAP));
            assertNotNull(found, () -> reasoner + " took over " + TIME_CAP + " on " + entry.name());
            assertEquals(List.of(), expected.differences(found), reasoner + " on " + entry.name());
            return;
        }
        long begin = System.nanoTime();
        for (int depth = 1; depth <= expected.depth(); depth++) {
            if (depth > 1 && System.nanoTime() - begin > DEEPENING_BUDGET.toNanos()) {
                return;
            }
            List<Perft.Ply> found = perft.count(depth, Deadline.after(TIME_CAP));
            int reached = depth;
            assertNotNull(found, () -> reasoner + " took over " + TIME_CAP + " to depth " + reached + " on " + entry.name());
            GoldenCount prefix = GoldenCount.of(expected.game(), expected.hash(), expected.plies().subList(0, depth + 1));
            assertEquals(List.of(), prefix.differences(found), reasoner + " on " + entry.name() + " to depth " + depth);
        }
    }
}
