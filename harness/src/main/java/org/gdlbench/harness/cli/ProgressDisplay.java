package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarStyle;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.reports.results.ResultRow;

/**
 * A progress bar over the (game, reasoner) matrix with an ETA: the estimated time of the cells
 * left, scaled by how the finished cells compared with their estimates. Time spent waiting for
 * another JMH run is left out of that scale, and while it lasts the bar says so.
 */
final class ProgressDisplay implements BenchRun.Listener, AutoCloseable {
    private final PrintWriter err;
    private final double estimatedSecondsPerCell;
    private final long start = System.nanoTime();
    private ProgressBar bar;
    private int done;
    /** Seconds spent waiting for JMH's lock, and when the wait under way began (0 when none is). */
    private double waitedSeconds;
    private long waitingSince;
    private String task = "";

    ProgressDisplay(PrintWriter err, double estimatedSecondsPerCell) {
        this.err = err;
        this.estimatedSecondsPerCell = estimatedSecondsPerCell;
    }

    @Override
    public void started(int cell, int cells, String game, String reasoner) {
        if (bar == null) {
            bar = new ProgressBarBuilder().setTaskName("bench").setInitialMax(cells)
                    .setStyle(ProgressBarStyle.ASCII).setConsumer(new Consumer(err))
                    .setEtaFunction(state -> Optional.of(eta(cells))).build();
        }
        task = game + " / " + reasoner;
        bar.setExtraMessage(task);
    }

    @Override
    public synchronized void waiting(String notice) {
        waitingSince = System.nanoTime();
        err.println('\r' + notice);
        err.flush();
        if (bar != null) {
            bar.setExtraMessage("waiting for another JMH run");
        }
    }

    @Override
    public synchronized void waited(Duration waited) {
        waitedSeconds += (System.nanoTime() - waitingSince) / 1e9;
        waitingSince = 0;
        err.println("\rgdlbench: the other JMH run is done, after " + BenchCommand.minutes(waited.toMillis() / 1000.0)
                + " of waiting; measuring");
        err.flush();
        if (bar != null) {
            bar.setExtraMessage(task);
        }
    }

    @Override
    public void finished(int cell, int cells, List<ResultRow> rows) {
        done = cell + 1;
        bar.stepTo(done);
    }

    private synchronized Duration eta(int cells) {
        long now = System.nanoTime();
        double elapsed = (now - start) / 1e9 - waitedSeconds - (waitingSince == 0 ? 0 : (now - waitingSince) / 1e9);
        double speed = done == 0 ? 1 : elapsed / (done * estimatedSecondsPerCell);
        return Duration.ofSeconds(Math.round((cells - done) * estimatedSecondsPerCell * speed));
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }

    /** Draws on the command's error stream, so it never mixes with the results on standard output. */
    private static final class Consumer implements ProgressBarConsumer {
        private final PrintWriter err;

        Consumer(PrintWriter err) {
            this.err = err;
        }

        @Override
        public int getMaxRenderedLength() {
            return 110;
        }

        @Override
        public void accept(String rendered) {
            err.print('\r' + rendered);
            err.flush();
        }

        @Override
        public void close() {
            err.println();
            err.flush();
        }
    }
}
