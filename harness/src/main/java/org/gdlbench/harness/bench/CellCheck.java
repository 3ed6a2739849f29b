package org.gdlbench.harness.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.gdlbench.gdl.Game;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.harness.bench.fork.Batches;
import org.gdlbench.harness.engine.EngineBench;
import org.gdlbench.harness.engine.EngineReasoner;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.results.ResultRow.Status;

/**
 * What the harness checks in its own JVM before measuring a reasoner on a game: that it
 * prepares the game at all, how much heap the prepared reasoner holds, and that it agrees with
 * the reference along a few seeded playouts. Wrong answers are never measured.
 */
final class CellCheck {
    /**
     * @param status {@code OK}, or why the reasoner is not measured
     * @param reason why, or a note for a measured one (e.g. a verification cut short); null if none
     * @param memoryBytes heap held by the prepared reasoner, or null when not measured or too small to see
     * @param preparation what preparing the reasoner built, or null when it did not prepare
     * @param verifierSpent whether a step was stopped, so the game's verifier must be made anew
     * @param noBatches why the reasoner offers no batched playouts ({@link Batches#notOffered}), or
     *     null when it does or batches were not asked about; a game its batches refuse is found in the fork
     */
    record Result(Status status, String reason, Long memoryBytes, Preparation preparation, boolean verifierSpent,
                  String noBatches) {
        Result(Status status, String reason, Long memoryBytes, Preparation preparation, boolean verifierSpent) {
            this(status, reason, memoryBytes, preparation, verifierSpent, null);
        }

        Result(Status status, String reason, Long memoryBytes, Preparation preparation) {
            this(status, reason, memoryBytes, preparation, false);
        }

        Result withNoBatches(String why) {
            return new Result(status, reason, memoryBytes, preparation, verifierSpent, why);
        }
    }

    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private final int verifyPlayouts;
    private final Duration verifyTimeCap;
    private final boolean batches;

    CellCheck(int verifyPlayouts, Duration verifyTimeCap) {
        this(verifyPlayouts, verifyTimeCap, false);
    }

    /** @param batches whether to find out if the reasoner plays batched playouts, for the batch driver */
    CellCheck(int verifyPlayouts, Duration verifyTimeCap, boolean batches) {
        this.verifyPlayouts = verifyPlayouts;
        this.verifyTimeCap = verifyTimeCap;
        this.batches = batches;
    }

    /** @param verifier the game's verifier (it keeps the reference's paths for the next reasoner) */
    Result check(Game game, ReasonerSpec spec, Verifier verifier) {
        Deadline deadline = Deadline.after(verifyTimeCap);
        StateMachine machine;
        long before = usedHeapAfterGc();
        try {
            machine = Reasoners.create(spec, game);
        } catch (UnsupportedGameException e) {
            return new Result(Status.UNSUPPORTED, e.getMessage(), null, null);
        } catch (RuntimeException e) {
            return new Result(Status.FAILED, "preparation threw " + e, null, null);
        }
        Result result = verified(game, spec, verifier, machine, before, deadline);
        if (EngineBench.isEngine(spec)) {
            EngineBench.stop(machine); // its process would idle beside the measured ones
        }
        // a batch cell is checked by the same single playouts as the others; here only whether the machine batches
        return batches && result.status() == Status.OK ? result.withNoBatches(Batches.notOffered(machine)) : result;
    }

    private Result verified(Game game, ReasonerSpec spec, Verifier verifier, StateMachine machine, long before,
                            Deadline deadline) {
        Preparation preparation = machine.preparation();
        long held = usedHeapAfterGc() - before;
        Reference.reachabilityFence(machine);
        Long memory = held > 0 ? held : null; // lost in the noise of the heap's other garbage
        if (verifyPlayouts == 0) {
            return new Result(Status.OK, null, memory, preparation);
        }
        // The reference is walked along its own paths too: a game that breaks GDL's rules in play
        // is then a game-error for it as for every other reasoner, with the same reason.
        Outcome outcome;
        try {
            outcome = Verification.checkStopping(verifier, spec, machine, deadline);
        } catch (TimeoutException e) {
            // A step that outlasts the cap would hang the benchmark's forks too.
            return new Result(Status.UNSUPPORTED, "a single step outlasted the verification's time cap of "
                    + deadline.describe() + " and was stopped; not measured", memory, preparation, true);
        }
        return switch (outcome.status()) {
            case AGREES -> new Result(Status.OK, null, memory, preparation);
            case DISAGREES -> new Result(Status.DISAGREES, outcome.summary() + " (repeat: gdlbench verify "
                    + EngineReasoner.repeatOption(spec.name()) + "--games " + game.name() + " --reasoners " + spec + " "
                    + outcome.disagreement().repeatOptions() + ")", memory, preparation);
            case GAME_ERROR -> new Result(Status.GAME_ERROR, outcome.reason(), memory, preparation);
            case SKIPPED, CAPPED -> new Result(Status.OK, "verification cut short: " + outcome.reason(), memory, preparation);
            case GAVE_UP -> new Result(Status.UNSUPPORTED, outcome.reason(), memory, preparation);
        };
    }

    int verifyPlayouts() {
        return verifyPlayouts;
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return MEMORY.getHeapMemoryUsage().getUsed();
    }
}
