package org.gdlbench.check;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * A point in time after which long work stops; checked between steps, never interrupts one.
 * Measured on the wall clock, or on the calling thread's CPU time where the result must not
 * depend on how busy the machine is (such as choosing golden count depths).
 */
public final class Deadline {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final LongSupplier clock;
    private final long end;
    private final Duration budget;

    private Deadline(LongSupplier clock, Duration budget) {
        this.clock = clock;
        this.budget = budget;
        long now = clock.getAsLong();
        long nanos = budget.toNanos();
        this.end = nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
    }

    /** A deadline {@code budget} of wall-clock time from now. */
    public static Deadline after(Duration budget) {
        return new Deadline(System::nanoTime, budget);
    }

    /** A deadline after the calling thread has used {@code budget} of CPU time; check it on that thread only. */
    public static Deadline afterCpu(Duration budget) {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return after(budget);
        }
        return new Deadline(THREADS::getCurrentThreadCpuTime, budget);
    }

    public static Deadline none() {
        return new Deadline(() -> 0, Duration.ofNanos(Long.MAX_VALUE));
    }

    public boolean passed() {
        return end != Long.MAX_VALUE && clock.getAsLong() - end > 0;
    }

    /** The time left before the deadline passes; zero once it has. */
    public Duration left() {
        if (end == Long.MAX_VALUE) {
            return Duration.ofNanos(Long.MAX_VALUE);
        }
        return Duration.ofNanos(Math.max(0, end - clock.getAsLong()));
    }

    /** The budget as people read it: "60 s", "1.5 s". */
    public String describe() {
        double seconds = budget.toNanos() / 1e9;
        return (seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds)) + " s";
    }
}
