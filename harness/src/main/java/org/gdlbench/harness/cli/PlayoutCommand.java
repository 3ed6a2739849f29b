package org.gdlbench.harness.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.gdl.Game;
import org.gdlbench.engine.EngineException;
import org.gdlbench.harness.PlayoutRunner;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.Plural;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "playout", description = "Seeded random playouts: depth and goals per playout, and states/s.")
final class PlayoutCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--game", required = true, paramLabel = "G", description = "Game name.")
    String game;

    @Option(names = "--reasoner", defaultValue = Reasoners.REFERENCE, paramLabel = "R",
            description = "Reasoner, with options as name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @Option(names = "-n", defaultValue = "10", paramLabel = "N", description = "Playouts (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the first playout; playout i uses S+i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new UsageException("-n must be at least 1, not " + count);
        }
        PrintWriter out = spec.commandLine().getOut();
        Game loaded = corpusOption.corpus().entry(game).game();
        StateMachine machine = ReasonerList.prepare(ReasonerList.parse(List.of(reasoner)).get(0), loaded, game);
        PlayoutRunner.Batch batch;
        try {
            batch = PlayoutRunner.run(machine, count, seed);
        } catch (GameRuleException e) {
            throw new GameRuleException("game " + game + " breaks GDL in play, " + e.getMessage());
        } catch (EngineException | UnsupportedGameException e) {
            throw new RefusedGameException("game " + game + ": " + e.getMessage());
        }
        out.println("game " + game + ", reasoner " + reasoner + ", roles " + machine.roles());
        if (!machine.description().isEmpty()) {
            out.println("prepared: " + machine.description());
        }
        for (int i = 0; i < batch.playouts().size(); i++) {
            PlayoutResult result = batch.playouts().get(i);
            out.println("playout " + (i + 1) + " seed " + (seed + i) + ": depth " + result.depth()
                    + ", goals " + Arrays.toString(result.goals()));
        }
        out.printf("%s, %s in %.3f s: %.1f states/s, mean depth %.1f%n", Plural.count(batch.playouts().size(), "playout"),
                Plural.count(batch.states(), "state"), batch.nanos() / 1e9, batch.statesPerSecond(), batch.meanDepth());
        return 0;
    }
}
