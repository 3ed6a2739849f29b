package org.gdlbench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.gdlbench.reports.results.Environment;
import org.junit.jupiter.api.Test;

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
    void aMissingResourceReadsAsEmpty() {
        assertTrue(EnvironmentProbe.resource("gdlbench/no-such.properties").isEmpty());
        assertEquals("unknown", new Properties().getProperty("version", "unknown"));
    }
}
