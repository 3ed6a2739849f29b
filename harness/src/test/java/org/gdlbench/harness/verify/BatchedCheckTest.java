package org.gdlbench.harness.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.SplittableRandom;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Disagreement;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.harness.testing.FaultyBatchingMachine;
import org.gdlbench.harness.testing.FaultyBatchingMachine.Fault;
import org.gdlbench.harness.testing.FaultyMachine;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The batched check: a reasoner whose machine plays batched playouts has them replayed through
 * the reference after its other checks; faults planted in one playout of the batch, which the
 * single-playout checks cannot see, are each reported with their aspect, run seed and playout.
 */
class BatchedCheckTest {
    private static final long SEED = 40;
    /** The playout of the run that the planted faults strike: a lane's second, so past the first 64. */
    private static final long FAULTY = 70;
    private static final Deadline GENEROUS = Deadline.after(Duration.ofMinutes(5));

    private static Game game(String name) {
        return Corpus.bundled().entry(name).game();
    }

    private static BatchingMachine propnet(Game game) {
        return (BatchingMachine) Reasoners.create("propnet", game);
    }

    private static Outcome check(String name, StateMachine machine, int playouts) {
        Game game = game(name);
        return new Verifier(name, Reasoners.create("reference", game), SEED, playouts)
                .check("batching", machine, GENEROUS);
    }

    private static Outcome planted(Fault fault) {
        Game game = game("tictactoe");
        return check("tictactoe", new FaultyBatchingMachine(propnet(game), fault, FAULTY), 100);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tictactoe", "connectfour", "roshambo", "chinesecheckers3"})
    void thePropnetsBatchedPlayoutsAgreeWithTheReference(String name) {
        Outcome outcome = check(name, propnet(game(name)), 2);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
        assertNotNull(outcome.batched(), "the propnet batches");
        assertEquals(64, outcome.batched().asked(), "one playout per lane at least");
        assertEquals(64, outcome.batched().agreed(), outcome.summary());
        assertNull(outcome.batched().note());
        assertEquals("agrees; 64 batched playouts agreed", outcome.summary());
    }

    @Test
    void moreSeededPlayoutsAskForMoreBatchedOnes() {
        Outcome outcome = check("tictactoe", propnet(game("tictactoe")), 150);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
        assertEquals(150, outcome.batched().asked());
        assertEquals(150, outcome.batched().agreed());
    }

    @Test
    void theDefaultCheckReplaysOneBatchedPlayoutPerLane() {
        Game game = game("tictactoe");
        Outcome outcome = Verification.byDefault(SEED).verifier("tictactoe", game)
                .check("propnet", propnet(game), GENEROUS);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
        assertEquals(64, outcome.batched().agreed());
    }

    @Test
    void aWrongGoalInOneBatchedPlayoutIsADisagreementNamingThePlayout() {
        Outcome outcome = planted(Fault.WRONG_GOAL);
        assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.summary());
        Disagreement found = outcome.disagreement();
        String role = Reasoners.create("reference", game("tictactoe")).roles().get(0);
        assertEquals("batched: goal of " + role, found.aspect());
        assertEquals(SEED, found.seed(), "the batch run's seed");
        assertEquals(new Disagreement.BatchedPlayout(FAULTY, PlayoutRandom.seedOf(SEED, FAULTY)), found.batched());
        assertEquals(found.path().size(), found.step(), "at the playout's end");
        assertTrue(found.diff().startsWith("goal of " + role + ": reference "), found.diff());
        assertEquals("--seed " + SEED + " --playouts " + (FAULTY + 1), found.repeatOptions());
        assertEquals(FAULTY, outcome.batched().agreed(), "the playouts before it agreed");
        assertTrue(outcome.summary().startsWith("DISAGREES at seed " + SEED + " batched playout " + FAULTY + " step "),
                outcome.summary());
    }

    @Test
    void aMoveOtherThanTheSeededDrawIsADisagreementAtItsStep() {
        Outcome outcome = planted(Fault.NEXT_MOVE);
        assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.summary());
        Disagreement found = outcome.disagreement();
        assertEquals("batched: move of " + Reasoners.create("reference", game("tictactoe")).roles().get(0), found.aspect());
        assertEquals(0, found.step());
        assertEquals(FAULTY, found.batched().number());
        assertTrue(found.diff().contains("seeded draw over the reference's 9 legal moves picks "), found.diff());
    }

    @Test
    void aLaneThatPlaysOnPastTheEndIsATerminalDisagreement() {
        Outcome outcome = planted(Fault.PAST_TERMINAL);
        assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.summary());
        Disagreement found = outcome.disagreement();
        assertEquals("batched: terminal", found.aspect());
        assertEquals(FAULTY, found.batched().number());
        assertEquals(found.path().size(), found.step());
        assertTrue(found.diff().contains("the reference finds terminal"), found.diff());
        assertTrue(found.describe("tictactoe", "batching").contains("batched playout " + FAULTY
                + " of the batch run seeded " + SEED), found.describe("tictactoe", "batching"));
    }

    @Test
    void aBatchThatFindsTheGameBrokenWhereTheReferencePlaysOnIsWrong() {
        Outcome outcome = planted(Fault.CLAIMS_BROKEN);
        assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.summary());
        assertEquals("batched: broken in play", outcome.disagreement().aspect());
        assertTrue(outcome.disagreement().diff().endsWith("the reference plays every playout under way to its end"),
                outcome.disagreement().diff());
    }

    /** One first move of ten leaves the player without moves: a seeded playout may miss it, 64 lanes do not. */
    @Test
    void aGameBrokenInABatchedPlayoutOnlyIsBrokenInPlayAsTheReferenceFindsIt() {
        Game game = FrontEnd.load("trap", "trap.kif", String.join("\n",
                "(role p)", "(init (step 0))",
                "(digit 0) (digit 1) (digit 2) (digit 3) (digit 4) (digit 5) (digit 6) (digit 7) (digit 8) (digit 9)",
                "(<= (legal p (go ?d)) (true (step 0)) (digit ?d))",
                "(<= (legal p wait) (true (step 1)) (not (true trapped)))",
                "(<= (next trapped) (does p (go 9)))",
                "(<= (next (step 1)) (true (step 0)))",
                "(<= (next (step 2)) (true (step 1)))",
                "(<= terminal (true (step 2)))",
                "(goal p 100)"));
        StateMachine reference = Reasoners.create("reference", game);
        long seed = SEED;
        while (trapped(reference, seed)) {
            seed++;
        }
        Outcome outcome = new Verifier("trap", reference, seed, 1).check("propnet", propnet(game), GENEROUS);
        assertEquals(Outcome.Status.GAME_ERROR, outcome.status(), outcome.summary());
        assertTrue(outcome.reason().startsWith("the reference finds the game broken in batched playout "),
                outcome.reason());
        assertTrue(outcome.reason().endsWith("role p has no legal move in a non-terminal state at step 1"),
                outcome.reason());
    }

    /** Whether the seeded single playout {@code seed} goes into the trap. */
    private static boolean trapped(StateMachine machine, long seed) {
        try {
            machine.playout(machine.initialState(), new SplittableRandom(seed));
            return false;
        } catch (GameRuleException e) {
            return true;
        }
    }

    @Test
    void aBatchThatRefusesTheGameKeepsTheSingleCheckWithANote() {
        Game game = game("tictactoe");
        Outcome outcome = check("tictactoe", new FaultyBatchingMachine(propnet(game), Fault.REFUSE, 0), 2);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
        assertEquals(2, outcome.playouts());
        assertEquals(0, outcome.batched().agreed());
        assertEquals("agrees; batched playouts not checked: the batch refuses this game: refuses to batch on request",
                outcome.summary());
    }

    @Test
    void aReasonerThatDoesNotBatchIsCheckedAsBefore() {
        Game game = game("tictactoe");
        Outcome outcome = check("tictactoe", new FaultyMachine(Reasoners.create("reference", game),
                FaultyMachine.Fault.NONE, 0), 2);
        assertEquals(Outcome.Status.AGREES, outcome.status());
        assertNull(outcome.batched());
        assertEquals("agrees", outcome.summary());
    }
}
