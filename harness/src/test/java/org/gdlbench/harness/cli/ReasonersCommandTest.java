package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReasonersCommandTest {
    @Test
    void eachOptionIsListedWithWhatItDoesItsValuesAndItsDefault() {
        Cli cli = Cli.run("reasoners");
        assertEquals(0, cli.status(), cli.toString());
        String out = cli.out();
        assertTrue(out.contains("""
                    forward:ordering=...  the order of rule bodies: by the cost of measured statistics, as written, or the costliest
                        takes one of best, original, worst; default best
                """), out);
        assertTrue(out.contains("""
                    propnet:atoms=...  most ground atoms, static ones included; a game that needs more is refused
                        takes a positive whole number; default 2000000
                """), out);
        assertTrue(out.contains("""
                    propnet:dump=...  writes the sources generated for the net to this folder
                        takes a folder
                """), out);
        assertTrue(out.contains("        takes a positive number of seconds; default 120\n"), "a native Prolog's"
                + " preparation-timeout: " + out);
    }
}
