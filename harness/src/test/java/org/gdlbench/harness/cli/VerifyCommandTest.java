package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VerifyCommandTest {
    @Test
    void aFaultyReasonerIsReportedWithGameSeedStepAndPathAndExitStatusOne() {
        Cli cli = Cli.run("verify", "--games", "tictactoe,roshambo", "--reasoners", "faulty:fault=drop-move,step=2",
                "--seed", "5", "--playouts", "2");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("DISAGREEMENT: game tictactoe, reasoner faulty:fault=drop-move,step=2, seed 5,"
                + " step 2: legal moves of "), cli.toString());
        assertTrue(cli.out().contains("path from the initial state"), cli.toString());
        assertTrue(cli.out().contains("   2. "), cli.toString());
        assertTrue(cli.out().contains("2 game(s) checked"), cli.toString());
        assertTrue(cli.out().contains("2 disagreement(s)"), cli.toString());
    }

    @Test
    void agreeingAndRefusingReasonersPassWithTheRefusalListedAsSkipped() {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty,faulty:fault=refuse",
                "--playouts", "2");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("skipped: refuses every game on request"), cli.toString());
        assertTrue(cli.out().contains("0 disagreement(s), 1 skipped"), cli.toString());
    }

    @Test
    void aTimeCapThatLeavesNothingComparedIsNoSuccess() {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty", "--time-cap", "0.000001");
        assertEquals(1, cli.status(), cli.toString());
        assertTrue(cli.out().contains("skipped: time cap of "), cli.toString());
        assertTrue(cli.out().contains("verify: no state was compared"), cli.toString());
    }

    @Test
    void theTimeCapCoversPreparing() {
        long begin = System.nanoTime();
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty:fault=slow-preparation,step=30",
                "--time-cap", "1");
        assertTrue(System.nanoTime() - begin < 15_000_000_000L, "stopped near the cap, not after 30 s of preparing");
        assertTrue(cli.out().contains("skipped: time cap of 1 s reached while preparing"), cli.toString());
        assertEquals(1, cli.status(), "nothing was compared");
    }

    @Test
    void theTimeCapStopsAStepThatNeverEndsAndTheRunGoesOn() {
        long begin = System.nanoTime();
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "faulty:fault=endless-step,step=2,faulty",
                "--time-cap", "1", "--playouts", "2");
        assertTrue(System.nanoTime() - begin < 30_000_000_000L, "stopped near the cap");
        assertTrue(cli.out().contains("skipped: time cap of 1 s reached within one step, which was stopped"),
                cli.toString());
        assertTrue(cli.out().contains("0 disagreement(s), 1 skipped"), cli.toString());
        assertEquals(0, cli.status(), "the correct reasoner after it was still compared");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--games nosuchgame --reasoners faulty",
            "--games tictactoe --reasoners nosuchreasoner",
            "--games tictactoe --reasoners faulty:nosuchoption=1",
            "--games tictactoe --reasoners faulty:fault=nosuchfault",
            "--games tictactoe --reasoners faulty --playouts 0",
            "--games tictactoe --reasoners faulty --playouts many",
            "--games tictactoe --reasoners faulty --time-cap 0",
            "--games tictactoe --corpus /no/such/folder",
            "--no-such-option"})
    void userErrorsGiveOneLineAndExitStatusTwo(String args) {
        String[] words = ("verify " + args).split(" ");
        Cli cli = Cli.run(words);
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
