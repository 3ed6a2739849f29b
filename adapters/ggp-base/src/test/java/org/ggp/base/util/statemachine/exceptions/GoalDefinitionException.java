package org.ggp.base.util.statemachine.exceptions;

/** Test stand-in: checked, as ggp-base's is. */
public class GoalDefinitionException extends Exception {
    public GoalDefinitionException(String message) {
        super(message);
    }
}
