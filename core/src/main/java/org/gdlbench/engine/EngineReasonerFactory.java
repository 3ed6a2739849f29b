package org.gdlbench.engine;

import org.gdlbench.machine.ReasonerFactory;

/**
 * A reasoner whose machines are engine processes spoken to over the line protocol
 * (docs/PROTOCOL.md), each an {@link EngineMachine}: {@code bench} measures it by the engine's own
 * counted playouts, and the process is stopped when the command ends. An engine named on the
 * command line ({@code --engine}) is one, and so is a built-in reasoner that runs as a process.
 */
public interface EngineReasonerFactory extends ReasonerFactory {
}
