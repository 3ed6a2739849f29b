package org.gdlbench.instantiation;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Plays seeded random playouts with a candidate machine and the reference side by side and
 * compares, at every step, the canonical fluent sets, each role's legal moves (as KIF text sets),
 * the terminal flag and every role's goal value. Moves are drawn over the sorted move texts, so
 * both machines play the same game whatever their move ids.
 */
public final class ReferenceCheck {
    /** How a comparison ended: steps compared, the first disagreement (null if none), or a time cap. */
    public record Outcome(int steps, String disagreement, boolean capped) {
        public boolean agrees() {
            return disagreement == null;
        }
    }

    private ReferenceCheck() {
    }

    /**
     * Plays one playout with {@code seed}, up to {@code maxSteps} joint moves or until
     * {@code deadline} (a {@link System#nanoTime} value) passes.
     */
    public static Outcome playout(StateMachine candidate, StateMachine reference, long seed, int maxSteps, long deadline) {
        if (!candidate.roles().equals(reference.roles())) {
            return new Outcome(0, "roles " + candidate.roles() + " vs " + reference.roles(), false);
        }
        int roles = reference.roles().size();
        SplittableRandom random = new SplittableRandom(seed);
        MachineState mine = candidate.initialState();
        MachineState theirs = reference.initialState();
        MoveList moves = new MoveList();
        for (int step = 0; ; step++) {
            if (System.nanoTime() > deadline) {
                return new Outcome(step, null, true);
            }
            String where = "seed " + seed + " step " + step + ": ";
            SortedSet<String> fluents = reference.fluents(theirs);
            if (!candidate.fluents(mine).equals(fluents)) {
                return new Outcome(step, where + "state " + candidate.fluents(mine) + " vs " + fluents, false);
            }
            boolean terminal = reference.isTerminal(theirs);
            if (candidate.isTerminal(mine) != terminal) {
                return new Outcome(step, where + "terminal " + !terminal + " vs " + terminal + " in " + fluents, false);
            }
            for (int role = 0; role < roles; role++) {
                int goal = reference.goal(theirs, role);
                if (candidate.goal(mine, role) != goal) {
                    return new Outcome(step, where + "goal of " + reference.roles().get(role) + " "
                            + candidate.goal(mine, role) + " vs " + goal + " in " + fluents, false);
                }
            }
            if (terminal || step == maxSteps) {
                return new Outcome(step, null, false);
            }
            int[] myJoint = new int[roles];
            int[] theirJoint = new int[roles];
            for (int role = 0; role < roles; role++) {
                List<String> legal = new ArrayList<>(legalTexts(reference, theirs, role, moves));
                SortedSet<String> myLegal = legalTexts(candidate, mine, role, moves);
                if (!myLegal.equals(new TreeSet<>(legal))) {
                    return new Outcome(step, where + "legal moves of " + reference.roles().get(role) + " "
                            + myLegal + " vs " + legal + " in " + fluents, false);
                }
                if (legal.isEmpty()) {
                    return new Outcome(step, null, false);
                }
                String chosen = legal.get(random.nextInt(legal.size()));
                myJoint[role] = candidate.moveId(role, chosen);
                theirJoint[role] = reference.moveId(role, chosen);
            }
            candidate.next(mine, myJoint, mine);
            reference.next(theirs, theirJoint, theirs);
        }
    }

    private static SortedSet<String> legalTexts(StateMachine machine, MachineState state, int role, MoveList moves) {
        machine.legalMoves(state, role, moves);
        SortedSet<String> texts = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(machine.moveText(role, moves.get(i)));
        }
        return texts;
    }
}
