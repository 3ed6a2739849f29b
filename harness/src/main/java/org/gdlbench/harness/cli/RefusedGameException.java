package org.gdlbench.harness.cli;

/** A command's one reasoner refused its one game: printed as one line, exit status 1. */
final class RefusedGameException extends RuntimeException {
    RefusedGameException(String message) {
        super(message);
    }
}
