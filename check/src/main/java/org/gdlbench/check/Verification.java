package org.gdlbench.check;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Verifies reasoners on games: every (game, reasoner) pair once, each under its own time cap,
 * which includes preparing the reasoner (on a thread of its own, abandoned past the cap). A game
 * that is not valid GDL, or that a reasoner refuses, is skipped with the reason; the run goes on.
 *
 * @param playouts seeded playouts per pair; playout {@code i} uses seed {@code seed + i}
 * @param timeCap the most time one pair may take; the check stops between steps after it
 */
public record Verification(int playouts, long seed, Duration timeCap) {
    /** The reasoner every other one is checked against. */
    public static final String REFERENCE = "reference";

    public Verification {
        if (playouts < 1) {
            throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
        }
    }

    /** Checks every reasoner on every game, telling {@code listener} each outcome as it is known. */
    public List<Outcome> run(List<CorpusEntry> games, List<ReasonerSpec> reasoners, Consumer<Outcome> listener) {
        List<Outcome> outcomes = new ArrayList<>();
        for (CorpusEntry entry : games) {
            Game game;
            try {
                game = entry.game();
            } catch (GdlException e) {
                for (ReasonerSpec spec : reasoners) {
                    report(Outcome.skipped(entry.name(), spec.toString(), "invalid game: " + e.getMessage()),
                            outcomes, listener);
                }
                continue;
            }
            Verifier verifier = new Verifier(entry.name(), Reasoners.create(REFERENCE, game), seed, playouts);
            for (ReasonerSpec spec : reasoners) {
                report(check(verifier, entry.name(), game, spec), outcomes, listener);
            }
        }
        return outcomes;
    }

    private Outcome check(Verifier verifier, String name, Game game, ReasonerSpec spec) {
        Deadline deadline = Deadline.after(timeCap);
        StateMachine machine;
        try {
            machine = prepare(spec, game);
        } catch (UnsupportedGameException e) {
            return Outcome.skipped(name, spec.toString(), e.getMessage());
        } catch (TimeoutException e) {
            return new Outcome(name, spec.toString(), Outcome.Status.CAPPED, 0, 0, null,
                    "time cap of " + deadline.describe() + " reached while preparing");
        }
        return verifier.check(spec.toString(), machine, deadline);
    }

    /**
     * Prepares the machine on a thread of its own, so the time cap covers preparing too: past the
     * cap the thread is interrupted and left (a daemon; the reasoners' own budgets end it).
     */
    private StateMachine prepare(ReasonerSpec spec, Game game) throws TimeoutException {
        FutureTask<StateMachine> task = new FutureTask<>(() -> Reasoners.create(spec, game));
        Thread preparing = new Thread(task, "gdlbench-prepare-" + spec.name());
        preparing.setDaemon(true);
        preparing.start();
        try {
            return task.get(timeCap.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            task.cancel(true);
            throw new IllegalStateException("interrupted while preparing " + spec, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static void report(Outcome outcome, List<Outcome> outcomes, Consumer<Outcome> listener) {
        outcomes.add(outcome);
        listener.accept(outcome);
    }
}
