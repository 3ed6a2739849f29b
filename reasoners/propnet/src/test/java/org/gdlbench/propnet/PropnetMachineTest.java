package org.gdlbench.propnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.propnet.tuning.PropnetTuning;
import org.gdlbench.testkit.PlayoutAllocation;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a propnet machine answers and how its playouts run, on each way of keeping its gates
 * current: states, legal moves through guards, recursion, saved start markings, goals.
 */
class PropnetMachineTest {
    /** A player picks one of 100 cells a step, each once, for 5 steps: more moves than one word of bits holds. */
    private static final String HUNDRED_CELLS = """
            (role p)
            (init (step 0))
            (digit 0) (digit 1) (digit 2) (digit 3) (digit 4) (digit 5) (digit 6) (digit 7) (digit 8) (digit 9)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5)
            (<= (legal p (pick ?x ?y)) (digit ?x) (digit ?y) (not (true (picked ?x ?y))))
            (<= (next (picked ?x ?y)) (does p (pick ?x ?y)))
            (<= (next (picked ?x ?y)) (true (picked ?x ?y)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= terminal (true (step 5)))
            (<= (goal p 100) (true (picked 0 0)))
            (<= (goal p 0) (not (true (picked 0 0))))
            """;

    /** Player b takes one of what is left each step and has no move once nothing is: at step 3. */
    private static final String RUNS_OUT = """
            (role a) (role b)
            (init (left 3))
            (succ 0 1) (succ 1 2) (succ 2 3)
            (legal a wait)
            (<= (legal b take) (true (left ?n)) (succ ?m ?n))
            (<= (next (left ?m)) (true (left ?n)) (succ ?m ?n))
            (<= terminal (true (left 4)))
            (goal a 50) (goal b 50)
            """;

    /** A light switched on and off for ever. */
    private static final String NEVER_ENDS = """
            (role p)
            (init on)
            (legal p flip)
            (<= (next on) (not (true on)))
            (<= terminal (true broken))
            (goal p 100)
            """;

    /**
     * A machine with one reasoner option ({@code key=value}); the tests below take each way of
     * keeping gates current: interpreted changes, compiled changes, and the default (a full pass
     * for small nets without recursion).
     */
    static StateMachine propnet(String rules, String way) {
        String[] option = way.split("=");
        return new PropnetReasoner().create(TestGames.game("test", rules), Map.of(option[0], option[1]));
    }

    private static SortedSet<String> legal(StateMachine machine, MachineState state, int role) {
        MoveList moves = new MoveList();
        machine.legalMoves(state, role, moves);
        SortedSet<String> texts = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(machine.moveText(role, moves.get(i)));
        }
        return texts;
    }

    private static void play(StateMachine machine, MachineState state, String move) {
        machine.next(state, new int[] {machine.moveId(0, move)}, state);
    }


    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void aCycleLosesTheSupportItGaveItself(String way) {
        StateMachine machine = propnet(TestGames.CUT_THE_CYCLE, way);
        MachineState state = machine.initialState();
        assertEquals(new TreeSet<>(List.of("(cut a b)", "(cut b c)", "(cut b d)", "(cut c b)", "(cut c d)")),
                legal(machine, state, 0));
        assertFalse(machine.isTerminal(state));
        assertEquals(0, machine.goal(state, 0));
        play(machine, state, "(cut b d)");
        assertFalse(machine.isTerminal(state), "d is still reached through c");
        // b and c reach each other, but nothing reaches them from a any more.
        play(machine, state, "(cut a b)");
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(new TreeSet<>(List.of("(cut b c)", "(cut c b)", "(cut c d)")), legal(machine, state, 0));
        assertEquals(new TreeSet<>(List.of("(cut a b)", "(cut b d)", "(on a)")), machine.fluents(state));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void aStateAskedAboutAgainAfterAnotherIsAnsweredAfresh(String way) {
        StateMachine machine = propnet(TestGames.CUT_THE_CYCLE, way);
        MachineState start = machine.initialState();
        MachineState cut = machine.newState();
        machine.next(start, new int[] {machine.moveId(0, "(cut a b)")}, cut);
        assertTrue(machine.isTerminal(cut));
        assertFalse(machine.isTerminal(start));
        assertTrue(machine.isTerminal(cut));
        assertEquals(5, legal(machine, start, 0).size());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void fastPlayoutsDrawLikeTheDefaultOnesAndAgreeWithTheReference(String way) {
        for (String rules : List.of(TestGames.TIC_TAC_TOE, TestGames.CUT_THE_CYCLE, TestGames.SLOW_COUNTER,
                TestGames.BLANK_FRAME, HUNDRED_CELLS)) {
            playoutsAgreeWithTheReference((PropnetMachine) propnet(rules, way), 30);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void playoutsReportARoleWithoutAMoveAndAGameWithoutEnd(String way) {
        StateMachine runsOut = propnet(RUNS_OUT, way);
        MachineState start = runsOut.initialState();
        for (int seed = 0; seed < 2; seed++) {
            // Twice: the first playout's break must leave the machine fit for the next.
            GameRuleException broken = assertThrows(GameRuleException.class,
                    () -> runsOut.playout(start, new SplittableRandom(1)));
            assertEquals(GameRuleException.noLegalMove("b", 3).getMessage(), broken.getMessage());
            assertEquals(new TreeSet<>(List.of("take")), legal(runsOut, start, 1));
        }
        StateMachine endless = propnet(NEVER_ENDS, way);
        GameRuleException broken = assertThrows(GameRuleException.class,
                () -> endless.playout(endless.initialState(), new SplittableRandom(1)));
        assertEquals(GameRuleException.noTerminalState(StateMachine.MAX_PLAYOUT_DEPTH).getMessage(), broken.getMessage());
    }

    static BackEnd backEnd(StateMachine machine) {
        return ((PropnetMachine) machine).backEnd().backEnd();
    }

    @Test
    void theGamesOfTheseTestsTakeTheWaysTheyAreMeantFor() {
        for (String rules : List.of(HUNDRED_CELLS, RUNS_OUT, NEVER_ENDS)) {
            StateMachine machine = propnet(rules, "evaluation=auto");
            assertEquals(BackEnd.FULL_PASS, backEnd(machine), machine.preparation().summary());
        }
    }

    /**
     * A playout starts from a saved marking whose move was last worked out for another state: a
     * playout that plays that move first must still get the next state of its own start.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void playoutsFromASavedMarkingWorkOutTheirFirstNextState(String way) {
        StateMachine machine = propnet(TestGames.SLOW_COUNTER, way);
        StateMachine fresh = propnet(TestGames.SLOW_COUNTER, way);
        MachineState start = machine.initialState();
        MachineState second = machine.newState();
        for (int seed = 0; seed < 20; seed++) {
            // the next state of another state, for the move the playout may choose first
            machine.next(start, new int[] {machine.moveId(0, "step")}, second);
            assertEquals(DefaultPlayout.run(fresh, second, new SplittableRandom(seed)),
                    machine.playout(second, new SplittableRandom(seed)), "seed " + seed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void playoutsFromASavedMarkingKnowTheMoveItMarks(String way) {
        StateMachine machine = propnet(TestGames.SLOW_COUNTER, way);
        StateMachine fresh = propnet(TestGames.SLOW_COUNTER, way);
        MachineState start = machine.initialState();
        MachineState second = machine.newState();
        MachineState scratch = machine.newState();
        // This first playout saves the marking of second with step marked.
        machine.next(start, new int[] {machine.moveId(0, "step")}, second);
        machine.playout(second, new SplittableRandom(0));
        for (int seed = 0; seed < 20; seed++) {
            // Wait marked now: restoring the saved marking must bring step back, also where the
            // move part is specialised for the move marked and a playout's first step keeps it.
            machine.next(start, new int[] {machine.moveId(0, "wait")}, scratch);
            assertEquals(DefaultPlayout.run(fresh, second, new SplittableRandom(seed)),
                    machine.playout(second, new SplittableRandom(seed)), "seed " + seed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void playoutsAllocateNothing(String way) {
        PlayoutAllocation.Count count = PlayoutAllocation.measure(propnet(TestGames.SLOW_COUNTER, way), 2_000, 20_000);
        // An allocation per playout would be at least 16 bytes each, 320 KB in all; allow a little JIT noise.
        assertTrue(count.steps() > 100L * count.playouts(), "playouts are long: " + count);
        assertTrue(count.bytes() < 64 * 1024, count.toString());
    }

    /**
     * Two roles take turns marking cells of an 11 by 11 board: 122 moves each, over two words,
     * all but the noop guarded by the role being in control.
     */
    private static final String TURNS_ON_A_BIG_BOARD = """
            (role a) (role b)
            (index 1) (index 2) (index 3) (index 4) (index 5) (index 6)
            (index 7) (index 8) (index 9) (index 10) (index 11)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6)
            (init (control a))
            (init (step 0))
            (<= (legal ?r (mark ?x ?y)) (true (control ?r)) (index ?x) (index ?y) (not (true (cell ?x ?y))))
            (<= (legal a noop) (true (control b)))
            (<= (legal b noop) (true (control a)))
            (<= (next (cell ?x ?y)) (does ?r (mark ?x ?y)))
            (<= (next (cell ?x ?y)) (true (cell ?x ?y)))
            (<= (next (control a)) (true (control b)))
            (<= (next (control b)) (true (control a)))
            (<= (next (step ?m)) (true (step ?n)) (succ ?n ?m))
            (<= terminal (true (step 6)))
            (<= (goal ?r 50) (role ?r))
            """;

    /** Legal moves of a role whose guards fail are read from the words that may hold one: its noop's word. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    void aRoleOutOfControlHasItsNoopWhereverThatFalls(String way) {
        PropnetMachine machine = (PropnetMachine) propnet(TURNS_ON_A_BIG_BOARD, way);
        MachineState state = machine.initialState();
        assertEquals(121, legal(machine, state, 0).size());
        assertEquals(new TreeSet<>(List.of("noop")), legal(machine, state, 1));
        machine.next(state, new int[] {machine.moveId(0, "(mark 11 11)"), machine.moveId(1, "noop")}, state);
        assertEquals(new TreeSet<>(List.of("noop")), legal(machine, state, 0));
        SortedSet<String> second = legal(machine, state, 1);
        assertEquals(120, second.size());
        assertFalse(second.contains("(mark 11 11)"));
        playoutsAgreeWithTheReference(machine, 30);
    }

    /**
     * Seeded playouts from the initial state: the fast path draws as the default algorithm does,
     * and every step of the default one agrees with the reference.
     */
    private static void playoutsAgreeWithTheReference(PropnetMachine machine, int seeds) {
        MachineState start = machine.initialState();
        for (int seed = 0; seed < seeds; seed++) {
            PlayoutResult expected = DefaultPlayout.run(machine, start, new SplittableRandom(seed));
            assertEquals(expected, machine.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        ReasonerTestKit.assertAgreesWithTheReference(machine, seeds);
    }

    /**
     * A glitch entering a positive cycle: in the first step p and q rise together, so x (p and not
     * q) may rise and fall within one change, and reach holds itself up through loop. Taking
     * events in order, the glitch would chase itself around the cycle forever.
     */
    private static final String GLITCH_INTO_A_CYCLE = """
            (role r)
            (init s0) (init t)
            (<= (next t) (true t))
            (<= (next p) (true s0))
            (<= (next q) (true s0))
            (<= (next s1) (true s0))
            (<= (next s2) (true s1))
            (<= x (true p) (not (true q)))
            (<= reach x)
            (<= reach loop)
            (<= loop reach (true t))
            (legal r go)
            (<= (legal r stay) reach)
            (<= terminal (true s2))
            (<= (goal r 100) (true s2))
            """;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"compile=false", "evaluation=changes", "evaluation=auto"})
    // a separate thread, since a propagation that does not settle never looks at interrupts
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aGlitchIntoAPositiveCycleSettles(String way) {
        PropnetMachine machine = (PropnetMachine) propnet(GLITCH_INTO_A_CYCLE, way);
        assertEquals(1L, machine.preparation().sizes().get("recursiveComponents"), machine.description());
        playoutsAgreeWithTheReference(machine, 10);
    }

    /** Goals over gates propagation leaves out: an or-gate ({@code low}) and an and-gate of two inverted inputs. */
    private static final String SCORE_GOALS = """
            (role p)
            (num 1) (num 2)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
            (init (score 0))
            (<= (legal p (add ?n)) (num ?n))
            (<= (next (score ?t)) (true (score ?s)) (does p (add 1)) (succ ?s ?t))
            (<= (next (score ?t)) (true (score ?s)) (does p (add 2)) (succ ?s ?m) (succ ?m ?t))
            (<= terminal (true (score 3)))
            (<= terminal (true (score 4)))
            (<= low (true (score 0)))
            (<= low (true (score 1)))
            (<= (goal p 100) (true (score 3)))
            (<= (goal p 50) (not low) (not (true (score 3))))
            (<= (goal p 0) low)
            """;

    @ParameterizedTest(name = "goals={0}")
    @ValueSource(strings = {"adaptive", "demand", "pass"})
    void goalsOverGatesLeftOutOfPropagationAreEvaluatedRight(String way) {
        PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(TestGames.game("test", SCORE_GOALS),
                Map.of(PropnetReasoner.GOALS.name(), way));
        assertTrue(machine.stats().goalOnlyGates() > 0, machine.description());
        int[] expected = {0, 0, 50, 100, 50};
        for (int round = 0; round < 2; round++) {
            for (int score = 0; score <= 4; score++) {
                MachineState state = machine.stateOf(List.of("(score " + score + ")"));
                assertEquals(expected[score], machine.goal(state, 0), "score " + score);
            }
        }
    }

    @Test
    void everyWayOfEvaluatingGoalsEndsPlayoutsWithTheSameGoals() {
        Game game = Corpus.bundled().select(List.of("stress_simultaneous")).get(0).game();
        List<StateMachine> machines = new ArrayList<>();
        for (String way : List.of("adaptive", "demand", "pass")) {
            machines.add(new PropnetReasoner().create(game, Map.of(PropnetReasoner.GOALS.name(), way)));
        }
        // past the adaptive machine's trial, so it has chosen its way for good
        for (int seed = 0; seed < 2 * PropnetTuning.GOAL_TRIAL_MARKINGS; seed++) {
            List<PlayoutResult> results = new ArrayList<>();
            for (StateMachine machine : machines) {
                results.add(machine.playout(machine.initialState(), new SplittableRandom(seed)));
            }
            assertEquals(results.get(1), results.get(0), "seed " + seed);
            assertEquals(results.get(1), results.get(2), "seed " + seed);
        }
    }
}
