package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.gdlbench.reports.charts.Charts;
import org.gdlbench.reports.charts.Palette;
import org.gdlbench.reports.tables.Matrix;
import org.gdlbench.reports.tables.Numbers;

/**
 * The page of {@code gdlbench compare}: run B over run A cell by cell (chart and table, the ratio and
 * the ratio per machine speed), each reasoner's geometric mean, and the two environments side by
 * side; written like a report ({@code index.html}, {@code charts/}, {@code tables/}).
 */
public final class ComparisonReport {
    /** The figure's name: {@code charts/ratio.png} and {@code tables/ratio.csv}. */
    public static final String FIGURE = "ratio";

    /** What was compared and where the page is. */
    public record Outcome(MachineComparison comparison, Path index) {
    }

    private ComparisonReport() {
    }

    /** Reads the runs (refusing what is not a result folder, in one line); writes nothing. */
    public static MachineComparison compare(Path a, Path b) {
        return MachineComparison.of(RunLoader.load(a), RunLoader.load(b));
    }

    /** @throws ReportException for folders that are not result folders, or an {@code out} that cannot be written */
    public static Outcome write(Path a, Path b, Path out) {
        MachineComparison comparison = compare(a, b);
        Matrix matrix = comparison.matrix();
        if (!matrix.hasValues()) {
            throw new ReportException(b + " and " + a + " have no cell measured in both: nothing to compare");
        }
        String title = "Speed of " + comparison.b().label() + " relative to " + comparison.a().label();
        Map<String, java.awt.Paint> colours = new HashMap<>();
        colours.put(MachineComparison.RATIO, Palette.series(0));
        colours.put(MachineComparison.PER_SPEED, Palette.series(1));
        Figure figure = new Figure(FIGURE, title, "Each cell's figure in B (" + comparison.b().label() + ") divided by "
                + "the same cell's in A (" + comparison.a().label() + "); above 1, B is faster. Error bars: both runs' "
                + "error bars combined. Shaded in the table: the difference is outside both runs' error bars (red "
                + "slower, green faster). The second column divides each figure by its row's machine-speed reading "
                + "first, which takes out how fast each machine ran the same fixed workload.", matrix,
                Charts.ratios(title, matrix, "B / A (log scale)", colours::get))
                .withFooter(List.of("A, " + comparison.a().label() + ": " + ChartContext.line(comparison.a()),
                        "B, " + comparison.b().label() + ": " + ChartContext.line(comparison.b())));
        Path index = Report.publish(out, folder -> {
            Map<String, String> svgs = Report.writeFigures(folder, List.of(figure));
            Files.writeString(folder.resolve(Report.INDEX), page(comparison, figure, svgs), StandardCharsets.UTF_8);
        });
        return new Outcome(comparison, index);
    }

    private static String page(MachineComparison comparison, Figure figure, Map<String, String> svgs) {
        Run a = comparison.a();
        Run b = comparison.b();
        Map<String, String> values = new LinkedHashMap<>();
        values.put("version", escape(b.environment().gdlbenchVersion()));
        values.put("title", "gdlbench comparison");
        values.put("subtitle", escape("B: " + b.label() + " (" + b.environment().date() + ", profile "
                + b.environment().profile() + ") over A: " + a.label() + " (" + a.environment().date() + ", profile "
                + a.environment().profile() + ")"));
        values.put("nav", "<a href=\"#headline\">headline</a><a href=\"#" + FIGURE + "\">" + FIGURE
                + "</a><a href=\"#environment\">environment</a><a href=\"#method\">method</a>");
        values.put("headline", headline(comparison));
        values.put("figures", Page.sections(List.of(figure), svgs));
        values.put("imported", "");
        values.put("environment", environments(comparison));
        values.put("method", "<p>B / A is each (game, reasoner, driver) cell's figure in B divided by the same cell's"
                + " in A, with the root of the sum of both relative errors squared as its error; cells whose rules"
                + " differ between the runs are not compared. A cell is shaded where the difference of the two figures"
                + " is larger than both error bars together. <b>Per machine speed</b>: before dividing, each figure is"
                + " divided by the mean machine-speed reading of its row (a fixed workload each settled fork runs after"
                + " each measured iteration, docs/RESULTS.md), so what is left is how the reasoner ran relative to the"
                + " machine. <b>Means</b> are geometric means of B / A over the playout rows that were settled in both"
                + " runs: their forks settled and read the machine's speed, without a trend or a machine shift.</p>\n"
                + "<p>A: " + escape(Page.settings(a.settings())) + ".<br>B: " + escape(Page.settings(b.settings()))
                + ".</p>");
        return Template.load(Page.TEMPLATES + "page.html").fill(values);
    }

    private static String headline(MachineComparison comparison) {
        StringBuilder html = new StringBuilder();
        boolean quick = "quick".equals(comparison.a().environment().profile())
                || "quick".equals(comparison.b().environment().profile());
        if (quick) {
            html.append("<p class=\"warn\"><strong>Indicative figures:</strong> a run of the quick profile is a smoke"
                    + " test; its ratios are indicative.</p>\n");
        }
        if (!Objects.equals(comparison.a().environment().profile(), comparison.b().environment().profile())) {
            html.append("<p>The runs were measured with different profiles (A ")
                    .append(escape(comparison.a().environment().profile())).append(", B ")
                    .append(escape(comparison.b().environment().profile())).append(").</p>\n");
        }
        List<MachineComparison.Mean> means = comparison.means();
        if (means.isEmpty()) {
            html.append("<p>No reasoner has a playout row settled in both runs, so no mean is taken; the table below"
                    + " gives each cell.</p>\n");
        } else {
            html.append("<p>Each reasoner's speed in B relative to A, as a geometric mean over the games settled in both"
                    + " runs:</p>\n<table><thead><tr><th>reasoner</th><th>B / A</th><th>games</th></tr></thead><tbody>\n");
            for (MachineComparison.Mean mean : means) {
                html.append("<tr><td>").append(escape(mean.reasoner())).append("</td><td>")
                        .append(Numbers.text(mean.ratio())).append("×</td><td>").append(mean.games()).append("</td></tr>\n");
            }
            html.append("</tbody></table>\n");
        }
        List<String> unmatched = comparison.unmatched();
        if (!unmatched.isEmpty()) {
            html.append("<p class=\"note\">Without a row settled in both runs: ").append(escape(String.join(", ", unmatched)))
                    .append(".</p>\n");
        }
        return html.toString();
    }

    /** The two environments side by side, the fields in which they differ shaded. */
    private static String environments(MachineComparison comparison) {
        String left = "<th style=\"text-align: left\">";
        StringBuilder html = new StringBuilder("<div class=\"scroll\"><table><thead><tr><th></th>").append(left)
                .append("A: ").append(escape(comparison.a().label())).append("</th>").append(left).append("B: ")
                .append(escape(comparison.b().label()))
                .append("</th></tr></thead><tbody>\n");
        for (String[] field : comparison.environments()) {
            boolean differs = !Objects.equals(field[1], field[2]);
            String cell = differs ? "<td style=\"text-align: left; white-space: normal; background: #fff4cc\">"
                    : "<td style=\"text-align: left; white-space: normal\">";
            html.append("<tr><td>").append(escape(field[0])).append(differs ? " (differs)" : "").append("</td>")
                    .append(cell).append(escape(field[1])).append("</td>").append(cell).append(escape(field[2]))
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n").toString();
    }
}
