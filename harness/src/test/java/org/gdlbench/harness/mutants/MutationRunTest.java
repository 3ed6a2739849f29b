package org.gdlbench.harness.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.mutants.MutantResult;
import org.gdlbench.check.mutants.MutantResult.Found;
import org.gdlbench.check.mutants.MutantResult.Verdict;
import org.gdlbench.check.mutants.Mutation;
import org.gdlbench.check.mutants.MutationReport;
import org.gdlbench.check.mutants.MutationRun;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.testing.FaultyMachine;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.NamedFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Known mutants of tic-tac-toe, each with the verdict and the finding that the default check gives. */
class MutationRunTest {
    private static final Game TICTACTOE = Corpus.bundled().entry("tictactoe").game();
    private static final ReasonerSpec REFERENCE = ReasonerSpec.parse("reference");
    private static MutationRun run;
    private static MutationReport report;
    /** The results in the order the listener heard them. */
    private static final List<MutantResult> HEARD = new java.util.ArrayList<>();

    @BeforeAll
    static void runTheChosenMutants() {
        run = new MutationRun("tictactoe", TICTACTOE, REFERENCE, 100); // a strong check of 100 playouts reaches seed 23
        List<Mutation> chosen = List.of(
                mutation(42, "drop-init", "(init (control white))"),
                mutation(47, "drop-rule", "(<= (legal white noop) (true (control black)))"),
                // the two bugs of issue 56 that ten playouts miss: a diagonal, and the full board's draw
                mutation(97, "drop-rule", "(<= (diagonal ?z) (true (cell 1 3 ?z)) (true (cell 2 2 ?z))"
                        + " (true (cell 3 1 ?z)))"),
                mutation(104, "drop-rule", "(<= terminal (not open))"),
                // both lines never hold at once: white's 100 needs no (not (line o))
                mutation(74, "drop-literal", "(not (line o))"),
                mutation(44, "drop-literal", "(true (cell ?x ?y b))"));
        report = run.run(chosen, Deadline.after(Duration.ofMinutes(5)), HEARD::add);
    }

    private static Mutation mutation(int line, String kind, String original) {
        List<Mutation> found = run.mutations().stream().filter(mutation -> mutation.line() == line
                && mutation.kind().label().equals(kind) && mutation.original().equals(original)).toList();
        assertEquals(1, found.size(), "one " + kind + " of " + original + " on line " + line);
        return found.get(0);
    }

    private static MutantResult result(int index) {
        return report.results().get(index);
    }

    @Test
    void aLostInitialFactAndALostLegalMoveAreCaughtWhereTheyFirstShow() {
        assertEquals(Verdict.CAUGHT, result(0).verdict(), result(0).toString());
        assertEquals(new Found(1, 0, "fluents"), result(0).found());
        assertEquals(Verdict.CAUGHT, result(1).verdict(), result(1).toString());
        assertEquals(new Found(1, 1, "legal moves of white"), result(1).found());
    }

    @Test
    void theMissingDiagonalAndTheLostDrawThatTenPlayoutsMissAreCaughtByTheDefaultCheck() {
        // issue 56: ten seeded playouts missed both (the strong check found them at seeds 23 and 15);
        // the default check enumerates tic-tac-toe's every state
        assertEquals(Verdict.CAUGHT, result(2).verdict(), result(2).toString());
        assertEquals("terminal", result(2).found().aspect(), result(2).toString());
        assertEquals(Verdict.CAUGHT, result(3).verdict(), result(3).toString());
        assertEquals("terminal", result(3).found().aspect(), result(3).toString());
    }

    @Test
    void aMutantThatChangesNothingObservableIsLikelyEquivalent() {
        assertEquals(Verdict.EQUIVALENT, result(4).verdict(), result(4).toString());
        assertNull(result(4).found());
    }

    /** The strong check waits for the default check of every mutant: the miss is told last, the report keeps the order given. */
    @Test
    void theMissesOfTheDefaultCheckGoToTheStrongCheckAfterEveryOtherMutant() {
        assertEquals(report.results().size(), HEARD.size());
        assertEquals(result(4), HEARD.get(HEARD.size() - 1), "the one the default check missed comes last");
        assertEquals(result(5), HEARD.get(HEARD.size() - 2));
        assertEquals(List.of(42, 47, 97, 104, 74, 44), report.results().stream().map(r -> r.mutation().line()).toList());
    }

    @Test
    void anUnsafeMutantIsInvalidWithTheFrontEndsReason() {
        assertEquals(Verdict.INVALID, result(5).verdict());
        assertTrue(result(5).detail().startsWith("line 44: unsafe rule: variable ?x"), result(5).detail());
    }

    @Test
    void theRateCountsCaughtAndMissedOnly() {
        assertNull(report.problem());
        assertEquals(4, report.count(Verdict.CAUGHT));
        assertEquals(0, report.count(Verdict.MISSED));
        assertEquals(0, report.caughtOnlyByStrongCheck());
        assertEquals(1.0, report.detectionRate());
    }

    @Test
    void theJsonDocumentHoldsEveryRecordAndTheSummary() throws Exception {
        JsonNode json = new ObjectMapper().readTree(report.json());
        assertEquals("tictactoe", json.get("game").asText());
        assertEquals(6, json.get("summary").get("mutations").asInt());
        assertEquals(run.mutations().size(), json.get("summary").get("mutationsInSheet").asInt());
        assertEquals(4, json.get("summary").get("caught").asInt());
        assertEquals(1, json.get("summary").get("equivalent").asInt());
        assertEquals(1, json.get("summary").get("invalid").asInt());
        assertEquals(0, json.get("summary").get("caughtOnlyByStrongCheck").asInt());
        assertEquals(1.0, json.get("summary").get("detectionRate").asDouble());
        JsonNode records = json.get("mutations");
        assertEquals(report.results().size(), records.size());
        for (int i = 0; i < records.size(); i++) {
            MutantResult result = report.results().get(i);
            JsonNode record = records.get(i);
            assertEquals(result.mutation().number(), record.get("number").asInt());
            assertEquals(result.mutation().kind().label(), record.get("kind").asText());
            assertEquals(result.mutation().line(), record.get("line").asInt());
            assertEquals(result.mutation().original(), record.get("original").asText());
            assertEquals(result.verdict().label(), record.get("outcome").asText());
            if (result.found() == null) {
                assertTrue(record.get("found").isNull());
            } else {
                assertEquals(result.found().seed(), record.get("found").get("seed").asLong());
                assertEquals(result.found().step().intValue(), record.get("found").get("step").asInt());
                assertEquals(result.found().aspect(), record.get("found").get("aspect").asText());
            }
        }
    }

    @Test
    void aMutantWhoseStepNeverEndsIsStoppedWithTheBudgetAndNeverCaught() {
        String original = TICTACTOE.hash();
        Reasoners.register(new NamedFactory("endless-on-mutants",
                "test only: the reference, whose first legal moves never end on any other game", (game, options) -> {
                    StateMachine reference = Reasoners.create("reference", game);
                    return game.hash().equals(original) ? reference
                            : new FaultyMachine(reference, FaultyMachine.Fault.ENDLESS_STEP, 0);
                }), "MutationRunTest");
        try {
            MutationRun endless = new MutationRun("tictactoe", TICTACTOE, ReasonerSpec.parse("endless-on-mutants"), 100);
            long begin = System.nanoTime();
            MutationReport stopped = endless.run(List.of(mutation(42, "drop-init", "(init (control white))"),
                    mutation(104, "drop-rule", "(<= terminal (not open))")), Deadline.after(Duration.ofSeconds(5)),
                    result -> { });
            assertTrue(System.nanoTime() - begin < 40_000_000_000L, "stopped near the budget and the step's grace");
            assertNull(stopped.problem(), "the original game agrees");
            // the lost init fact shows in the initial state's fluents, compared before legal moves
            assertEquals(List.of(Verdict.CAUGHT, Verdict.NOT_RUN),
                    stopped.results().stream().map(MutantResult::verdict).toList(), stopped.results().toString());
            assertTrue(stopped.results().get(1).detail().endsWith("was spent during its check"),
                    stopped.results().get(1).detail());
        } finally {
            Reasoners.unregister("endless-on-mutants");
        }
    }

    @Test
    void mutantsNotReachedWithinTheBudgetAreNotRunNeverCaught() {
        MutationRun spent = new MutationRun("tictactoe", TICTACTOE, REFERENCE);
        MutationReport none = spent.run(spent.mutations().subList(0, 3), Deadline.after(Duration.ZERO), result -> { });
        assertNotNull(none.problem());
        assertEquals(3, none.count(Verdict.NOT_RUN));
        assertTrue(Double.isNaN(none.detectionRate()));
    }
}
