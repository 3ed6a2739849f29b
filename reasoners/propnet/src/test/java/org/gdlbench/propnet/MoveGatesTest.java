package org.gdlbench.propnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;

/**
 * Interpreted propagation with a move's transition gates out of its fan-out ({@code eval.MoveGates}):
 * a game whose moves each feed a transition per cell of a ring takes that way, those of a move
 * and one base straight from the base, and answers as the reference and as the same net
 * propagated over every link do.
 */
class MoveGatesTest {
    private static final int CELLS = 40;

    /**
     * Player a stays or jumps 1 to 3 cells along a ring of 40, onto a cell without a wall; player
     * b walls a cell off or waits. (a is never on a wall, so stay's frame reads that it is not
     * there only to have a gate of its move and two bases.) Each of a's moves is read by a transition per cell, whose
     * state part is a base and a negated base (or two bases); the goals read a recursive view
     * (the cells a reaches walking the ring), so events are taken last in, first out.
     */
    static String ring() {
        StringBuilder rules = new StringBuilder("""
                (role a) (role b)
                (init (at 0)) (init (step 0))
                (dist 1) (dist 2) (dist 3)
                (legal a stay)
                (<= (legal a (jump ?d)) (dist ?d))
                (<= (legal b (build ?x)) (pos ?x) (not (true (wall ?x))) (not (true (at ?x))))
                (legal b wait)
                (<= (next (wall ?x)) (does b (build ?x)))
                (<= (next (wall ?x)) (true (wall ?x)))
                (<= (next (at ?x)) (does a stay) (true (at ?x)) (not (true (wall ?x))))
                (<= (next (at ?y)) (does a (jump ?d)) (true (at ?x)) (add ?x ?d ?y) (not (true (wall ?y))))
                (<= (next (at ?x)) (does a (jump ?d)) (true (at ?x)) (add ?x ?d ?y) (true (wall ?y)))
                (<= (next (step ?m)) (true (step ?n)) (succ ?n ?m))
                (<= (reach ?x) (true (at ?x)))
                (<= (reach ?y) (reach ?x) (add ?x 1 ?y) (not (true (wall ?y))))
                (<= terminal (true (step 30)))
                (<= (goal a 100) (reach 39))
                (<= (goal a 0) (not (reach 39)))
                (goal b 50)
                """);
        for (int x = 0; x < CELLS; x++) {
            rules.append("(pos ").append(x).append(")\n");
            for (int d = 1; d <= 3; d++) {
                rules.append("(add ").append(x).append(' ').append(d).append(' ').append((x + d) % CELLS).append(")\n");
            }
        }
        for (int n = 0; n < 30; n++) {
            rules.append("(succ ").append(n).append(' ').append(n + 1).append(")\n");
        }
        return rules.toString();
    }

    private static PropnetMachine machine(Map<String, String> options) {
        return (PropnetMachine) new PropnetReasoner().create(TestGames.game("ring", ring()), options);
    }

    @Test
    void movesOfManyTransitionsTravelOnlyToThoseOfTheStateAndAgreeWithTheReference() {
        PropnetMachine gated = machine(Map.of("compile", "false"));
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, gated.backEnd().backEnd());
        long gates = gated.preparation().sizes().get(PropnetMachine.GATED_GATES);
        // stay's 40 frame gates and each jump's transitions, however the optimiser groups them
        assertTrue(gates >= 4 * CELLS, gated.preparation().summary());
        // gates of a move and one state gate travel from that gate; stay's read a base and a wall's negation
        long direct = gated.preparation().sizes().get(PropnetMachine.DIRECT_GATES);
        assertTrue(direct >= 3 * CELLS && direct < gates, gated.preparation().summary());
        assertTrue(gated.preparation().reasons().stream().anyMatch(r -> r.contains("transition gates")),
                gated.preparation().summary());
        MachineState start = gated.initialState();
        for (int seed = 0; seed < 40; seed++) {
            // from a saved start marking after the first: its ready lists are copied back with it
            assertEquals(DefaultPlayout.run(gated, start, new SplittableRandom(seed)),
                    gated.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        ReasonerTestKit.assertAgreesWithTheReference(gated, 40);
    }

    @Test
    void aRowOfManyOrdersTravelsFromItsOneOrderAndAgreesWithTheReference() {
        // Each move's gate of an order feeds only the or-gate of the order it makes: followed straight there.
        PropnetMachine gated = (PropnetMachine) new PropnetReasoner().create(
                TestGames.game("flips", BackEndChooserTest.flips()), Map.of("compile", "false"));
        assertEquals(4L * 120, gated.preparation().sizes().get(PropnetMachine.DIRECT_GATES), gated.preparation().summary());
        MachineState start = gated.initialState();
        for (int seed = 0; seed < 40; seed++) {
            assertEquals(DefaultPlayout.run(gated, start, new SplittableRandom(seed)),
                    gated.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        ReasonerTestKit.assertAgreesWithTheReference(gated, 40);
    }

    @Test
    void gatedAndUngatedPropagationGiveTheSameNextStates() {
        PropnetMachine gated = machine(Map.of("compile", "false"));
        PropnetMachine ungated = machine(Map.of("compile", "false", "minGatedFanOut", "1000000"));
        assertEquals(0L, ungated.preparation().sizes().get(PropnetMachine.GATED_GATES));
        SplittableRandom random = new SplittableRandom(7);
        MachineState state = gated.initialState();
        MachineState other = gated.initialState();
        MachineState next = gated.newState();
        MachineState expected = ungated.newState();
        int[] joint = new int[2];
        for (int step = 0; step < 2_000; step++) {
            if (gated.isTerminal(state)) {
                state = gated.initialState();
            }
            for (int role = 0; role < 2; role++) {
                MoveList moves = new MoveList();
                gated.legalMoves(state, role, moves);
                joint[role] = moves.get(random.nextInt(moves.size()));
            }
            // Often the same move from another state, so readiness changes while a move stays marked.
            if (random.nextInt(3) == 0) {
                gated.next(other, joint, next);
                ungated.next(ungated.stateOf(gated.fluents(other)), joint, expected);
                assertEquals(ungated.fluents(expected), gated.fluents(next), "from " + gated.fluents(other));
            }
            gated.next(state, joint, next);
            ungated.next(ungated.stateOf(gated.fluents(state)), joint, expected);
            assertEquals(ungated.fluents(expected), gated.fluents(next), "from " + gated.fluents(state));
            other = state;
            state = gated.newState();
            gated.copy(next, state);
        }
    }
}
