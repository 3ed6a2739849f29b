package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrendNoteTest {
    @TempDir
    Path temp;

    @Test
    void rowsNotAtSteadyStateAreNamedWithTheirChange() {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.set(9, rows.get(9).withTrend(-0.123));
        Run run = new Run("run", temp, List.of(RunResults.of(Fixtures.ENVIRONMENT, Fixtures.SETTINGS, rows)), Map.of());
        String html = TrendNote.html(List.of(run));
        assertTrue(html.startsWith("<p class=\"warn\"><strong>Not at steady state:</strong> the rate of this row"),
                html);
        assertTrue(html.contains("hex · propnet · playout (-12%)"), html);
    }

    @Test
    void steadyRowsGiveNoNote() {
        Run run = new Run("run", temp, List.of(RunResults.of(Fixtures.ENVIRONMENT, Fixtures.SETTINGS,
                Fixtures.standardRows())), Map.of());
        assertEquals("", TrendNote.html(List.of(run)));
    }

    @Test
    void theReportPageCarriesTheNoteAndTheResultsKeepTheTrend() throws Exception {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.set(5, rows.get(5).withTrend(0.31));
        Path folder = Fixtures.folder(temp.resolve("run"), rows);
        assertEquals(0.31, ResultFiles.read(folder).rows().get(5).trend());
        assertEquals(null, ResultFiles.read(folder).rows().get(4).trend());
        Report.write(new Report.Options(List.of(folder), temp.resolve("report"), null, null, null));
        String page = Files.readString(temp.resolve("report/index.html"));
        assertTrue(page.contains("Not at steady state"), page);
        assertTrue(page.contains("connectfour · propnet · playout (+31%)"), page);
    }

    @Test
    void rowsMeasuredWhileTheMachineRanAtAnotherSpeedAreNamedAndTheResultsKeepTheReadings() throws Exception {
        List<ResultRow> rows = new ArrayList<>(Fixtures.standardRows());
        rows.set(5, rows.get(5).withMachineSpeed(List.of(70.0, 72.0)).withMachineShift(-0.3));
        rows.set(4, rows.get(4).withMachineSpeed(List.of(100.0, 101.0)));
        Path folder = Fixtures.folder(temp.resolve("run"), rows);
        ResultRow read = ResultFiles.read(folder).rows().get(5);
        assertEquals(List.of(70.0, 72.0), read.machineSpeed());
        assertEquals(-0.3, read.machineShift());
        assertEquals(null, ResultFiles.read(folder).rows().get(4).machineShift());
        assertEquals(null, ResultFiles.read(folder).rows().get(3).machineSpeed());
        Report.write(new Report.Options(List.of(folder), temp.resolve("report"), null, null, null));
        String page = Files.readString(temp.resolve("report/index.html"));
        assertTrue(page.contains("<strong>Machine speed changed:</strong> while this row ran"), page);
        assertTrue(page.contains("connectfour · propnet · playout (-30%)"), page);
        assertTrue(!page.contains("Not at steady state"), page);
    }
}
