package org.gdlbench.harness.cli;

import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Reads a list of reasoner specs such as {@code reference,forward:ordering=worst,limit=5,propnet}.
 * Commas separate both specs and a spec's options: a part with {@code =} but no {@code :} is
 * one more option of the spec before it.
 */
final class ReasonerList {
    private ReasonerList() {
    }

    /**
     * The machine of {@code spec} for {@code game} (named {@code name} in the message).
     *
     * @throws RefusedGameException when the reasoner refuses the game, saying why
     */
    static StateMachine prepare(ReasonerSpec spec, Game game, String name) {
        try {
            return Reasoners.create(spec, game);
        } catch (UnsupportedGameException e) {
            throw new RefusedGameException(spec + " cannot play " + name + ": " + e.getMessage());
        }
    }

    /** The specs, each checked against the registry. @throws org.gdlbench.machine.ReasonerSpecException */
    static List<ReasonerSpec> parse(List<String> values) {
        List<String> texts = new ArrayList<>();
        for (String value : values) {
            for (String part : value.split(",")) {
                String trimmed = part.trim();
                if (trimmed.isEmpty()) {
                    continue;
                }
                boolean option = trimmed.contains("=") && !trimmed.contains(":");
                if (option && !texts.isEmpty() && texts.get(texts.size() - 1).contains(":")) {
                    texts.set(texts.size() - 1, texts.get(texts.size() - 1) + "," + trimmed);
                } else {
                    texts.add(trimmed);
                }
            }
        }
        List<ReasonerSpec> specs = new ArrayList<>();
        for (String text : texts) {
            ReasonerSpec spec = Reasoners.check(ReasonerSpec.parse(text));
            if (!specs.contains(spec)) {
                specs.add(spec);
            }
        }
        return specs;
    }

    /** Every registered reasoner, without options. */
    static List<ReasonerSpec> registered() {
        return registeredExcept("");
    }

    /** Every registered reasoner that runs without options, except {@code excluded}, without options. */
    static List<ReasonerSpec> registeredExcept(String excluded) {
        List<ReasonerSpec> specs = new ArrayList<>();
        for (String name : Reasoners.names()) {
            if (!name.equals(excluded) && Reasoners.factory(name).runsWithoutOptions()) {
                specs.add(ReasonerSpec.parse(name));
            }
        }
        return specs;
    }
}
