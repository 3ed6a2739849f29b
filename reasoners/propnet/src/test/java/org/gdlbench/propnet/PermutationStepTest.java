package org.gdlbench.propnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.gdlbench.grounding.FluentState;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.propnet.eval.Marking;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;

/**
 * A permutation game, interpreted: one fluent of 720 instances (the orders of a stack of six) of
 * which one holds, and moves that each map every order to another. A step's changes touch a few
 * of its state's 12 words, and making the next state current reads those alone, after a state
 * loaded too; each next order's bit toggles with its one flip that holds, without a counter.
 */
class PermutationStepTest {
    private static final int SIZE = 6;
    private static final int STEPS = 10;

    /** Flipping the top k of six, k from 2 to 6, from a shuffled stack; ends sorted or after ten flips. */
    static String stack() {
        String[] vars = {"?a", "?b", "?c", "?d", "?e", "?f"};
        StringBuilder rules = new StringBuilder("""
                (role p)
                (init (row 4 1 6 3 5 2)) (init (count 0))
                (<= (legal p (flip ?k)) (size ?k))
                (<= (next (count ?m)) (true (count ?n)) (succ ?n ?m))
                (<= terminal (true (row 1 2 3 4 5 6)))
                (<= terminal (true (count 10)))
                (<= (goal p 100) (true (row 1 2 3 4 5 6)))
                (<= (goal p 0) (not (true (row 1 2 3 4 5 6))))
                """);
        for (int k = 2; k <= SIZE; k++) {
            rules.append("(size ").append(k).append(")\n(<= (next (row");
            for (int i = 0; i < SIZE; i++) {
                rules.append(' ').append(vars[i < k ? k - 1 - i : i]);
            }
            rules.append(")) (does p (flip ").append(k).append(")) (true (row ").append(String.join(" ", vars)).append(")))\n");
        }
        for (int n = 0; n < STEPS; n++) {
            rules.append("(succ ").append(n).append(' ').append(n + 1).append(")\n");
        }
        return rules.toString();
    }

    private static PropnetMachine machine() {
        return (PropnetMachine) new PropnetReasoner().create(TestGames.game("stack", stack()), Map.of("compile", "false"));
    }

    @Test
    void playsAsTheReferenceDoes() {
        PropnetMachine machine = machine();
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, machine.backEnd().backEnd());
        // every flip of every order goes straight from the order
        assertEquals(5L * 720, machine.preparation().sizes().get(PropnetMachine.DIRECT_GATES),
                machine.preparation().summary());
        // and each reaches the or-gate of the order it makes, which only sets that order's next bit
        assertEquals(5L * 720, machine.preparation().sizes().get(PropnetMachine.DIRECT_TO_OUTPUTS),
                machine.preparation().summary());
        // whose inputs are one flip each, so that it toggles the bit without its counter
        assertEquals(5L * 720, machine.preparation().sizes().get(PropnetMachine.TOGGLED_OUTPUTS),
                machine.preparation().summary());
        MachineState start = machine.initialState();
        for (int seed = 0; seed < 40; seed++) {
            assertEquals(DefaultPlayout.run(machine, start, new SplittableRandom(seed)),
                    machine.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        ReasonerTestKit.assertAgreesWithTheReference(machine, 40);
    }

    @Test
    void aStepReadsOnlyTheStateWordsItsChangesTouched() {
        PropnetMachine machine = machine();
        // its own marking, loaded afresh each step: the next states as every word read gives them
        PropnetMachine oracle = machine();
        Marking marking = machine.marking();
        assertTrue(marking.stateWords >= 12, "720 orders take 12 words");
        MachineState state = oracle.initialState();
        MachineState expected = oracle.newState();
        marking.load(((FluentState) state).words());
        SplittableRandom random = new SplittableRandom(3);
        for (int step = 0; step < STEPS; step++) {
            int move = random.nextInt(SIZE - 1);
            oracle.next(state, new int[] {move}, expected);
            marking.chosen[0] = move;
            marking.play();
            marking.advance();
            assertEquals(oracle.fluents(expected), machine.fluents(marked(machine)), "step " + step);
            // after a load, the first step reads every word; then at most those of the order, of the
            // orders the last move and this one made of it, and of the count
            assertTrue(step == 0 ? marking.wordsRead() == marking.stateWords : marking.wordsRead() <= 5,
                    "step " + step + " read " + marking.wordsRead() + " words");
            oracle.copy(expected, state);
        }
    }

    /**
     * Forty cells of a ring, some marked; each turn both players move every mark at once, the one
     * by one or two cells, the other by three or four. The or-gate of a cell's next bit has an input
     * per move of both players, two of which may hold at once: its bit follows its counter, not its
     * inputs' parity.
     */
    static String twoShifts() {
        StringBuilder rules = new StringBuilder("""
                (role a) (role b)
                (init (count 0))
                (near 1) (near 2) (far 3) (far 4)
                (<= (legal a (shift ?d)) (near ?d))
                (<= (legal b (jump ?d)) (far ?d))
                (<= (next (q ?y)) (does a (shift ?d)) (true (q ?x)) (add ?x ?d ?y))
                (<= (next (q ?y)) (does b (jump ?d)) (true (q ?x)) (add ?x ?d ?y))
                (<= (next (count ?m)) (true (count ?n)) (succ ?n ?m))
                (<= terminal (true (count 10)))
                (<= (goal a 100) (true (q 0)))
                (<= (goal a 0) (not (true (q 0))))
                (<= (goal b 100) (not (true (q 0))))
                (<= (goal b 0) (true (q 0)))
                """);
        for (int x = 0; x < 40; x++) {
            for (int d = 1; d <= 4; d++) {
                rules.append("(add ").append(x).append(' ').append(d).append(' ').append((x + d) % 40).append(")\n");
            }
        }
        for (int x = 1; x < 40; x += 7) {
            rules.append("(init (q ").append(x).append("))\n");
        }
        for (int n = 0; n < STEPS; n++) {
            rules.append("(succ ").append(n).append(' ').append(n + 1).append(")\n");
        }
        return rules.toString();
    }

    @Test
    void movesOfTwoRolesKeepTheCountersOfTheirTargets() {
        // each move has a gate per cell, fewer than the default takes out of its fan-out
        PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(TestGames.game("shifts", twoShifts()),
                Map.of("compile", "false", "minGatedFanOut", "8"));
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, machine.backEnd().backEnd());
        // every move's gates go straight from their cell to the or-gate of the cell it makes
        assertEquals(4L * 40, machine.preparation().sizes().get(PropnetMachine.DIRECT_TO_OUTPUTS),
                machine.preparation().summary());
        assertEquals(0L, machine.preparation().sizes().get(PropnetMachine.TOGGLED_OUTPUTS),
                machine.preparation().summary());
        MachineState start = machine.initialState();
        for (int seed = 0; seed < 40; seed++) {
            assertEquals(DefaultPlayout.run(machine, start, new SplittableRandom(seed)),
                    machine.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        ReasonerTestKit.assertAgreesWithTheReference(machine, 40);
    }

    @Test
    void aStateLoadedBetweenStepsIsReadWhereItDiffers() {
        PropnetMachine machine = machine();
        PropnetMachine oracle = machine();
        Marking marking = machine.marking();
        MachineState start = oracle.initialState();
        MachineState other = oracle.newState();
        oracle.next(start, new int[] {4}, other);
        MachineState expected = oracle.newState();
        oracle.next(other, new int[] {2}, expected);
        marking.load(((FluentState) start).words());
        for (int move : new int[] {1, 3}) {
            marking.chosen[0] = move;
            marking.play();
            marking.advance();
        }
        // another state, whose order is in words the last step did not touch
        marking.load(((FluentState) other).words());
        marking.chosen[0] = 2;
        marking.play();
        marking.advance();
        assertEquals(oracle.fluents(expected), machine.fluents(marked(machine)));
        // the words of the orders and counts the load changed and those the step's changes touched
        assertTrue(marking.wordsRead() < marking.stateWords, "read " + marking.wordsRead() + " words");
    }

    @Test
    void playoutsFromOtherStatesReadOnlyTheWordsTheyChange() {
        PropnetMachine machine = machine();
        PropnetMachine oracle = machine();
        Marking marking = machine.marking();
        SplittableRandom random = new SplittableRandom(5);
        MachineState state = oracle.initialState();
        MachineState next = oracle.newState();
        MachineState expected = oracle.newState();
        marking.load(((FluentState) state).words());
        marking.chosen[0] = 0;
        marking.play();
        marking.advance();
        for (int round = 0; round < 30; round++) {
            // a state of its own, loaded over whatever the last round left marked
            oracle.next(state, new int[] {random.nextInt(SIZE - 1)}, next);
            oracle.copy(next, state);
            if (oracle.isTerminal(state)) {
                state = oracle.initialState();
            }
            int move = random.nextInt(SIZE - 1);
            oracle.next(state, new int[] {move}, expected);
            marking.load(((FluentState) state).words());
            marking.chosen[0] = move;
            marking.play();
            marking.advance();
            assertEquals(oracle.fluents(expected), machine.fluents(marked(machine)), "round " + round);
            assertTrue(marking.wordsRead() < marking.stateWords, "round " + round + " read " + marking.wordsRead());
        }
    }

    /** The state marked in {@code machine}'s marking. */
    private static MachineState marked(PropnetMachine machine) {
        FluentState state = (FluentState) machine.newState();
        System.arraycopy(machine.marking().marked, 0, state.words(), 0, state.words().length);
        return state;
    }
}
