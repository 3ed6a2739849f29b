package org.gdlbench.reference;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The community rule sheets (when present beside the project): every sheet parses and
 * validates or is rejected with a typed GDL error, and the reference plays three seeded
 * playouts in each valid one, under a time cap per sheet. Anything else is a crash and fails.
 */
class CommunitySheetsTest {
    private static final long CAP_SECONDS = 4;
    private static final int PLAYOUTS = 3;

    @Test
    void everySheetParsesValidatesAndPlaysOrFailsCleanly() throws InterruptedException {
        Path base = Path.of(System.getProperty("gdl.corpus.base", "../../../shared/gdl-corpus/base"));
        Assumptions.assumeTrue(Files.isDirectory(base), "community sheets not found at " + base + "; skipped");
        Corpus corpus = Corpus.read(base);
        int parsed = 0;
        int valid = 0;
        int played = 0;
        List<String> timedOut = new ArrayList<>();
        Map<String, List<String>> rejected = new TreeMap<>();
        List<String> crashes = new ArrayList<>();
        ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(null, runnable, "sheet", 256L << 20);
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (CorpusEntry entry : corpus.entries()) {
                if (entry.ruleCount() >= 0) {
                    parsed++;
                }
                GdlException problem = entry.problem();
                if (problem != null) {
                    rejected.computeIfAbsent(problem.kind(), key -> new ArrayList<>()).add(entry.name());
                    continue;
                }
                valid++;
                Future<?> run = executor.submit(() -> playThree(entry));
                try {
                    run.get(CAP_SECONDS, TimeUnit.SECONDS);
                    played++;
                } catch (TimeoutException e) {
                    run.cancel(true);
                    timedOut.add(entry.name());
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof GameRuleException) {
                        rejected.computeIfAbsent("game rule broken in play", key -> new ArrayList<>()).add(entry.name());
                    } else {
                        crashes.add(entry.name() + ": " + cause);
                    }
                }
            }
        } finally {
            executor.shutdownNow();
        }
        int total = corpus.entries().size();
        System.out.printf("community sheets: %d read (%d duplicates dropped), %d parsed, %d valid, %d played %d"
                        + " playouts each, %d over the %d s cap %s, rejected %s%n", total, corpus.duplicates().size(),
                parsed, valid, played, PLAYOUTS, timedOut.size(), CAP_SECONDS, timedOut, rejected);
        assertTrue(crashes.isEmpty(), "crashes: " + crashes);
        assertTrue(valid >= 0.98 * total, valid + " of " + total + " sheets valid; rejected: " + rejected);
    }

    private static void playThree(CorpusEntry entry) {
        try {
            ReferenceMachine machine = new ReferenceMachine(entry.game());
            MachineState start = machine.initialState();
            for (int seed = 0; seed < PLAYOUTS; seed++) {
                machine.playout(start, new SplittableRandom(seed));
            }
        } catch (CancellationException e) {
            // the time cap interrupted the prover: counted by the caller as timed out
        }
    }
}
