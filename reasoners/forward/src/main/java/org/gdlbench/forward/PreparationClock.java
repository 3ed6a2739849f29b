package org.gdlbench.forward;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * The time preparing over open instances may take: the grounding's {@code seconds} budget, as CPU
 * time of the preparing thread since preparing began, the failed listing of the reachable atoms
 * included. Without reference tables one state of the statistics playouts can take minutes (a
 * chess-like sheet joins the whole board several times per state), and a default that stalls a
 * run is worse than a refusal; so the rules and the on-demand answers tick this clock while
 * preparing runs them, and past the budget the game is refused in one line. Once preparing has
 * ended the clock never refuses: bounding play is the caller's business.
 */
final class PreparationClock {
    /** Ticks between two readings of the clock, which costs about a microsecond. */
    private static final int CHECK_EVERY = 1 << 12;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final boolean cpuTime = THREADS.isCurrentThreadCpuTimeSupported();
    private final double seconds;
    private final long deadline;
    private int ticks;
    private boolean running = true;

    /** A clock that refuses once {@code seconds} have passed from now on the calling thread. */
    PreparationClock(double seconds) {
        this.seconds = seconds;
        this.deadline = now() + (long) (seconds * 1e9);
    }

    /** One unit of work (a rule's read, an on-demand proof step); reads the clock now and then. */
    void tick() {
        if (++ticks >= CHECK_EVERY) {
            ticks = 0;
            check();
        }
    }

    /** Refuses the game when preparing is still running past the budget. */
    void check() {
        if (running && now() > deadline) {
            throw new UnsupportedGameException("preparing over open instances took over " + format(seconds)
                    + " s of CPU time (forward:seconds=S sets the bound)");
        }
    }

    /** The seconds left, at least a thousandth so that a budget handed on stays valid. */
    double secondsLeft() {
        return Math.max(1e-3, (deadline - now()) / 1e9);
    }

    /** Preparing is done: the machine's later work is never refused. */
    void stop() {
        running = false;
    }

    private long now() {
        return cpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static String format(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}
