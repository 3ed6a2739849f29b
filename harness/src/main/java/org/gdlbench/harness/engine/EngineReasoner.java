package org.gdlbench.harness.engine;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.engine.EngineException;
import org.gdlbench.engine.EngineMachine;
import org.gdlbench.engine.EngineProcess;
import org.gdlbench.engine.EngineReasonerFactory;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A reasoner that is an engine process (docs/PROTOCOL.md), registered by {@code --engine NAME=COMMAND}.
 * One process per machine, and the machines of one game at a time: preparing another game stops
 * the previous game's processes, while machines of the same game (one per measuring thread) each
 * keep their own.
 */
public final class EngineReasoner implements EngineReasonerFactory {
    static final double DEFAULT_TIMEOUT_SECONDS = 10;
    /** Starting the process and loading the rules: engines may compile the game then. */
    static final double DEFAULT_PREPARATION_TIMEOUT_SECONDS = 60;
    static final ReasonerOption<Double> TIMEOUT = ReasonerOption.positiveNumber("timeout",
            "time the engine may take to answer one request", DEFAULT_TIMEOUT_SECONDS, "seconds");
    static final ReasonerOption<Double> PREPARATION_TIMEOUT = ReasonerOption.positiveNumber("preparation-timeout",
            "time starting the engine and loading the rules may take (at least the timeout)",
            DEFAULT_PREPARATION_TIMEOUT_SECONDS, "seconds");

    private final String name;
    private final List<String> command;
    /** The hash of the game whose machines' processes run, or null. */
    private String currentGame;
    private final List<EngineProcess> current = new ArrayList<>();

    public EngineReasoner(String name, List<String> command) {
        this.name = name;
        this.command = List.copyOf(command);
    }

    /** {@code NAME=COMMAND}, the command split at spaces. @throws ReasonerSpecException when not of that form */
    public static EngineReasoner parse(String text) {
        int equals = text.indexOf('=');
        String name = equals < 0 ? "" : text.substring(0, equals).strip();
        String command = equals < 0 ? "" : text.substring(equals + 1).strip();
        if (name.isEmpty() || command.isEmpty() || !name.matches("[A-Za-z0-9._-]+")) {
            throw new ReasonerSpecException("--engine '" + text + "' is not NAME=COMMAND (a name of letters, digits, . _ -)");
        }
        return new EngineReasoner(name, List.of(command.split("\\s+")));
    }

    /**
     * The option that registers the engine named {@code reasoner} again, as a repeat command needs
     * it: {@code --engine 'NAME=COMMAND' } with a trailing space; empty when it is no engine.
     */
    public static String repeatOption(String reasoner) {
        if (!Reasoners.names().contains(reasoner) || !(Reasoners.factory(reasoner) instanceof EngineReasoner engine)) {
            return "";
        }
        String text = engine.name() + "=" + String.join(" ", engine.command());
        return "--engine '" + text.replace("'", "'\\''") + "' ";
    }

    /**
     * Why the command's program cannot be started, or null when it can: a path that is no
     * executable file, or a bare name found in no folder of PATH, as the operating system looks
     * it up. A user's mistake, told before any game rather than as every game's failure.
     */
    public String whyNotStartable() {
        String program = command.get(0);
        if (System.getProperty("os.name", "").startsWith("Windows")) {
            return null; // PATHEXT and the registry decide there: the first game tells
        }
        if (program.contains("/")) {
            Path path = Path.of(program);
            return !Files.isRegularFile(path) ? "no such file"
                    : !Files.isExecutable(path) ? "the file is not executable" : null;
        }
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return null;
            }
        }
        return "no such program on PATH";
    }

    /** Stops the engine processes every engine reasoner still holds; called when a command ends. */
    public static void stopAllEngines() {
        EngineProcess.stopAll();
    }

    public List<String> command() {
        return command;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return "engine process over the line protocol: " + String.join(" ", command);
    }

    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(TIMEOUT, PREPARATION_TIMEOUT);
    }

    @Override
    public synchronized StateMachine create(Game game, ReasonerOptions options) {
        Duration timeout = Duration.ofNanos((long) (options.get(TIMEOUT) * 1e9));
        Duration preparation = Duration.ofNanos((long) (options.get(PREPARATION_TIMEOUT) * 1e9));
        if (preparation.compareTo(timeout) < 0) {
            preparation = timeout;
        }
        if (!game.hash().equals(currentGame)) {
            current.forEach(EngineProcess::close);
            current.clear();
            currentGame = game.hash();
        }
        current.removeIf(stopped -> !stopped.isAlive()); // measured forks of this game, already stopped
        EngineProcess process = null;
        try {
            process = new EngineProcess(name, command, timeout, preparation);
            current.add(process);
            return new EngineMachine(game, process);
        } catch (EngineException e) {
            if (process != null) {
                process.close();
            }
            throw new UnsupportedGameException(e.getMessage());
        }
    }
}
