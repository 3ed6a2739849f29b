package org.gdlbench.check.mutants;

import java.util.concurrent.TimeoutException;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.StateMachine;

/**
 * The lockstep check of a {@link Verifier} against the reference on the original game, made once
 * per game and used for every mutant.
 *
 * <p>What the reference explores (or its seeded paths) is computed by the first check,
 * {@link #warmUp}: the reasoner on the original game, which must agree for mutants to mean
 * anything (the default check's walk may be capped on a big game: what it compared agreed). After it that is only read, so a mutant whose check is stopped past its cap leaves the
 * check usable for the next one.
 */
final class LockstepCheck implements MutantCheck {
    private final Verifier verifier;
    private final String description;
    private boolean warm;

    /** @param description what the check does, for reports */
    LockstepCheck(Verifier verifier, String description) {
        this.verifier = verifier;
        this.description = description;
    }

    @Override
    public Outcome warmUp(ReasonerSpec spec, StateMachine machine, Deadline deadline) throws TimeoutException {
        Outcome outcome = Verification.checkStopping(verifier, spec, machine, deadline);
        // capped in its walk after the exploration, the reasoner agreed on every state it was compared on
        warm = outcome.status() == Outcome.Status.AGREES
                || outcome.status() == Outcome.Status.CAPPED && verifier.explored() && outcome.states() > 0;
        return outcome;
    }

    @Override
    public boolean ready() {
        return warm;
    }

    @Override
    public Outcome check(ReasonerSpec spec, StateMachine machine, Deadline deadline) throws TimeoutException {
        if (!warm) {
            throw new IllegalStateException("the reference paths are not all computed: warm up first");
        }
        return Verification.checkStopping(verifier, spec, machine, deadline);
    }

    @Override
    public String describe() {
        return description;
    }
}
