package org.gdlbench.machine;

/**
 * A game state in a reasoner's own representation. Opaque to everyone but the reasoner that
 * made it; mutable, so callers reuse buffers instead of allocating a state per step. Use
 * {@link StateMachine#fluents} for a canonical view.
 */
public interface MachineState {
}
