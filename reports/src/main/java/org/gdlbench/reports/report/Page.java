package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.Environment;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * The report's {@code index.html}: one self-contained page (charts inline as SVG data URIs, no
 * network) filled from the templates {@code page.html}, {@code figure.html} and {@code method.html}.
 */
final class Page {
    static final String TEMPLATES = "/org/gdlbench/reports/report/";

    private Page() {
    }

    /**
     * @param svgs each figure's SVG document, by figure name
     * @param speed the playout speed matrix the headline is drawn from, or null
     * @param rows every row, for the headline's lines on batched playouts
     * @param palette the reasoners' colours and order
     * @param baseline the run compared with, or null
     * @param extra sections after the figures (imported figures), already HTML
     */
    static String render(List<Run> runs, Run baseline, List<Figure> figures, Map<String, String> svgs, Matrix speed,
                         List<ResultRow> rows, String extra, Palette palette) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("version", escape(runs.get(0).environment().gdlbenchVersion()));
        values.put("title", "gdlbench report");
        List<String> labels = runs.stream().map(run -> run.label() + " (" + run.environment().date() + ", profile "
                + run.environment().profile() + ")").toList();
        values.put("subtitle", escape((runs.size() == 1 ? "Run " : "Runs ") + String.join("; ", labels)
                + (baseline == null ? "" : "; baseline " + baseline.label() + " (" + baseline.environment().date() + ")")));
        StringBuilder nav = new StringBuilder("<a href=\"#headline\">headline</a>");
        for (Figure figure : figures) {
            nav.append("<a href=\"#").append(figure.name()).append("\">").append(escape(figure.name())).append("</a>");
        }
        nav.append("<a href=\"#environment\">environment</a><a href=\"#method\">method</a>");
        values.put("nav", nav.toString());
        boolean quick = runs.stream().anyMatch(run -> "quick".equals(run.environment().profile()));
        String indicative = quick ? "<p class=\"warn\"><strong>Indicative figures:</strong> the quick profile is a smoke"
                + " test, with short iterations and wide error bars by design. Measure with the standard or paper"
                + " profile for figures to quote.</p>" : "";
        values.put("headline", indicative + BusyNote.html(runs) + OutsideJmhNote.html(runs) + TrendNote.html(runs)
                + (speed == null ? "<p>No playout figures in these results.</p>" : headline(speed))
                + BatchFigure.headline(rows, speed, palette));
        values.put("figures", sections(figures, svgs));
        values.put("imported", extra == null ? "" : extra);
        StringBuilder environment = new StringBuilder();
        for (Run run : runs) {
            environment.append(environment(run, ""));
        }
        if (baseline != null) {
            environment.append(environment(baseline, " (the baseline)"));
        }
        values.put("environment", environment.toString());
        values.put("method", Template.load(TEMPLATES + "method.html").fill(Map.of("settings", escape(settings(runs)),
                "busylimit", Numbers.percent(CoreLoad.OTHERS_LIMIT))));
        return Template.load(TEMPLATES + "page.html").fill(values);
    }

    /** Each figure's section: its chart (inline SVG), caption and table. */
    static String sections(List<Figure> figures, Map<String, String> svgs) {
        Template template = Template.load(TEMPLATES + "figure.html");
        StringBuilder sections = new StringBuilder();
        for (Figure figure : figures) {
            Map<String, String> fill = new LinkedHashMap<>();
            fill.put("name", escape(figure.name()));
            fill.put("title", escape(figure.title()));
            fill.put("caption", escape(figure.caption()));
            fill.put("svg", Base64.getEncoder().encodeToString(svgs.get(figure.name()).getBytes(StandardCharsets.UTF_8)));
            fill.put("width", String.valueOf(Charts.WIDTH));
            fill.put("height", String.valueOf(figure.chart().height()));
            fill.put("table", HtmlTables.table(figure.table()));
            sections.append(template.fill(fill)).append('\n');
        }
        return sections.toString();
    }

    /** The fastest reasoner per game, and each reasoner's geometric-mean speed relative to the fastest. */
    static String headline(Matrix speed) {
        if (!speed.hasValues()) {
            return nothingMeasured(speed);
        }
        Matrix relative = Cells.relativeToBest(speed);
        List<String[]> reasoners = new ArrayList<>();
        for (String reasoner : speed.columns()) {
            Double mean = Cells.geometricMean(relative, reasoner);
            long fastest = speed.rows().stream().filter(game -> fastest(speed, game) != null
                    && fastest(speed, game).equals(reasoner)).count();
            reasoners.add(new String[] {reasoner, mean == null ? "—" : Numbers.text(mean),
                    Cells.measured(relative, reasoner) + " of " + speed.rows().size(), String.valueOf(fastest),
                    mean == null ? "" : String.valueOf(mean)});
        }
        reasoners.sort((a, b) -> Double.compare(b[4].isEmpty() ? -1 : Double.parseDouble(b[4]),
                a[4].isEmpty() ? -1 : Double.parseDouble(a[4])));
        StringBuilder html = new StringBuilder("<p>Single playouts (driver playout): each reasoner's speed relative to"
                + " the fastest reasoner on each game, "
                + "as a geometric mean over the games it measured (1 = fastest everywhere). Means over different games do not "
                + "compare: the relative table below gives each game.</p>\n<table><thead><tr>"
                + "<th>reasoner</th><th>geometric mean relative speed</th><th>games measured</th><th>fastest on</th>"
                + "</tr></thead><tbody>\n");
        for (String[] line : reasoners) {
            html.append("<tr><td>").append(escape(line[0])).append("</td><td>").append(line[1]).append("</td><td>")
                    .append(line[2]).append("</td><td>").append(line[3]).append("</td></tr>\n");
        }
        html.append("</tbody></table>\n<p>The fastest reasoner per game in single playouts:</p>\n<div class=\"scroll\">"
                + "<table><thead><tr><th>game</th><th>fastest (playout)</th><th>states/s</th><th>next</th><th>× faster than next</th></tr></thead><tbody>\n");
        for (String game : speed.rows()) {
            String best = fastest(speed, game);
            if (best == null) {
                html.append("<tr><td>").append(escape(game)).append("</td><td class=\"why\" colspan=\"4\">")
                        .append(escape(noneRanked(speed, game))).append("</td></tr>\n");
                continue;
            }
            String next = null;
            for (String reasoner : speed.columns()) {
                Matrix.Cell cell = speed.cell(game, reasoner);
                if (!reasoner.equals(best) && cell != null && cell.ranked()
                        && (next == null || cell.value() > speed.cell(game, next).value())) {
                    next = reasoner;
                }
            }
            double top = speed.cell(game, best).value();
            html.append("<tr><td>").append(escape(game)).append("</td><td>").append(escape(best)).append("</td><td>")
                    .append(Numbers.text(top)).append("</td><td>").append(next == null ? "" : escape(next))
                    .append("</td><td>").append(next == null ? "" : Numbers.text(top / speed.cell(game, next).value()))
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n").toString();
    }

    /** Why a game has no fastest reasoner: each cell's status, with its reason. */
    static String noneRanked(Matrix speed, String game) {
        List<String> cells = new ArrayList<>();
        boolean measured = false;
        for (String reasoner : speed.columns()) {
            Matrix.Cell cell = speed.cell(game, reasoner);
            if (cell != null) {
                measured |= cell.hasValue();
                cells.add(reasoner + " " + cell.status() + (cell.reason() == null ? "" : " (" + cell.reason() + ")"));
            }
        }
        return (measured ? "none ranked: " : "none measured: ") + String.join("; ", cells);
    }

    /** The headline of a run without a single figure: each status and reason, with the cells it stopped. */
    static String nothingMeasured(Matrix speed) {
        Map<String, List<String>> why = new LinkedHashMap<>();
        int cells = 0;
        for (String game : speed.rows()) {
            for (String reasoner : speed.columns()) {
                Matrix.Cell cell = speed.cell(game, reasoner);
                if (cell != null) {
                    cells++;
                    String reason = "<b>" + escape(cell.status()) + "</b>" + (cell.reason() == null ? ""
                            : " — " + escape(cell.reason()));
                    why.computeIfAbsent(reason, key -> new ArrayList<>()).add(escape(game + " · " + reasoner));
                }
            }
        }
        StringBuilder html = new StringBuilder("<p class=\"warn\"><strong>Nothing measured:</strong> none of the ")
                .append(cells).append(cells == 1 ? " cell" : " cells").append(" has a figure, so there are no speed charts. "
                        + "Why:</p>\n<ul class=\"why\">\n");
        why.forEach((reason, where) -> html.append("<li>").append(reason).append(": ").append(String.join(", ", where))
                .append("</li>\n"));
        return html.append("</ul>\n").toString();
    }

    /** The reasoner with the highest ranked value on {@code game} (not one unsettled), or null. */
    static String fastest(Matrix speed, String game) {
        String best = null;
        for (String reasoner : speed.columns()) {
            Matrix.Cell cell = speed.cell(game, reasoner);
            if (cell != null && cell.ranked() && (best == null || cell.value() > speed.cell(game, best).value())) {
                best = reasoner;
            }
        }
        return best;
    }

    private static String environment(Run run, String role) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("run", run.label() + role + " (" + run.folder() + (run.parts().size() > 1 ? ", " + run.parts().size()
                + " result folders" : "") + ")");
        fields.putAll(environmentFields(run));
        fields.put("settings", settings(run.settings()));
        StringBuilder html = new StringBuilder("<dl class=\"env\">\n");
        fields.forEach((key, value) -> html.append("<dt>").append(escape(key)).append("</dt><dd>")
                .append(escape(value)).append("</dd>\n"));
        return html.append("</dl>\n").toString();
    }

    /** The machine, JVM and build a run was made on, by field name, for people. */
    static Map<String, String> environmentFields(Run run) {
        Environment env = run.environment();
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("date", env.date());
        fields.put("profile", env.profile());
        fields.put("command", env.command());
        fields.put("CPU", env.cpu());
        fields.put("cores", env.cores() + " usable" + (env.physicalCores() == null ? ""
                : ", " + env.physicalCores() + " physical"));
        fields.put("threads per core (SMT)", env.threadsPerCore() == null ? "unknown"
                : env.threadsPerCore() + (env.threadsPerCore() > 1 ? " (SMT on)" : " (no SMT)"));
        fields.put("frequency governor", env.governor() == null ? "none exposed" : env.governor());
        fields.put("memory", env.memoryBytes() == null ? "unknown"
                : String.format(Locale.ROOT, "%.1f GB", env.memoryBytes() / 1e9));
        fields.put("OS", env.os());
        fields.put("JDK", env.jdkVendor() + " " + env.jdkVersion() + " (" + env.vm() + ")");
        fields.put("JVM options", env.jvmOptions() == null ? "" : String.join(" ", env.jvmOptions()));
        fields.put("gdlbench", env.gdlbenchVersion() + (env.gitCommit() == null ? "" : ", commit " + env.gitCommit()
                + (Boolean.TRUE.equals(env.gitDirty()) ? " (with uncommitted changes)" : "")));
        fields.put("JMH", env.jmhVersion());
        fields.put("machine speed", machineSpeed(run));
        return fields;
    }

    /** The median of the run's machine-speed readings (each fork's mean), or "not read". */
    private static String machineSpeed(Run run) {
        List<Double> readings = new ArrayList<>();
        run.rows().forEach(row -> {
            if (row.machineSpeed() != null) {
                readings.addAll(row.machineSpeed());
            }
        });
        if (readings.isEmpty()) {
            return "not read";
        }
        readings.sort(null);
        int n = readings.size();
        double median = n % 2 == 1 ? readings.get(n / 2) : (readings.get(n / 2 - 1) + readings.get(n / 2)) / 2;
        return Numbers.text(median) + " (median of " + n + " fork readings)";
    }

    private static String settings(List<Run> runs) {
        return settings(runs.get(0).settings()) + (runs.size() > 1 ? " (first run; the others under Environment)" : "");
    }

    static String settings(RunResults.Settings s) {
        String settling = s.settleCapSeconds() == null || s.settleCapSeconds() <= 0 ? ""
                : "settling until the rate stops rising (at most " + Numbers.text(s.settleCapSeconds()) + " s), then ";
        return String.format(Locale.ROOT, "%s, %s%s and %s of %s s each, %s, %s %s, %s%s",
                count(s.forks(), "fork"), settling, count(s.warmupIterations(), "warm-up"),
                count(s.iterations(), "measured iteration"), Numbers.text(s.iterationSeconds()),
                count(s.preparationForks(), "preparation fork"), s.drivers().size() == 1 ? "driver" : "drivers",
                String.join(", ", s.drivers()), count(s.verifyPlayouts(), "verified playout"),
                s.profilers().isEmpty() ? "" : ", profilers " + String.join(", ", s.profilers()));
    }

    /** "1 fork", "3 forks": this module reads results and does not depend on the core's Plural. */
    private static String count(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
