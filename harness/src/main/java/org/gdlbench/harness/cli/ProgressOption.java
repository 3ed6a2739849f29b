package org.gdlbench.harness.cli;

import picocli.CommandLine.Option;

/**
 * {@code --plain}: progress as one line per finished cell instead of a bar redrawn in place, as a
 * log wants it; chosen by itself when standard output is not a terminal. The choice holds for the
 * command that parsed it until {@link #endOfCommand()}, since 'bench' makes its display deep in a
 * run that 'quick' shares.
 */
final class ProgressOption {
    private static volatile boolean plainAsked;

    @Option(names = "--plain",
            description = "No progress bar: one line per finished game and reasoner, as for a log (the default when"
                    + " output is not a terminal).")
    void plain(boolean plain) {
        // only ever set: a second parse of the command's options (bench --resume reads the kept ones) does not unask it
        plainAsked |= plain;
    }

    /** How the running command shows its progress. */
    static ProgressDisplay.Mode mode() {
        return ProgressDisplay.Mode.chosen(plainAsked);
    }

    /** Forgets the running command's choice, so that the next command in this JVM (a test's) makes its own. */
    static void endOfCommand() {
        plainAsked = false;
    }
}
