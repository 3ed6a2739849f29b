package org.gdlbench.corpus;

/** A game name that is not in the corpus: a user error. */
public class UnknownGameException extends IllegalArgumentException {
    public UnknownGameException(String message) {
        super(message);
    }
}
