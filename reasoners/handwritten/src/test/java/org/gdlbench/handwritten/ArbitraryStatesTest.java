package org.gdlbench.handwritten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each hand-written machine against the reference interpreter in states made of random sets of
 * the game's fluents, which play never reaches but the rules still define. (Seeded playouts from
 * the initial state are checked by {@link HandwrittenKitTest}.)
 */
class ArbitraryStatesTest {
    @ParameterizedTest(name = "{0}: {1} states")
    @CsvSource({"TICTACTOE, 400", "CONNECTFOUR, 150", "BREAKTHROUGH, 150"})
    void agreesOnArbitraryStates(HandwrittenGame known, int states) {
        BitboardMachine hand = BundledGames.machine(known);
        StateMachine reference = BundledGames.reference(known);
        List<String> fluents = hand.fluentTexts();
        SplittableRandom random = new SplittableRandom(7);
        int nextChecked = 0;
        for (int i = 0; i < states; i++) {
            // Sparse and dense states alike: each fluent is present with a probability of 0 to 0.6.
            double density = 0.6 * i / states;
            List<String> chosen = new ArrayList<>();
            for (String fluent : fluents) {
                if (random.nextDouble() < density) {
                    chosen.add(fluent);
                }
            }
            String where = known + ", state " + chosen;
            MachineState handState = hand.stateOf(chosen);
            MachineState referenceState = reference.stateOf(chosen);
            assertEquals(new TreeSet<>(chosen), hand.fluents(handState), where + ": the state holds its fluents");
            assertAgree(hand, handState, reference, referenceState, where);
            if (everyRoleCanMove(hand, handState)) {
                int[][] joint = randomJointMove(hand, handState, reference, random, where);
                MachineState handNext = hand.newState();
                hand.next(handState, joint[0], handNext);
                assertEquals(reference.fluents(nextOf(reference, referenceState, joint[1])), hand.fluents(handNext),
                        where + ": next state after " + movesOf(hand, joint[0]));
                nextChecked++;
            }
        }
        assertTrue(nextChecked > states / 4, "next checked in only " + nextChecked + " of " + states + " states");
    }

    /** Terminal flag, goals, legal moves, and the canonical view read back. */
    private static void assertAgree(StateMachine hand, MachineState handState,
                                    StateMachine reference, MachineState referenceState, String where) {
        assertEquals(reference.isTerminal(referenceState), hand.isTerminal(handState), where + ": terminal");
        for (int role = 0; role < hand.roles().size(); role++) {
            assertEquals(reference.goal(referenceState, role), hand.goal(handState, role),
                    where + ": goal of " + hand.roles().get(role));
            assertEquals(legalTexts(reference, referenceState, role), legalTexts(hand, handState, role),
                    where + ": legal moves of " + hand.roles().get(role));
        }
        SortedSet<String> fluents = hand.fluents(handState);
        assertEquals(fluents, hand.fluents(hand.stateOf(fluents)), where + ": stateOf(fluents(state))");
    }

    /** A random legal joint move as ids of both machines: {hand ids, reference ids}. */
    private static int[][] randomJointMove(StateMachine hand, MachineState handState, StateMachine reference,
                                           SplittableRandom random, String where) {
        int roles = hand.roles().size();
        int[][] joint = new int[2][roles];
        MoveList legal = new MoveList();
        for (int role = 0; role < roles; role++) {
            hand.legalMoves(handState, role, legal);
            int move = legal.get(random.nextInt(legal.size()));
            String text = hand.moveText(role, move);
            assertEquals(move, hand.moveId(role, text), where + ": id of " + text);
            joint[0][role] = move;
            joint[1][role] = reference.moveId(role, text);
        }
        return joint;
    }

    private static boolean everyRoleCanMove(StateMachine machine, MachineState state) {
        MoveList legal = new MoveList();
        for (int role = 0; role < machine.roles().size(); role++) {
            machine.legalMoves(state, role, legal);
            if (legal.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private static MachineState nextOf(StateMachine machine, MachineState state, int[] joint) {
        MachineState next = machine.newState();
        machine.next(state, joint, next);
        return next;
    }

    private static SortedSet<String> legalTexts(StateMachine machine, MachineState state, int role) {
        MoveList legal = new MoveList();
        machine.legalMoves(state, role, legal);
        SortedSet<String> texts = new TreeSet<>();
        for (int i = 0; i < legal.size(); i++) {
            texts.add(machine.moveText(role, legal.get(i)));
        }
        assertEquals(legal.size(), texts.size(), "each legal move once: " + texts);
        return texts;
    }

    private static List<String> movesOf(StateMachine machine, int[] joint) {
        List<String> texts = new ArrayList<>();
        for (int role = 0; role < joint.length; role++) {
            texts.add(machine.moveText(role, joint[role]));
        }
        return texts;
    }
}
