package org.gdlbench.machine;

/**
 * A reasoner declines a game: too large to ground, a construct it does not handle, over its time
 * or memory budget. The message is the reason, one line, shown to users; the run goes on.
 */
public class UnsupportedGameException extends RuntimeException {
    public UnsupportedGameException(String reason) {
        super(reason);
    }

    public UnsupportedGameException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
