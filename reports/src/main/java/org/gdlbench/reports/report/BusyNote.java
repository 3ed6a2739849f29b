package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;

/**
 * The report's note on rows measured on a busy machine: other processes, or the hypervisor, took
 * enough of the measuring cores while they ran ({@code coreLoad} in the results) that their
 * figures are low. Says nothing of rows measured on quiet cores, nor of rows without a reading.
 */
final class BusyNote {
    /** The mark of a busy row's cells in the tables: their status. */
    static final String STATUS = Matrix.Cell.BUSY;

    private BusyNote() {
    }

    /** The note as HTML, naming each busy row with the share of the cores' time taken from it; empty when there are none. */
    static String html(List<Run> runs) {
        List<String> named = new ArrayList<>();
        Set<String> cores = new LinkedHashSet<>();
        for (Run run : runs) {
            for (ResultRow row : run.rows()) {
                if (row.busy()) {
                    named.add(String.format(Locale.ROOT, "%s%s · %s · %s (%.0f%%)", runs.size() > 1
                            ? run.label() + ": " : "", row.game(), row.reasoner(), row.driver(),
                            100 * row.coreLoad().taken()));
                    cores.add(row.coreLoad().cores());
                }
            }
        }
        if (named.isEmpty()) {
            return "";
        }
        return String.format(Locale.ROOT, "<p class=\"warn\"><strong>Busy machine:</strong> while %s ran, other"
                        + " processes used over %.0f%% of the measuring cores' time (cores %s), or the hypervisor stole"
                        + " over %.0f%% of it (the larger share in brackets), so %s low and %s not compare with a quiet"
                        + " run's: %s. Their cells are marked <em>busy</em> in the tables. Pin the run to a quiet core"
                        + " (<code>taskset -c N ./gdlbench ...</code>) or stop the other work, and measure them"
                        + " again.</p>", named.size() == 1 ? "this row" : "these " + named.size() + " rows",
                100 * CoreLoad.OTHERS_LIMIT, escape(String.join("; ", cores)), 100 * CoreLoad.STEAL_LIMIT,
                named.size() == 1 ? "its figure is" : "their figures are", named.size() == 1 ? "does" : "do",
                escape(String.join(", ", named)));
    }
}
