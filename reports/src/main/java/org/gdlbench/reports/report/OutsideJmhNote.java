package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.List;
import java.util.TreeSet;
import org.gdlbench.reports.results.ResultRow;

/** The report's note on figures measured outside JMH: engine processes' own counts of their playouts. */
final class OutsideJmhNote {
    private OutsideJmhNote() {
    }

    /** The note as HTML, naming the reasoners so measured; empty when there are none. */
    static String html(List<Run> runs) {
        TreeSet<String> reasoners = new TreeSet<>();
        for (Run run : runs) {
            run.rows().stream().filter(ResultRow::outsideJmh).forEach(row -> reasoners.add(row.reasoner()));
        }
        if (reasoners.isEmpty()) {
            return "";
        }
        return "<p class=\"warn\"><strong>Measured outside JMH:</strong> " + escape(String.join(", ", reasoners))
                + (reasoners.size() == 1 ? " is an engine process; its" : " are engine processes; their")
                + " playout figures are the engine's own count of its playouts, timed by gdlbench around the"
                + " protocol's bulk playouts request with the profile's warm-up and rounds, not JMH measurements in a"
                + " forked JVM.</p>";
    }
}
