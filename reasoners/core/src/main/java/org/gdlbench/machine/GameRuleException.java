package org.gdlbench.machine;

/**
 * The game broke one of GDL's promises while being played: a role with no legal move in a
 * non-terminal state, a playout that never ends. The rules are at fault, not the reasoner.
 */
public class GameRuleException extends RuntimeException {
    public GameRuleException(String message) {
        super(message);
    }
}
