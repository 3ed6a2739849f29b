package org.gdlbench.harness.bench.fork;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.harness.match.JointMoves;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Every position of the game's recorded matches (the state before each recorded move), in the
 * reasoner's own representation, handed out in turn: the search drivers of <i>Comparison of GDL
 * Reasoners</i> search from each position of a pre-recorded match, so every reasoner is
 * measured on the same positions.
 */
@State(Scope.Thread)
public class RecordedPositions {
    /** Folder of match records ({@code <recordsDir>/<game>/seed-k.txt}); empty for the shipped ones. */
    @Param("")
    public String recordsDir;

    private MachineState[] positions;
    private int next;

    @Setup(Level.Trial)
    public void replay(BenchmarkSubject subject) {
        List<MatchRecord> records = recordsDir.isEmpty() ? MatchRecords.bundled(subject.game)
                : MatchRecords.read(Path.of(recordsDir), subject.game);
        if (records.isEmpty()) {
            throw new IllegalStateException("no match records of " + subject.game);
        }
        positions = replay(subject.machine, records).toArray(MachineState[]::new);
        next = 0;
    }

    /** The states before each move of each record, replayed by {@code machine}. */
    static List<MachineState> replay(StateMachine machine, List<MatchRecord> records) {
        List<MachineState> states = new ArrayList<>();
        for (MatchRecord record : records) {
            MachineState state = machine.initialState();
            for (int i = 0; i < record.moves().size(); i++) {
                int[] joint = JointMoves.ids(machine, state, record.moves().get(i), "record move " + (i + 1));
                MachineState kept = machine.newState();
                machine.copy(state, kept);
                states.add(kept);
                machine.next(state, joint, state);
            }
        }
        return states;
    }

    /** The next position, cycling through all of them. */
    MachineState next() {
        MachineState position = positions[next];
        next = next + 1 == positions.length ? 0 : next + 1;
        return position;
    }

    int size() {
        return positions.length;
    }
}
