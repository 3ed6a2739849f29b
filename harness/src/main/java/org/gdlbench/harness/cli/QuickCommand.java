package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.harness.PlayoutRunner;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.reports.Table;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "quick", description = "Validate the bundled corpus and play seeded reference playouts in every game.")
final class QuickCommand implements Callable<Integer> {
    @Option(names = "--seconds-per-game", defaultValue = "3", paramLabel = "S",
            description = "Playout time per game after the first 3 playouts (default: ${DEFAULT-VALUE}).")
    double secondsPerGame;

    @Option(names = "--playouts", defaultValue = "100", paramLabel = "N",
            description = "Most playouts per game (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Corpus corpus = Corpus.bundled();
        out.printf("gdlbench quick: %d bundled games, reference playouts, about %.0f s at most%n",
                corpus.entries().size(), corpus.entries().size() * (secondsPerGame + 1));
        Table table = new Table("game", "roles", "valid", "playouts", "mean depth", "states/s", "status");
        int failures = 0;
        for (CorpusEntry entry : corpus.entries()) {
            GdlException problem = entry.problem();
            if (problem != null) {
                table.add(entry.name(), null, false, 0, null, null, problem.getMessage());
                failures++;
                continue;
            }
            try {
                StateMachine machine = Reasoners.create("reference", entry.game());
                PlayoutRunner.Batch batch = PlayoutRunner.run(machine, playouts, 1, 3,
                        (long) (secondsPerGame * 1e9));
                table.add(entry.name(), machine.roles().size(), true, batch.playouts().size(),
                        String.format("%.1f", batch.meanDepth()), Math.round(batch.statesPerSecond()),
                        batch.stoppedByBudget() ? "ok (time budget)" : "ok");
            } catch (GameRuleException e) {
                table.add(entry.name(), entry.game().roles().size(), true, 0, null, null, "game error: " + e.getMessage());
                failures++;
            }
            out.print(".");
            out.flush();
        }
        out.println();
        out.print(table.text());
        out.println(failures == 0 ? "all " + table.size() + " games valid and played to the end"
                : failures + " of " + table.size() + " games failed");
        return failures == 0 ? 0 : Main.FAILURE;
    }
}
