package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Locale;

/**
 * One measured (game, reasoner, driver) of a run; see docs/RESULTS.md. Figures are null when
 * the status is not {@code ok}, and errors are null when too few samples give none.
 *
 * @param figure the headline figure: states/s (playout driver) or nodes/s (mc, mm)
 * @param error its error: half the 99.9% confidence interval, as JMH reports it
 * @param rate the operations per second: playouts/s, simulations/s or searches/s
 * @param depth the mean playout depth (playout, mc) or the mean depth a search reached (mm)
 * @param preparationMs preparation time, parse to reasoner ready, single-shot in fresh JVMs
 * @param memoryBytes heap held by the prepared reasoner (after GC, approximate), or null
 * @param relative figure divided by the best figure for the same game and driver in this run
 * @param allocatedBytes bytes allocated per unit of the figure (per state, or per node), as JMH's
 *                       gc profiler measured it; null unless the run asked for it
 * @param preparation what preparing the reasoner built (back end, phases, sizes), or null when it
 *                    was not prepared in the harness (a game it refused, an invalid game)
 * @param measuredOutsideJmh true when the figures are an engine process's own count of its
 *                    playouts (the protocol's bulk request, timed by gdlbench with the profile's
 *                    warm-up and rounds), not a JMH measurement; null (absent) for JMH's
 * @param trend the fitted change of the rate over the measured iterations, as a fraction of the
 *              mean (e.g. -0.12 for a 12% fall), when it is over 5% and significant: the row was not
 *              measured at steady state; null (absent) when it was
 * @param machineSpeed the machine's speed read after each measured iteration ({@code MachineSpeed},
 *                     millions of steps per second), the mean of each fork, fork after fork; null
 *                     (absent) when not read (the quick profile, engines)
 * @param machineShift when the machine ran at another speed during this row than during the run: the
 *                     fork's reading farthest from the run's median, relative to it (e.g. -0.2 for 20%
 *                     below), for a row with a fork over 5% off the median or two forks over 5% apart;
 *                     null (absent) otherwise. Such a figure does not compare with the others.
 * @param coreLoad what else ran on the measuring cores while the row was measured, and whether that
 *                 made the machine busy ({@link CoreLoad}); null (absent) when not known (not on
 *                 Linux, or a row not measured)

 * @param unsettled why the row was not measured at steady state: its forks reached the settling cap
 *                  with the rate still rising or the JIT still compiling, or its profile does not settle
 *                  that reasoner; null (absent) when it settled or its profile does not settle at all.
 *                  Such a row is shown, marked, but never ranked.
 * @param threads how many threads measured the figure at once, each with a machine of its own, the
 *                figure their sum; null (absent) in results written before threads were recorded,
 *                which were measured with one ({@link #threadCount})
 */
@JsonPropertyOrder({"game", "gameHash", "reasoner", "driver", "status", "reason", "figure", "error", "unit",
        "rate", "rateError", "rateUnit", "depth", "preparationMs", "preparationErrorMs", "memoryBytes", "relative",
        "allocatedBytes", "preparation", "measuredOutsideJmh", "trend", "machineSpeed", "machineShift", "coreLoad", "unsettled", "threads"})
public record ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                        Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                        Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                        Double relative, Double allocatedBytes, PreparationRecord preparation,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean measuredOutsideJmh,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Double trend,
                        @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> machineSpeed,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Double machineShift,
                        @JsonInclude(JsonInclude.Include.NON_NULL) CoreLoad coreLoad,

                        @JsonInclude(JsonInclude.Include.NON_NULL) String unsettled,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer threads) {
    /**
     * The name rows give the reference reasoner, the oracle every other one is checked against:
     * the same name as core's {@code Reasoners.REFERENCE}, which this module cannot see.
     */
    public static final String REFERENCE_REASONER = "reference";

    public ResultRow {
        machineSpeed = machineSpeed == null ? null : List.copyOf(machineSpeed);
    }

    /** A row whose thread count is not recorded: one thread. */
    public ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                     Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                     Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                     Double relative, Double allocatedBytes, PreparationRecord preparation, Boolean measuredOutsideJmh,
                     Double trend, List<Double> machineSpeed, Double machineShift, CoreLoad coreLoad, String unsettled) {
        this(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError, rateUnit, depth,
                preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, coreLoad, unsettled, null);
    }

    /** A row without the measuring cores' load, that settled or was not asked to. */
    public ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                     Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                     Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                     Double relative, Double allocatedBytes, PreparationRecord preparation, Boolean measuredOutsideJmh,
                     Double trend, List<Double> machineSpeed, Double machineShift) {
        this(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError, rateUnit, depth,
                preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, null, null);
    }

    /** A row without the machine's speed. */
    public ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                     Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                     Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                     Double relative, Double allocatedBytes, PreparationRecord preparation, Boolean measuredOutsideJmh,
                     Double trend) {
        this(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError, rateUnit, depth,
                preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, null, null, null, null);
    }

    /** A row without a trend. */
    public ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                     Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                     Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                     Double relative, Double allocatedBytes, PreparationRecord preparation, Boolean measuredOutsideJmh) {
        this(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError, rateUnit, depth,
                preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, null);
    }

    /** A row measured by JMH. */
    public ResultRow(String game, String gameHash, String reasoner, String driver, Status status, String reason,
                     Double figure, Double error, String unit, Double rate, Double rateError, String rateUnit,
                     Double depth, Double preparationMs, Double preparationErrorMs, Long memoryBytes,
                     Double relative, Double allocatedBytes, PreparationRecord preparation) {
        this(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError, rateUnit, depth,
                preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation, null);
    }

    /** How a (game, reasoner, driver) ended; written in lower case with dashes, e.g. {@code invalid-game}. */
    public enum Status {
        /** Measured. */
        OK,
        /** The reasoner refused the game (UnsupportedGameException); {@code reason} says why. */
        UNSUPPORTED,
        /** The verifier found the reasoner's answers wrong on this game; not measured. */
        DISAGREES,
        /** The game is not valid GDL. */
        INVALID_GAME,
        /** The game breaks GDL's rules while played (no legal move, no end). */
        GAME_ERROR,
        /** The driver needs match records and the game has none (or they are stale). */
        NO_RECORDS,
        /** The benchmark failed in its fork; {@code reason} holds the first line of the error. */
        FAILED;

        @JsonValue
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        @Override
        public String toString() {
            return text();
        }
    }

    public ResultRow withRelative(Double value) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, value, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, coreLoad, unsettled, threads);
    }

    public ResultRow withTrend(Double value) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, value, machineSpeed, machineShift, coreLoad, unsettled, threads);
    }

    public ResultRow withMachineSpeed(List<Double> readings) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, readings, machineShift, coreLoad, unsettled, threads);
    }

    public ResultRow withMachineShift(Double value) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, value, coreLoad, unsettled, threads);
    }

    public ResultRow withCoreLoad(CoreLoad value) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, value, unsettled, threads);
    }

    /** Whether other processes or the hypervisor took enough of the measuring cores while the row ran to call the machine busy. */
    public boolean busy() {
        return coreLoad != null && coreLoad.busy();
    }

    public ResultRow withUnsettled(String why) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, coreLoad, why, threads);
    }

    public ResultRow withThreads(Integer value) {
        return new ResultRow(game, gameHash, reasoner, driver, status, reason, figure, error, unit, rate, rateError,
                rateUnit, depth, preparationMs, preparationErrorMs, memoryBytes, relative, allocatedBytes, preparation,
                measuredOutsideJmh, trend, machineSpeed, machineShift, coreLoad, unsettled, value);
    }

    /** How many threads measured the figure: 1 when not recorded. */
    public int threadCount() {
        return threads == null ? 1 : threads;
    }

    /** Whether the row was measured but not settled first ({@link #unsettled}): shown, never ranked. */
    public boolean notSettled() {
        return unsettled != null;
    }

    /** Whether the row's figure may be ranked against others: measured, and settled where its profile settles. */
    public boolean ranked() {
        return figure != null && unsettled == null;
    }

    /** Whether the row was flagged as not measured at steady state (its rate still trended). */
    public boolean trending() {
        return trend != null;
    }

    /** Whether the row was flagged as measured while the machine ran at another speed than during the run. */
    public boolean machineShifted() {
        return machineShift != null;
    }

    /** Whether the figures are an engine's own playout count, measured outside JMH. */
    public boolean outsideJmh() {
        return Boolean.TRUE.equals(measuredOutsideJmh);
    }

    /** The error as a fraction of the figure, or null. */
    public Double relativeError() {
        return figure == null || error == null || figure == 0 ? null : error / figure;
    }
}
