package org.gdlbench.harness.testing;

import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A test reasoner, registered only on the test class path: the reference, wrapped so that it
 * goes wrong on request. Without options it is correct (so the checks that run over every
 * registered reasoner pass for it); {@code faulty:fault=KIND,step=N} injects one fault.
 */
public final class FaultyReasoner implements ReasonerFactory {
    @Override
    public String name() {
        return "faulty";
    }

    @Override
    public String description() {
        return "test only: the reference with an injected fault";
    }

    @Override
    public Map<String, Set<String>> options() {
        return Map.of("fault", Set.of(FaultyMachine.Fault.names()), "step", Set.of());
    }

    @Override
    public StateMachine create(Game game, Map<String, String> options) {
        FaultyMachine.Fault fault = FaultyMachine.Fault.of(options.getOrDefault("fault", "none"));
        if (fault == FaultyMachine.Fault.REFUSE) {
            throw new UnsupportedGameException("refuses every game on request");
        }
        if (fault == FaultyMachine.Fault.OUT_OF_MEMORY_PREPARING) {
            throw new OutOfMemoryError("Java heap space");
        }
        int step = Integer.parseInt(options.getOrDefault("step", "0"));
        if (fault == FaultyMachine.Fault.SLOW_PREPARATION) {
            try {
                Thread.sleep(step * 1000L);
            } catch (InterruptedException e) {
                throw new UnsupportedGameException("preparation interrupted");
            }
        }
        return new FaultyMachine(Reasoners.create("reference", game), fault, step);
    }
}
