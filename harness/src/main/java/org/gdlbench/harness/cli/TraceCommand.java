package org.gdlbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.gdlbench.gdl.Game;
import org.gdlbench.engine.EngineException;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.trace.Tracer;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "trace", description = {
        "Play a match and print each step as one JSON object per line: canonical state, legal moves",
        "per role, the joint move taken, the terminal flag and the goals (see docs/TRACE.md)."})
final class TraceCommand implements Callable<Integer> {
    @Mixin
    PluginsOption plugins;

    @Mixin
    EngineOption engines;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Mixin
    CorpusOption corpusOption;

    @Option(names = "--game", required = true, paramLabel = "G", description = "Game name.")
    String game;

    @Option(names = "--reasoner", defaultValue = Reasoners.REFERENCE, paramLabel = "R",
            description = "Reasoner, as name or name:key=value (default: ${DEFAULT-VALUE}).")
    String reasoner;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    /** Where the moves come from: a record, or a seed. */
    static final class Source {
        @Option(names = "--moves", paramLabel = "FILE",
                description = "Replay a recorded match: one joint move per line, KIF terms in role order.")
        Path moves;

        @Option(names = "--seed", paramLabel = "S",
                description = "Random moves: new SplittableRandom(S), one nextInt(n) per role over its moves sorted as text.")
        Long seed;
    }

    /** A match longer than this without --steps is taken as one that never ends. */
    static final int DEFAULT_STEP_CAP = 10_000;

    @Option(names = "--steps", paramLabel = "N",
            description = "Stop after N joint moves (default: at the end of the match, at most 10,000 moves).")
    Integer steps;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (steps != null && steps < 0) {
            throw new UsageException("--steps must be at least 0, not " + steps);
        }
        ReasonerSpec reasonerSpec = ReasonerList.parse(List.of(reasoner)).get(0);
        Tracer.MoveChooser chooser = source.moves != null
                ? Tracer.replay(MatchRecord.read(source.moves), source.moves.toString())
                : Tracer.seeded(source.seed);
        Game loaded = corpusOption.corpus().entry(game).game();
        StateMachine machine = ReasonerList.prepare(reasonerSpec, loaded, game);
        PrintWriter out = spec.commandLine().getOut();
        boolean[] ended = new boolean[1];
        String where = "game " + game + (source.seed != null ? ", seed " + source.seed : ", moves " + source.moves);
        try {
            Tracer.trace(machine, chooser, steps == null ? DEFAULT_STEP_CAP : steps, step -> {
                ended[0] = step.terminal();
                try {
                    out.println(JSON.writeValueAsString(step));
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("a trace step is plain data", e);
                }
            });
        } catch (GameRuleException e) {
            out.flush();
            throw new GameRuleException(where + ": the rules break in play: " + e.getMessage());
        } catch (EngineException | UnsupportedGameException e) {
            // an engine that failed, or a reasoner that gave up in play (a query over its budget)
            out.flush();
            throw new RefusedGameException(where + ": " + e.getMessage());
        }
        out.flush();
        if (steps == null && !ended[0] && source.moves == null) {
            spec.commandLine().getErr().printf("gdlbench: %s: no terminal state within %,d steps; the trace stops"
                    + " there (--steps N to go further)%n", where, DEFAULT_STEP_CAP);
            return Main.FAILURE;
        }
        return 0;
    }
}
