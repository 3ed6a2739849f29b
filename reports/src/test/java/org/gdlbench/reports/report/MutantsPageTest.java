package org.gdlbench.reports.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class MutantsPageTest {
    /** Three mutants of a run as {@code mutants --format json} prints them: caught, missed (strong caught it), invalid. */
    private static final String DOCUMENT = """
            {
              "game" : "tictactoe", "reasoner" : "reference",
              "defaultCheck" : "verify's default", "strongCheck" : "500 playouts from seed 1", "problem" : null,
              "summary" : { "mutationsInSheet" : 177, "mutations" : 4, "caught" : 2, "missed" : 1, "equivalent" : 0,
                            "invalid" : 1, "refused" : 0, "capped" : 0, "notRun" : 0, "caughtOnlyByStrongCheck" : 1,
                            "detectionRate" : 0.6666666666666666, "seconds" : 12.5 },
              "mutations" : [
                { "number" : 3, "kind" : "drop-literal", "line" : 12, "rule" : "(<= (line ?x) (row ?x) (diag ?x))",
                  "original" : "(diag ?x)", "mutated" : "", "mutatedRule" : "(<= (line ?x) (row ?x))",
                  "outcome" : "caught", "found" : { "seed" : 1, "step" : 5, "aspect" : "terminal" },
                  "detail" : "reference false, reasoner true", "seconds" : 0.4 },
                { "number" : 8, "kind" : "constant+1", "line" : 20, "rule" : "(<= (goal x 50) draw)",
                  "original" : "50", "mutated" : "51", "mutatedRule" : "(<= (goal x 51) draw)",
                  "outcome" : "caught", "found" : { "seed" : 1, "step" : null, "aspect" : "the mutant breaks the game in play" },
                  "detail" : "breaks the game in play: two goal values", "seconds" : 0.2 },
                { "number" : 9, "kind" : "drop-rule", "line" : 31, "rule" : "(<= (nbr ?x ?y) (succ ?x ?y))",
                  "original" : "(<= (nbr ?x ?y) (succ ?x ?y))", "mutated" : "", "mutatedRule" : "",
                  "outcome" : "missed", "found" : { "seed" : 42, "step" : -1, "aspect" : "fast playout" },
                  "detail" : "caught by the strong check", "seconds" : 30.0 },
                { "number" : 15, "kind" : "negate", "line" : 40, "rule" : "(<= open (true (cell ?m ?n b)))",
                  "original" : "(true (cell ?m ?n b))", "mutated" : "(not (true (cell ?m ?n b)))",
                  "mutatedRule" : "(<= open (not (true (cell ?m ?n b))))", "outcome" : "invalid", "found" : null,
                  "detail" : "line 40: unsafe rule: ?m", "seconds" : 0.0 }
              ]
            }
            """;

    private static String page() throws Exception {
        return MutantsPage.render(new ObjectMapper().readTree(DOCUMENT), "0.1.0", "2026-11-28 04:00");
    }

    @Test
    void theHeadlineGivesTheRatesAndTheCountsOfTheDocument() throws Exception {
        String page = page();
        assertTrue(page.contains("<title>gdlbench mutants: tictactoe</title>"), page);
        assertTrue(page.contains("<td>66.7% (2 of 3)</td>"), "the detection rate: " + page);
        assertTrue(page.contains("caught only by the strong check)</td><td>66.7% (2 of 3)</td>"), page);
        assertTrue(page.contains("<td>invalid (the front end refuses them)</td><td>1</td>"), page);
        assertTrue(page.contains("of them undecided (the strong check could not tell)</td><td>0</td>"), page);
        assertTrue(page.contains("4 single-point bugs planted in its rules (of 177 the sheet gives)"), page);
    }

    @Test
    void eachMutationIsARowWithItsChangeVerdictAndWhereItWasFound() throws Exception {
        String page = page();
        assertEquals(4, page.split("<td class=\"v-").length - 1, "a verdict cell per mutation");
        // the change, escaped, and the rule it is in; a dropped rule names no rule beside it
        assertTrue(page.contains("<td class=\"rule\">drop (diag ?x)</td><td class=\"rule\">(&lt;= (line ?x) (row ?x)"
                + " (diag ?x))</td><td class=\"v-caught\">caught</td><td>seed 1 step 5 (terminal)</td>"), page);
        assertTrue(page.contains("<td class=\"rule\">50 → 51</td>"), page);
        assertTrue(page.contains("<td>seed 1 (the mutant breaks the game in play)</td>"), page);
        assertTrue(page.contains("<td class=\"rule\">drop (&lt;= (nbr ?x ?y) (succ ?x ?y))</td><td class=\"rule\"></td>"
                + "<td class=\"v-missed\">missed</td><td>seed 42 whole playout (fast playout)</td>"), page);
        assertTrue(page.contains("<td class=\"v-invalid\">invalid</td><td></td><td class=\"why\">line 40: unsafe rule: ?m"),
                page);
    }

    @Test
    void aRunWithAProblemSaysSoAtTheTop() throws Exception {
        JsonNode document = new ObjectMapper().readTree(DOCUMENT.replace("\"problem\" : null",
                "\"problem\" : \"on the original game the default check says DISAGREES\""));
        String page = MutantsPage.render(document, "0.1.0", "today");
        assertTrue(page.contains("<strong>No mutant measured:</strong> on the original game the default check says"
                + " DISAGREES"), page);
    }

    @Test
    void aDocumentOfAnotherKindIsRefused() throws Exception {
        JsonNode other = new ObjectMapper().readTree("{ \"game\" : \"tictactoe\", \"plies\" : [] }");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MutantsPage.render(other, "0.1.0", "today"));
        assertTrue(e.getMessage().startsWith("not the JSON document of gdlbench mutants"), e.getMessage());
    }
}
