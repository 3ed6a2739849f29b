package org.gdlbench.harness.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.engine.EngineException;
import org.gdlbench.engine.EngineProcess;
import org.gdlbench.gdl.parse.KifPrinter;
import org.junit.jupiter.api.Test;

/** The protocol's requests answered by the reference engine, one by one. */
class EngineProcessTest {
    private static EngineProcess start() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new EngineProcess("ref", List.of(java, "-cp", System.getProperty("java.class.path"),
                ReferenceEngine.class.getName()), Duration.ofSeconds(20), Duration.ofSeconds(60));
    }

    @Test
    void bulkPlayoutsReportCountsAndDepths() {
        try (EngineProcess engine = start()) {
            List<String> rules = KifPrinter.print(Corpus.bundled().entry("tictactoe").game().description()).lines().toList();
            assertEquals("", engine.prepare("rules " + rules.size(), rules, "ok"));
            assertEquals("white black", engine.ask("roles", "roles"));
            String[] counts = engine.ask("playouts 200 7", "playouts").split(" ");
            long playouts = Long.parseLong(counts[0]);
            long depths = Long.parseLong(counts[1]);
            assertTrue(playouts > 0, "no playout in 200 ms");
            // every tic-tac-toe match lasts 5 to 9 moves
            assertTrue(depths >= 5 * playouts && depths <= 9 * playouts, playouts + " playouts, " + depths + " moves");
        }
    }

    @Test
    void anErrorAnswerFailsTheRequestButNotTheEngine() {
        try (EngineProcess engine = start()) {
            EngineException error = assertThrows(EngineException.class, () -> engine.ask("roles", "roles"));
            assertEquals("engine ref answered error no rules loaded to 'roles'", error.getMessage());
            assertTrue(engine.isAlive());
        }
    }

    @Test
    void closingStopsTheProcess() {
        EngineProcess engine = start();
        engine.close();
        assertTrue(!engine.isAlive());
    }
}
