package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "diff", description = {
        "Run two reasoners in lockstep along seeded random playouts and print the first position where",
        "they differ, as verify does against the reference (the first reasoner stands as the reference).",
        "Exit status 1 when they differ, or when either gives up in play (over a budget)."})
final class DiffCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--game", required = true, paramLabel = "G", description = "Game name.")
    String game;

    @Option(names = "--reasoners", required = true, paramLabel = "A,B",
            description = "The two reasoners, as name or name:key=value, comma-separated.")
    String reasoners;

    @Option(names = "--playouts", defaultValue = "10", paramLabel = "N",
            description = "Playouts (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the first playout; playout i uses S+i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--time-cap", defaultValue = "60", paramLabel = "SECONDS",
            description = "Most time for the whole comparison, preparation included (default: ${DEFAULT-VALUE}).")
    double timeCap;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Verification settings = VerifyCommand.settings(playouts, seed, timeCap);
        List<ReasonerSpec> specs = ReasonerList.parse(List.of(reasoners));
        if (specs.size() != 2) {
            throw new UsageException("--reasoners takes two different reasoners, not " + specs.size() + " (" + reasoners + ")");
        }
        ReasonerSpec first = specs.get(0);
        ReasonerSpec second = specs.get(1);
        Deadline deadline = Deadline.after(settings.timeCap());
        Game loaded = corpusOption.corpus().entry(game).game();
        StateMachine a = ReasonerList.prepare(first, loaded, game);
        StateMachine b = ReasonerList.prepare(second, loaded, game);
        Verifier verifier = new Verifier(game, a, first.toString(), seed, playouts);
        Outcome outcome = verifier.check(second.toString(), b, deadline);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("diff: game %s, %s against %s, %s from seed %d%n", game, second, first, Plural.count(playouts, "playout"),
                seed);
        if (outcome.disagreement() != null) {
            out.printf("  (\"missing\" is what %s has and %s lacks; \"extra\" the other way round)%n", first, second);
            out.print(outcome.disagreement().describe(game, second.toString(), "gdlbench diff --game " + game
                    + " --reasoners " + first + "," + second + " --seed " + outcome.disagreement().seed() + " --playouts 1"));
        }
        String summary = outcome.status() == Outcome.Status.AGREES ? "they agree" : outcome.summary();
        out.printf("  %s: %s (%s compared)%n", game, summary, Plural.count(outcome.states(), "state"));
        out.flush();
        // a reasoner that gave up (over a budget) left the rest unchecked: not a pass
        return outcome.status() == Outcome.Status.DISAGREES || outcome.status() == Outcome.Status.GAVE_UP
                || outcome.states() == 0 ? Main.FAILURE : 0;
    }
}
