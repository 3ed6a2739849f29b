package org.gdlbench.check;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
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
 * which covers preparing the reasoner (unless it is capped apart) and a single step that never
 * ends (each on a thread of its own, stopped past the cap). A game that is not valid GDL, or that
 * a reasoner refuses, is skipped with the reason; the run goes on.
 *
 * @param playouts seeded playouts per pair, playout {@code i} with seed {@code seed + i}; or
 *     {@link #AIM_AT_COVERAGE} for the default check ({@link Verifier#aimingAtCoverage})
 * @param timeCap the most time one pair may take; the check stops between steps after it, and a
 *     step still running 5 s later is stopped
 * @param preparationCap null when {@code timeCap} covers preparing the reasoner too; else the
 *     most time preparing may take, and {@code timeCap} starts once the machine is ready
 */
public record Verification(int playouts, long seed, Duration timeCap, Duration preparationCap) {
    /** {@link #playouts()} of the default check, which plays until coverage stops growing. */
    public static final int AIM_AT_COVERAGE = 0;
    /** The most time the reference explores one game for the default check; the reasoners' checks come on top. */
    public static final Duration EXPLORATION_BUDGET = Duration.ofSeconds(20);
    /** The default check's time cap per game and reasoner, preparation included. */
    public static final Duration DEFAULT_TIME_CAP = Duration.ofSeconds(60);
    /** How long a step under way at the deadline may still take before its thread is stopped. */
    private static final Duration STEP_GRACE = Duration.ofSeconds(5);

    public Verification {
        if (playouts < 0) {
            throw new IllegalArgumentException("playouts must be at least 1 (or 0 to aim at coverage), not " + playouts);
        }
    }

    /** Settings whose time cap covers preparing each reasoner as well as checking it. */
    public Verification(int playouts, long seed, Duration timeCap) {
        this(playouts, seed, timeCap, null);
    }

    /**
     * These settings with preparing capped apart, at {@code cap}: the time cap then covers the
     * check alone. For a short cap, which a reasoner that compiles code could spend preparing on a
     * slow core before its first state.
     */
    public Verification preparingApart(Duration cap) {
        return new Verification(playouts, seed, timeCap, cap);
    }

    /** The default check, seeded: it aims at coverage, within {@link #DEFAULT_TIME_CAP} per pair. */
    public static Verification byDefault(long seed) {
        return new Verification(AIM_AT_COVERAGE, seed, DEFAULT_TIME_CAP);
    }

    /** Whether this is the default check, which plays until coverage stops growing. */
    public boolean aimsAtCoverage() {
        return playouts == AIM_AT_COVERAGE;
    }

    /**
     * A verifier for one game under these settings, with a reference of its own. Check any number
     * of machines with it: the reference's exploration (or paths) is made once and reused.
     */
    public Verifier verifier(String name, Game game) {
        StateMachine reference = Reasoners.create(Reasoners.REFERENCE, game);
        Duration budget = EXPLORATION_BUDGET.compareTo(timeCap) < 0 ? EXPLORATION_BUDGET : timeCap;
        return aimsAtCoverage() ? Verifier.aimingAtCoverage(name, reference, seed, budget)
                : new Verifier(name, reference, seed, playouts);
    }

    /** Checks every reasoner on every game, telling {@code listener} each outcome as it is known. */
    public List<Outcome> run(List<CorpusEntry> games, List<ReasonerSpec> reasoners, Consumer<Outcome> listener) {
        return run(games, reasoners, listener, (game, coverage) -> { });
    }

    /**
     * Checks every reasoner on every game, telling {@code listener} each outcome as it is known and
     * {@code coverageListener} what each checked game's compared states exercised, after its last pair.
     */
    public List<Outcome> run(List<CorpusEntry> games, List<ReasonerSpec> reasoners, Consumer<Outcome> listener,
                             BiConsumer<String, Coverage> coverageListener) {
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
            Verifier verifier = verifier(entry.name(), game);
            for (ReasonerSpec spec : reasoners) {
                Outcome outcome;
                try {
                    outcome = check(verifier, entry.name(), game, spec);
                } catch (TimeoutException e) {
                    outcome = new Outcome(entry.name(), spec.toString(), Outcome.Status.CAPPED, 0, 0, null,
                            "time cap of " + describe(timeCap) + " reached within one step, which was stopped");
                    // The stopped thread may still be inside the reference: start afresh, unless it was done.
                    if (!verifier.explored()) {
                        verifier = verifier(entry.name(), game);
                    }
                }
                report(outcome, outcomes, listener);
            }
            coverageListener.accept(entry.name(), verifier.coverage());
        }
        return outcomes;
    }

    /** Prepares and checks one pair; {@link TimeoutException} when a single step outlasts the cap. */
    private Outcome check(Verifier verifier, String name, Game game, ReasonerSpec spec) throws TimeoutException {
        Deadline deadline = Deadline.after(timeCap);
        Duration preparing = preparationCap == null ? timeCap : preparationCap;
        StateMachine machine;
        try {
            machine = onOwnThread(() -> Reasoners.create(spec, game), "gdlbench-prepare-" + spec.name(), preparing);
        } catch (UnsupportedGameException e) {
            return Outcome.skipped(name, spec.toString(), e.getMessage());
        } catch (TimeoutException e) {
            return new Outcome(name, spec.toString(), Outcome.Status.CAPPED, 0, 0, null, (preparationCap == null
                    ? "time cap of " : "preparation cap of ") + describe(preparing) + " reached while preparing");
        }
        // capped apart, the check's own cap starts once the machine is ready
        return checkStopping(verifier, spec, machine, preparationCap == null ? deadline : Deadline.after(timeCap));
    }

    private static String describe(Duration cap) {
        return Deadline.after(cap).describe();
    }

    /**
     * Checks a prepared machine on a thread of its own. The check stops between steps once the
     * deadline passes; a step still under way 5 s later is stopped and {@link TimeoutException}
     * thrown. The verifier is spent then (the stopped thread may still be inside the reference's
     * shared paths): make a new one for the next reasoner.
     */
    public static Outcome checkStopping(Verifier verifier, ReasonerSpec spec, StateMachine machine, Deadline deadline)
            throws TimeoutException {
        return onOwnThread(() -> verifier.check(spec.toString(), machine, deadline), "gdlbench-verify-" + spec.name(),
                deadline.left().plus(STEP_GRACE));
    }

    /**
     * Runs {@code work} on a thread of its own, so the time cap covers work that never returns
     * between checks (preparing; one long step): past {@code limit} the thread is interrupted and
     * left (a daemon; reasoners stop on the interrupt or at their own budgets).
     */
    public static <T> T onOwnThread(Callable<T> work, String threadName, Duration limit)
            throws TimeoutException {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(task, threadName);
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            task.cancel(true);
            throw new IllegalStateException("interrupted while waiting for " + threadName, e);
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
