package org.gdlbench.prolog;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Plays seeded random playouts on two machines side by side and compares everything the
 * contract shows in every state: fluents, terminal, goals, each role's legal moves (as texts).
 * Moves are drawn from the expected machine's legal texts in sorted order, so a playout does not
 * depend on either machine's move ids.
 */
final class CrossCheck {
    /** What a run compared. */
    record Outcome(int playouts, int states) {
    }

    private final StateMachine expected;
    private final StateMachine actual;
    private final String label;

    CrossCheck(StateMachine expected, StateMachine actual, String label) {
        this.expected = expected;
        this.actual = actual;
        this.label = label;
    }

    /**
     * Runs up to {@code playouts} playouts (seeds {@code seed}, {@code seed + 1}, ...) of at most
     * {@code maxSteps} steps each, stopping at the first state after {@code deadlineNanos}.
     *
     * @throws AssertionError describing the first disagreement
     */
    Outcome run(int playouts, long seed, int maxSteps, long deadlineNanos) {
        check("roles", expected.roles(), actual.roles());
        int states = 0;
        int played = 0;
        for (int p = 0; p < playouts && System.nanoTime() < deadlineNanos; p++) {
            SplittableRandom random = new SplittableRandom(seed + p);
            MachineState e = expected.initialState();
            MachineState a = actual.initialState();
            List<String> path = new ArrayList<>();
            for (int step = 0; step <= maxSteps && System.nanoTime() < deadlineNanos; step++) {
                String where = label + " playout seed " + (seed + p) + " after " + path;
                check(where + ": fluents", expected.fluents(e), actual.fluents(a));
                states++;
                boolean terminal = expected.isTerminal(e);
                check(where + ": terminal", terminal, actual.isTerminal(a));
                for (int role = 0; role < expected.roles().size(); role++) {
                    check(where + ": goal of " + expected.roles().get(role), expected.goal(e, role), actual.goal(a, role));
                }
                if (terminal || step == maxSteps) {
                    break;
                }
                int roleCount = expected.roles().size();
                int[] expectedJoint = new int[roleCount];
                int[] actualJoint = new int[roleCount];
                List<String> chosen = new ArrayList<>();
                for (int role = 0; role < roleCount; role++) {
                    SortedSet<String> legal = legalTexts(expected, e, role);
                    check(where + ": legal moves of " + expected.roles().get(role), legal, legalTexts(actual, a, role));
                    if (legal.isEmpty()) {
                        return new Outcome(played + 1, states);
                    }
                    String move = new ArrayList<>(legal).get(random.nextInt(legal.size()));
                    chosen.add(move);
                    expectedJoint[role] = expected.moveId(role, move);
                    actualJoint[role] = actual.moveId(role, move);
                }
                path.add(String.join(" ", chosen));
                expected.next(e, expectedJoint, e);
                actual.next(a, actualJoint, a);
            }
            played++;
        }
        return new Outcome(played, states);
    }

    private static SortedSet<String> legalTexts(StateMachine machine, MachineState state, int role) {
        MoveList moves = new MoveList();
        machine.legalMoves(state, role, moves);
        SortedSet<String> texts = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            if (!texts.add(machine.moveText(role, moves.get(i)))) {
                throw new AssertionError("legal move listed twice: " + machine.moveText(role, moves.get(i)));
            }
        }
        return texts;
    }

    private static void check(String what, Object expected, Object actual) {
        if (!expected.equals(actual)) {
            throw new AssertionError(what + ": expected " + expected + " but was " + actual);
        }
    }
}
