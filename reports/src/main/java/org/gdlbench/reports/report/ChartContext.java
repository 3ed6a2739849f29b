package org.gdlbench.reports.report;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.reports.results.Environment;

/**
 * What a chart's footer says about the runs its figures come from: per run the gdlbench version,
 * the profile ("indicative figures" for quick), the machine (CPU, cores, JDK) and the date. ASCII
 * only: the PDF's standard fonts print other characters as '?'.
 */
final class ChartContext {
    /** Runs named one by one in a footer; more are counted. */
    private static final int MOST = 3;

    private ChartContext() {
    }

    /**
     * One line per run, labelled when there are several; the baseline last.
     *
     * @param baseline the run compared with, or null
     */
    static List<String> lines(List<Run> runs, Run baseline) {
        List<Run> all = new ArrayList<>(runs);
        if (baseline != null) {
            all.add(baseline);
        }
        List<String> lines = new ArrayList<>();
        for (Run run : all.subList(0, Math.min(MOST, all.size()))) {
            String role = run == baseline ? " (baseline)" : "";
            lines.add((all.size() > 1 ? run.label() + role + ": " : "") + line(run));
        }
        if (all.size() > MOST) {
            int more = all.size() - MOST;
            lines.add("and " + more + (more == 1 ? " more run" : " more runs") + ": see the report's environment section");
        }
        return lines;
    }

    /** "gdlbench 0.1.0 | standard profile | AMD EPYC, 2 cores, JDK 17.0.15 | 2026-11-27 23:12 UTC". */
    static String line(Run run) {
        Environment env = run.environment();
        boolean quick = "quick".equals(env.profile());
        return "gdlbench " + env.gdlbenchVersion() + " | " + env.profile() + " profile"
                + (quick ? ": indicative figures" : "") + " | " + run.machine() + " | " + date(env.date());
    }

    /** An ISO-8601 UTC instant to the minute, "2026-11-27 23:12 UTC"; anything else as it is. */
    static String date(String iso) {
        if (iso == null) {
            return "date unknown";
        }
        return iso.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d(\\.\\d+)?)?Z")
                ? iso.substring(0, 10) + " " + iso.substring(11, 16) + " UTC" : iso;
    }
}
