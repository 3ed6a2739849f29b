package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.machine.ReasonerSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        double seconds = QuickCommand.estimatedBenchSeconds(plan);
        assertTrue(seconds > 100 && seconds < 300 - 60 - QuickCommand.VERIFY_SECONDS,
                "bench part estimated at " + seconds + " s");
        BenchCommand.Plan withoutProlog = new BenchCommand.Plan(plan.games(), plan.reasoners().stream()
                .filter(spec -> !spec.name().startsWith("prolog-")).toList(), settings, Path.of("unused"),
                MatchRecords::bundled, "quick");
        double perPrologCell = (seconds - QuickCommand.estimatedBenchSeconds(withoutProlog)) / (2 * plan.games().size());
        double perOtherCell = QuickCommand.estimatedBenchSeconds(withoutProlog)
                / (withoutProlog.reasoners().size() * plan.games().size());
        assertTrue(perPrologCell < perOtherCell / 2, "an unsettled tuProlog cell is the cheap one: " + perPrologCell
                + " s against " + perOtherCell + " s");
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
