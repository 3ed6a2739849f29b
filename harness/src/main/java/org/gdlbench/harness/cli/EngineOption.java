package org.gdlbench.harness.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gdlbench.harness.engine.EngineReasoner;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --engine NAME=COMMAND}: an engine process over the line protocol, registered as reasoner NAME. */
final class EngineOption {
    /** The engines the running command registered, by name: naming one again with the same command is no clash. */
    private static final Map<String, List<String>> REGISTERED = new HashMap<>();

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND",
            description = "Register an engine process speaking docs/PROTOCOL.md as reasoner NAME (repeatable).")
    void register(List<String> engines) {
        try {
            registerAll(engines);
        } catch (ReasonerSpecException e) {
            // as a bad option, so that picocli reports the message alone
            throw new ParameterException(command.commandLine(), e.getMessage());
        }
    }

    /**
     * Registers engines given as {@code NAME=COMMAND}, as the option does: also those a run kept in
     * its options, when it is resumed; one registered before with the same command is no clash.
     *
     * @throws ReasonerSpecException when one cannot be registered
     */
    static void registerAll(List<String> engines) {
        for (String text : engines) {
            register(EngineReasoner.parse(text));
        }
    }

    private static synchronized void register(EngineReasoner engine) {
        List<String> known = REGISTERED.get(engine.name());
        if (engine.command().equals(known)) {
            return;
        }
        if (known != null || Reasoners.names().contains(engine.name())) {
            throw new ReasonerSpecException("--engine " + engine.name() + ": that name is already a reasoner's");
        }
        String notStartable = engine.whyNotStartable();
        if (notStartable != null) {
            throw new ReasonerSpecException("--engine " + engine.name() + ": cannot start " + engine.command().get(0)
                    + ": " + notStartable);
        }
        Reasoners.register(engine, "--engine " + engine.name());
        REGISTERED.put(engine.name(), engine.command());
    }

    /** Stops the command's engine processes and takes back their names: an engine lives as long as the command naming it. */
    static synchronized void endOfCommand() {
        EngineReasoner.stopAllEngines();
        REGISTERED.keySet().forEach(Reasoners::unregister);
        REGISTERED.clear();
    }
}
