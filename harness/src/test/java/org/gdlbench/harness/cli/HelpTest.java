package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HelpTest {
    @Test
    void everyCommandIsListedWithAWholeSentence() {
        Cli help = Cli.run("help");
        assertEquals(0, help.status());
        String list = help.out().substring(help.out().indexOf("Commands:"));
        list.lines().skip(1).forEach(line -> assertTrue(line.strip().endsWith("."), "a whole sentence: " + line));
        assertTrue(list.contains("  verify     Cross-check reasoners against the reference along seeded random playouts.\n"), list);
    }

    @Test
    void reasonersListsEachWithItsOptions() {
        Cli reasoners = Cli.run("reasoners");
        assertEquals(0, reasoners.status());
        assertTrue(reasoners.out().contains("reference: top-down SLD-NF interpreter"), reasoners.out());
        assertTrue(reasoners.out().contains("    propnet:compile=false | true\n"), reasoners.out());
        assertTrue(reasoners.out().contains("    faulty:step=VALUE\n"), "test doubles too: " + reasoners.out());
    }

    @Test
    void theFirstSentenceStopsAtAColonOrFullStop() {
        assertEquals("List the games of a corpus.", Main.firstSentence("List the games of a corpus: name, roles."));
        assertEquals("One.", Main.firstSentence("One. Two."));
        assertEquals("No stop.", Main.firstSentence("No stop"));
    }
}
