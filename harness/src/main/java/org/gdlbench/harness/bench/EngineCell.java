package org.gdlbench.harness.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.harness.bench.fork.Seeds;
import org.gdlbench.harness.bench.fork.SteadyState;
import org.gdlbench.harness.engine.EngineBench;
import org.gdlbench.engine.EngineException;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reports.results.ResultRow.Status;
import org.gdlbench.reports.results.ResultRow;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Measures an engine process ({@code --engine}) outside JMH, since JMH's forks cannot reach a
 * process the command line started: the engine's own counted playouts (the protocol's bulk
 * request) with the profile's discipline. Each fork is a fresh set of processes, one per thread
 * ({@link EngineRounds}), each timed from start to rules loaded (the preparation figure, their
 * mean); then rounds until the rate settles (as in JMH's forks, {@link SteadyState}), the warm-up
 * rounds, discarded, and the measured rounds, each one {@code playouts} request of the
 * iteration's length to every process at once, timed here from the start until the last answers.
 * A round's figure is the processes' states summed over that time, as JMH's threads are summed.
 * The error bar is JMH's: half the 99.9% confidence interval over the measured rounds. An engine
 * that fails is one row with the reason, and its processes are stopped.
 */
final class EngineCell {
    /** Said beside every figure this class measures, in the row's reason. */
    static final String NOTE = "measured outside JMH: the engine's own count of its playouts";

    private final Profile profile;

    EngineCell(Profile profile) {
        this.profile = profile;
    }

    /** Whether {@code spec} is an engine this class measures instead of JMH. */
    static boolean measures(ReasonerSpec spec) {
        return EngineBench.isEngine(spec);
    }

    /**
     * The rows of {@code spec} on {@code game} measured with {@code threads} processes at once.
     *
     * @param checkNote what the check before measuring noted (e.g. a verification cut short), or null
     */
    List<ResultRow> measure(CorpusEntry entry, Game game, ReasonerSpec spec, List<Driver> drivers, int threads,
                            String checkNote) {
        Measured measured = null;
        String failure = null;
        if (drivers.contains(Driver.PLAYOUT)) {
            try {
                measured = playouts(game, spec, threads);
            } catch (EngineException | UnsupportedGameException e) {
                failure = e.getMessage();
            }
        }
        List<ResultRow> rows = new ArrayList<>();
        for (Driver driver : drivers) {
            if (driver == Driver.BATCH) {
                rows.add(row(entry, spec, driver, Status.UNSUPPORTED, "an engine process is measured by its own"
                        + " playouts only: the protocol has no batch request", null));
            } else if (driver != Driver.PLAYOUT) {
                rows.add(row(entry, spec, driver, Status.UNSUPPORTED, "an engine process is measured by its own"
                        + " playouts only: the protocol has no search request", null));
            } else if (measured == null) {
                rows.add(row(entry, spec, driver, Status.FAILED, failure, null));
            } else {
                rows.add(row(entry, spec, driver, Status.OK, checkNote == null ? NOTE : checkNote + "; " + NOTE, measured));
            }
        }
        return rows.stream().map(row -> row.withThreads(threads)).toList();
    }

    /** Per-second figures over the measured rounds of every fork. */
    private record Measured(ListStatistics states, ListStatistics playouts, long count, long depths,
                            ListStatistics preparationMs, Double trend) {
    }

    private Measured playouts(Game game, ReasonerSpec spec, int threads) {
        Duration round = Duration.ofNanos(Math.round(profile.iterationSeconds() * 1e9));
        ListStatistics states = new ListStatistics();
        ListStatistics rates = new ListStatistics();
        ListStatistics preparation = new ListStatistics();
        long count = 0;
        long depths = 0;
        List<List<Double>> forks = new ArrayList<>();
        for (int fork = 0; fork < profile.forks(); fork++) {
            List<Double> measured = new ArrayList<>();
            forks.add(measured);
            try (EngineRounds engines = new EngineRounds(spec, game, threads)) {
                engines.preparationMs().forEach(preparation::addValue);
                if (profile.settleCapSeconds() > 0) {
                    SteadyState.settle(() -> engines.play(round, Seeds.settling()).statesPerSecond(),
                            profile.settleCapSeconds());
                }
                for (int i = 0; i < profile.warmupIterations() + profile.iterations(); i++) {
                    EngineRounds.Round played = engines.play(round, Seeds.iteration(i));
                    if (i >= profile.warmupIterations()) {
                        states.addValue(played.statesPerSecond());
                        measured.add(played.statesPerSecond());
                        rates.addValue(played.playoutsPerSecond());
                        count += played.count();
                        depths += played.depths();
                    }
                }
            }
        }
        return new Measured(states, rates, count, depths, preparation, Trend.flagged(forks));
    }

    private static ResultRow row(CorpusEntry entry, ReasonerSpec spec, Driver driver, Status status, String reason,
                                 Measured measured) {
        if (measured == null) {
            return new ResultRow(entry.name(), entry.hash(), spec.toString(), driver.text(), status, reason, null, null,
                    driver.unit(), null, null, driver.rateUnit(), null, null, null, null, null, null, null, true);
        }
        return new ResultRow(entry.name(), entry.hash(), spec.toString(), driver.text(), status, reason,
                measured.states().getMean(), error(measured.states()), driver.unit(), measured.playouts().getMean(),
                error(measured.playouts()), driver.rateUnit(),
                measured.count() == 0 ? null : (double) measured.depths() / measured.count(),
                measured.preparationMs().getMean(), error(measured.preparationMs()), null, null, null, null, true,
                measured.trend());
    }

    /** JMH's error: half the 99.9% confidence interval of the mean; null with fewer than two rounds. */
    private static Double error(ListStatistics statistics) {
        if (statistics.getN() < 2) {
            return null;
        }
        double error = statistics.getMeanErrorAt(0.999);
        return Double.isFinite(error) ? error : null;
    }
}
