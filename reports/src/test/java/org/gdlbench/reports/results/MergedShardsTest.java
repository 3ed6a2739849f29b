package org.gdlbench.reports.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MergedShardsTest {
    private static final RunResults.Settings SETTINGS = new RunResults.Settings("quick", 1, 3, 3, 1.0, 1,
            List.of("playout"), 1000, 2, List.of());

    private static Environment machine(String cpu, int cores) {
        return new Environment("2025-01-01T00:00:00Z", "quick", "bench", cpu, cores, 8_000_000_000L, "Linux", "vendor",
                "17.0.1", "vm", List.of("-Xmx2g"), List.of(), "0.1.0", "abc", false, "1.37", Map.of("tictactoe", "h1"));
    }

    @Test
    void aMergedRunKeepsEachShardsEnvironmentAndReadsBackAsWritten(@TempDir Path folder) {
        MergedShards merged = new MergedShards(true, List.of("cpu", "cores"), List.of(
                new MergedShards.Shard("1/2", "a", 3, machine("fast", 8)),
                new MergedShards.Shard("2/2", "b", 2, machine("slow", 4))));
        RunResults written = RunResults.of(machine("fast", 8), SETTINGS, merged, Map.of(), List.of());
        ResultFiles.write(folder, written);
        assertEquals(written, ResultFiles.read(folder));
    }

    @Test
    void anUnmergedRunHasNoMergedFieldAndReadsAsBefore(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(machine("fast", 8), SETTINGS, List.of()));
        assertFalse(Files.readString(folder.resolve(ResultFiles.JSON_FILE)).contains("merged"));
        assertNull(ResultFiles.read(folder).merged());
        assertEquals(2, ResultFiles.read(folder).schemaVersion());
    }
}
