package org.gdlbench.harness.match;

import java.util.List;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/** Joint moves written as text, turned into a machine's move ids and checked to be legal. */
public final class JointMoves {
    private JointMoves() {
    }

    /**
     * The ids of {@code texts} (one move per role, in role order) in {@code state}.
     *
     * @param where where the texts come from, for messages, e.g. "match.txt:4"
     * @throws MatchRecordException when a text is not a legal move in that state
     */
    public static int[] ids(StateMachine machine, MachineState state, List<String> texts, String where) {
        List<String> roles = machine.roles();
        if (texts.size() != roles.size()) {
            throw new MatchRecordException(where + ": " + texts.size() + " moves for " + roles.size() + " roles " + roles);
        }
        int[] ids = new int[roles.size()];
        MoveList legal = new MoveList();
        for (int role = 0; role < ids.length; role++) {
            int id = machine.moveId(role, texts.get(role));
            machine.legalMoves(state, role, legal);
            if (id < 0 || !contains(legal, id)) {
                throw new MatchRecordException(where + ": " + texts.get(role) + " is not a legal move of "
                        + roles.get(role) + " here");
            }
            ids[role] = id;
        }
        return ids;
    }

    private static boolean contains(MoveList moves, int id) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == id) {
                return true;
            }
        }
        return false;
    }
}
