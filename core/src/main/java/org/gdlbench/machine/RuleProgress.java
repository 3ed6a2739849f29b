package org.gdlbench.machine;

import org.gdlbench.gdl.Rule;

/**
 * A machine that can say how near a state comes to firing a rule. {@code verify}'s exploration
 * asks the reference, to steer play toward a rule it has not yet seen fire (a player's pieces all
 * home, a rare ending) rather than wait for random play to stumble on it.
 */
public interface RuleProgress {
    /**
     * The most body literals of {@code rule} (one of the game's rules) that hold together in
     * {@code state} under one binding: a ground literal that fails is passed over and counted
     * out, a literal that would bind variables and has no answer ends the count there. The body's
     * length when the rule fires; 0 for a rule whose body reads the joint move.
     */
    int literalsHeld(MachineState state, Rule rule);
}
