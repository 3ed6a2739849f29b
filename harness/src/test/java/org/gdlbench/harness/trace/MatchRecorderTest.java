package org.gdlbench.harness.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class MatchRecorderTest {
    @Test
    void aRecordIsTheSeededTracePathToTheEnd() {
        CorpusEntry entry = Corpus.bundled().entry("tictactoe");
        StateMachine reference = Reasoners.create(Reasoners.REFERENCE, entry.game());
        MatchRecord record = MatchRecorder.play(reference, "tictactoe", entry.hash(), 4);
        List<List<String>> traced = new ArrayList<>();
        int end = Tracer.trace(reference, Tracer.seeded(4), Integer.MAX_VALUE, step -> {
            if (step.move() != null) {
                traced.add(List.copyOf(step.move().values()));
            }
        });
        assertEquals(traced, record.moves());
        assertEquals(end, record.moves().size());
        assertEquals(Optional.of(entry.hash()), MatchRecords.hash(record));
    }
}
