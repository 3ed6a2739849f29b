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
 * so a reasoner is checked the moment it is registered.
 */
class GoldenCountsTest {
    /** Test doubles registered on the test class path; without options they are the reference again. */
    private static final List<String> TEST_DOUBLES = List.of("faulty");
    private static final Duration TIME_CAP = Duration.ofMinutes(2);

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
        StateMachine machine;
        try {
            machine = Reasoners.create(reasoner, entry.game());
        } catch (UnsupportedGameException e) {
            Assumptions.abort("refused: " + e.getMessage());
            return;
        }
        List<Perft.Ply> found = new Perft(machine).count(golden.get().depth(), Deadline.after(TIME_CAP));
        assertNotNull(found, () -> reasoner + " took over " + TIME_CAP + " on " + entry.name());
        assertEquals(List.of(), golden.get().differences(found), reasoner + " on " + entry.name());
    }
}
