package org.gdlbench.reports.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IterationRatesTest {
    /** The batch driver's iterations are its states counter, per lane, as the playout driver's are. */
    @Test
    void eachDriversRatesAreReadFromItsOwnBenchmarkAndCounter(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve(IterationRates.FILE), "[" + benchmark("PlayoutBenchmark.playout", "[[1.0,2.0]]")
                + "," + benchmark("BatchBenchmark.run", "[[30.0,31.0],[32.0,33.0]]") + "]");
        Map<IterationRates.Key, List<List<Double>>> rates = IterationRates.read(folder);
        assertEquals(List.of(List.of(1.0, 2.0)), rates.get(new IterationRates.Key("tictactoe", "propnet", "playout")));
        assertEquals(List.of(List.of(30.0, 31.0), List.of(32.0, 33.0)),
                rates.get(new IterationRates.Key("tictactoe", "propnet", "batch")));
    }

    private static String benchmark(String method, String states) {
        return "{\"benchmark\":\"org.gdlbench.harness.bench.fork." + method + "\",\"params\":{\"game\":\"tictactoe\","
                + "\"reasoner\":\"propnet\"},\"secondaryMetrics\":{\"playouts\":{\"rawData\":[[0.5]]},"
                + "\"states\":{\"rawData\":" + states + "}}}";
    }
}
