package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gdlbench.reports.results.ResultRow;

/**
 * The report's notes on rows whose figures are not to be quoted: rows that could not settle
 * before they were measured ({@code unsettled} in the results, never ranked), rows not measured at
 * steady state, whose rate still changed across the measured iterations ({@code trend}), and rows
 * measured while the machine itself ran at another speed ({@code machineShift}).
 */
final class TrendNote {
    private TrendNote() {
    }

    /** The notes as HTML, naming each such row with its change; empty when there are none. */
    static String html(List<Run> runs) {
        return unsettled(runs) + trending(runs) + machineShifted(runs);
    }

    private static String unsettled(List<Run> runs) {
        List<String> named = new ArrayList<>();
        for (Run run : runs) {
            for (ResultRow row : run.rows()) {
                if (row.notSettled() && row.figure() != null) {
                    named.add(String.format(Locale.ROOT, "%s%s · %s · %s (%s)", runs.size() > 1 ? run.label() + ": "
                            : "", row.game(), row.reasoner(), row.driver(), row.unsettled()));
                }
            }
        }
        if (named.isEmpty()) {
            return "";
        }
        return "<p class=\"warn\"><strong>Not settled:</strong> " + (named.size() == 1 ? "this row was"
                : "these " + named.size() + " rows were") + " measured before " + (named.size() == 1 ? "its" : "their")
                + " rate had settled (why in brackets), so " + (named.size() == 1 ? "its figure is" : "their figures are")
                + " shown, marked <em>not settled</em>, but not ranked: not in the fastest per game nor in the ratios: "
                + escape(String.join("; ", named)) + ".</p>";
    }

    private static String machineShifted(List<Run> runs) {
        List<String> named = new ArrayList<>();
        for (Run run : runs) {
            for (ResultRow row : run.rows()) {
                if (row.machineShifted()) {
                    named.add(String.format(Locale.ROOT, "%s%s · %s · %s (%+.0f%%)", runs.size() > 1
                            ? run.label() + ": " : "", row.game(), row.reasoner(), row.driver(),
                            100 * row.machineShift()));
                }
            }
        }
        if (named.isEmpty()) {
            return "";
        }
        return "<p class=\"warn\"><strong>Machine speed changed:</strong> while " + (named.size() == 1 ? "this row"
                : "these " + named.size() + " rows") + " ran, the machine's own speed, read after each measured"
                + " iteration, was over 5% off its run's median or differed between forks (the reading farthest"
                + " from the median in brackets), so " + (named.size() == 1 ? "its figure does" : "their figures do") + " not compare"
                + " with the others: " + escape(String.join(", ", named)) + ". Measure them again on a quiet"
                + " machine.</p>";
    }

    private static String trending(List<Run> runs) {
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
