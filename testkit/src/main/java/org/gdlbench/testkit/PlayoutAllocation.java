package org.gdlbench.testkit;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Assumptions;

/** The bytes a machine's own playouts allocate once warm, as the JVM counts them per thread. */
public final class PlayoutAllocation {
    /** What {@link #measure} counted. */
    public record Count(long bytes, int playouts, long steps) {
        @Override
        public String toString() {
            return bytes + " bytes over " + playouts + " playouts of " + steps + " steps";
        }
    }

    private PlayoutAllocation() {
    }

    /**
     * Plays {@code warmUps} seeded playouts from the initial state, then counts what the next
     * {@code playouts} allocate. Skips the calling test when this JVM does not count allocation.
     */
    public static Count measure(StateMachine machine, int warmUps, int playouts) {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(threads.isThreadAllocatedMemoryEnabled(), "allocation counting is off");
        MachineState start = machine.initialState();
        SplittableRandom random = new SplittableRandom(7);
        int[] goals = new int[machine.roles().size()];
        for (int i = 0; i < warmUps; i++) {
            machine.playout(start, random, goals);
        }
        long thread = Thread.currentThread().getId();
        long steps = 0;
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < playouts; i++) {
            steps += machine.playout(start, random, goals);
        }
        return new Count(threads.getThreadAllocatedBytes(thread) - before, playouts, steps);
    }
}
