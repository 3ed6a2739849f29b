package org.gdlbench.harness.testing;

import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * A test reasoner, registered only on the test class path: the reference, wrapped so that it
 * goes wrong on request. Without options it is correct (so the checks that run over every
 * registered reasoner pass for it); {@code faulty:fault=KIND,step=N} injects one fault.
 */
public final class FaultyReasoner implements ReasonerFactory {
    private static final ReasonerOption<FaultyMachine.Fault> FAULT = ReasonerOption.choice("fault", "the fault injected",
            List.of(FaultyMachine.Fault.values()), FaultyMachine.Fault::text, FaultyMachine.Fault.NONE);
    private static final ReasonerOption<Integer> STEP = ReasonerOption.positiveInt("step",
            "the depth of the states the fault strikes in (seconds, for slow-preparation)", 0);

    @Override
    public String name() {
        return "faulty";
    }

    @Override
    public String description() {
        return "test only: the reference with an injected fault";
    }

    @Override
    public List<ReasonerOption<?>> options() {
        return List.of(FAULT, STEP);
    }

    @Override
    public StateMachine create(Game game, ReasonerOptions options) {
        FaultyMachine.Fault fault = options.get(FAULT);
        if (fault == FaultyMachine.Fault.REFUSE) {
            throw new UnsupportedGameException("refuses every game on request");
        }
        if (fault == FaultyMachine.Fault.OUT_OF_MEMORY_PREPARING) {
            throw new OutOfMemoryError("Java heap space");
        }
        int step = options.get(STEP);
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
