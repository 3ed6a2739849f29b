package org.gdlbench.machine;

/** A reasoner name or option that does not exist or is written wrongly: a user error. */
public class ReasonerSpecException extends IllegalArgumentException {
    public ReasonerSpecException(String message) {
        super(message);
    }
}
