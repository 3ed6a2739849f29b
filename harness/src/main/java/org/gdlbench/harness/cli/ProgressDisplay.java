package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.reports.results.ResultRow;

/**
 * Progress over a run's cells, its (game, reasoner) pairs, on the command's error stream, so that
 * it never mixes with the results on standard output. As a {@link Mode#BAR}: one line redrawn in
 * place every second, of one width from start to end (the bar, the cells done, the time spent and
 * left, the cell under way); a notice or result printed meanwhile gets a line of its own, the bar
 * drawn again under it. {@link Mode#PLAIN}: one line per finished cell, for logs. Time left is the
 * estimated time of the cells left, scaled by how the finished cells compared with their
 * estimates; time spent waiting for another JMH run is left out of that scale.
 */
final class ProgressDisplay implements BenchRun.Listener, AutoCloseable {
    /** How progress is shown. */
    enum Mode {
        /** A bar redrawn in place, for a terminal. */
        BAR,
        /** One line per finished cell, for a log. */
        PLAIN;

        /** PLAIN when asked for, or when standard output is not a terminal (a CI log, a file); else BAR. */
        static Mode chosen(boolean plainAsked) {
            return plainAsked || System.console() == null ? PLAIN : BAR;
        }
    }

    /** Columns of the bar between its brackets. */
    private static final int BAR_WIDTH = 30;
    /** Columns of the cell's name, padded or cut to it, so that the line keeps its width. */
    static final int TASK_WIDTH = 40;

    private final String name;
    private final PrintWriter err;
    private final Mode mode;
    /** Seconds a cell is estimated to take; 0 when no estimate is known before the first cell ends. */
    private final double estimatedSecondsPerCell;
    private final long start = System.nanoTime();
    private ScheduledExecutorService ticker;
    private int cells;
    private int done;
    private String task = "";
    /** Seconds spent waiting for JMH's lock, and when the wait under way began (0 when none is). */
    private double waitedSeconds;
    private long waitingSince;
    /** The length of the bar's line on the screen now; 0 when none is drawn. */
    private int drawn;
    /** Once closed, the ticker's last tick draws nothing under the final line. */
    private boolean closed;

    /** The display of a bench run, shown as the command's --plain (or its output) chose. */
    ProgressDisplay(PrintWriter err, double estimatedSecondsPerCell) {
        this("bench", err, estimatedSecondsPerCell, ProgressOption.mode());
    }

    ProgressDisplay(String name, PrintWriter err, double estimatedSecondsPerCell, Mode mode) {
        this.name = name;
        this.err = err;
        this.estimatedSecondsPerCell = estimatedSecondsPerCell;
        this.mode = mode;
    }

    @Override
    public synchronized void started(int cell, int cells, String game, String reasoner) {
        this.cells = cells;
        task = game + " / " + reasoner;
        if (mode == Mode.BAR && ticker == null) {
            ticker = Executors.newSingleThreadScheduledExecutor(work -> {
                Thread thread = new Thread(work, "gdlbench-progress");
                thread.setDaemon(true);
                return thread;
            });
            ticker.scheduleAtFixedRate(this::draw, 1, 1, TimeUnit.SECONDS);
        }
        draw();
    }

    @Override
    public void finished(int cell, int cells, List<ResultRow> rows) {
        finished(cell, cells, outcome(rows));
    }

    /**
     * How a cell's rows ended: their status when they agree, else each driver's ("playout ok, batch
     * unsupported"), so that a reasoner without batches does not read as partly failed.
     */
    static String outcome(List<ResultRow> rows) {
        if (rows.isEmpty()) {
            return "done";
        }
        boolean agree = rows.stream().map(ResultRow::status).distinct().count() == 1;
        return agree ? rows.get(0).status().text() : rows.stream().map(row -> row.driver() + " " + row.status().text())
                .collect(Collectors.joining(", "));
    }

    /** Cell {@code cell} (from 0) of {@code cells} ended with {@code result}. */
    synchronized void finished(int cell, int cells, String result) {
        this.cells = cells;
        done = cell + 1;
        if (mode == Mode.PLAIN) {
            err.printf("%s %s %s: %s, %s%n", name, count(done, cells), task, result, times());
            err.flush();
        } else {
            draw();
        }
    }

    @Override
    public synchronized void waiting(String notice) {
        waitingSince = System.nanoTime();
        print(err, notice + System.lineSeparator());
    }

    @Override
    public synchronized void waited(Duration waited) {
        waitedSeconds += (System.nanoTime() - waitingSince) / 1e9;
        waitingSince = 0;
        print(err, "gdlbench: the other JMH run is done, after " + BenchCommand.minutes(waited.toMillis() / 1000.0)
                + " of waiting; measuring" + System.lineSeparator());
    }

    /** Prints {@code text} to {@code stream} on lines of its own: the bar's line is cleared first and drawn again under it. */
    synchronized void print(PrintWriter stream, String text) {
        if (drawn > 0) {
            err.print('\r' + " ".repeat(drawn) + '\r');
            err.flush();
            drawn = 0;
        }
        stream.print(text);
        stream.flush();
        draw();
    }

    /** Draws the bar's line over the one drawn before; nothing in {@link Mode#PLAIN} or before the first cell. */
    private synchronized void draw() {
        if (mode == Mode.PLAIN || cells == 0 || closed) {
            return;
        }
        String line = line(name, done, cells, task(), times());
        err.print('\r' + line + " ".repeat(Math.max(0, drawn - line.length())));
        err.flush();
        drawn = line.length();
    }

    private String task() {
        return waitingSince == 0 ? task : "waiting for another JMH run";
    }

    /** The bar's line: of one width for a run's every state, whatever the cell's name. */
    static String line(String name, int done, int cells, String task, String times) {
        int filled = BAR_WIDTH * done / Math.max(1, cells);
        String bar = "=".repeat(filled) + (filled < BAR_WIDTH ? ">" + " ".repeat(BAR_WIDTH - filled - 1) : "");
        String shown = task.length() > TASK_WIDTH ? task.substring(0, TASK_WIDTH - 3) + "..." : task;
        return String.format("%-6s [%s] %s  %s  %-" + TASK_WIDTH + "s", name, bar, count(done, cells), times, shown);
    }

    /** "3/16", the done count padded to the width of the total. */
    private static String count(int done, int cells) {
        String total = String.valueOf(cells);
        return String.format("%" + total.length() + "d/%s", done, total);
    }

    /** "0:01:05 spent, about 0:02:10 left", the time spent waiting for JMH's lock apart from the estimate. */
    private String times() {
        long now = System.nanoTime();
        double spent = (now - start) / 1e9;
        double working = spent - waitedSeconds - (waitingSince == 0 ? 0 : (now - waitingSince) / 1e9);
        String left;
        if (done > 0) {
            left = clock(working / done * (cells - done));
        } else {
            left = estimatedSecondsPerCell > 0 ? clock(Math.max(0, cells * estimatedSecondsPerCell - working)) : "?:??:??";
        }
        return clock(spent) + " spent, about " + left + " left";
    }

    private static String clock(double seconds) {
        long whole = Math.round(seconds);
        return String.format("%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60);
    }

    @Override
    public synchronized void close() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
        if (drawn > 0) {
            draw();
            err.println();
            err.flush();
            drawn = 0;
        }
        closed = true;
    }
}
