package org.gdlbench.harness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.concurrent.Callable;
import org.gdlbench.gdl.Game;
import org.gdlbench.engine.EngineException;
import org.gdlbench.harness.match.JointMoves;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.harness.trace.Position;
import org.gdlbench.harness.trace.Tracer;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "query", description = {
        "Ask a reasoner about one state given by hand (fluents as KIF, one a line): legal moves per role,",
        "terminal and goals, and with --moves the next state, as lines of the trace format (docs/TRACE.md)."})
final class QueryCommand implements Callable<Integer> {
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

    @Option(names = "--state", required = true, paramLabel = "FILE",
            description = "The state: its fluents as KIF terms, one a line; ';' starts a comment line.")
    Path stateFile;

    @Option(names = "--moves", paramLabel = "JOINT",
            description = "A joint move to play from the state: KIF terms in role order, e.g. '(mark 1 1) noop'.")
    String moves;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        ReasonerSpec reasonerSpec = ReasonerList.parse(List.of(reasoner)).get(0);
        Game loaded = corpusOption.corpus().entry(game).game();
        SortedSet<String> fluents = StateFile.read(stateFile, loaded);
        List<String> joint = moves == null ? null : jointMove(moves);
        StateMachine machine = ReasonerList.prepare(reasonerSpec, loaded, game);
        try {
            return answer(machine, fluents, joint, reasonerSpec);
        } catch (EngineException | UnsupportedGameException e) {
            throw new RefusedGameException("game " + game + ": " + e.getMessage());
        }
    }

    private int answer(StateMachine machine, SortedSet<String> fluents, List<String> joint, ReasonerSpec reasonerSpec) {
        MachineState state;
        try {
            state = machine.stateOf(fluents);
        } catch (IllegalArgumentException e) {
            throw new UsageException(stateFile + ": " + reasonerSpec + " cannot hold this state: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (joint == null) {
            print(out, Position.of(machine, state, 0, null));
            return 0;
        }
        if (machine.isTerminal(state)) {
            throw new UsageException(stateFile + ": the state is terminal, so --moves cannot be played");
        }
        int[] ids = JointMoves.ids(machine, state, joint, "--moves");
        Map<String, String> move = new LinkedHashMap<>();
        for (int role = 0; role < ids.length; role++) {
            move.put(machine.roles().get(role), machine.moveText(role, ids[role]));
        }
        print(out, Position.of(machine, state, 0, move));
        MachineState next = machine.newState();
        machine.next(state, ids, next);
        print(out, Position.of(machine, next, 1, null));
        return 0;
    }

    private static List<String> jointMove(String text) {
        List<List<String>> lines = MatchRecord.parse("--moves", text).moves();
        if (lines.size() != 1) {
            throw new UsageException("--moves takes one joint move on one line, not '" + text + "'");
        }
        return lines.get(0);
    }

    private static void print(PrintWriter out, Tracer.Step step) {
        try {
            out.println(JSON.writeValueAsString(step));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a trace step is plain data", e);
        }
        out.flush();
    }
}
