package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Both encodings on the community rule sheets (when present beside the project): each valid
 * sheet is refused with a one-line reason or agrees with the reference along seeded playouts,
 * within a time cap per sheet. The default build checks a sample chosen to cover the hard
 * parts (tabled and untabled static recursion, loop-checked dynamic recursion, existence tests,
 * refusals); {@code -Dprolog.fullCorpus=true} checks every sheet (about an hour on one core).
 */
class CommunitySheetsCrossCheckTest {
    private static final Set<String> SAMPLE = Set.of(
            "ticTacToe", "hanoi", "guess", "laikLee_hex", "queens", "ttcc4_2player_small");
    private static final boolean FULL = Boolean.getBoolean("prolog.fullCorpus");
    private static final long BUDGET_MILLIS = 2_000;

    @Test
    void everyCheckedSheetIsRefusedOrAgrees() {
        Path base = Path.of(System.getProperty("gdl.corpus.base", "../../../shared/gdl-corpus/base"));
        Assumptions.assumeTrue(Files.isDirectory(base), "community sheets not found at " + base + "; skipped");
        long capNanos = FULL ? 3_000_000_000L : 400_000_000L;
        List<String> disagreements = new ArrayList<>();
        int checked = 0;
        int refused = 0;
        for (CorpusEntry entry : Corpus.read(base).entries()) {
            if (entry.problem() != null || !(FULL || SAMPLE.contains(entry.name()))) {
                continue;
            }
            StateMachine reference = new ReferenceReasoner().create(entry.game(), Map.of());
            for (ReasonerFactory encoding : new ReasonerFactory[] {new PrologAssertReasoner(), new PrologThreadedReasoner()}) {
                try {
                    CorpusCheck.Result result = CorpusCheck.run(entry.name(), reference, encoding, BUDGET_MILLIS, 3, capNanos);
                    System.out.println(result);
                    checked++;
                    refused += result.refused() ? 1 : 0;
                } catch (AssertionError e) {
                    disagreements.add(e.getMessage());
                }
            }
        }
        System.out.printf("community sheets: %d sheet-encoding pairs checked, %d refused, %d disagreements%n",
                checked + disagreements.size(), refused, disagreements.size());
        assertTrue(disagreements.isEmpty(), String.join("\n", disagreements));
        assertTrue(FULL || checked == 2 * SAMPLE.size(), "every sample sheet found and valid: " + checked);
    }
}
