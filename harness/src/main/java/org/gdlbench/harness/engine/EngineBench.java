package org.gdlbench.harness.engine;

import java.time.Duration;
import org.gdlbench.engine.EngineException;
import org.gdlbench.engine.EngineMachine;
import org.gdlbench.engine.EngineProcess;
import org.gdlbench.engine.EngineReasonerFactory;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * What {@code bench} asks of an engine process: its own random playouts for a while, counted by
 * the engine (docs/PROTOCOL.md, {@code playouts MS SEED}), so the pipe does not dominate.
 */
public final class EngineBench {
    /** What the engine played: how many playouts, and their depths (joint moves) summed. */
    public record Playouts(long count, long depths) {
    }

    private EngineBench() {
    }

    /** Whether {@code spec} names a reasoner that is an engine process: one registered by {@code --engine}, or built in. */
    public static boolean isEngine(ReasonerSpec spec) {
        return Reasoners.factory(spec.name()) instanceof EngineReasonerFactory;
    }

    /**
     * Asks the engine behind {@code machine} (made from an engine spec) for random playouts from
     * the initial state for {@code length}; the answer may take that long beyond the engine's timeout.
     *
     * @throws EngineException when the engine fails, or answers something other than two counts
     */
    public static Playouts playouts(StateMachine machine, Duration length, long seed) {
        EngineProcess engine = ((EngineMachine) machine).engine();
        String request = "playouts " + length.toMillis() + " " + seed;
        String[] words = engine.ask(request, "playouts", length).split(" ");
        if (words.length != 2) {
            throw engine.fail("it answered 'playouts " + EngineProcess.shorten(String.join(" ", words)) + "' to '"
                    + request + "', not two counts");
        }
        try {
            long count = Long.parseLong(words[0]);
            long depths = Long.parseLong(words[1]);
            if (count < 0 || depths < 0) {
                throw new NumberFormatException("negative");
            }
            return new Playouts(count, depths);
        } catch (NumberFormatException e) {
            throw engine.fail("it answered 'playouts " + EngineProcess.shorten(String.join(" ", words)) + "' to '"
                    + request + "', not two counts");
        }
    }

    /** Stops the engine process behind {@code machine}, now rather than when the next game is prepared. */
    public static void stop(StateMachine machine) {
        ((EngineMachine) machine).engine().close();
    }
}
