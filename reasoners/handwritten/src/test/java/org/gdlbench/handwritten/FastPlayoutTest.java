package org.gdlbench.handwritten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The fast playouts against the contract's default playout over the same machine: same depth,
 * goals and failures, and the same draws from the random generator, from the initial state,
 * from states met in play, and from arbitrary sets of fluents.
 */
class FastPlayoutTest {
    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void matchesTheDefaultPlayoutFromTheInitialState(HandwrittenGame known) {
        StateMachine fast = BundledGames.machine(known);
        MachineState start = fast.initialState();
        SortedSet<String> before = fast.fluents(start);
        for (long seed = 0; seed < 1000; seed++) {
            assertEquals(outcome(byDefault(fast), start, seed), outcome(fast::playout, start, seed),
                    known + ", seed " + seed);
        }
        assertEquals(before, fast.fluents(start), "a playout leaves its start state alone");
    }

    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void matchesTheDefaultPlayoutFromStatesMetInPlay(HandwrittenGame known) {
        StateMachine fast = BundledGames.machine(known);
        for (MachineState start : statesAlongPlayouts(fast, 20)) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(outcome(byDefault(fast), start, seed), outcome(fast::playout, start, seed),
                        known + ", from " + fast.fluents(start) + ", seed " + seed);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void matchesTheDefaultPlayoutFromArbitraryStates(HandwrittenGame known) {
        BitboardMachine fast = BundledGames.machine(known);
        List<String> fluents = fast.fluentTexts();
        SplittableRandom random = new SplittableRandom(11);
        int failures = 0;
        for (int i = 0; i < 500; i++) {
            double density = 0.6 * i / 500;
            List<String> chosen = new ArrayList<>();
            for (String fluent : fluents) {
                if (random.nextDouble() < density) {
                    chosen.add(fluent);
                }
            }
            MachineState start = fast.stateOf(chosen);
            String slowOutcome = outcome(byDefault(fast), start, i);
            assertEquals(slowOutcome, outcome(fast::playout, start, i), known + ", from " + chosen);
            failures += slowOutcome.startsWith("failed") ? 1 : 0;
        }
        // States without control make a role unable to move; both paths must report it alike.
        assertTrue(failures > 0, "no playout failed, so failures were not compared");
    }

    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void playoutStepsDoNotAllocate(HandwrittenGame known) {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocated bytes per thread");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported(), "this JVM does not count allocated bytes");
        StateMachine machine = BundledGames.machine(known);
        MachineState start = machine.initialState();
        MachineState state = machine.newState();
        MoveList[] legal = {new MoveList(), new MoveList()};
        int[] joint = new int[2];
        SplittableRandom random = new SplittableRandom(3);
        int steps = 100_000;
        stepThroughPlayouts(machine, start, state, legal, joint, random, steps);
        long before = threads.getCurrentThreadAllocatedBytes();
        stepThroughPlayouts(machine, start, state, legal, joint, random, steps);
        long stepBytes = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(stepBytes < steps / 10, stepBytes + " bytes allocated in " + steps + " steps");

        int playouts = 20_000;
        int[] goals = new int[machine.roles().size()];
        for (int i = 0; i < playouts; i++) {
            machine.playout(start, random, goals);
        }
        long depths = 0;
        before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < playouts; i++) {
            depths += machine.playout(start, random, goals);
        }
        long playoutBytes = threads.getCurrentThreadAllocatedBytes() - before;
        // An allocation per playout would be at least 16 bytes each, 320 KB in all; allow a little JIT noise.
        assertTrue(playoutBytes < 64 * 1024,
                playoutBytes + " bytes allocated in " + playouts + " playouts of " + depths + " steps");
    }

    /** Legal moves, a random joint move and the next state, {@code steps} times; back to the start at each end. */
    private static void stepThroughPlayouts(StateMachine machine, MachineState start, MachineState state,
                                            MoveList[] legal, int[] joint, SplittableRandom random, int steps) {
        machine.copy(start, state);
        for (int step = 0; step < steps; step++) {
            if (machine.isTerminal(state)) {
                machine.goal(state, 0);
                machine.copy(start, state);
            }
            for (int role = 0; role < joint.length; role++) {
                machine.legalMoves(state, role, legal[role]);
                joint[role] = legal[role].get(random.nextInt(legal[role].size()));
            }
            machine.next(state, joint, state);
        }
    }

    /** The playout's result and the generator's next draw, or the failure's message. */
    /** A way to play out a machine: its own playout or the default algorithm. */
    private interface Playout {
        PlayoutResult run(MachineState start, RandomGenerator random);
    }

    /** The contract's default playout over the same machine. */
    private static Playout byDefault(StateMachine machine) {
        return (start, random) -> DefaultPlayout.run(machine, start, random);
    }

    private static String outcome(Playout playout, MachineState start, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        try {
            PlayoutResult result = playout.run(start, random);
            return result + ", then draws " + random.nextLong();
        } catch (GameRuleException e) {
            return "failed: " + e.getMessage() + ", then draws " + random.nextLong();
        }
    }

    private static List<MachineState> statesAlongPlayouts(StateMachine machine, int playouts) {
        List<MachineState> states = new ArrayList<>();
        MoveList legal = new MoveList();
        int[] joint = new int[machine.roles().size()];
        for (long seed = 0; seed < playouts; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            MachineState state = machine.initialState();
            while (!machine.isTerminal(state)) {
                states.add(state);
                for (int role = 0; role < joint.length; role++) {
                    machine.legalMoves(state, role, legal);
                    joint[role] = legal.get(random.nextInt(legal.size()));
                }
                MachineState next = machine.newState();
                machine.next(state, joint, next);
                state = next;
            }
        }
        return states;
    }
}
