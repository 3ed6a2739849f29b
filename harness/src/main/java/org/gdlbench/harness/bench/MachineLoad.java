package org.gdlbench.harness.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.reports.results.CoreLoad;

/**
 * Reads, from Linux's {@code /proc}, what else ran on the measuring cores while a cell was
 * measured ({@link CoreLoad}, which holds the rule that calls the machine busy). The measuring
 * cores are those this JVM may run on ({@code Cpus_allowed_list}, set by {@code taskset}), which
 * the benchmark forks inherit. Over a window, their busy time ({@code /proc/stat}, in clock
 * ticks) less the CPU time of our own processes (this JVM and its descendants, the forks, read
 * from {@code /proc/<pid>/stat} in the same ticks) is what other processes took. A fork that
 * ended within the window is counted through this JVM's {@code cutime} and {@code cstime}, which
 * the kernel adds its times to when the JVM reaps it. Elsewhere than on Linux nothing is known:
 * {@link #open()} gives null, and no row is called quiet.
 */
public final class MachineLoad {
    private static final Path PROC = Path.of("/proc");

    /**
     * One reading of the measuring cores and our processes, in clock ticks since boot.
     *
     * @param used the cores' time spent running anything (user, nice, system, irq, softirq)
     * @param total all of the cores' time, idle and steal included
     * @param steal the cores' time the hypervisor gave to other virtual machines
     * @param ours the CPU time of this JVM and its descendants, ended ones included
     * @param runQueue the processes ready to run on the machine ({@code procs_running}), the reader not counted
     * @param loadAverage the machine's one-minute load average
     */
    record Sample(long used, long total, long steal, long ours, int runQueue, double loadAverage) {
    }

    /** A window opened on the measuring cores; {@link #close()} says what else ran on them since. */
    public static final class Window {
        private final String cores;
        private final Set<Integer> cpus;
        private final Sample start;

        private Window(String cores, Set<Integer> cpus, Sample start) {
            this.cores = cores;
            this.cpus = cpus;
            this.start = start;
        }

        /** What else ran on the measuring cores since the window opened; null when it cannot be read. */
        public CoreLoad close() {
            try {
                return load(cores, start, sample(cpus));
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    private MachineLoad() {
    }

    /** A window on the measuring cores from now; null when they cannot be read (not Linux). */
    public static Window open() {
        try {
            String cores = allowedCpus(Files.readAllLines(PROC.resolve("self/status"), StandardCharsets.UTF_8));
            if (cores == null) {
                return null;
            }
            Set<Integer> cpus = cpuList(cores);
            return new Window(cores, cpus, sample(cpus));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * What else ran on the cores between two readings: the shares of their time that others used
     * (their busy time less ours, never below 0) and that was stolen; null when no time passed.
     */
    static CoreLoad load(String cores, Sample start, Sample end) {
        long total = end.total() - start.total();
        if (total <= 0) {
            return null;
        }
        long others = Math.max(0, (end.used() - start.used()) - (end.ours() - start.ours()));
        return CoreLoad.of(cores, Math.min(1, (double) others / total), (double) (end.steal() - start.steal()) / total,
                end.loadAverage(), start.runQueue());
    }

    private static Sample sample(Set<Integer> cpus) throws IOException {
        List<String> stat = Files.readAllLines(PROC.resolve("stat"), StandardCharsets.UTF_8);
        long used = 0;
        long total = 0;
        long steal = 0;
        for (String line : stat) {
            CpuTimes times = CpuTimes.parse(line);
            if (times != null && cpus.contains(times.cpu())) {
                used += times.used();
                total += times.total();
                steal += times.steal();
            }
        }
        return new Sample(used, total, steal, ourTicks(), runQueue(stat),
                loadAverage(Files.readString(PROC.resolve("loadavg"), StandardCharsets.UTF_8)));
    }

    /** The CPU time of this JVM and its descendants, each with the ended children it reaped, in clock ticks. */
    static long ourTicks() throws IOException {
        long ticks = processTicks(Files.readString(PROC.resolve("self/stat"), StandardCharsets.UTF_8));
        for (ProcessHandle descendant : ProcessHandle.current().descendants().toList()) {
            try {
                ticks += processTicks(Files.readString(PROC.resolve(descendant.pid() + "/stat"), StandardCharsets.UTF_8));
            } catch (IOException ended) {
                // reaped since it was listed: its time is in its parent's cutime from now on
            }
        }
        return ticks;
    }

    /**
     * One {@code cpuN} line of {@code /proc/stat}: user nice system idle iowait irq softirq steal
     * guest guest_nice, in clock ticks (guest time is counted in user already).
     */
    record CpuTimes(int cpu, long used, long total, long steal) {
        /** The line's times, or null when it is not a single CPU's line (the summed {@code cpu} line, others). */
        static CpuTimes parse(String line) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length < 9 || !fields[0].matches("cpu\\d+")) {
                return null;
            }
            long user = Long.parseLong(fields[1]);
            long nice = Long.parseLong(fields[2]);
            long system = Long.parseLong(fields[3]);
            long idle = Long.parseLong(fields[4]);
            long iowait = Long.parseLong(fields[5]);
            long irq = Long.parseLong(fields[6]);
            long softirq = Long.parseLong(fields[7]);
            long steal = Long.parseLong(fields[8]);
            long used = user + nice + system + irq + softirq;
            return new CpuTimes(Integer.parseInt(fields[0].substring(3)), used, used + idle + iowait + steal, steal);
        }
    }

    /**
     * A process's own CPU time and that of the children it reaped ({@code utime + stime + cutime +
     * cstime}, fields 14 to 17 of {@code /proc/<pid>/stat}), in clock ticks. The fields are counted
     * after the command's closing bracket, since the command may hold spaces and brackets.
     */
    static long processTicks(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        // fields[0] is field 3 (the state)
        long ticks = 0;
        for (int field = 14; field <= 17; field++) {
            ticks += Long.parseLong(fields[field - 3]);
        }
        return ticks;
    }

    /** The processes ready to run, less the one reading ({@code procs_running} counts it). */
    static int runQueue(List<String> stat) {
        for (String line : stat) {
            if (line.startsWith("procs_running ")) {
                return Math.max(0, Integer.parseInt(line.substring("procs_running ".length()).trim()) - 1);
            }
        }
        return 0;
    }

    /** The one-minute load average, the first field of {@code /proc/loadavg}. */
    static double loadAverage(String loadavg) {
        return Double.parseDouble(loadavg.trim().split("\\s+")[0]);
    }

    /** The value of {@code Cpus_allowed_list} in {@code /proc/self/status}, e.g. {@code 0-3,6}; null when absent. */
    static String allowedCpus(List<String> status) {
        for (String line : status) {
            if (line.startsWith("Cpus_allowed_list:")) {
                return line.substring("Cpus_allowed_list:".length()).trim();
            }
        }
        return null;
    }

    /** The CPUs of a Linux CPU list: {@code 0-2,5} is 0, 1, 2 and 5. */
    static Set<Integer> cpuList(String list) {
        Set<Integer> cpus = new TreeSet<>();
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length == 1 ? from : Integer.parseInt(range[1]);
            for (int cpu = from; cpu <= to; cpu++) {
                cpus.add(cpu);
            }
        }
        return cpus;
    }
}
