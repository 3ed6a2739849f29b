package org.gdlbench.reports.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
    private static final Environment ENVIRONMENT = new Environment("2025-01-01T00:00:00Z", "quick", "bench", "cpu, fast",
            2, 8_000_000_000L, "Linux", "vendor", "17.0.1", "vm", List.of("-Xmx2g"), List.of(), "0.1.0", "abc", false,
            "1.37", Map.of("tictactoe", "h1"));
    private static final RunResults.Settings SETTINGS = new RunResults.Settings("quick", 1, 3, 3, 1.0, 1,
            List.of("playout"), 1000, 2, List.of("gc"));

    private static ResultRow measured(double figure) {
        return new ResultRow("tictactoe", "h1", "reference", "playout", ResultRow.Status.OK, null, figure, 100.0,
                "states/s", 300.0, 10.0, "playouts/s", 7.5, 250.0, null, 2048L, 1.0, 0.5,
                new PreparationRecord("compiled-propagation", java.util.Map.of("ground", 12.5),
                        java.util.Map.of("groundAtoms", 5478L), List.of("the net has 800 links")));
    }

    /** The first row of results.json as written, field by field: the file's own spelling, which other readers see. */
    private static JsonNode firstRowAsWritten(Path folder) throws Exception {
        return new ObjectMapper().readTree(folder.resolve(ResultFiles.JSON_FILE).toFile()).get("rows").get(0);
    }

    @Test
    void resultsReadBackAsWritten(@TempDir Path folder) {
        RunResults written = RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000),
                new ResultRow("chess", "h2", "propnet", "playout", ResultRow.Status.UNSUPPORTED, "too large", null, null,
                        "states/s", null, null, "playouts/s", null, null, null, null, null, null, null),
                new ResultRow("chess", "h2", "mine", "playout", ResultRow.Status.OK, "measured outside JMH", 900.0, 9.0,
                        "states/s", 10.0, 0.1, "playouts/s", 90.0, 300.0, 20.0, null, null, null, null, true)));
        ResultFiles.write(folder, written);
        assertEquals(written, ResultFiles.read(folder));
    }

    @Test
    void theCsvHasOneRowPerResultWithTheEnvironmentColumnsAndQuotedCommas(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000))));
        List<String> lines = Files.readAllLines(folder.resolve(ResultFiles.CSV_FILE));
        assertEquals(2, lines.size());
        assertEquals(String.join(",", ResultFiles.CSV_COLUMNS), lines.get(0));
        assertEquals("2,2025-01-01T00:00:00Z,quick,\"cpu, fast\",2,17.0.1,abc,tictactoe,h1,reference,playout,ok,,2000.0,"
                + "100.0,states/s,300.0,10.0,playouts/s,7.5,250.0,,2048,1.0,0.5,compiled-propagation,false,,,,,,,,1", lines.get(1));
    }

    @Test
    void aRowNotAtSteadyStateHasItsTrendInTheCsvAndTheJson(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000).withTrend(-0.25))));
        assertTrue(Files.readAllLines(folder.resolve(ResultFiles.CSV_FILE)).get(1).endsWith(",false,-0.25,,,,,,,1"));
        assertEquals(-0.25, ResultFiles.read(folder).rows().get(0).trend());
        assertEquals(-0.25, firstRowAsWritten(folder).get("trend").doubleValue());
    }

    @Test
    void theMachinesSpeedGoesToTheJsonAsReadAndToTheCsvAsTheMeanWithItsFlag(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000)
                .withMachineSpeed(List.of(80.0, 90.0)).withMachineShift(-0.2))));
        assertTrue(Files.readAllLines(folder.resolve(ResultFiles.CSV_FILE)).get(1).endsWith(",false,,85.0,-0.2,,,,,1"));
        assertEquals(List.of(80.0, 90.0), ResultFiles.read(folder).rows().get(0).machineSpeed());
        assertEquals(-0.2, ResultFiles.read(folder).rows().get(0).machineShift());
    }

    @Test
    void theMeasuringCoresLoadGoesToTheJsonAndItsSharesAndVerdictToTheCsv(@TempDir Path folder) throws Exception {
        CoreLoad load = CoreLoad.of("1", 0.5, 0.02, 3.1, 2);
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000).withCoreLoad(load),
                measured(1000))));
        List<String> lines = Files.readAllLines(folder.resolve(ResultFiles.CSV_FILE));
        assertTrue(lines.get(1).endsWith(",false,,,,0.5,0.02,true,,1"), lines.get(1));
        assertTrue(lines.get(2).endsWith(",false,,,,,,,,1"), "no reading, no verdict: " + lines.get(2));
        assertEquals(new CoreLoad("1", 0.5, 0.02, 3.1, 2, true), ResultFiles.read(folder).rows().get(0).coreLoad());
        assertTrue(ResultFiles.read(folder).rows().get(0).busy());
        assertEquals(null, ResultFiles.read(folder).rows().get(1).coreLoad());
        JsonNode second = new ObjectMapper().readTree(folder.resolve(ResultFiles.JSON_FILE).toFile()).get("rows").get(1);
        assertFalse(second.has("coreLoad"), "absent when not known, as other optional fields: " + second);
    }

    @Test
    void theBusyRuleLooksAtOthersAndStealEachOverItsLimit() {
        assertTrue(!CoreLoad.isBusy(CoreLoad.OTHERS_LIMIT, CoreLoad.STEAL_LIMIT), "at the limits: not over them");
        assertTrue(CoreLoad.isBusy(0.11, 0));
        assertTrue(CoreLoad.isBusy(0, 0.11));
        assertTrue(!CoreLoad.of("0-1", 0.04, 0.01, 9.5, 8).busy(), "a high load average alone is not the rule");
        assertEquals(0.3, CoreLoad.of("0", 0.1, 0.3, 0, 0).taken());
    }

    @Test
    void whyARowWasNotSettledGoesToTheCsvAndTheJson(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000)
                .withUnsettled("the JIT was still compiling"))));
        assertTrue(Files.readAllLines(folder.resolve(ResultFiles.CSV_FILE)).get(1)
                .endsWith(",false,,,,,,,\"the JIT was still compiling\",1"));
        assertEquals("the JIT was still compiling", ResultFiles.read(folder).rows().get(0).unsettled());
        assertEquals("the JIT was still compiling", firstRowAsWritten(folder).get("unsettled").textValue());
        Path settled = Files.createDirectories(folder.resolve("settled"));
        ResultFiles.write(settled, RunResults.of(ENVIRONMENT, SETTINGS, List.of(measured(2000))));
        assertFalse(firstRowAsWritten(settled).has("unsettled"), "absent when settled");
    }

    @Test
    void statusesAreWrittenInLowerCaseWithDashes(@TempDir Path folder) throws Exception {
        ResultFiles.write(folder, RunResults.of(ENVIRONMENT, SETTINGS, List.of(new ResultRow("g", "h", "r", "mc",
                ResultRow.Status.NO_RECORDS, "none", null, null, "nodes/s", null, null, "simulations/s", null, null, null,
                null, null, null, null))));
        assertEquals("no-records", firstRowAsWritten(folder).get("status").textValue());
        assertEquals(ResultRow.Status.NO_RECORDS, ResultFiles.read(folder).rows().get(0).status());
    }

    @Test
    void aNewerSchemaOrAForeignFileIsRefused(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve(ResultFiles.JSON_FILE), "{\"schema\":\"gdlbench-results\",\"schemaVersion\":99,\"rows\":[]}");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ResultFiles.read(folder)).getMessage()
                .contains("schema version 99"));
        Files.writeString(folder.resolve(ResultFiles.JSON_FILE), "{\"schema\":\"other\",\"schemaVersion\":1,\"rows\":[]}");
        assertThrows(IllegalArgumentException.class, () -> ResultFiles.read(folder));
    }
}
