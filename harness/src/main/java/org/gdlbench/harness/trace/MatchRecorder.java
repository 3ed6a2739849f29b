package org.gdlbench.harness.trace;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.machine.StateMachine;

/**
 * Makes the recorded matches: the path {@code trace --seed} takes, to the end, kept as a match
 * record. It plays through the {@link Tracer}, so a record and a seeded trace never differ.
 */
public final class MatchRecorder {
    private MatchRecorder() {
    }

    /** Plays and returns the match of {@code seed}: the reference's moves to the end. */
    public static MatchRecord play(StateMachine reference, String game, String hash, long seed) {
        List<List<String>> moves = new ArrayList<>();
        Tracer.trace(reference, Tracer.seeded(seed), Integer.MAX_VALUE, step -> {
            if (step.move() != null) {
                moves.add(List.copyOf(step.move().values()));
            }
        });
        return MatchRecord.of(MatchRecords.header(game, hash, seed), moves);
    }
}
