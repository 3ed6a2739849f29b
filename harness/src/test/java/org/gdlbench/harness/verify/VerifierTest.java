package org.gdlbench.harness.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Disagreement;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.testing.FaultyMachine;
import org.gdlbench.harness.testing.FaultyMachine.Fault;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class VerifierTest {
    private static final Game TICTACTOE = Corpus.bundled().entry("tictactoe").game();
    private static final long SEED = 40;

    private static StateMachine reference() {
        return Reasoners.create("reference", TICTACTOE);
    }

    private static Outcome verify(Fault fault, int step, int playouts) {
        Verifier verifier = new Verifier("tictactoe", reference(), SEED, playouts);
        return verifier.check("faulty", new FaultyMachine(reference(), fault, step), Deadline.none());
    }

    /** The reference path for {@code seed}, replayed here without the verifier's code: joint moves as texts. */
    private static List<List<String>> independentPath(long seed) {
        StateMachine machine = reference();
        SplittableRandom random = new SplittableRandom(seed);
        MachineState state = machine.initialState();
        MoveList moves = new MoveList();
        List<List<String>> path = new ArrayList<>();
        while (!machine.isTerminal(state)) {
            List<String> joint = new ArrayList<>();
            int[] ids = new int[machine.roles().size()];
            for (int role = 0; role < ids.length; role++) {
                machine.legalMoves(state, role, moves);
                TreeSet<String> texts = new TreeSet<>();
                for (int i = 0; i < moves.size(); i++) {
                    texts.add(machine.moveText(role, moves.get(i)));
                }
                String chosen = new ArrayList<>(texts).get(random.nextInt(texts.size()));
                joint.add(chosen);
                ids[role] = machine.moveId(role, chosen);
            }
            path.add(joint);
            machine.next(state, ids, state);
        }
        return path;
    }

    @Test
    void theReferenceAgreesWithItselfInEveryComparedState() {
        Outcome outcome = verify(Fault.NONE, 0, 4);
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
        assertEquals(4, outcome.playouts());
        long expectedStates = 0;
        for (int i = 0; i < 4; i++) {
            expectedStates += independentPath(SEED + i).size() + 1;
        }
        assertEquals(expectedStates, outcome.states());
    }

    @Test
    void aDroppedLegalMoveIsReportedAtItsSeedAndStepWithThePath() {
        Outcome outcome = verify(Fault.DROP_MOVE, 3, 3);
        assertEquals(Outcome.Status.DISAGREES, outcome.status());
        Disagreement found = outcome.disagreement();
        assertEquals(SEED, found.seed());
        assertEquals(3, found.step());
        assertEquals("legal moves of " + reference().roles().get(0), found.aspect());
        // at step 3 the second role is on turn: the first role's one move, noop, is the one dropped
        assertEquals("legal moves of " + reference().roles().get(0) + ": missing noop", found.diff());
        assertEquals(independentPath(SEED).subList(0, 3), found.path());
    }

    @Test
    void movesListedInAnotherOrderThanTheReferencesAreADisagreement() {
        Outcome outcome = verify(Fault.REORDER_MOVES, 2, 3);
        assertEquals(Outcome.Status.DISAGREES, outcome.status(), outcome.summary());
        Disagreement found = outcome.disagreement();
        String role = reference().roles().get(0);
        assertEquals(SEED, found.seed());
        assertEquals(2, found.step());
        assertEquals("order of legal moves of " + role, found.aspect());
        // at step 2 the first role is on turn with seven empty cells, listed backwards
        assertTrue(found.diff().startsWith("order of legal moves of " + role + ": listed "), found.diff());
        assertTrue(found.diff().contains("order of their KIF texts"), found.diff());
        assertEquals(independentPath(SEED).subList(0, 2), found.path());
    }

    @Test
    void aFaultDeepInTheGameIsFoundInTheFirstPlayoutThatGetsThere() {
        int step = 8;
        long expectedSeed = SEED;
        while (independentPath(expectedSeed).size() <= step) {
            expectedSeed++;
        }
        assertTrue(expectedSeed > SEED, "the test needs early playouts that end before step " + step);
        Outcome outcome = verify(Fault.DROP_MOVE, step, 30);
        assertEquals(Outcome.Status.DISAGREES, outcome.status());
        assertEquals(expectedSeed, outcome.disagreement().seed());
        assertEquals(step, outcome.disagreement().step());
        assertEquals(expectedSeed - SEED, outcome.playouts());
    }

    @Test
    void aChangedFluentIsReportedAsMissingAndExtraFluents() {
        Outcome outcome = verify(Fault.CHANGE_FLUENT, 4, 3);
        Disagreement found = outcome.disagreement();
        assertEquals(SEED, found.seed());
        assertEquals(4, found.step());
        assertEquals("fluents", found.aspect());
        assertTrue(found.diff().startsWith("fluents: missing ("), found.diff());
        assertTrue(found.diff().endsWith("; extra " + reference().roles().get(0)), found.diff());
    }

    @Test
    void aFastPlayoutThatDisagreesWithTheDefaultAlgorithmIsCaught() {
        StateMachine faulty = new FaultyMachine(reference(), Fault.FAST_PLAYOUT, 0);
        long expectedSeed = SEED;
        while (faulty.playout(faulty.initialState(), new SplittableRandom(expectedSeed))
                .equals(reference().playout(reference().initialState(), new SplittableRandom(expectedSeed)))) {
            expectedSeed++;
        }
        Outcome outcome = verify(Fault.FAST_PLAYOUT, 0, 20);
        assertEquals(Outcome.Status.DISAGREES, outcome.status());
        assertEquals("fast playout", outcome.disagreement().aspect());
        assertEquals(Disagreement.WHOLE_PLAYOUT, outcome.disagreement().step());
        assertEquals(expectedSeed, outcome.disagreement().seed());
        assertTrue(outcome.disagreement().diff().contains("default algorithm"), outcome.disagreement().diff());
    }

    /** A reasoner without a playout of its own would be compared with itself: its playouts are not compared. */
    @Test
    void onlyAPlayoutOfTheReasonersOwnIsComparedWithTheDefaultAlgorithm() {
        assertFalse(Verifier.hasOwnPlayout(reference()), "the reference plays out by the default algorithm");
        assertTrue(Verifier.hasOwnPlayout(new FaultyMachine(reference(), Fault.NONE, 0)));
        assertTrue(Verifier.hasOwnPlayout(Reasoners.create("propnet", TICTACTOE)));
    }

    @Test
    void aPassedTimeCapIsCappedWithTheReason() {
        Verifier verifier = new Verifier("tictactoe", reference(), SEED, 3);
        Outcome outcome = verifier.check("reference", reference(), Deadline.after(Duration.ZERO));
        assertEquals(Outcome.Status.CAPPED, outcome.status());
        assertEquals(0, outcome.states());
        assertTrue(outcome.reason().startsWith("time cap of 0 s reached after 0 of 3 playouts"), outcome.reason());
        assertNull(outcome.disagreement());
    }

    @Test
    void aReasonerGivingUpInPlayIsSkippedWithItsReasonNotWrong() {
        Outcome outcome = verify(Fault.GIVE_UP, 2, 3);
        assertEquals(Outcome.Status.GAVE_UP, outcome.status());
        assertEquals(outcome.reason(), outcome.summary(), "one line: neither a disagreement nor skipped");
        assertNull(outcome.disagreement());
        assertTrue(outcome.reason().startsWith("gave up at seed " + SEED + " step 2 after 2 states agreed: "
                + "gives up on request"), outcome.reason());
    }

    /** diff's first reasoner stands as the reference: its giving up is a give-up too, naming it, not "threw". */
    @Test
    void aStandInReferenceGivingUpInPlayIsAGiveUpNotADisagreement() {
        Verifier verifier = new Verifier("tictactoe", new FaultyMachine(reference(), Fault.GIVE_UP, 2), "slow", SEED, 3);
        Outcome outcome = verifier.check("reference", reference(), Deadline.none());
        assertEquals(Outcome.Status.GAVE_UP, outcome.status());
        assertNull(outcome.disagreement());
        assertEquals("slow gave up at seed " + SEED + " step 2 after 2 states agreed: gives up on request",
                outcome.reason());
        assertEquals(outcome.reason(), outcome.summary());
    }

    /** The default check: a reasoner giving up on a state of the exploration is a give-up with one line. */
    @Test
    void aReasonerGivingUpInTheDefaultCheckIsAGiveUpNotADisagreement() {
        Verifier verifier = Verification.byDefault(SEED).verifier("tictactoe", TICTACTOE);
        Outcome outcome = verifier.check("faulty", new FaultyMachine(reference(), Fault.GIVE_UP, 3), Deadline.none());
        assertEquals(Outcome.Status.GAVE_UP, outcome.status());
        assertNull(outcome.disagreement());
        assertTrue(outcome.reason().matches("gave up after \\d+ states agreed: gives up on request"), outcome.reason());
        assertEquals(1, outcome.summary().lines().count());
    }

    /** Running out of heap in play is a give-up with where and how to raise it, not "the reasoner threw" nor a crash. */
    @Test
    void aReasonerRunningOutOfMemoryInPlayGivesUpInOneLine() {
        Outcome outcome = verify(Fault.OUT_OF_MEMORY, 2, 3);
        assertEquals(Outcome.Status.GAVE_UP, outcome.status(), outcome.summary());
        assertNull(outcome.disagreement());
        assertTrue(outcome.reason().matches("gave up at seed " + SEED + " step 2 after 2 states agreed: ran out of"
                + " memory while playing \\(heap \\d+ MB; -Xmx raises it\\)"), outcome.reason());
        assertEquals(1, outcome.summary().lines().count());
    }

    @Test
    void aReasonerRunningOutOfStackInTheDefaultCheckGivesUpInOneLine() {
        Verifier verifier = Verification.byDefault(SEED).verifier("tictactoe", TICTACTOE);
        Outcome outcome = verifier.check("faulty", new FaultyMachine(reference(), Fault.OUT_OF_STACK, 3), Deadline.none());
        assertEquals(Outcome.Status.GAVE_UP, outcome.status(), outcome.summary());
        assertTrue(outcome.reason().matches("gave up after \\d+ states agreed: ran out of stack while playing"
                + " \\(-Xss raises it\\)"), outcome.reason());
        // the verifier is still good for the next reasoner
        Outcome next = verifier.check("reference", reference(), Deadline.none());
        assertEquals(Outcome.Status.AGREES, next.status(), next.summary());
    }

    /** A reasoner that runs out of heap preparing refuses the game, and the run goes on to the next reasoner. */
    @Test
    void aReasonerRunningOutOfMemoryPreparingIsSkippedAndTheRunGoesOn() {
        Verification verification = new Verification(2, SEED, Duration.ofSeconds(30));
        List<Outcome> outcomes = verification.run(List.of(Corpus.bundled().entry("tictactoe")),
                List.of(ReasonerSpec.parse("faulty:fault=out-of-memory-preparing"), ReasonerSpec.parse("faulty")),
                outcome -> { });
        assertEquals(2, outcomes.size());
        assertEquals(Outcome.Status.SKIPPED, outcomes.get(0).status());
        assertTrue(outcomes.get(0).reason().matches("ran out of memory while preparing \\(heap \\d+ MB; -Xmx raises it\\)"),
                outcomes.get(0).reason());
        assertEquals(Outcome.Status.AGREES, outcomes.get(1).status(), outcomes.get(1).summary());
    }

    @Test
    void aRefusedGameIsSkippedNotFailed() {
        Verification verification = new Verification(2, SEED, Duration.ofSeconds(30));
        List<Outcome> outcomes = verification.run(List.of(Corpus.bundled().entry("tictactoe")),
                List.of(ReasonerSpec.parse("faulty:fault=refuse")), outcome -> { });
        assertEquals(1, outcomes.size());
        assertEquals(Outcome.Status.SKIPPED, outcomes.get(0).status());
        assertEquals("refuses every game on request", outcomes.get(0).reason());
    }

    @Test
    void differentRolesAreADisagreementAtTheStart() {
        Game nim = Corpus.bundled().entry("roshambo").game();
        Verifier verifier = new Verifier("tictactoe", reference(), SEED, 1);
        Outcome outcome = verifier.check("other", Reasoners.create("reference", nim), Deadline.none());
        assertEquals("roles", outcome.disagreement().aspect());
        assertEquals(0, outcome.disagreement().step());
    }
}
