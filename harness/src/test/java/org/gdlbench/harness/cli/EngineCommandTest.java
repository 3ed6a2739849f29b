package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.engine.TestEngines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Engines over the line protocol: the reference engine in a process of its own, sound and broken. */
class EngineCommandTest {
    /** The reference engine's command line, with extra arguments. */
    static String engine(String name, String... args) {
        return name + "=" + TestEngines.referenceEngine(args);
    }

    /** Whether an engine process with {@code args} among its arguments still runs. */
    static boolean running(String args) {
        return TestEngines.running(args) > 0;
    }

    /** Every bundled game, one playout each: the protocol carries every kind of term the corpus has. */
    @Test
    void theReferenceEnginePassesVerifyThroughTheProtocolOnEveryBundledGame() {
        Cli cli = Cli.run("verify", "--engine", engine("ref-engine"), "--reasoners", "ref-engine",
                "--games", "all", "--playouts", "1");
        assertEquals(0, cli.status(), cli.toString());
        List<String> games = Corpus.bundled().names();
        assertEquals(40, games.size(), "the bundled corpus changed: " + games);
        for (String game : games) {
            assertTrue(cli.out().matches("(?s).*\\n  " + game + " +ref-engine +agrees\\n.*"),
                    game + " not agreed through the protocol:\n" + cli);
        }
        assertTrue(cli.out().contains("40 games checked") && cli.out().contains(" 0 disagreements, 0 skipped"),
                cli.toString());
        assertTrue(!running(""), "every game's engine is stopped");
    }

    @Test
    void aWrongMoveIsADisagreementAtItsStep() {
        Cli cli = Cli.run("verify", "--engine", engine("ref-wrong", "--fault", "wrong-move", "--step", "3"),
                "--reasoners", "ref-wrong", "--games", "tictactoe", "--playouts", "2");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("DISAGREES at seed 1 step 3 (legal moves of white)"), cli.toString());
        assertTrue(cli.out().contains("  repeat: gdlbench verify --engine 'ref-wrong=") && cli.out().contains(
                " --fault wrong-move --step 3' --games tictactoe --reasoners ref-wrong --seed 1 --playouts 1\n"),
                "the repeat line registers the engine again: " + cli);
        assertTrue(!running("--fault wrong-move"), "the disagreeing engine is stopped");
    }

    @Test
    void aCrashIsReportedAndNothingIsLeftRunning() {
        Cli cli = Cli.run("verify", "--engine", engine("ref-crash", "--fault", "crash", "--step", "2"),
                "--reasoners", "ref-crash", "--games", "tictactoe", "--playouts", "2");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("engine ref-crash failed: it exited at 'next "), cli.toString());
        assertTrue(cli.out().contains("(exit status 3)"), cli.toString());
        assertTrue(!running("--fault crash"), "the crashed engine is gone");
    }

    @Test
    void aHangIsReportedWithinTheTimeoutAndTheEngineIsStopped() {
        long start = System.nanoTime();
        Cli cli = Cli.run("verify", "--engine", engine("ref-hang", "--fault", "hang", "--step", "2"),
                "--reasoners", "ref-hang:timeout=1", "--games", "tictactoe", "--playouts", "2");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("engine ref-hang failed: no answer within 1.0 s to 'next "), cli.toString());
        assertTrue(seconds < 30, "took " + seconds + " s");
        assertTrue(!running("--fault hang"), "the hanging engine is stopped");
    }

    @Test
    void tracePerftAndPlayoutReportAFailingEngine() {
        String crash = engine("ref-crash-trace", "--fault", "crash", "--step", "2");
        Cli trace = Cli.run("trace", "--engine", crash, "--reasoner", "ref-crash-trace", "--game", "tictactoe", "--seed", "1");
        assertEquals(Main.FAILURE, trace.status(), trace.toString());
        assertTrue(trace.oneErrorLine(), trace.toString());
        assertTrue(trace.err().contains("engine ref-crash-trace failed: it exited at 'next "), trace.toString());
        assertEquals(2, trace.out().strip().lines().count(), "the steps before the crash are printed");
        Cli perft = Cli.run("perft", "--engine", crash, "--reasoner", "ref-crash-trace", "--game", "tictactoe",
                "--depth", "3");
        assertEquals(Main.FAILURE, perft.status(), perft.toString());
        assertTrue(perft.oneErrorLine(), perft.toString());
        Cli check = Cli.run("perft", "--check", "--engine", crash, "--reasoners", "ref-crash-trace", "--games", "tictactoe");
        assertEquals(Main.FAILURE, check.status(), check.toString());
        assertTrue(check.out().contains("MISMATCH: engine ref-crash-trace failed: it exited at 'next "), check.toString());
        Cli playout = Cli.run("playout", "--engine", crash, "--reasoner", "ref-crash-trace", "--game", "tictactoe");
        assertEquals(Main.FAILURE, playout.status(), playout.toString());
        assertTrue(playout.oneErrorLine(), playout.toString());
        assertTrue(!running("--fault crash"), "the crashed engines are gone");
    }

    @Test
    void diffReportsAFailureOfTheFirstReasonerAsTheDifference() {
        Cli cli = Cli.run("diff", "--engine", engine("ref-crash-diff", "--fault", "crash", "--step", "2"),
                "--game", "tictactoe", "--reasoners", "ref-crash-diff,reference");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("seed 1, step 2: ref-crash-diff threw"), cli.toString());
        assertTrue(cli.out().contains("engine ref-crash-diff failed: it exited at 'next "), cli.toString());
    }

    @Test
    void garbageIsReported() {
        Cli cli = Cli.run("verify", "--engine", engine("ref-garbage", "--fault", "garbage", "--step", "1"),
                "--reasoners", "ref-garbage", "--games", "tictactoe", "--playouts", "1");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("engine ref-garbage failed: it answered '%%% ((' to 'next "), cli.toString());
        assertTrue(!running("--fault garbage"), "the engine is stopped");
    }

    /** Every command that takes --engine: a program that cannot start is the user's error, told before any game. */
    @Test
    void aProgramThatCannotStartIsOneLineAndExitStatus2BeforeAnyGame(@TempDir Path folder) throws Exception {
        Path notExecutable = Files.writeString(folder.resolve("engine.sh"), "echo never run\n");
        String state = Files.writeString(folder.resolve("state.kif"), "(control white)\n").toString();
        Path out = folder.resolve("bench-out");
        List<List<String>> commands = List.of(
                List.of("verify", "--reasoners", "nowhere", "--games", "tictactoe,connectfour"),
                List.of("perft", "--reasoner", "nowhere", "--game", "tictactoe", "--depth", "1"),
                List.of("perft", "--check", "--reasoners", "nowhere", "--games", "tictactoe"),
                List.of("trace", "--reasoner", "nowhere", "--game", "tictactoe", "--seed", "1"),
                List.of("query", "--reasoner", "nowhere", "--game", "tictactoe", "--state", state),
                List.of("diff", "--reasoners", "nowhere,reference", "--game", "tictactoe"),
                List.of("playout", "--reasoner", "nowhere", "--game", "tictactoe"),
                List.of("bench", "--reasoners", "nowhere", "--games", "tictactoe", "--out", out.toString()),
                List.of("reasoners"));
        for (String engine : List.of("/no/such/engine --fast", "./does-not-exist", "no-such-engine-on-path",
                notExecutable.toString())) {
            String program = engine.split(" ")[0];
            for (List<String> command : commands) {
                List<String> args = new ArrayList<>(command);
                args.addAll(List.of("--engine", "nowhere=" + engine));
                Cli cli = Cli.run(args.toArray(String[]::new));
                assertEquals(Main.USAGE, cli.status(), args + "\n" + cli);
                assertTrue(cli.oneErrorLine(), args + "\n" + cli);
                assertTrue(cli.err().startsWith("gdlbench: --engine nowhere: cannot start " + program + ": "), args + "\n" + cli);
                assertEquals("", cli.out(), "nothing played: " + args + "\n" + cli);
            }
        }
        assertTrue(!Files.exists(out), "bench made no result folder");
    }

    @Test
    void aProgramNamedByItselfIsLookedUpOnThePath() {
        Cli cli = Cli.run("reasoners", "--engine", "byname=sh -c true");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("byname"), cli.toString());
    }

    @Test
    void queryAnswersThroughTheProtocolAsTheReferenceDoes(@TempDir Path folder) throws Exception {
        Path state = folder.resolve("state.kif");
        Files.writeString(state, "(cell 1 1 x)\n(cell 1 2 o)\n(cell 1 3 o)\n(cell 2 1 b)\n(cell 2 2 x)\n(cell 2 3 b)\n"
                + "(cell 3 1 b)\n(cell 3 2 b)\n(cell 3 3 b)\n(control white)\n");
        Cli reference = Cli.run("query", "--game", "tictactoe", "--state", state.toString(), "--moves", "(mark 3 3) noop");
        Cli engine = Cli.run("query", "--engine", engine("ref-query"), "--reasoner", "ref-query", "--game", "tictactoe",
                "--state", state.toString(), "--moves", "(mark 3 3) noop");
        assertEquals(0, engine.status(), engine.toString());
        assertEquals(reference.out(), engine.out());
    }

    @Test
    void badEngineOptionsAreOneLine() {
        for (String option : List.of("no-equals-sign", "=cmd", "reference=some command", "bad name=cmd")) {
            Cli cli = Cli.run("reasoners", "--engine", option);
            assertEquals(Main.USAGE, cli.status(), cli.toString());
            assertTrue(cli.oneErrorLine(), cli.toString());
        }
    }
}
