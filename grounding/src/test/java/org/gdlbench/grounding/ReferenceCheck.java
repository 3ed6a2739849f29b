package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Plays seeded random playouts with candidate machines and the reference side by side and
 * compares, at every step, the canonical fluent sets, each role's legal moves (as KIF text sets),
 * the terminal flag and every role's goal value. Moves are drawn over the reference's sorted
 * move texts, so all machines play the same game whatever their move ids.
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

    public static Outcome playout(StateMachine candidate, StateMachine reference, long seed, int maxSteps, long deadline) {
        return playout(List.of(candidate), reference, seed, maxSteps, deadline);
    }

    /**
     * Plays one playout with {@code seed}, up to {@code maxSteps} joint moves or until
     * {@code deadline} (a {@link System#nanoTime} value) passes, checking every candidate.
     */
    public static Outcome playout(List<StateMachine> candidates, StateMachine reference, long seed, int maxSteps,
                                  long deadline) {
        for (StateMachine candidate : candidates) {
            if (!candidate.roles().equals(reference.roles())) {
                return new Outcome(0, name(candidate) + ": roles " + candidate.roles() + " vs " + reference.roles(), false);
            }
        }
        int roles = reference.roles().size();
        SplittableRandom random = new SplittableRandom(seed);
        MachineState theirs = reference.initialState();
        List<MachineState> mine = new ArrayList<>();
        for (StateMachine candidate : candidates) {
            mine.add(candidate.initialState());
        }
        MoveList moves = new MoveList();
        for (int step = 0; ; step++) {
            if (System.nanoTime() > deadline) {
                return new Outcome(step, null, true);
            }
            SortedSet<String> fluents = reference.fluents(theirs);
            boolean terminal = reference.isTerminal(theirs);
            int[] goals = reference.goals(theirs);
            List<List<String>> legal = new ArrayList<>();
            for (int role = 0; role < roles && !terminal; role++) {
                legal.add(new ArrayList<>(legalTexts(reference, theirs, role, moves)));
            }
            for (int c = 0; c < candidates.size(); c++) {
                String difference = compare(candidates.get(c), mine.get(c), fluents, terminal, goals, legal, moves);
                if (difference != null) {
                    return new Outcome(step, name(candidates.get(c)) + " at seed " + seed + " step " + step + ": "
                            + difference + " in " + fluents, false);
                }
            }
            if (terminal || step == maxSteps || legal.stream().anyMatch(List::isEmpty)) {
                return new Outcome(step, null, false);
            }
            String[] chosen = new String[roles];
            for (int role = 0; role < roles; role++) {
                chosen[role] = legal.get(role).get(random.nextInt(legal.get(role).size()));
            }
            reference.next(theirs, joint(reference, chosen), theirs);
            for (int c = 0; c < candidates.size(); c++) {
                candidates.get(c).next(mine.get(c), joint(candidates.get(c), chosen), mine.get(c));
            }
        }
    }

    private static String compare(StateMachine machine, MachineState state, SortedSet<String> fluents, boolean terminal,
                                  int[] goals, List<List<String>> legal, MoveList moves) {
        if (!machine.fluents(state).equals(fluents)) {
            return "state " + machine.fluents(state);
        }
        if (machine.isTerminal(state) != terminal) {
            return "terminal " + !terminal;
        }
        for (int role = 0; role < goals.length; role++) {
            if (machine.goal(state, role) != goals[role]) {
                return "goal of " + machine.roles().get(role) + " " + machine.goal(state, role) + " vs " + goals[role];
            }
        }
        for (int role = 0; role < legal.size(); role++) {
            SortedSet<String> mine = legalTexts(machine, state, role, moves);
            if (!mine.equals(new TreeSet<>(legal.get(role)))) {
                return "legal moves of " + machine.roles().get(role) + " " + mine + " vs " + legal.get(role);
            }
        }
        return null;
    }

    private static int[] joint(StateMachine machine, String[] moves) {
        int[] joint = new int[moves.length];
        for (int role = 0; role < moves.length; role++) {
            joint[role] = machine.moveId(role, moves[role]);
        }
        return joint;
    }

    private static String name(StateMachine machine) {
        return machine.getClass().getSimpleName();
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
