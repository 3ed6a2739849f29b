package org.gdlbench.harness;

import java.time.Duration;

/** A point in time after which long work stops; checked between steps, never interrupts one. */
public final class Deadline {
    private final long endNanos;
    private final Duration budget;

    private Deadline(long endNanos, Duration budget) {
        this.endNanos = endNanos;
        this.budget = budget;
    }

    /** A deadline {@code budget} from now. */
    public static Deadline after(Duration budget) {
        long nanos = budget.toNanos();
        long now = System.nanoTime();
        return new Deadline(nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos, budget);
    }

    public static Deadline none() {
        return new Deadline(Long.MAX_VALUE, Duration.ofNanos(Long.MAX_VALUE));
    }

    public boolean passed() {
        return endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos > 0;
    }

    /** The budget this deadline was made with, e.g. for a message "time cap of 60 s". */
    public Duration budget() {
        return budget;
    }

    /** The budget as people read it: "60 s", "1.5 s". */
    public String describe() {
        double seconds = budget.toNanos() / 1e9;
        return (seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds)) + " s";
    }
}
