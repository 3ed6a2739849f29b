package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.plan.PlannedMachine;
import org.gdlbench.plan.RulePlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

    /**
     * Topdown kept under best (no trial) plans from the initial state's figures, so a machine
     * prepared apart compiles the same plans: explain prints exactly those, in their modes, and
     * not the planner's estimate.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tictactoe", "connectfour", "breakthrough"})
    void aReasonerThatRunsPlansHasItsOwnPlansPrinted(String name) {
        String spec = "topdown:race=none,relations=per-mode";
        Cli cli = Cli.run("explain", "--game", name, "--reasoner", spec);
        assertEquals(0, cli.status(), cli.toString());
        Game game = Corpus.bundled().entry(name).game();
        PlannedMachine machine = (PlannedMachine) Reasoners.create(spec, game);
        List<RulePlan> plans = ExplainCommand.inStratumOrder(game.analysis(), machine.plans());
        String out = cli.out();
        assertTrue(out.startsWith("; " + name + ": " + plans.size() + " plans the prepared machine runs (" + spec
                + "), statistics estimated from the initial state"), out);
        StringBuilder printed = new StringBuilder();
        for (String line : out.lines().toList()) {
            if (!line.startsWith(";") && !line.isEmpty()) {
                printed.append(line).append('\n');
            }
        }
        StringBuilder expected = new StringBuilder();
        for (RulePlan plan : plans) {
            expected.append(plan.print(game.symbols()));
        }
        assertEquals(expected.toString(), printed.toString());
        assertTrue(out.contains(", bound at entry "), "calls are planned in their modes");
    }

    @Test
    void forwardPrintsThePlansItLaidOutFromMeasuredStatistics() {
        Cli cli = Cli.run("explain", "--game", "tictactoe", "--reasoner", "forward");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().startsWith("; tictactoe: 27 plans the prepared machine runs (forward), statistics measured over "),
                cli.out());
        assertTrue(cli.out().contains("""
                (<= (legal ?w (mark ?x ?y)) (true (cell ?x ?y b)) (true (control ?w)))   ; line 44, ordering best
                  scan     (true (control ?w))   via true/1[]
                """), cli.out());
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
