package org.gdlbench.machine;

/**
 * The game broke one of GDL's promises while being played: a role with no legal move in a
 * non-terminal state, a playout that never ends. The rules are at fault, not the reasoner.
 */
public class GameRuleException extends RuntimeException {
    public GameRuleException(String message) {
        super(message);
    }

    /** A role without a legal move in a non-terminal state, {@code step} steps into a playout; worded alike by every reasoner. */
    public static GameRuleException noLegalMove(String role, int step) {
        return new GameRuleException("role " + role + " has no legal move in a non-terminal state at step " + step);
    }

    /** A playout that met no terminal state in {@code steps} steps; worded alike by every reasoner. */
    public static GameRuleException noTerminalState(int steps) {
        return new GameRuleException("no terminal state after " + steps + " steps");
    }

    /** A role given several goal values in a terminal state, {@code step} steps into a playout. */
    public static GameRuleException severalGoalValues(String role, java.util.Collection<Integer> values, int step) {
        return new GameRuleException("role " + role + " has several goal values " + values
                + " in the terminal state at step " + step);
    }
}
