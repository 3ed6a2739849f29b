package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BusyNoteTest {
    private static final CoreLoad QUIET = CoreLoad.of("1", 0.01, 0.0, 1.0, 0);
    private static final CoreLoad BUSY = CoreLoad.of("1", 0.48, 0.01, 2.0, 1);

    @TempDir
    Path temp;

    /** The standard rows, each read on quiet cores, but those named by index read on a busy one. */
    private static List<ResultRow> rows(int... busy) {
        List<ResultRow> rows = new ArrayList<>();
        Fixtures.standardRows().forEach(row -> rows.add(row.status() == ResultRow.Status.OK ? row.withCoreLoad(QUIET)
                : row));
        for (int index : busy) {
            rows.set(index, rows.get(index).withCoreLoad(BUSY));
        }
        return rows;
    }

    private Run run(List<ResultRow> rows) {
        return new Run("run", temp, List.of(RunResults.of(Fixtures.ENVIRONMENT, Fixtures.SETTINGS, rows)), Map.of());
    }

    @Test
    void rowsMeasuredOnABusyMachineAreNamedWithTheShareTakenAndTheAdvice() {
        String html = BusyNote.html(List.of(run(rows(5, 9))));
        assertTrue(html.startsWith("<p class=\"warn\"><strong>Busy machine:</strong> while these 2 rows ran, other"
                + " processes used over 10% of the measuring cores' time (cores 1)"), html);
        assertTrue(html.contains("connectfour · propnet · playout (48%), hex · propnet · playout (48%)"), html);
        assertTrue(html.contains("taskset -c N"), html);
    }

    @Test
    void quietCoresAndRowsWithoutAReadingGiveNoNote() {
        assertEquals("", BusyNote.html(List.of(run(rows()))));
        assertEquals("", BusyNote.html(List.of(run(Fixtures.standardRows()))), "not known is not said to be busy");
    }

    @Test
    void thePageSaysSoInItsHeadlineAndMarksTheBusyRowsCells() throws Exception {
        Path folder = Fixtures.folder(temp.resolve("busy"), rows(5));
        Report.write(new Report.Options(List.of(folder), temp.resolve("report"), null, null, null));
        String page = Files.readString(temp.resolve("report/index.html"));
        String headline = page.substring(page.indexOf("id=\"headline\""), page.indexOf("id=\"speed\""));
        assertTrue(headline.contains("<strong>Busy machine:</strong> while this row ran"), headline);
        assertTrue(headline.contains("connectfour · propnet · playout (48%)"), headline);
        assertTrue(page.contains("<tr class=\"busy\"><td>connectfour</td>"), "the row is marked");
        assertTrue(page.contains("<td class=\"busy\" title=\"measured on a busy machine: others took 48% of the"
                + " measuring cores&#39; time\">1,200,000"), "the cell is shaded, the share on hover");
        assertFalse(page.contains("<tr class=\"busy\"><td>tictactoe</td>"), "quiet rows are not marked");

        Report.write(new Report.Options(List.of(Fixtures.folder(temp.resolve("quiet"), rows())), temp.resolve("q"),
                null, null, null));
        String quiet = Files.readString(temp.resolve("q/index.html"));
        assertFalse(quiet.contains("Busy machine"), "a quiet run's page says nothing of the kind");
        assertFalse(quiet.contains("class=\"busy\""));
    }
}
