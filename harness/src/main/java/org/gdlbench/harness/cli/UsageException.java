package org.gdlbench.harness.cli;

/** A command used wrongly in a way picocli cannot see (e.g. a file that does not exist). */
public class UsageException extends RuntimeException {
    public UsageException(String message) {
        super(message);
    }
}
