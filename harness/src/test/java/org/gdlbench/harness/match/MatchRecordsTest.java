package org.gdlbench.harness.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchRecordsTest {
    @Test
    void writtenRecordsReadBackAndALongerOldSeriesIsCutToSize(@TempDir Path folder) {
        MatchRecord a = MatchRecord.of(List.of("hash h"), List.of(List.of("(mark 1 1)", "noop")));
        MatchRecord b = MatchRecord.of(List.of("hash h"), List.of(List.of("(mark 2 2)", "noop"), List.of("noop", "(mark 1 1)")));
        MatchRecords.write(folder, "g", List.of(a, b, a));
        MatchRecords.write(folder, "g", List.of(b, a));
        List<MatchRecord> read = MatchRecords.read(folder, "g");
        assertEquals(2, read.size());
        assertEquals(b.moves(), read.get(0).moves());
        assertEquals(a.moves(), read.get(1).moves());
    }

    @Test
    void termsAreSplitAtTheTopLevelOnly() {
        MatchRecord record = MatchRecord.parse("x", "; comment\n (move (a b) c)   noop \n\nx (f (g h))\n");
        assertEquals(List.of(List.of("(move (a b) c)", "noop"), List.of("x", "(f (g h))")), record.moves());
        assertEquals(List.of(2, 4), record.lines());
        assertEquals(List.of("comment"), record.comments());
    }

    /** The mc and mm drivers need records of every bundled game, made for its current rules. */
    @Test
    void everyValidBundledGameHasCurrentRecords() {
        List<String> problems = new ArrayList<>();
        for (CorpusEntry entry : Corpus.bundled().entries()) {
            if (entry.problem() != null) {
                continue;
            }
            List<MatchRecord> records = MatchRecords.bundled(entry.name());
            if (records.isEmpty()) {
                problems.add(entry.name() + " has none");
            } else if (!records.stream().allMatch(r -> MatchRecords.hash(r).orElse("").equals(entry.hash()))) {
                problems.add(entry.name() + " changed since its records were made");
            }
        }
        assertTrue(problems.isEmpty(), "match records missing or stale: " + problems
                + "; remake them from the project root with: ./" + MatchRecords.COMMAND);
    }
}
