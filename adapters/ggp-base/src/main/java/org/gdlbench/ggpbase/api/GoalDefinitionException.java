package org.gdlbench.ggpbase.api;

/** The rules give a role no goal value, or several, in a state. Unchecked, unlike ggp-base's. */
public class GoalDefinitionException extends RuntimeException {
    public GoalDefinitionException(String message) {
        super(message);
    }
}
