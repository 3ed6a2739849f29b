package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Both encodings on every bundled game: refused with a reason, or in agreement with the
 * reference along a seeded playout (as far as a short time cap per game allows; tuProlog plays
 * a few to a few hundred states a second). {@code ./gdlbench verify --reasoners
 * prolog-assert,prolog-threaded} checks longer.
 */
class BundledGamesCrossCheckTest {
    private static final long BUDGET_MILLIS = 2_000;
    private static final long CAP_NANOS = 250_000_000L;

    static Stream<CorpusEntry> games() {
        return Corpus.bundled().entries().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void refusesOrAgreesWithTheReference(CorpusEntry entry) {
        StateMachine reference = new ReferenceReasoner().create(entry.game(), Map.of());
        for (ReasonerFactory encoding : new ReasonerFactory[] {new PrologAssertReasoner(), new PrologThreadedReasoner()}) {
            CorpusCheck.Result result = CorpusCheck.run(entry.name(), reference, encoding, BUDGET_MILLIS, 1, CAP_NANOS);
            System.out.println(result);
            assertTrue(result.refused() || result.states() > 0, result.toString());
        }
    }
}
