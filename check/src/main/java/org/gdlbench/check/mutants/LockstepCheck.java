package org.gdlbench.check.mutants;

import java.util.concurrent.TimeoutException;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Verification;
import org.gdlbench.check.Verifier;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * The lockstep check of {@link Verifier} against the reference on the original game, over a fixed
 * number of seeded playouts, made once per game and used for every mutant.
 *
 * <p>The reference's paths are computed by the first check, {@link #warmUp}: the reasoner on the
 * original game, which must agree for mutants to mean anything. After it the paths are only read,
 * so a mutant whose check is stopped past its cap leaves the check usable for the next one.
 */
final class LockstepCheck implements MutantCheck {
    private final Verifier verifier;
    private final int playouts;
    private final long seed;
    private boolean warm;

    LockstepCheck(String name, Game original, long seed, int playouts) {
        this.verifier = new Verifier(name, Reasoners.create(Verification.REFERENCE, original), seed, playouts);
        this.playouts = playouts;
        this.seed = seed;
    }

    @Override
    public Outcome warmUp(ReasonerSpec spec, StateMachine machine, Deadline deadline) throws TimeoutException {
        Outcome outcome = Verification.checkStopping(verifier, spec, machine, deadline);
        warm = outcome.status() == Outcome.Status.AGREES;
        return outcome;
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
        return playouts + " playouts from seed " + seed;
    }
}
