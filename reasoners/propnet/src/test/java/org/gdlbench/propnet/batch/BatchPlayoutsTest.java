package org.gdlbench.propnet.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.propnet.PropnetMachine;
import org.gdlbench.propnet.PropnetReasoner;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Batched playouts replayed through the reference: every lane's joint moves legal there and
 * drawn as the contract's seeded playout draws them, its end terminal and its goals the
 * reference's; many more checked against the propnet machine's own seeded playouts.
 */
class BatchPlayoutsTest {
    /** One player picks one of 100 cells a step, each once, for 4 steps: more moves than a word of lanes holds. */
    private static final String HUNDRED_CELLS = """
            (role p)
            (init (step 0))
            (digit 0) (digit 1) (digit 2) (digit 3) (digit 4) (digit 5) (digit 6) (digit 7) (digit 8) (digit 9)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
            (<= (legal p (pick ?x ?y)) (digit ?x) (digit ?y) (not (true (picked ?x ?y))))
            (<= (next (picked ?x ?y)) (does p (pick ?x ?y)))
            (<= (next (picked ?x ?y)) (true (picked ?x ?y)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= terminal (true (step 4)))
            (<= (goal p 100) (true (picked 9 9)))
            (<= (goal p 50) (true (picked 0 0)) (not (true (picked 9 9))))
            (<= (goal p 0) (not (true (picked 0 0))) (not (true (picked 9 9))))
            """;

    /**
     * Reachability round a ring whose links the player cuts, from a start that moves on round it
     * each step: in whatever order the recursive component's gates come, reaching round the ring
     * from some start takes several passes over them.
     */
    private static final String RING = """
            (role cutter)
            (edge a b) (edge b c) (edge c d) (edge d e) (edge e f) (edge f a)
            (init (on a))
            (<= (reach ?x) (true (on ?x)))
            (<= (reach ?y) (reach ?x) (link ?x ?y))
            (<= (link ?x ?y) (edge ?x ?y) (not (true (cut ?x ?y))))
            (<= (legal cutter (cut ?x ?y)) (link ?x ?y))
            (<= (next (cut ?x ?y)) (does cutter (cut ?x ?y)))
            (<= (next (cut ?x ?y)) (true (cut ?x ?y)))
            (<= (next (on ?y)) (true (on ?x)) (edge ?x ?y))
            (<= terminal (not (reach c)))
            (<= terminal (not (reach f)))
            (<= (goal cutter 100) (reach a))
            (<= (goal cutter 50) (not (reach a)) (reach e))
            (<= (goal cutter 0) (not (reach a)) (not (reach e)))
            """;

    /**
     * Two fluents that swap every step and a counter: next words that read bases themselves, which
     * a step must read before it overwrites any base.
     */
    private static final String SWAP = """
            (role p)
            (init (a)) (init (step 0))
            (succ 0 1) (succ 1 2) (succ 2 3)
            (legal p left) (legal p right)
            (<= (next (a)) (true (b)))
            (<= (next (b)) (true (a)))
            (<= (next (c)) (does p left) (true (a)))
            (<= (next (c)) (true (c)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= terminal (true (step 3)))
            (<= (goal p 100) (true (b)) (true (c)))
            (<= (goal p 50) (true (b)) (not (true (c))))
            (<= (goal p 0) (not (true (b))))
            """;

    /** A playout a lane finished, copied out of the batch. */
    private record Finished(long number, long seed, int[] goals, int[][] moves) {}

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tictactoe", "connectfour", "breakthrough", "roshambo", "stress_simultaneous",
            "chinesecheckers3"})
    void everyLanesPlayoutReplaysThroughTheReference(String name) {
        Game game = Corpus.bundled().select(List.of(name)).get(0).game();
        for (long seed : new long[] {1, 58}) {
            replayThroughTheReference(game, seed);
        }
    }

    @Test
    void recursiveNetsAndManyMovesReplayThroughTheReference() {
        Game cycle = TestGames.game("cycle", TestGames.CUT_THE_CYCLE);
        assertTrue(((PropnetMachine) new PropnetReasoner().create(cycle, Map.of())).stats().recursive() > 0,
                "the net has a recursive component");
        replayThroughTheReference(cycle, 3);
        replayThroughTheReference(TestGames.game("ring", RING), 5);
        replayThroughTheReference(TestGames.game("hundred", HUNDRED_CELLS), 4);
    }

    @Test
    void nextWordsThatReadBasesReplayThroughTheReference() {
        BatchPlayouts batch = ((PropnetMachine) new PropnetReasoner().create(TestGames.game("swap", SWAP), Map.of()))
                .batch();
        assertEquals(null, batch.whyInterpreted(), "the swap's gates are compiled");
        replayThroughTheReference(TestGames.game("swap", SWAP), 6);
        List<Finished> finished = play((PropnetMachine) new PropnetReasoner().create(TestGames.game("swap", SWAP),
                Map.of()), 6, 1);
        assertTrue(finished.stream().anyMatch(f -> f.goals()[0] == 100), "some playouts reach c");
        assertTrue(finished.stream().anyMatch(f -> f.goals()[0] == 50), "some do not");
    }

    /**
     * Plays until every lane finished a playout, then replays each finished playout through the
     * reference, drawing from the playout's own seed as the contract's playout does.
     */
    private static void replayThroughTheReference(Game game, long runSeed) {
        PropnetMachine propnet = (PropnetMachine) new PropnetReasoner().create(game, Map.of());
        StateMachine reference = new ReferenceReasoner().create(game, Map.of());
        List<Finished> finished = play(propnet, runSeed, 1);
        for (Finished playout : finished) {
            assertEquals(PlayoutRandom.seedOf(runSeed, playout.number()), playout.seed(), "the playout's seed");
            replay(game.name() + " seed " + runSeed + " playout " + playout.number(), propnet, reference, playout);
        }
    }

    /** Runs a batch from {@code runSeed} until every lane finished {@code each} playouts; returns those finished. */
    private static List<Finished> play(PropnetMachine propnet, long runSeed, int each) {
        BatchPlayouts batch = propnet.batch();
        int roles = propnet.roles().size();
        List<Finished> finished = new ArrayList<>();
        int[] perLane = new int[BatchPlayouts.LANES];
        batch.recordMoves(true);
        batch.listen((b, lane) -> {
            int[] goals = new int[roles];
            int[][] moves = new int[b.depth(lane)][roles];
            for (int role = 0; role < roles; role++) {
                goals[role] = b.goal(lane, role);
                for (int step = 0; step < moves.length; step++) {
                    moves[step][role] = b.move(lane, step, role);
                }
            }
            finished.add(new Finished(b.playout(lane), b.seed(lane), goals, moves));
            perLane[lane]++;
        });
        batch.start(runSeed);
        while (Arrays.stream(perLane).min().getAsInt() < each) {
            batch.run(1);
        }
        assertEquals(finished.size(), batch.playoutsFinished());
        return finished;
    }

    private static void replay(String where, PropnetMachine propnet, StateMachine reference, Finished playout) {
        int roles = reference.roles().size();
        PlayoutRandom random = new PlayoutRandom(playout.seed());
        MachineState state = reference.initialState();
        MoveList legal = new MoveList();
        int[] joint = new int[roles];
        for (int step = 0; step < playout.moves().length; step++) {
            assertFalse(reference.isTerminal(state), where + ": terminal before step " + step);
            for (int role = 0; role < roles; role++) {
                reference.legalMoves(state, role, legal);
                String played = propnet.moveText(role, playout.moves()[step][role]);
                int id = reference.moveId(role, played);
                assertTrue(id >= 0 && contains(legal, id), where + " step " + step + ": " + played + " is not legal");
                String drawn = reference.moveText(role, legal.get(random.nextInt(legal.size())));
                assertEquals(drawn, played, where + " step " + step + ": the seeded draw");
                joint[role] = id;
            }
            reference.next(state, joint, state);
        }
        assertTrue(reference.isTerminal(state), where + ": not terminal at its end");
        for (int role = 0; role < roles; role++) {
            assertEquals(reference.goal(state, role), playout.goals()[role], where + ": goal of role " + role);
        }
    }

    private static boolean contains(MoveList moves, int id) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == id) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tictactoe", "connectfour", "breakthrough", "stress_simultaneous", "chinesecheckers3"})
    void manyPlayoutsAgreeWithTheMachinesOwnSeededPlayouts(String name) {
        PropnetMachine propnet = (PropnetMachine) new PropnetReasoner().create(
                Corpus.bundled().select(List.of(name)).get(0).game(), Map.of());
        int[] goals = new int[propnet.roles().size()];
        for (Finished playout : play(propnet, 7, 4)) {
            int depth = propnet.playout(propnet.initialState(), new PlayoutRandom(playout.seed()), goals);
            assertEquals(depth, playout.moves().length, name + " playout " + playout.number() + ": depth");
            assertEquals(Arrays.toString(goals), Arrays.toString(playout.goals()),
                    name + " playout " + playout.number() + ": goals");
        }
    }

    @Test
    void stepsAllocateNothing() {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads.isThreadAllocatedMemoryEnabled(), "allocation counting is off");
        BatchPlayouts batch = ((PropnetMachine) new PropnetReasoner().create(
                Corpus.bundled().select(List.of("tictactoe")).get(0).game(), Map.of())).batch();
        batch.start(11);
        batch.run(2_000L * BatchPlayouts.LANES);
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        long states = batch.run(20_000L * BatchPlayouts.LANES);
        long bytes = threads.getThreadAllocatedBytes(thread) - before;
        // A byte per step would be 20 KB; allow a little JIT noise below that.
        assertTrue(bytes < 16 * 1024, bytes + " bytes over " + states + " states");
        assertTrue(batch.playoutsFinished() > 20_000, "lanes restarted: " + batch.playoutsFinished());
    }

    @Test
    void aRoleWithoutMovesIsAGameProblem() {
        String runsOut = """
                (role a)
                (init (left 2))
                (succ 0 1) (succ 1 2)
                (<= (legal a take) (true (left ?n)) (succ ?m ?n))
                (<= (next (left ?m)) (true (left ?n)) (succ ?m ?n))
                (<= terminal (true (left 3)))
                (goal a 50)
                """;
        BatchPlayouts batch = ((PropnetMachine) new PropnetReasoner().create(TestGames.game("out", runsOut), Map.of()))
                .batch();
        batch.start(1);
        GameRuleException e = assertThrows(GameRuleException.class, () -> batch.run(10 * BatchPlayouts.LANES));
        assertTrue(e.getMessage().contains("a"), e.getMessage());
    }

    @Test
    void transposingSwapsRowsAndColumns() {
        SplittableRandom random = new SplittableRandom(5);
        long[] rows = new long[3 * 64];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = random.nextLong();
        }
        long[] transposed = rows.clone();
        BitMatrix.transpose(transposed, 64);
        for (int r = 0; r < 64; r++) {
            assertEquals(rows[r], transposed[r], "rows before the matrix stay");
            assertEquals(rows[128 + r], transposed[128 + r], "rows after it too");
            for (int c = 0; c < 64; c++) {
                assertEquals(rows[64 + r] >>> c & 1, transposed[64 + c] >>> r & 1, "bit " + c + " of row " + r);
            }
        }
    }

    @Test
    void aSeedNamesOnePlayout() {
        PlayoutRandom a = new PlayoutRandom(PlayoutRandom.seedOf(9, 3));
        PlayoutRandom b = new PlayoutRandom(PlayoutRandom.seedOf(9, 3));
        int[] counts = new int[7];
        for (int i = 0; i < 70_000; i++) {
            int drawn = a.nextInt(7);
            assertEquals(drawn, b.nextInt(7));
            counts[drawn]++;
        }
        for (int count : counts) {
            assertTrue(Math.abs(count - 10_000) < 500, "about uniform: " + Arrays.toString(counts));
        }
        assertTrue(PlayoutRandom.seedOf(9, 3) != PlayoutRandom.seedOf(9, 4));
    }
}
