package org.gdlbench.engine;

/** An engine that timed out, exited, or answered something that is not an answer: it has failed. */
public final class EngineException extends RuntimeException {
    public EngineException(String message) {
        super(message);
    }
}
