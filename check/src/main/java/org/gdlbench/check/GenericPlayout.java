package org.gdlbench.check;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;

/** The joint moves the default playout algorithm plays, to show the path when a fast playout disagrees with it. */
final class GenericPlayout {
    private GenericPlayout() {
    }

    /** The joint moves (texts, roles in order) of the default playout of {@code machine} from {@code start}. */
    static List<List<String>> path(StateMachine machine, MachineState start, RandomGenerator random) {
        List<List<String>> texts = new ArrayList<>();
        DefaultPlayout.run(machine, start, random, joint -> {
            List<String> move = new ArrayList<>();
            for (int role = 0; role < joint.length; role++) {
                move.add(machine.moveText(role, joint[role]));
            }
            texts.add(move);
        });
        return texts;
    }
}
