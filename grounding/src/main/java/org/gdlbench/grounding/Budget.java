package org.gdlbench.grounding;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Enforces {@link GroundingOptions} while grounding: a game over budget is refused with the size
 * reached. Time is the grounding thread's CPU time where the JVM measures it, so that a loaded
 * machine does not turn an accepted game into a refused one.
 */
public final class Budget {
    private static final int CHECK_EVERY = 1 << 16;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final GroundingOptions options;
    private final boolean cpuTime = THREADS.isCurrentThreadCpuTimeSupported();
    private final long start = now();
    private final long deadline;
    private int steps;
    private int atoms;
    private int rules;

    public Budget(GroundingOptions options) {
        this.options = options;
        this.deadline = start + (long) (options.maxSeconds() * 1e9);
    }

    /** One unit of join work; checks the clock now and then. */
    void step() {
        if (++steps == CHECK_EVERY) {
            steps = 0;
            checkTime();
        }
    }

    public void checkTime() {
        if (now() > deadline) {
            throw refuse("grounding took over " + format(options.maxSeconds()) + " s of CPU time");
        }
    }

    void atomAdded() {
        if (++atoms > options.maxAtoms()) {
            throw refuse("grounding needs over " + options.maxAtoms() + " ground atoms");
        }
    }

    void ruleAdded() {
        if (++rules > options.maxRules()) {
            throw refuse("grounding needs over " + options.maxRules() + " ground rules");
        }
    }

    /** Time spent since this budget was made, in milliseconds. */
    public long elapsedMillis() {
        return (now() - start) / 1_000_000;
    }

    private long now() {
        return cpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    public UnsupportedGameException refuse(String reason) {
        return new UnsupportedGameException(reason + " (reached " + atoms + " atoms, " + rules + " rules in "
                + elapsedMillis() + " ms)");
    }

    private static String format(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}
