package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Cell;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.engine.EngineBench;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The whole of 'quick' runs for minutes, so here: its plan, its games, its estimate and its errors. */
class QuickCommandTest {
    @Test
    void everyCellSettlesBeforeItIsMeasuredExceptTheTuPrologReasonersWhichAreMarked() {
        Profile profile = QuickCommand.settings().profile();
        assertTrue(profile.settleCapSeconds() > 0, "quick's forks settle");
        for (ReasonerSpec reasoner : ReasonerList.registered()) {
            boolean prolog = reasoner.name().startsWith("prolog-");
            assertEquals(!prolog, profile.settles(reasoner.name()), reasoner.toString());
            assertEquals(prolog, profile.notSettledReason(reasoner.name()) != null, reasoner.toString());
            assertEquals(prolog ? 0 : profile.settleCapSeconds(),
                    profile.forReasoner(reasoner.name()).settleCapSeconds(), reasoner.toString());
        }
        assertEquals(0, profile.verifyPlayouts(), "quick verifies before benchmarking, not again");
        assertEquals(0, profile.preparationForks(), "no fresh JVM only to time preparing");
        assertEquals(1, profile.forks());
    }

    @Test
    void theSubsetAndTheBenchmarkedGamesAreInTheBundledCorpus() {
        assertEquals(QuickCommand.SUBSET.size(), Corpus.bundled().select(QuickCommand.SUBSET).size());
        assertEquals(QuickCommand.BENCH_GAMES.size(), Corpus.bundled().select(QuickCommand.BENCH_GAMES).size());
        assertTrue(QuickCommand.SUBSET.containsAll(QuickCommand.BENCH_GAMES), "benchmarked games are verified first");
    }

    @Test
    void theEstimateOfTheBenchFitsThePromisedFiveMinutesWithTheVerification() {
        BenchRun.Settings settings = QuickCommand.settings();
        List<ReasonerSpec> builtIn = ReasonerList.parse(List.of("reference", "handwritten", "instantiation", "propnet",
                "prolog-assert", "prolog-threaded", "topdown", "forward"));
        BenchCommand.Plan plan = new BenchCommand.Plan(Corpus.bundled().select(QuickCommand.BENCH_GAMES), builtIn,
                settings, Path.of("unused"), MatchRecords::bundled, "quick");
        double seconds = QuickCommand.estimatedBenchSeconds(plan, 1);
        double verifying = QuickCommand.estimatedVerifySeconds(QuickCommand.SUBSET.size() * (builtIn.size() - 1), 1);
        assertTrue(seconds > 100 && seconds < 300 - 60 - verifying,
                "bench part estimated at " + seconds + " s, the verification at " + verifying + " s");
        BenchCommand.Plan withoutProlog = new BenchCommand.Plan(plan.games(), plan.reasoners().stream()
                .filter(spec -> !spec.name().startsWith("prolog-")).toList(), settings, Path.of("unused"),
                MatchRecords::bundled, "quick");
        double perPrologCell = (seconds - QuickCommand.estimatedBenchSeconds(withoutProlog, 1)) / (2 * plan.games().size());
        double perOtherCell = QuickCommand.estimatedBenchSeconds(withoutProlog, 1)
                / (withoutProlog.reasoners().size() * plan.games().size());
        assertTrue(perPrologCell < perOtherCell / 2, "an unsettled tuProlog cell is the cheap one: " + perPrologCell
                + " s against " + perOtherCell + " s");
    }

    @Test
    void byDefaultQuickLeavesOutWhatCannotRunHereAndTheUnsettledReasonersOfAFamilyItSettles() {
        List<String> leftOut = new ArrayList<>();
        List<ReasonerSpec> chosen = QuickCommand.defaultReasoners(List.of(factory("reference", "reference", null),
                factory("prolog-assert", "prolog", null), factory("swi-assert", "prolog", null),
                factory("gprolog-assert", "prolog", "gplc not found: scripts/install-prologs.sh installs it")),
                Profile.QUICK, leftOut);
        assertEquals(List.of("reference", "swi-assert"), chosen.stream().map(ReasonerSpec::name).toList());
        assertEquals(List.of("leaves out gprolog-assert: gplc not found: scripts/install-prologs.sh installs it",
                "leaves out prolog-assert: not settled by the quick profile, while swi-assert measures the same approach"
                        + " (--reasoners names them)"), leftOut);
    }

    @Test
    void withoutANativePrologSystemQuickKeepsTheTuPrologReasoners() {
        List<String> leftOut = new ArrayList<>();
        String missing = "swipl not found: scripts/install-prologs.sh installs it";
        List<ReasonerSpec> chosen = QuickCommand.defaultReasoners(List.of(factory("reference", "reference", null),
                factory("prolog-assert", "prolog", null), factory("prolog-threaded", "prolog", null),
                factory("swi-assert", "prolog", missing), factory("swi-threaded", "prolog", missing)),
                Profile.QUICK, leftOut);
        assertEquals(List.of("reference", "prolog-assert", "prolog-threaded"),
                chosen.stream().map(ReasonerSpec::name).toList());
        assertEquals(List.of("leaves out swi-assert, swi-threaded: " + missing), leftOut);
    }

    /** A registered reasoner's facts, nothing it could run. */
    private static ReasonerFactory factory(String name, String family, String whyUnavailable) {
        return new ReasonerFactory() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return name;
            }

            @Override
            public String family() {
                return family;
            }

            @Override
            public String whyUnavailable() {
                return whyUnavailable;
            }

            @Override
            public StateMachine create(Game game, ReasonerOptions options) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void theCheckOfAPairIsCappedAtItsShareAndPreparingApart() {
        Verification defaults = QuickCommand.verification(35);
        assertEquals(Duration.ofSeconds(2), defaults.timeCap(), "35 pairs share 40 s, at least 2 s each");
        assertEquals(Duration.ofSeconds(8), QuickCommand.verification(5).timeCap(), "5 pairs share 40 s");
        assertEquals(Verification.DEFAULT_TIME_CAP, defaults.preparationCap(),
                "preparing may take what the default verify gives a whole pair");
        assertEquals(5, defaults.playouts());
    }

    /** On one slow core the propnet took over 3 s to prepare and was skipped; here a reasoner takes 4 s, twice the cap. */
    @Test
    void aReasonerSlowerToPrepareThanTheCheckCapIsStillChecked() {
        Verification verification = QuickCommand.verification(35);
        assertEquals(Duration.ofSeconds(2), verification.timeCap(), "half the time preparing takes");
        assertEquals(Duration.ofSeconds(60), verification.preparationCap(), "preparing is capped apart");
        StringWriter out = new StringWriter();
        List<Outcome> outcomes = VerifyCommand.run(verification, Corpus.bundled().select(
                List.of("tictactoe")), ReasonerList.parse(List.of("faulty:fault=slow-preparation,step=4")),
                new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), ProgressDisplay.Mode.PLAIN)
                .outcomes();
        assertEquals(Outcome.Status.AGREES, outcomes.get(0).status(), out.toString());
        assertEquals(5, outcomes.get(0).playouts(), out.toString());
    }

    /** An engine author's smoke test: their engine alone, on one game, verified then benchmarked. */
    @Test
    void anEngineIsVerifiedAndBenchmarkedOnTheGamesNamed(@TempDir Path folder) {
        Path out = folder.resolve("run");
        Cli cli = Cli.run("quick", "--engine", EngineCommandTest.engine("ref-quick"), "--reasoners", "ref-quick",
                "--games", "tictactoe", "--out", out.toString(), "--plain");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("verify 1 reasoner against the reference on tictactoe, then bench 1 reasoner on"
                + " tictactoe"), cli.toString());
        assertTrue(cli.out().lines().anyMatch(line -> line.matches(" *tictactoe +ref-quick +agrees *")), cli.toString());
        List<ResultRow> rows = ResultFiles.read(out).rows();
        assertEquals(1, rows.size(), rows.toString());
        assertEquals("tictactoe", rows.get(0).game());
        assertEquals("ref-quick", rows.get(0).reasoner());
        assertEquals(ResultRow.Status.OK, rows.get(0).status(), rows.get(0).toString());
        assertTrue(cli.err().contains("bench 1/1 tictactoe / ref-quick: ok, "), "one plain line for the cell: " + cli);
    }

    /**
     * An engine named beside a built-in reasoner: quick's own selection verifies the engine against
     * the reference and benchmarks both, the engine through its protocol. The plan is checked and
     * quick's verification run, not the minutes of benchmarking.
     */
    @Test
    void anEngineBesideABuiltInReasonerIsVerifiedAndBenchmarkedBesideIt() {
        CommandLine command = new CommandLine(new Main());
        try {
            CommandLine.ParseResult parsed = command.parseArgs("quick", "--engine", EngineCommandTest.engine("mine"),
                    "--reasoners", "reference,mine", "--games", "tictactoe");
            QuickCommand quick = (QuickCommand) parsed.subcommand().commandSpec().userObject();
            QuickCommand.Selection selection = quick.selection(Path.of("unused"));
            assertEquals(List.of("mine"), selection.checked().stream().map(ReasonerSpec::toString).toList(),
                    "the engine is verified, the reference is not checked against itself");
            assertTrue(EngineBench.isEngine(selection.checked().get(0)), "measured through the protocol");
            BenchCommand.Plan plan = selection.plan();
            assertEquals(List.of(new Cell("tictactoe", "reference"), new Cell("tictactoe", "mine")),
                    plan.matrix().cells(plan.settings()), "both are benchmarked");
            StringWriter out = new StringWriter();
            List<Outcome> outcomes = VerifyCommand.run(QuickCommand.verification(1), selection.verified(),
                    selection.checked(), new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                    ProgressDisplay.Mode.PLAIN).outcomes();
            assertEquals(1, outcomes.size(), out.toString());
            assertEquals("mine", outcomes.get(0).reasoner());
            assertEquals(Outcome.Status.AGREES, outcomes.get(0).status(), out.toString());
            assertEquals(5, outcomes.get(0).playouts(), out.toString());
        } finally {
            EngineOption.endOfCommand();
        }
    }

    @Test
    void anExistingResultFolderIsAUserError(@TempDir Path folder) throws Exception {
        Path out = Files.createDirectories(folder.resolve("run"));
        Cli cli = Cli.run("quick", "--out", out.toString());
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.out().isEmpty(), "nothing runs: " + cli);
    }

    @Test
    void anUnknownOptionIsAUserError() {
        Cli cli = Cli.run("quick", "--fast");
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }

    @Test
    void otherProfilesSettleEveryReasoner() {
        for (Profile profile : List.of(Profile.STANDARD, Profile.PAPER)) {
            assertTrue(profile.settles("prolog-assert"), profile.name());
            assertNull(profile.notSettledReason("prolog-assert"), profile.name());
        }
        assertFalse(Profile.QUICK.withSettleCapSeconds(0).settles("propnet"), "a cap of 0 is no settling");
        assertNull(Profile.QUICK.withSettleCapSeconds(0).notSettledReason("prolog-assert"),
                "with no settling at all, nothing is marked");
    }
}
