package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.engine.EngineReasoner;
import org.gdlbench.harness.engine.TestEngines;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.ResultRow.Status;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Engine processes measured several at once: one per thread, every round asked of all together. */
class EngineCellTest {
    private static final CorpusEntry TICTACTOE = Corpus.bundled().entry("tictactoe");
    /** Two measured rounds of 0.2 s, unsettled and without warm-up: a failure shows at the first. */
    private static final Profile TINY = Profile.QUICK.withForks(1).withWarmupIterations(0).withIterations(2)
            .withIterationSeconds(0.2).withSettleCapSeconds(0);

    @TempDir
    Path folder;

    private final List<String> registered = new java.util.ArrayList<>();

    @AfterEach
    void unregister() {
        EngineReasoner.stopAllEngines();
        registered.forEach(Reasoners::unregister);
    }

    /** The reference engine in a JVM of its own, with {@code args}. */
    private static String referenceEngine(String args) {
        return TestEngines.referenceEngine(args.split(" "));
    }

    /** Registers an engine started by a shell script whose body is {@code script}. */
    private ReasonerSpec engine(String name, String script) throws Exception {
        Path file = folder.resolve(name + ".sh");
        Files.writeString(file, script);
        Reasoners.register(new EngineReasoner(name, List.of("sh", file.toString())), "test");
        registered.add(name);
        return ReasonerSpec.parse(name);
    }

    private static boolean running(String args) {
        return TestEngines.running(args) > 0;
    }

    /** Both processes of a game run at once, and a round's requests overlap rather than follow each other. */
    @Test
    void twoProcessesPlayEachRoundTogether() throws Exception {
        ReasonerSpec spec = engine("ref-together", "exec " + referenceEngine("--fault none --step 95") + "\n");
        try (EngineRounds engines = new EngineRounds(spec, TICTACTOE.game(), 2)) {
            assertEquals(2, TestEngines.running("--step 95"), "the second machine of the game keeps the first's process");
            assertEquals(2, engines.preparationMs().size());
            engines.play(Duration.ofMillis(300), 1); // warms the engines, whose first playouts are slow
            EngineRounds.Round played = engines.play(Duration.ofSeconds(1), 2);
            assertTrue(played.count() > 0 && played.depths() >= 5 * played.count(), played.toString());
            // one after the other, the two requests would take 2 s at least
            assertTrue(played.seconds() >= 1 && played.seconds() < 1.8, played.toString());
        }
        assertFalse(running("--step 95"), "closing stops both processes");
    }

    /** The second of two processes crashes at the first round: one failed row, and the healthy one is stopped too. */
    @Test
    void aProcessFailingAtTwoThreadsIsOneFailedRowAndNoProcessIsLeft() throws Exception {
        Path started = Files.createDirectory(folder.resolve("started"));
        // the first process started plays; the second crashes when asked for its playouts
        ReasonerSpec spec = engine("one-crashes", "n=$(ls " + started + " | wc -l)\ntouch " + started + "/$n\n"
                + "if [ \"$n\" = 1 ]; then exec " + referenceEngine("--fault crash --step 0") + "; fi\n"
                + "exec " + referenceEngine("--fault none --step 94") + "\n");
        List<ResultRow> rows = new EngineCell(TINY).measure(TICTACTOE, TICTACTOE.game(), spec, List.of(Driver.PLAYOUT),
                2, null);
        assertEquals(1, rows.size(), rows.toString());
        ResultRow row = rows.get(0);
        assertEquals(Status.FAILED, row.status(), row.toString());
        assertEquals(2, row.threads(), row.toString());
        assertTrue(row.reason().startsWith("engine one-crashes failed: it exited at 'playouts 200 "), row.reason());
        assertNull(row.figure());
        try (var files = Files.list(started)) {
            assertEquals(2, files.count(), "both processes were started");
        }
        assertFalse(running("--step 94"), "the process that played is stopped with the one that failed");
        assertFalse(running("--fault crash"), "the process that failed is gone");
    }
}
