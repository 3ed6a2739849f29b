package org.gdlbench.harness.bench;

/**
 * The result folder a run was to write is another run's: it appeared after the run was planned
 * (two runs given the same {@code --out}), or another run is writing it. A user's mistake, told in
 * one line.
 */
public final class ResultFolderTakenException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public ResultFolderTakenException(String message) {
        super(message);
    }
}
