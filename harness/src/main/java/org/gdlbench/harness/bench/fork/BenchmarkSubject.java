package org.gdlbench.harness.bench.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.LongSupplier;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.infra.ThreadParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The reasoner under test, prepared once per benchmark thread of a fork from the fork's game,
 * outside any measurement: each thread has a machine of its own, as the contract asks (an
 * instance serves one thread).
 */
@State(Scope.Thread)
public class BenchmarkSubject {
    /** Reasoner spec, e.g. {@code reference} or {@code forward:ordering=worst}. */
    @Param(Reasoners.REFERENCE)
    public String reasoner;

    /** The most seconds to settle before the warm-up ({@link SteadyState}); 0 for none. */
    @Param("0")
    public double settleCap;

    /** The length of each settling round, in seconds: the iterations' length. */
    @Param("1")
    public double settleRound;

    /** The file each fork appends how it settled to, one line per fork, for people; empty for none. */
    @Param("")
    public String settleLog;

    /** The folder each fork that settles writes its {@link ForkReport} into, for the host; empty for none. */
    @Param("")
    public String forkReports;

    /** The game's name, for the drivers that read its match records. */
    String game;
    StateMachine machine;
    MachineState initial;
    /** Receives each playout's goal values, so that a fast playout allocates nothing. */
    int[] goals;
    /** How the fork settled and its readings of the machine's speed, once it has settled; null before. */
    private ForkReport report;
    /** This thread's index among the fork's benchmark threads, from 0, and their number. */
    private int thread;
    private int threads = 1;

    @Setup(Level.Trial)
    public void prepare(ForkGame forkGame, ThreadParams threadParams) {
        prepare(forkGame, threadParams.getThreadIndex(), threadParams.getThreadCount());
    }

    /** Prepares thread {@code thread}'s machine (of {@code threads}, from 0) from the fork's game. */
    void prepare(ForkGame forkGame, int thread, int threads) {
        this.thread = thread;
        this.threads = threads;
        game = forkGame.game;
        // one thread prepares at a time: preparing may add to the game's symbol table, which the threads share
        synchronized (forkGame) {
            machine = Reasoners.create(reasoner, forkGame.parsed);
            initial = machine.initialState();
        }
        goals = new int[machine.roles().size()];
    }

    /**
     * Runs {@code operation}, which gives the units (states, nodes) it did, until its rate settles
     * or the cap passes, and says how in its {@link ForkReport} and in {@link #settleLog} as
     * {@code <driver>: <how>}; the fork then reads the machine's speed ({@link MachineSpeed}).
     * Nothing when settling is off. (A fork's standard output would reach the command's.)
     */
    void settle(Driver driver, LongSupplier operation) {
        if (settleCap <= 0) {
            return;
        }
        long started = System.currentTimeMillis();
        SteadyState.Settled how = SteadyState.settle(SteadyState.rounds(operation, settleRound), settleCap,
                JitActivity.ofThisJvm());
        log(driver.text() + (threads == 1 ? "" : " thread " + (thread + 1) + " of " + threads) + ": "
                + how.describe());
        report = new ForkReport(driver.text(), started, how, List.of(), thread);
        writeReport(); // a fork that fails later still tells how it settled
        if (readsMachineSpeed()) {
            MachineSpeed.read(); // the first reading compiles the workload: not one to keep
        }
    }

    /**
     * Whether this thread reads the machine's speed: the first alone, as N threads reading at
     * once would measure their contention for the shared cache, not the machine; the others wait
     * for JMH's next iteration meanwhile, so a reading means the same at every thread count.
     */
    private boolean readsMachineSpeed() {
        return thread == 0;
    }

    /** Reads the machine's speed after each measured iteration, outside JMH's timing. */
    @TearDown(Level.Iteration)
    public void readMachineSpeed(IterationParams iteration) {
        if (report != null && readsMachineSpeed() && iteration.getType() == IterationType.MEASUREMENT) {
            report = report.withReading(MachineSpeed.read());
        }
    }

    /** Tells the host the fork's readings of the machine's speed, and logs their mean for people. */
    @TearDown(Level.Trial)
    public void reportMachineSpeed() {
        if (report != null && !report.machineSpeed().isEmpty()) {
            writeReport();
            log(MachineSpeed.logLine(report.driver(), report.machineSpeed()));
        }
    }

    private void writeReport() {
        if (!forkReports.isEmpty()) {
            report.write(Path.of(forkReports));
        }
    }

    private void log(String line) {
        if (settleLog.isEmpty()) {
            return;
        }
        try {
            Files.writeString(Path.of(settleLog), line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + settleLog, e);
        }
    }
}
