package org.gdlbench.harness.match;

/** A match record that cannot be read or does not fit its game: a user error. */
public class MatchRecordException extends IllegalArgumentException {
    public MatchRecordException(String message) {
        super(message);
    }
}
