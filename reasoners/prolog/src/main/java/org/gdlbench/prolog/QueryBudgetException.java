package org.gdlbench.prolog;

import org.gdlbench.machine.UnsupportedGameException;

/**
 * A Prolog query ran over its time budget and was stopped (or overflowed the thread's stack).
 * SLD resolution may loop or take exponential time on some recursive rules, and tuProlog is
 * slow; rather than hang, the reasoner gives up on the game. Thrown while preparing (the probe)
 * it refuses the game; thrown later it ends the run with the reason, the query named.
 */
public final class QueryBudgetException extends UnsupportedGameException {
    QueryBudgetException(String reason) {
        super(reason);
    }
}
