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
        "against the reference, then benchmark them all (quick profile, playout driver) on a",
        "representative subset of games. Writes a result folder like 'bench'."})
final class QuickCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    /** Games of the paper's test suite and more: turn-taking, multi-player, small and large boards. */
    static final List<String> SUBSET = List.of("tictactoe", "connectfour", "breakthrough", "hex", "chinesecheckers3");

    /** What the whole command may take, leaving a margin to the promised 5 minutes. */
    private static final double BUDGET_SECONDS = 240;
    private static final double VERIFY_SECONDS = 40;
    /** Seconds a measured (game, reasoner) costs besides its iterations: two JVM starts and preparing. */
    private static final double CELL_OVERHEAD_SECONDS = 7;

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
        int cells = games.size() * all.size();
        Profile profile = fitted(cells);
        BenchRun.Settings settings = new BenchRun.Settings(profile, List.of(Driver.PLAYOUT),
                BenchCommand.jvmArgs(BenchCommand.DEFAULT_JVM_ARGS), 1000, Duration.ofSeconds(30), false);
        double verifySeconds = checked.isEmpty() ? 0 : VERIFY_SECONDS;
        out.printf("gdlbench quick: about %s, a smoke test whose figures are indicative: check %d bundled games,"
                        + " verify %d reasoner(s) against the reference, then bench %d reasoner(s) on %s%n",
                BenchCommand.minutes(verifySeconds + cells * settings.estimatedSecondsPerCell()),
                corpus.entries().size(), checked.size(), all.size(), String.join(", ", SUBSET));
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
        BenchCommand.Plan plan = new BenchCommand.Plan(games, all, settings, folder, MatchRecords::bundled, "quick");
        int benchStatus = BenchCommand.run(plan, wrong, out, spec.commandLine().getErr());
        out.println("quick: these figures are indicative (short iterations, wide error bars by design); "
                + "'gdlbench bench --profile standard' measures figures to quote");
        ReportCommand.afterRun(folder, out, spec.commandLine().getErr());
        return disagreements == 0 && benchStatus == 0 ? 0 : Main.FAILURE;
    }

    /** The quick profile with iterations short enough for {@code cells} to fit the budget. */
    static Profile fitted(int cells) {
        Profile quick = Profile.QUICK.withVerifyPlayouts(0);
        int iterations = quick.warmupIterations() + quick.iterations();
        double perCell = (BUDGET_SECONDS - VERIFY_SECONDS) / Math.max(1, cells);
        double seconds = (perCell - CELL_OVERHEAD_SECONDS) / iterations;
        return quick.withIterationSeconds(Math.max(0.2, Math.min(quick.iterationSeconds(), seconds)));
    }
}
