package org.gdlbench.harness.bench;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.harness.bench.fork.MachineSpeed;

/**
 * How long this machine takes, right now, for what {@link CellCost} estimates, against the one
 * quiet core its figures were measured on: 0.7 when it runs faster by half again. The estimates a
 * run announces are multiplied by it, except the measured iterations, which last as long on every
 * machine. It is read once per process, from the {@link MachineSpeed} workload: a virtual machine's
 * speed moves by half with its host's other tenants from one hour to the next (quick took 231 s
 * on one quiet core against 288 s the day before, the same build and cells), and so did the estimate's
 * error without it.
 */
public final class MachinePace {
    /**
     * The machine speed ({@link MachineSpeed#read}) at which {@link CellCost}'s figures hold: read
     * on the development machine's quiet core 1 (136 to 145 in 9 of 10 readings) during the hour
     * that quick took 231 s there, where the figures gave 324 s, 276 s of it besides the measured
     * iterations (276 x 90 / 137 + 48 = 229 s).
     */
    static final double CALIBRATED_SPEED = 90;
    /** The pace is kept within these, so that a reading taken during a pause cannot make the estimate absurd. */
    static final double LEAST = 0.4;
    static final double MOST = 2.5;
    /** Readings taken, {@link #SPACING_MILLIS} apart; their median counts. */
    private static final int READINGS = 5;
    private static final long SPACING_MILLIS = 50;

    private static Double pace;

    private MachinePace() {
    }

    /** This machine's pace now, read the first time it is asked for (some 0.5 s). */
    public static synchronized double now() {
        if (pace == null) {
            pace = of(speed());
        }
        return pace;
    }

    /** The pace of a machine whose {@link MachineSpeed} reads {@code speed}. */
    static double of(double speed) {
        return Math.max(LEAST, Math.min(MOST, CALIBRATED_SPEED / speed));
    }

    private static double speed() {
        List<Double> readings = new ArrayList<>();
        for (int reading = 0; reading < READINGS; reading++) {
            readings.add(MachineSpeed.read());
            try {
                Thread.sleep(SPACING_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return MachineShift.median(readings);
    }
}
