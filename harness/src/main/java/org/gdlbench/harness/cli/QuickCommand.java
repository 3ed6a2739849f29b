package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.Driver;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.harness.match.MatchRecords;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.machine.ReasonerSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "quick", description = {
        "The main job in under 5 minutes: check the bundled corpus, verify every registered reasoner",
        "against the reference on a representative subset of games, then benchmark them all (quick",
        "profile, playout driver) on the first games of it, each fork settled before it is measured.",
        "Writes a result folder like 'bench'."})
final class QuickCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    /** Games of the paper's test suite and more: turn-taking, multi-player, small and large boards. */
    static final List<String> SUBSET = List.of("tictactoe", "connectfour", "breakthrough", "hex", "chinesecheckers3");
    /**
     * The games benchmarked, the first of {@link #SUBSET}: each has a hand-written machine, the
     * ceiling. A settled cell takes 10 to 45 s on one core (a fresh JVM preparing the reasoner, up to
     * 9 s for the propnet and topdown, then settling, up to 13 s), so the whole subset would take
     * over 10 minutes.
     */
    static final List<String> BENCH_GAMES = SUBSET.subList(0, 2);

    /**
     * Seconds the verification takes, for the estimate, and its budget: each (game, reasoner) is cut
     * at its share, at least 3 s (measured: 30 s of CPU time, on a core shared with other work).
     */
    static final double VERIFY_SECONDS = 40;

    @Option(names = "--out", paramLabel = "DIR", description = "Result folder, new (default: results/<date-time>).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<ReasonerSpec> all = ReasonerList.registered();
        List<ReasonerSpec> checked = ReasonerList.registeredExcept(Verification.REFERENCE);
        Path folder = this.out != null ? this.out : BenchCommand.defaultFolder();
        if (Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        Corpus corpus = Corpus.bundled();
        List<CorpusEntry> games = corpus.select(SUBSET);
        BenchCommand.Plan plan = new BenchCommand.Plan(corpus.select(BENCH_GAMES), all, settings(), folder,
                MatchRecords::bundled, "quick");
        double verifySeconds = checked.isEmpty() ? 0 : VERIFY_SECONDS;
        out.printf("gdlbench quick: about %s, a smoke test whose figures are indicative: check %d bundled games,"
                        + " verify %d reasoner(s) against the reference on %s, then bench %d reasoner(s) on %s%n",
                BenchCommand.minutes(verifySeconds + estimatedBenchSeconds(plan)), corpus.entries().size(),
                checked.size(), String.join(", ", SUBSET), all.size(), String.join(", ", BENCH_GAMES));
        long invalid = corpus.entries().stream().filter(entry -> entry.problem() != null).count();
        out.printf("corpus: %d games, %s%n", corpus.entries().size(),
                invalid == 0 ? "all valid" : invalid + " not valid (see 'gdlbench games')");
        Map<String, String> wrong = new HashMap<>();
        long disagreements = 0;
        if (checked.isEmpty()) {
            out.println("verify: only the reference is registered; nothing to check");
        } else {
            double cap = Math.max(3, VERIFY_SECONDS / (games.size() * checked.size()));
            List<Outcome> outcomes = VerifyCommand.run(VerifyCommand.settings(5, 1, cap), games, checked, out)
                    .outcomes();
            for (Outcome outcome : outcomes) {
                if (outcome.status() == Outcome.Status.DISAGREES) {
                    wrong.put(BenchRun.key(outcome.game(), outcome.reasoner()), outcome.summary());
                }
            }
            disagreements = VerifyCommand.disagreements(outcomes);
        }
        out.println();
        int benchStatus = BenchCommand.run(plan, wrong, out, spec.commandLine().getErr());
        out.println("quick: these figures are indicative (one fork, short iterations, wide error bars by design); "
                + "'gdlbench bench --profile standard' measures figures to quote");
        CompareCommand.referenceLines(folder).forEach(out::println);
        ReportCommand.afterRun(folder, out, spec.commandLine().getErr());
        return disagreements == 0 && benchStatus == 0 ? 0 : Main.FAILURE;
    }

    /**
     * How quick benchmarks: the quick profile, each fork settled with the JIT quiet (short rounds,
     * a short cap); not verified again (quick verifies first) and no preparation forks, since a
     * fresh JVM preparing the propnet or topdown takes 6 to 9 s on one core: the preparation phases
     * come from the harness's own preparing.
     */
    static BenchRun.Settings settings() {
        Profile profile = Profile.QUICK.withVerifyPlayouts(0).withPreparationForks(0);
        return new BenchRun.Settings(profile, List.of(Driver.PLAYOUT),
                BenchCommand.jvmArgs(BenchCommand.DEFAULT_JVM_ARGS), 1000, Duration.ofSeconds(30), false);
    }

    /** The seconds the bench part of {@code plan} is estimated to take. */
    static double estimatedBenchSeconds(BenchCommand.Plan plan) {
        return plan.matrix().estimatedSeconds(plan.settings(), plan.matrix().cells(plan.settings()));
    }
}
