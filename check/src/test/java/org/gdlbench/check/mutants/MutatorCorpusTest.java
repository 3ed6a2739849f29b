package org.gdlbench.check.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Every mutated sheet reads back as the original with exactly the one rule changed, on real sheets. */
class MutatorCorpusTest {
    @Test
    void theMutantsOfTheBundledGamesAreTheSheetWithOneRuleChanged() {
        int checked = 0;
        for (CorpusEntry entry : Corpus.bundled().entries()) {
            checked += checkMutants(entry, 40);
        }
        assertTrue(checked > 1500, "mutants checked: " + checked);
    }

    @Test
    void theFirstCommunitySheetsAreMutatedWithoutFailing() {
        Path base = Path.of(System.getProperty("gdl.corpus.base", "../../shared/gdl-corpus/base"));
        Assumptions.assumeTrue(Files.isDirectory(base), "community sheets not found at " + base + "; skipped");
        int sheets = 0;
        // the first 20 valid sheets by name: validating all 314 takes a minute, which CommunitySheetsTest spends
        for (CorpusEntry entry : Corpus.read(base).entries()) {
            if (sheets < 20 && entry.problem() == null) {
                checkMutants(entry, 5);
                sheets++;
            }
        }
        assertEquals(20, sheets);
    }

    /** Checks {@code max} of the entry's mutants, spread evenly; returns how many. */
    private static int checkMutants(CorpusEntry entry, int max) {
        GameDescription original = entry.game().description();
        Mutator mutator = new Mutator(original);
        List<String> rules = printed(original);
        List<Mutation> chosen = Mutator.evenly(mutator.mutations(), max);
        for (Mutation mutation : chosen) {
            List<String> expected = new ArrayList<>(rules);
            if (mutation.mutatedRule().isEmpty()) {
                expected.remove(mutation.ruleIndex());
            } else {
                expected.set(mutation.ruleIndex(), mutation.mutatedRule());
            }
            GameDescription mutant = KifParser.parse(entry.name(), mutator.sheet(mutation));
            assertEquals(expected, printed(mutant), entry.name() + " mutation " + mutation);
            List<Integer> lines = new ArrayList<>(original.rules().stream().map(rule -> rule.position().line()).toList());
            if (mutation.mutatedRule().isEmpty()) {
                lines.remove(mutation.ruleIndex());
            }
            assertEquals(lines, mutant.rules().stream().map(rule -> rule.position().line()).toList(),
                    entry.name() + ": every rule on its own line, so the front end's messages name the sheet's lines");
            assertEquals(rules.get(mutation.ruleIndex()), mutation.rule());
            assertEquals(original.rules().get(mutation.ruleIndex()).position().line(), mutation.line());
        }
        return chosen.size();
    }

    private static List<String> printed(GameDescription description) {
        KifPrinter printer = new KifPrinter(description.symbols());
        return description.rules().stream().map(printer::rule).toList();
    }
}
