package org.gdlbench.reports.report;

import static org.gdlbench.reports.report.Template.escape;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The page of {@code gdlbench mutants}, drawn from the run's JSON document (as {@code mutants
 * --format json} prints it) in the report's page template: the game's detection figures first,
 * then a row per mutation (kind, line, the change, its verdict, where it was told apart), then
 * the settings and how to read it. Reading the document, not the check's classes, keeps the
 * reports module free of the check.
 */
public final class MutantsPage {
    /** Verdicts as the document spells them, in the order the figures list them. */
    private static final String[][] VERDICTS = {
            {"caught", "caught by the default check"},
            {"missed", "missed by the default check"},
            {"equivalent", "likely equivalent"},
            {"invalid", "invalid (the front end refuses them)"},
            {"refused", "refused by the reasoner"},
            {"capped", "capped"},
            {"notRun", "not run (the budget was spent)"}};

    /** Styles of this page only: verdict colours, and the rule texts, which wrap. */
    private static final String STYLE = "<style>\n"
            + "  body { max-width: 1500px; }\n"
            + "  .mutations th, .mutations td { text-align: left; }\n"
            + "  td.rule { white-space: normal; font-family: \"DejaVu Sans Mono\", monospace; font-size: 0.92em;"
            + " min-width: 16em; }\n"
            + "  td.why { white-space: normal; min-width: 18em; }\n"
            + "  td.v-caught { background: #e0f3e0; }\n"
            + "  td.v-missed { background: #fde0dd; font-weight: bold; }\n"
            + "  td.v-equivalent, td.v-invalid, td.v-refused { color: #555; }\n"
            + "  td.v-capped, td.v-notRun { color: #888; font-style: italic; }\n"
            + "  .mutations .scroll { max-height: none; }\n"
            + "</style>\n";

    private MutantsPage() {
    }

    /**
     * The page of one run.
     *
     * @param document the run's JSON document
     * @param version the gdlbench version that made it
     * @param made when the run was made, for the subtitle
     * @throws IllegalArgumentException when {@code document} is not a mutants document
     */
    public static String render(JsonNode document, String version, String made) {
        JsonNode summary = document.get("summary");
        if (summary == null || !document.path("mutations").isArray()) {
            throw new IllegalArgumentException("not the JSON document of gdlbench mutants: it has no summary and mutations");
        }
        String game = document.path("game").asText();
        Map<String, String> values = new LinkedHashMap<>();
        values.put("version", escape(version));
        values.put("title", "gdlbench mutants: " + escape(game));
        values.put("subtitle", escape(String.format(Locale.ROOT, "How much the default check of verify catches on %s:"
                        + " %d single-point bugs planted in its rules (of %d the sheet gives), each checked with the"
                        + " reasoner %s; made %s", game, summary.path("mutations").asInt(),
                summary.path("mutationsInSheet").asInt(), document.path("reasoner").asText(), made)));
        values.put("nav", "<a href=\"#headline\">detection</a><a href=\"#mutations\">mutations</a>"
                + "<a href=\"#environment\">settings</a><a href=\"#method\">method</a>");
        values.put("headline", headline(document, summary));
        values.put("figures", STYLE + mutations(document.get("mutations")));
        values.put("imported", "");
        values.put("environment", settings(document, summary));
        values.put("method", METHOD);
        return Template.load(Page.TEMPLATES + "page.html").fill(values);
    }

    /** The detection figures: the rate, the acceptance share, and the count of each verdict. */
    static String headline(JsonNode document, JsonNode summary) {
        StringBuilder html = new StringBuilder();
        if (!document.path("problem").isNull() && !document.path("problem").asText().isEmpty()) {
            html.append("<p class=\"warn\"><strong>No mutant measured:</strong> ")
                    .append(escape(document.path("problem").asText())).append("</p>\n");
        }
        long caught = summary.path("caught").asLong();
        long missed = summary.path("missed").asLong();
        long onlyStrong = summary.path("caughtOnlyByStrongCheck").asLong();
        html.append("<table><thead><tr><th>figure</th><th>value</th></tr></thead><tbody>\n");
        row(html, "detection rate: caught / (caught + missed)", caught + missed == 0 ? "n/a"
                : percent(caught, caught + missed) + " (" + caught + " of " + (caught + missed) + ")");
        row(html, "default / strong catches: caught / (caught + caught only by the strong check)",
                caught + onlyStrong == 0 ? "n/a" : percent(caught, caught + onlyStrong) + " ("
                        + caught + " of " + (caught + onlyStrong) + ")");
        row(html, "mutations checked", String.valueOf(summary.path("mutations").asLong()));
        for (String[] verdict : VERDICTS) {
            row(html, verdict[1], String.valueOf(summary.path(verdict[0]).asLong()));
            if (verdict[0].equals("missed")) {
                row(html, "&nbsp;&nbsp;of them caught by the strong check", String.valueOf(onlyStrong));
                row(html, "&nbsp;&nbsp;of them undecided (the strong check could not tell)",
                        String.valueOf(missed - onlyStrong));
            }
        }
        row(html, "run time", String.format(Locale.ROOT, "%.1f s", summary.path("seconds").asDouble()));
        return html.append("</tbody></table>\n").toString();
    }

    /** "98.9%": one decimal, as docs/MUTANTS.md gives rates (the report's percentages round to whole ones). */
    private static String percent(long part, long whole) {
        return String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    private static void row(StringBuilder html, String label, String value) {
        html.append("<tr><td>").append(label).append("</td><td>").append(escape(value)).append("</td></tr>\n");
    }

    /** A row per mutation, in sheet order. */
    static String mutations(JsonNode mutations) {
        StringBuilder html = new StringBuilder("<section class=\"mutations\">\n<h2 id=\"mutations\">Mutations</h2>\n"
                + "<p>Each single-point bug and what the checks made of it; the rule is the sheet's, printed back."
                + " For a caught mutant, where the default check told it from the original game (the seed and step:"
                + " <code>verify --seed S</code> repeats it); for a missed one, where the strong check did.</p>\n"
                + "<div class=\"scroll\"><table>\n<thead><tr><th>#</th><th>kind</th><th>line</th><th>change</th>"
                + "<th>in rule</th><th>verdict</th><th>found at</th><th>detail</th><th>s</th></tr></thead>\n<tbody>\n");
        for (JsonNode mutation : mutations) {
            String outcome = mutation.path("outcome").asText();
            String original = mutation.path("original").asText();
            String mutated = mutation.path("mutated").asText();
            String change = mutated.isEmpty() ? "drop " + original : original + " → " + mutated;
            String rule = mutation.path("rule").asText();
            html.append("<tr><td>").append(mutation.path("number").asInt()).append("</td><td>")
                    .append(escape(mutation.path("kind").asText())).append("</td><td>")
                    .append(mutation.path("line").asInt()).append("</td><td class=\"rule\">").append(escape(change))
                    .append("</td><td class=\"rule\">").append(rule.equals(original) ? "" : escape(rule))
                    .append("</td><td class=\"v-").append(escape(outcome)).append("\">").append(escape(label(outcome)))
                    .append("</td><td>").append(escape(found(mutation.get("found")))).append("</td><td class=\"why\">")
                    .append(escape(mutation.path("detail").asText())).append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.1f", mutation.path("seconds").asDouble()))
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n</section>\n").toString();
    }

    /** "seed 1 step 5 (legal moves of white)", or empty. */
    static String found(JsonNode found) {
        if (found == null || found.isNull()) {
            return "";
        }
        JsonNode step = found.path("step");
        String where = step.isMissingNode() || step.isNull() ? "" : step.asInt() < 0 ? " whole playout"
                : " step " + step.asInt();
        return "seed " + found.path("seed").asLong() + where + " (" + found.path("aspect").asText() + ")";
    }

    private static String label(String outcome) {
        return outcome.equals("notRun") ? "not run" : outcome;
    }

    private static String settings(JsonNode document, JsonNode summary) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("game", document.path("game").asText());
        fields.put("reasoner", document.path("reasoner").asText());
        fields.put("default check", document.path("defaultCheck").asText());
        fields.put("strong check", document.path("strongCheck").asText());
        fields.put("mutations", summary.path("mutations").asLong() + " of " + summary.path("mutationsInSheet").asLong()
                + " in the sheet" + (summary.path("mutations").asLong() == summary.path("mutationsInSheet").asLong()
                ? "" : ", spread evenly (--max-mutants)"));
        StringBuilder html = new StringBuilder("<dl class=\"env\">\n");
        fields.forEach((key, value) -> html.append("<dt>").append(escape(key)).append("</dt><dd>")
                .append(escape(value)).append("</dd>\n"));
        return html.append("</dl>\n<p class=\"note\">The same figures and every record: <a href=\"mutants.json\">"
                + "mutants.json</a>.</p>\n").toString();
    }

    private static final String METHOD = "<p><b>Mutations.</b> Each is one single-point bug planted in the rules as"
            + " written: a rule, a body literal or an initial fact dropped, a literal negated or a negation taken away,"
            + " a number moved by one, a goal value changed. The reasoner is prepared on each bugged sheet and checked"
            + " against the reference on the original game by verify's default check. A bugged reference stands for an"
            + " engine with that bug.</p>\n"
            + "<p><b>Verdicts.</b> <i>caught</i>: the default check found a difference. <i>missed</i>: it found none,"
            + " but the strong check (many more seeded playouts) did, or could not decide in time. <i>equivalent</i>:"
            + " neither check finds a difference, so the bug is likely invisible in play. <i>invalid</i>: the front end"
            + " refuses the bugged rules. <i>refused</i>, <i>capped</i> and <i>not run</i>: the reasoner refused the"
            + " game, a check reached its time cap, or the run's budget was spent first.</p>\n"
            + "<p><b>Detection rate</b> = caught / (caught + missed); only those two verdicts count. <b>Default /"
            + " strong catches</b> = caught / (caught + caught only by the strong check): of the bugs the strong check"
            + " shows, the share the default check shows too. docs/MUTANTS.md says more.</p>\n";
}
