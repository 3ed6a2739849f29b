package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ExplainCommandTest {
    @Test
    void printsEveryRulesPlanAndWhatPreparingBuilt() {
        Cli cli = Cli.run("explain", "--game", "tictactoe", "--reasoner", "instantiation");
        assertEquals(0, cli.status(), cli.toString());
        String out = cli.out();
        assertTrue(out.startsWith("; tictactoe: 32 rules planned under ordering original"), out);
        assertTrue(out.contains("""
                (<= (row ?m ?z) (true (cell ?m 1 ?z)) (true (cell ?m 2 ?z)) (true (cell ?m 3 ?z)))   ; line 85, ordering original
                  scan     (true (cell ?m 1 ?z))   via true/1[]
                  check    (true (cell ?m 2 ?z))
                  check    (true (cell ?m 3 ?z))
                  emit     (row ?m ?z)
                """), out);
        assertTrue(out.contains("; instantiation prepared: "), out);
        assertTrue(out.contains("fluents 29"), out);
    }

    @Test
    void theReasonersOrderingIsShownUnlessAnotherIsAsked() {
        assertTrue(Cli.run("explain", "--game", "tictactoe", "--reasoner", "prolog-assert", "--no-prepare").out()
                .contains("planned under ordering safe"));
        assertTrue(Cli.run("explain", "--game", "tictactoe", "--ordering", "worst", "--no-prepare").out()
                .contains("planned under ordering worst"));
    }

    @Test
    void anUnknownOrderingIsOneLineAndStatusTwo() {
        Cli cli = Cli.run("explain", "--game", "tictactoe", "--ordering", "fastest");
        assertEquals(2, cli.status(), cli.toString());
        assertTrue(cli.err().contains("unknown ordering 'fastest' (expected one of original, safe, best, worst)"), cli.err());
        assertEquals(1, cli.err().strip().lines().count(), cli.err());
    }
}
