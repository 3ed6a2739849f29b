package org.gdlbench.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.MoveOrder;
import org.gdlbench.machine.StateMachine;

/**
 * One state of a checked machine compared with the reference's answers there: fluents, terminal
 * flag, every role's goal and, when not terminal, every role's legal moves as a set and in the
 * order {@link MoveOrder} requires. Where the state lies is the caller's to say.
 */
final class Lockstep {
    /** What differs: the aspect ("fluents", "legal moves of xplayer") and the readable difference. */
    record Difference(String aspect, String diff) {
        Disagreement at(long seed, int step, List<List<String>> path, boolean playoutAlone) {
            return new Disagreement(seed, step, path, aspect, diff, playoutAlone);
        }
    }

    private final List<String> roles;
    private final String referenceName;
    private final StateMachine machine;
    private final MoveList moves = new MoveList();

    Lockstep(List<String> roles, String referenceName, StateMachine machine) {
        this.roles = roles;
        this.referenceName = referenceName;
        this.machine = machine;
    }

    /** Just the fluents, for a state whose other answers are compared where it was first reached. */
    Difference compareFluents(MachineState state, SortedSet<String> expected) {
        SortedSet<String> fluents = machine.fluents(state);
        return fluents.equals(expected) ? null : new Difference("fluents", "fluents: " + Disagreement.setDiff(expected, fluents));
    }

    /** The first difference between the machine's answers in {@code state} and the reference's, or null. */
    Difference compare(MachineState state, ReferencePath.Step expected) {
        Difference fluents = compareFluents(state, expected.fluents());
        if (fluents != null) {
            return fluents;
        }
        boolean terminal = machine.isTerminal(state);
        if (terminal != expected.terminal()) {
            return new Difference("terminal", "terminal: " + referenceName + " " + expected.terminal() + ", reasoner " + terminal);
        }
        for (int role = 0; role < roles.size(); role++) {
            int goal = machine.goal(state, role);
            if (goal != expected.goals()[role]) {
                return new Difference("goal of " + roles.get(role), "goal of " + roles.get(role)
                        + ": " + referenceName + " " + expected.goals()[role] + ", reasoner " + goal
                        + " (all goals: " + referenceName + " " + Arrays.toString(expected.goals()) + ")");
            }
        }
        if (expected.terminal()) {
            return null;
        }
        for (int role = 0; role < roles.size(); role++) {
            machine.legalMoves(state, role, moves);
            List<String> listed = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                listed.add(machine.moveText(role, moves.get(i)));
            }
            SortedSet<String> texts = new TreeSet<>(listed);
            String aspect = "legal moves of " + roles.get(role);
            if (!texts.equals(new TreeSet<>(expected.legal().get(role)))) {
                return new Difference(aspect, aspect + ": " + Disagreement.setDiff(expected.legal().get(role), texts));
            }
            if (texts.size() != listed.size()) {
                return new Difference(aspect, aspect + ": some listed more than once: " + listed);
            }
            int outOfOrder = MoveOrder.firstOutOfOrder(listed);
            if (outOfOrder >= 0) {
                return new Difference("order of " + aspect, "order of " + aspect + ": listed " + listed.get(outOfOrder)
                        + " after " + listed.get(outOfOrder - 1) + ", but legalMoves must list moves in the"
                        + " order of their KIF texts (MoveOrder), as the " + referenceName + " does: "
                        + expected.legal().get(role) + "; the reasoner lists " + listed);
            }
        }
        return null;
    }

    /** The machine's ids of a joint move's texts, or a difference naming the first text it has no id for. */
    Difference moveIds(List<String> jointMove, int[] out) {
        for (int role = 0; role < roles.size(); role++) {
            String text = jointMove.get(role);
            out[role] = machine.moveId(role, text);
            if (out[role] < 0) {
                return new Difference("move id of " + roles.get(role),
                        "moveId(" + role + ", \"" + text + "\") is -1 for a legal move");
            }
        }
        return null;
    }
}
