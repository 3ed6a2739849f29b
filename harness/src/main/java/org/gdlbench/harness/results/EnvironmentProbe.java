package org.gdlbench.harness.results;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.gdlbench.reports.results.Environment;
import org.openjdk.jmh.util.Version;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.HardwareAbstractionLayer;

/** Finds out what machine, JVM and gdlbench build a run happens on. */
public final class EnvironmentProbe {
    private EnvironmentProbe() {
    }

    /**
     * @param started when the run began: its date, which tells runs apart
     * @param jvmOptions the options the benchmark forks run with
     * @param gameHashes the games of the run by name
     */
    public static Environment collect(Instant started, String profile, String command, List<String> jvmOptions,
                                      Map<String, String> gameHashes) {
        Properties build = resource("gdlbench/build.properties");
        String commit = blankToNull(build.getProperty("commit"));
        Boolean dirty = commit == null ? null : Boolean.valueOf(build.getProperty("dirty"));
        if (commit == null) {
            // built without git (or by an IDE): ask the checkout the code runs from, if any
            Path codeFolder = codeFolder();
            commit = git(codeFolder, "rev-parse", "HEAD").orElse(null);
            dirty = commit == null ? null : git(codeFolder, "status", "--porcelain", "--untracked-files=no")
                    .map(s -> !s.isEmpty()).orElse(null);
        }
        Hardware hardware = Hardware.probe();
        return new Environment(started.truncatedTo(ChronoUnit.SECONDS).toString(), profile, command, hardware.cpu(),
                Runtime.getRuntime().availableProcessors(), hardware.memoryBytes(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                System.getProperty("java.vendor"), System.getProperty("java.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                List.copyOf(jvmOptions), ManagementFactory.getRuntimeMXBean().getInputArguments(),
                version(), commit, dirty, Version.getPlainVersion(), Collections.unmodifiableMap(new LinkedHashMap<>(gameHashes)),
                hardware.threadsPerCore(), governor(Path.of(CPUFREQ)), hardware.physicalCores());
    }

    /** Where Linux exposes the first core's frequency scaling (absent on most virtual machines). */
    static final String CPUFREQ = "/sys/devices/system/cpu/cpu0/cpufreq";

    /** The frequency governor in {@code cpufreq/scaling_governor}, or null where there is none to read. */
    static String governor(Path cpufreq) {
        try {
            return blankToNull(Files.readString(cpufreq.resolve("scaling_governor")));
        } catch (IOException | RuntimeException e) { // not Linux, or no frequency scaling exposed
            return null;
        }
    }

    /** The gdlbench version the build wrote into {@code gdlbench/version.properties}. */
    public static String version() {
        return resource("gdlbench/version.properties").getProperty("version", "unknown");
    }

    /**
     * The git commit and dirty flag the build recorded in {@code gdlbench/build.properties}
     * (harness/pom.xml), which a jar carries outside any checkout: {@code commit} and {@code dirty},
     * empty when it was built outside git.
     */
    static Properties resource(String name) {
        Properties properties = new Properties();
        try (InputStream in = EnvironmentProbe.class.getClassLoader().getResourceAsStream(name)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // unreadable: as if absent
        }
        return properties;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    /**
     * The processor's name, the physical memory in bytes and the hardware threads per physical core
     * (2 with SMT on), and the physical cores; null when unknown.
     */
    record Hardware(String cpu, Long memoryBytes, Integer threadsPerCore, Integer physicalCores) {
        /** Asks OSHI, which knows every OS; where its native part cannot load, the JVM's view. */
        static Hardware probe() {
            try {
                HardwareAbstractionLayer hardware = new SystemInfo().getHardware();
                CentralProcessor processor = hardware.getProcessor();
                String name = processor.getProcessorIdentifier().getName().strip();
                int physical = processor.getPhysicalProcessorCount();
                return new Hardware(name.isEmpty() ? System.getProperty("os.arch") : name,
                        hardware.getMemory().getTotal(),
                        physical > 0 ? Math.max(1, processor.getLogicalProcessorCount() / physical) : null,
                        physical > 0 ? physical : null);
            } catch (RuntimeException | LinkageError e) {
                Long memory = ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os ? os.getTotalMemorySize() : null;
                return new Hardware(System.getProperty("os.arch"), memory, null, null);
            }
        }
    }

    /** The folder holding the running code (the jar's folder, or the classes folder). */
    private static Path codeFolder() {
        try {
            Path location = Path.of(EnvironmentProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isDirectory(location) ? location : location.getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of(".");
        }
    }

    private static Optional<String> git(Path folder, String... args) {
        String[] command = new String[args.length + 3];
        command[0] = "git";
        command[1] = "-C";
        command[2] = folder.toString();
        System.arraycopy(args, 0, command, 3, args.length);
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                return Optional.empty();
            }
            return Optional.of(output);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
