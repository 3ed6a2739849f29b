package org.gdlbench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;

/** An answer over the timeout: a failure of an engine, or giving up for an engine whose timeout is its budget. */
class EngineTimeoutTest {
    /** Greets, answers {@code roles}, and takes 5 s over any other request. */
    private static EngineProcess slowEngine(boolean timeoutGivesUp) {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh to run the stand-in engine");
        String script = "echo 'gdl-engine 1'; while read l; do case \"$l\" in roles) echo 'roles a';; *) sleep 5;; esac; done";
        return new EngineProcess("slow", List.of("/bin/sh", "-c", script), Duration.ofMillis(300), Duration.ofSeconds(10),
                timeoutGivesUp);
    }

    @Test
    void anAnswerOverTheTimeoutFailsAnEngine() {
        try (EngineProcess engine = slowEngine(false)) {
            assertEquals("a", engine.ask("roles", "roles"));
            EngineException late = assertThrows(EngineException.class, () -> engine.ask("terminal 0", "terminal"));
            assertEquals("engine slow failed: no answer within 0.3 s to 'terminal 0'", late.getMessage());
            assertFalse(engine.isAlive());
        }
    }

    @Test
    void anAnswerOverTheTimeoutIsGivingUpWhereTheTimeoutIsABudget() {
        try (EngineProcess engine = slowEngine(true)) {
            assertEquals("a", engine.ask("roles", "roles"));
            UnsupportedGameException gaveUp = assertThrows(UnsupportedGameException.class,
                    () -> engine.ask("goals 0", "goals"));
            assertEquals("engine slow gave up: no answer within 0.3 s to 'goals 0' (its answer timeout;"
                    + " slow:timeout=SECONDS raises it)", gaveUp.getMessage());
            assertFalse(engine.isAlive(), "an engine that gave up is stopped");
            // and stays given up: later requests fail at once
            assertThrows(EngineException.class, () -> engine.ask("roles", "roles"));
        }
    }

    /** Greets, answers {@code roles}, and at any other request says {@code said} on its error stream and exits. */
    private static EngineProcess exitingEngine(String said, boolean timeoutGivesUp) {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh to run the stand-in engine");
        String script = "echo 'gdl-engine 1'; while read l; do case \"$l\" in roles) echo 'roles a';; *) echo '" + said
                + "' >&2; exit 1;; esac; done";
        return new EngineProcess("exits", List.of("/bin/sh", "-c", script), Duration.ofSeconds(5), Duration.ofSeconds(10),
                timeoutGivesUp);
    }

    @Test
    void aNativeSystemOutOfItsStacksGivesUpAndAnyOtherExitFails() {
        String overflow = "Fatal Error: local stack overflow (size: 262144 Kb, reached: 262143 Kb)";
        try (EngineProcess engine = exitingEngine(overflow, true)) {
            assertEquals("a", engine.ask("roles", "roles"));
            UnsupportedGameException gaveUp = assertThrows(UnsupportedGameException.class,
                    () -> engine.ask("legal 0 0", "legal"));
            assertEquals("engine exits gave up: it exited at 'legal 0 0' (exit status 1), out of memory: " + overflow,
                    gaveUp.getMessage());
        }
        try (EngineProcess engine = exitingEngine("Segmentation fault", true)) {
            EngineException crashed = assertThrows(EngineException.class, () -> engine.ask("legal 0 0", "legal"));
            assertEquals("engine exits failed: it exited at 'legal 0 0' (exit status 1)", crashed.getMessage());
        }
        try (EngineProcess engine = exitingEngine(overflow, false)) {
            assertThrows(EngineException.class, () -> engine.ask("legal 0 0", "legal"));
        }
    }
}
