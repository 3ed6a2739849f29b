package org.gdlbench.check.mutants;

import java.util.concurrent.TimeoutException;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.StateMachine;

/**
 * A check of reasoners prepared on mutants against the reference on the original game, set up
 * once per game. Both calls run the check on a thread of its own and stop it past the deadline.
 */
interface MutantCheck {
    /**
     * Checks {@code machine}, the reasoner prepared on the original game, computing whatever the
     * check keeps of the reference; only when that agrees may mutants be checked.
     *
     * @throws TimeoutException when one step outlasts the deadline (the check is spent then)
     */
    Outcome warmUp(ReasonerSpec spec, StateMachine machine, Deadline deadline) throws TimeoutException;

    /**
     * Whether mutants may be checked: {@link #warmUp} made all the check keeps of the reference,
     * and the reasoner agreed on every state it was compared on there.
     */
    boolean ready();

    /** Checks {@code machine}, the reasoner prepared on a mutant. @throws TimeoutException as {@link #warmUp} */
    Outcome check(ReasonerSpec spec, StateMachine machine, Deadline deadline) throws TimeoutException;

    /** What the check does, for reports: "10 playouts from seed 1". */
    String describe();
}
