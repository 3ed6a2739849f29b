package org.gdlbench.check.mutants;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.gdlbench.check.mutants.MutantResult.Verdict;
import org.gdlbench.util.Plural;

/**
 * The mutations of one game and what became of each, with the default check's detection rate:
 * caught / (caught + missed), over the valid mutants that are not likely equivalent. Mutants not
 * run, refused or capped count neither way.
 *
 * @param mutationsInSheet every mutation of the sheet, of which {@link #results} holds those chosen
 * @param problem why no mutant could be checked (the reasoner does not agree on the original
 *     game, say), or null
 */
public record MutationReport(String game, String reasoner, String defaultCheck, String strongCheck,
                             int mutationsInSheet, List<MutantResult> results, String problem, double seconds) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public MutationReport {
        results = List.copyOf(results);
    }

    public long count(Verdict verdict) {
        return results.stream().filter(result -> result.verdict() == verdict).count();
    }

    /** Missed by the default check, caught by the strong one. */
    public long caughtOnlyByStrongCheck() {
        return results.stream().filter(result -> result.verdict() == Verdict.MISSED && result.found() != null).count();
    }

    /** caught / (caught + missed), or NaN when there is neither. */
    public double detectionRate() {
        long caught = count(Verdict.CAUGHT);
        long missed = count(Verdict.MISSED);
        return caught + missed == 0 ? Double.NaN : (double) caught / (caught + missed);
    }

    /** "detection rate 96.4% (80 of 83)", or "detection rate n/a (no mutant caught or missed)". */
    public String rate() {
        long caught = count(Verdict.CAUGHT);
        long counted = caught + count(Verdict.MISSED);
        return counted == 0 ? "detection rate n/a (no mutant caught or missed)"
                : String.format(Locale.ROOT, "detection rate %.1f%% (%d of %d)", 100 * detectionRate(), caught, counted);
    }

    /** The one-line summary: counts per verdict and the detection rate. */
    public String summary() {
        return String.format(Locale.ROOT, "%s, %s: %s%s: %d caught, %d missed (%d of them caught by the"
                        + " strong check), %d equivalent, %d invalid, %d refused, %d capped, %d not run; %s; %.1f s",
                game, reasoner, Plural.count(results.size(), "mutation"),
                results.size() == mutationsInSheet ? "" : " of " + mutationsInSheet + " in the sheet",
                count(Verdict.CAUGHT), count(Verdict.MISSED), caughtOnlyByStrongCheck(), count(Verdict.EQUIVALENT),
                count(Verdict.INVALID), count(Verdict.REFUSED), count(Verdict.CAPPED), count(Verdict.NOT_RUN), rate(),
                seconds);
    }

    /** One line per result: verdict, kind, line, the change, and where it was caught or why not. */
    public static String line(MutantResult result) {
        Mutation mutation = result.mutation();
        String tail = result.found() != null ? result.found().describe() + ": " + result.detail() : result.detail();
        return String.format(Locale.ROOT, "  %4d %-10s %-12s line %-4d %s  [%s]", mutation.number(),
                result.verdict().label(), mutation.kind().label(), mutation.line(), mutation.change(), tail);
    }

    /** The whole report as one JSON document: the settings, the summary, and every mutation's record. */
    public String json() {
        ObjectNode root = JSON.createObjectNode();
        root.put("game", game);
        root.put("reasoner", reasoner);
        root.put("defaultCheck", defaultCheck);
        root.put("strongCheck", strongCheck);
        root.put("problem", problem);
        ObjectNode summary = root.putObject("summary");
        summary.put("mutationsInSheet", mutationsInSheet);
        summary.put("mutations", results.size());
        for (Verdict verdict : Verdict.values()) {
            summary.put(key(verdict), count(verdict));
        }
        summary.put("caughtOnlyByStrongCheck", caughtOnlyByStrongCheck());
        if (Double.isNaN(detectionRate())) {
            summary.putNull("detectionRate");
        } else {
            summary.put("detectionRate", detectionRate());
        }
        summary.put("seconds", seconds);
        ArrayNode records = root.putArray("mutations");
        for (MutantResult result : results) {
            Mutation mutation = result.mutation();
            ObjectNode record = records.addObject();
            record.put("number", mutation.number());
            record.put("kind", mutation.kind().label());
            record.put("line", mutation.line());
            record.put("rule", mutation.rule());
            record.put("original", mutation.original());
            record.put("mutated", mutation.mutated());
            record.put("mutatedRule", mutation.mutatedRule());
            record.put("outcome", key(result.verdict()));
            if (result.found() == null) {
                record.putNull("found");
            } else {
                ObjectNode found = record.putObject("found");
                found.put("seed", result.found().seed());
                found.put("step", result.found().step());
                found.put("aspect", result.found().aspect());
            }
            record.put("detail", result.detail());
            record.put("seconds", result.seconds());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always prints", e);
        }
    }

    /** The verdict as a JSON key and value: "caught", "notRun". */
    private static String key(Verdict verdict) {
        return verdict == Verdict.NOT_RUN ? "notRun" : verdict.label();
    }
}
