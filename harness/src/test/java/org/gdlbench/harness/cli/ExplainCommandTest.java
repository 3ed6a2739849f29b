package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
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
    void theOrderingIsTheOneTheFactorySaysForItsOptions() {
        assertTrue(Cli.run("explain", "--game", "tictactoe", "--reasoner", "forward", "--no-prepare").out()
                .contains("planned under ordering best"));
        assertTrue(Cli.run("explain", "--game", "tictactoe", "--reasoner", "forward:ordering=worst", "--no-prepare").out()
                .contains("planned under ordering worst"));
        Reasoners.register(new ReasonerFactory() {
            @Override
            public String name() {
                return "worst-first";
            }

            @Override
            public String description() {
                return "test only: says it orders rule bodies worst first";
            }

            @Override
            public String bodyOrdering(ReasonerOptions options) {
                return "worst";
            }

            @Override
            public StateMachine create(Game game, ReasonerOptions options) {
                throw new UnsupportedOperationException();
            }
        }, "ExplainCommandTest");
        try {
            String out = Cli.run("explain", "--game", "tictactoe", "--reasoner", "worst-first", "--no-prepare").out();
            assertTrue(out.contains("planned under ordering worst"), out);
        } finally {
            Reasoners.unregister("worst-first");
        }
    }

    @Test
    void anUnknownOrderingIsOneLineAndStatusTwo() {
        Cli cli = Cli.run("explain", "--game", "tictactoe", "--ordering", "fastest");
        assertEquals(2, cli.status(), cli.toString());
        assertTrue(cli.err().contains("unknown ordering 'fastest' (expected one of original, safe, best, worst)"), cli.err());
        assertEquals(1, cli.err().strip().lines().count(), cli.err());
    }
}
