package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.reports.Table;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "verify", description = {
        "Cross-check reasoners against the reference along seeded random playouts: roles, states,",
        "legal moves, next states, terminal flags and goals at every step, and each reasoner's own",
        "playout against the default algorithm. Exit status 1 when any reasoner disagrees."})
final class VerifyCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    GameSelection selection;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners to check, as name or name:key=value (default: every registered one but the reference).")
    List<String> reasoners;

    @Option(names = "--playouts", defaultValue = "10", paramLabel = "N",
            description = "Playouts per game and reasoner (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the first playout; playout i uses S+i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--time-cap", defaultValue = "60", paramLabel = "SECONDS",
            description = "Most time per game and reasoner, preparation included; a pair over it is skipped (default: ${DEFAULT-VALUE}).")
    double timeCap;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Verification verification = settings(playouts, seed, timeCap);
        List<ReasonerSpec> specs = reasoners == null
                ? ReasonerList.registeredExcept(Verification.REFERENCE) : ReasonerList.parse(reasoners);
        List<CorpusEntry> games = selection.entries();
        PrintWriter out = spec.commandLine().getOut();
        if (specs.isEmpty()) {
            out.println("verify: only the reference is registered; nothing to check (name one with --reasoners)");
            return 0;
        }
        List<Outcome> outcomes = run(verification, games, specs, out);
        if (outcomes.stream().mapToLong(Outcome::states).sum() == 0) {
            // A check that compared nothing proves nothing: say so, and do not report success.
            out.println("verify: no state was compared: every pair was refused, invalid, or capped before its first"
                    + " state (see the reasons above)");
            return Main.FAILURE;
        }
        return disagreements(outcomes) == 0 ? 0 : Main.FAILURE;
    }

    static long disagreements(List<Outcome> outcomes) {
        return outcomes.stream().filter(outcome -> outcome.status() == Outcome.Status.DISAGREES).count();
    }

    /** Checks the options that picocli cannot. */
    static Verification settings(int playouts, long seed, double timeCapSeconds) {
        if (playouts < 1) {
            throw new UsageException("--playouts must be at least 1, not " + playouts);
        }
        if (!(timeCapSeconds > 0)) {
            throw new UsageException("--time-cap must be a positive number of seconds, not " + timeCapSeconds);
        }
        return new Verification(playouts, seed, Duration.ofNanos((long) (timeCapSeconds * 1e9)));
    }

    /** Runs the verification, printing each outcome as it comes and a summary. */
    static List<Outcome> run(Verification verification, List<CorpusEntry> games, List<ReasonerSpec> specs, PrintWriter out) {
        out.printf("verify: %d game(s) x %d reasoner(s), %d playouts each from seed %d, time cap %s s per pair%n",
                games.size(), specs.size(), verification.playouts(), verification.seed(),
                verification.timeCap().toMillis() / 1000.0);
        List<Outcome> outcomes = verification.run(games, specs, outcome -> {
            if (outcome.disagreement() != null) {
                out.print(outcome.disagreement().describe(outcome.game(), outcome.reasoner()));
            }
            out.printf("  %-22s %-24s %s%n", outcome.game(), outcome.reasoner(), outcome.summary());
            out.flush();
        });
        Table table = new Table("game", "reasoner", "playouts", "states", "result");
        long states = 0;
        int disagreements = 0;
        int skipped = 0;
        for (Outcome outcome : outcomes) {
            table.add(outcome.game(), outcome.reasoner(), outcome.playouts(), outcome.states(), outcome.summary());
            states += outcome.states();
            disagreements += outcome.status() == Outcome.Status.DISAGREES ? 1 : 0;
            skipped += outcome.status() != Outcome.Status.AGREES && outcome.status() != Outcome.Status.DISAGREES ? 1 : 0;
        }
        out.println();
        out.print(table.text());
        out.printf("%d game(s) checked, %d states compared, %d disagreement(s), %d skipped%n",
                games.size(), states, disagreements, skipped);
        return outcomes;
    }
}
