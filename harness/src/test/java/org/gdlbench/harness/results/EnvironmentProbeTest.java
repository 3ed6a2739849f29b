package org.gdlbench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.gdlbench.reports.results.Environment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentProbeTest {
    @Test
    void theBuildRecordsItsCommitSoThatAJarOutsideACheckoutKnowsIt() {
        Properties build = EnvironmentProbe.resource("gdlbench/build.properties");
        assertTrue(build.containsKey("commit") && build.containsKey("dirty"), build.toString());
        String commit = build.getProperty("commit");
        Environment environment = EnvironmentProbe.collect(Instant.now(), "quick", "test", List.of(), Map.of());
        if (commit.isEmpty()) {
            return; // built outside git: nothing to record
        }
        assertTrue(commit.matches("[0-9a-f]{40}"), commit);
        assertTrue(List.of("true", "false").contains(build.getProperty("dirty")), build.toString());
        assertEquals(commit, environment.gitCommit(), "the build's record comes first");
        assertEquals(Boolean.valueOf(build.getProperty("dirty")), environment.gitDirty());
    }

    @Test
    void theMachineIsNamedByItsProcessorAndMemory() throws Exception {
        EnvironmentProbe.Hardware hardware = EnvironmentProbe.Hardware.probe();
        assertTrue(!hardware.cpu().isBlank(), hardware.toString());
        assertTrue(hardware.memoryBytes() != null && hardware.memoryBytes() > 0, hardware.toString());
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            // On Linux the kernel's own name for the processor, which OSHI must agree with.
            String model = Files.readAllLines(cpuinfo).stream().filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).strip()).findFirst().orElse(null);
            if (model != null) {
                assertEquals(model, hardware.cpu());
            }
        }
    }

    @Test
    void threadsPerCoreAgreeWithTheKernelsSiblingsOfTheFirstCore() throws Exception {
        Integer threads = EnvironmentProbe.Hardware.probe().threadsPerCore();
        assertTrue(threads != null && threads >= 1, String.valueOf(threads));
        Path siblings = Path.of("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list");
        if (Files.isReadable(siblings)) {
            // "0", "0,4" or "0-1": the hardware threads sharing cpu0's core
            int count = 0;
            for (String part : Files.readString(siblings).strip().split(",")) {
                String[] range = part.split("-");
                count += range.length == 1 ? 1 : Integer.parseInt(range[1]) - Integer.parseInt(range[0]) + 1;
            }
            assertEquals(count, threads);
        }
    }

    @Test
    void theGovernorIsReadFromCpufreqAndNullWhereNoneIsExposed(@TempDir Path temp) throws Exception {
        Files.writeString(temp.resolve("scaling_governor"), "performance\n");
        assertEquals("performance", EnvironmentProbe.governor(temp));
        assertNull(EnvironmentProbe.governor(temp.resolve("absent")));
        Path real = Path.of(EnvironmentProbe.CPUFREQ, "scaling_governor");
        Environment environment = EnvironmentProbe.collect(Instant.now(), "quick", "test", List.of(), Map.of());
        assertEquals(Files.isReadable(real) ? Files.readString(real).strip() : null, environment.governor());
    }

    @Test
    void aMissingResourceReadsAsEmpty() {
        assertTrue(EnvironmentProbe.resource("gdlbench/no-such.properties").isEmpty());
        assertEquals("unknown", new Properties().getProperty("version", "unknown"));
    }
}
