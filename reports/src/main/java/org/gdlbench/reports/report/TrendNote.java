package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gdlbench.reports.results.ResultRow;

/**
 * The report's note on rows not measured at steady state: their rate still changed across the
 * measured iterations ({@code trend} in the results), so their figures are not to be quoted.
 */
final class TrendNote {
    private TrendNote() {
    }

    /** The note as HTML, naming each such row with its fitted change; empty when there are none. */
    static String html(List<Run> runs) {
        List<String> named = new ArrayList<>();
        for (Run run : runs) {
            for (ResultRow row : run.rows()) {
                if (row.trending()) {
                    named.add(String.format(Locale.ROOT, "%s%s · %s · %s (%+.0f%%)", runs.size() > 1
                            ? run.label() + ": " : "", row.game(), row.reasoner(), row.driver(), 100 * row.trend()));
                }
            }
        }
        if (named.isEmpty()) {
            return "";
        }
        return "<p class=\"warn\"><strong>Not at steady state:</strong> the rate of " + (named.size() == 1
                ? "this row" : "these " + named.size() + " rows") + " still changed by over 5% across the measured"
                + " iterations (the fitted change in brackets), so " + (named.size() == 1 ? "its figure is" : "their"
                + " figures are") + " not to be quoted: " + escape(String.join(", ", named)) + ". Measure them again"
                + " with a longer --settle-cap.</p>";
    }
}
