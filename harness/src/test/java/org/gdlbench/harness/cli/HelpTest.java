package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HelpTest {
    @Test
    void everyCommandIsListedWithAWholeSentence() {
        Cli help = Cli.run("help");
        assertEquals(0, help.status());
        String list = help.out().substring(help.out().indexOf("Commands:"));
        list.lines().skip(1).forEach(line -> assertTrue(line.strip().endsWith("."), "a whole sentence: " + line));
        assertTrue(list.contains("  verify     Cross-check reasoners against the reference on the states it explores.\n"), list);
    }

    @Test
    void everyCommandTakesHelpAndVersionAsOptions() {
        for (String command : List.of("quick", "verify", "bench", "mutants", "compare")) {
            Cli help = Cli.run(command, "--help");
            assertEquals(0, help.status(), help.toString());
            assertEquals(Cli.run("help", command).out(), help.out(), "--help prints what 'gdlbench help " + command + "' does");
            assertEquals(0, Cli.run(command, "-h").status());
        }
        Cli version = Cli.run("verify", "--version");
        assertEquals(0, version.status(), version.toString());
        assertEquals("gdlbench 0.1.0", version.out().strip());
    }

    @Test
    void reasonersListsEachWithItsOptions() {
        Cli reasoners = Cli.run("reasoners");
        assertEquals(0, reasoners.status());
        assertTrue(reasoners.out().contains("reference: top-down SLD-NF interpreter"), reasoners.out());
        assertTrue(reasoners.out().contains("    propnet:compile=...  whether the propagation is compiled to Java"),
                reasoners.out());
        assertTrue(reasoners.out().contains("        takes one of true, false; default true\n"), reasoners.out());
        assertTrue(reasoners.out().contains("    faulty:step=...  "), "test doubles too: " + reasoners.out());
    }

    @Test
    void descriptionsBreakOnlyWhereTheWidthMakesThem() {
        Cli help = Cli.run("help", "bench");
        String text = help.out().replaceAll("\\s+", " ");
        assertTrue(text.contains("the Monte-Carlo and iterative-deepening minimax drivers"), help.out());
        for (String command : List.of("bench", "verify", "quick", "trace", "playout", "games", "report", "merge")) {
            List<String> lines = Cli.run("help", command).out().lines().toList();
            for (int i = 0; i + 1 < lines.size(); i++) {
                String line = lines.get(i);
                String next = lines.get(i + 1).strip();
                if (line.isBlank() || next.isEmpty() || line.startsWith("Usage:") || line.startsWith(" ")
                        || line.matches(".*[.:;)]$")) {
                    continue;
                }
                String firstWord = next.split(" ")[0];
                assertTrue(line.length() + 1 + firstWord.length() >= 80,
                        command + ": a line broken before the width: '" + line + "' / '" + next + "'");
            }
        }
    }

    @Test
    void sourceLinesBecomeParagraphsEndingAtSentences() {
        assertEquals(List.of("One sentence over two lines. Another.", "A list:", "  - item"),
                List.of(Main.paragraphs(new String[] {"One sentence over", "two lines. Another.", "A list:", "  - item"})));
    }

    @Test
    void theFirstSentenceStopsAtAColonOrFullStop() {
        assertEquals("List the games of a corpus.", Main.firstSentence("List the games of a corpus: name, roles."));
        assertEquals("One.", Main.firstSentence("One. Two."));
        assertEquals("No stop.", Main.firstSentence("No stop"));
    }
}
