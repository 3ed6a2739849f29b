package org.gdlbench.harness.bench.fork;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What one benchmark fork tells the host: how its driver settled and its readings of the
 * machine's speed, as typed figures in a small JSON file of its own, in the folder the host names
 * for each JMH run. The host reads these files, never the settling log, which is for people.
 *
 * @param driver the driver's name ({@link Driver#text})
 * @param startedMillis when the fork began to settle, in epoch milliseconds: the order of the forks
 * @param settling how the fork settled
 * @param machineSpeed its readings of the machine's speed ({@link MachineSpeed}), one after each
 *     measured iteration, in order; only the first thread of a fork reads it
 * @param thread the benchmark thread of the fork that settled so, from 0: each thread settles its
 *     own machine
 */
public record ForkReport(String driver, long startedMillis, SteadyState.Settled settling, List<Double> machineSpeed,
                         int thread) {
    private static final String SUFFIX = ".fork.json";
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public ForkReport {
        machineSpeed = List.copyOf(machineSpeed);
    }

    /** The report of a fork's only thread. */
    public ForkReport(String driver, long startedMillis, SteadyState.Settled settling, List<Double> machineSpeed) {
        this(driver, startedMillis, settling, machineSpeed, 0);
    }

    /** This report with one more reading of the machine's speed. */
    public ForkReport withReading(double reading) {
        List<Double> readings = new ArrayList<>(machineSpeed);
        readings.add(reading);
        return new ForkReport(driver, startedMillis, settling, readings, thread);
    }

    /** The mean of the readings; null when there are none. */
    public Double meanMachineSpeed() {
        return machineSpeed.isEmpty() ? null
                : machineSpeed.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /**
     * Writes the report into {@code folder} whole or not at all (a fork killed while writing leaves
     * none), under a name of this fork's own, replacing what this fork wrote before.
     */
    public void write(Path folder) {
        Path file = folder.resolve("fork-" + startedMillis + "-" + ProcessHandle.current().pid()
                + (thread == 0 ? "" : "-thread-" + thread) + SUFFIX);
        Path partial = folder.resolve(file.getFileName() + ".partial");
        try {
            Files.createDirectories(folder);
            Files.write(partial, JSON.writeValueAsBytes(this));
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the fork's report " + file, e);
        }
    }

    /** The reports in {@code folder}, in the order their forks began; none when it does not exist. */
    public static List<ForkReport> read(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<ForkReport> reports = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(path -> path.getFileName().toString().endsWith(SUFFIX)).toList()) {
                reports.add(JSON.readValue(file.toFile(), ForkReport.class));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the forks' reports in " + folder, e);
        }
        reports.sort(Comparator.comparingLong(ForkReport::startedMillis).thenComparingInt(ForkReport::thread));
        return reports;
    }

    /** Empties {@code folder} of reports, so that a run reads only those of its own forks. */
    public static void clear(Path folder) {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot empty " + folder, e);
        }
    }
}
