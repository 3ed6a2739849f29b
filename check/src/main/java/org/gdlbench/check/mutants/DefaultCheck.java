package org.gdlbench.check.mutants;

import java.time.Duration;
import org.gdlbench.check.Verification;
import org.gdlbench.gdl.Game;

/**
 * The default check of {@code gdlbench verify}, the one whose detection rate {@code mutants}
 * measures: {@link Verification#byDefault}, which explores each game with the reference until
 * coverage stops growing and compares on every state it found, seeded as {@code verify}'s default,
 * within {@code verify}'s default time cap per mutant. This is the only place that names it
 * ({@code DefaultCheckTest} fails when {@code verify}'s defaults move away from it).
 */
public final class DefaultCheck {
    /** {@code verify --seed}'s default. */
    public static final long SEED = 1;
    /** {@code verify --time-cap}'s default: the most one mutant's check may take. */
    public static final Duration TIME_CAP = Verification.DEFAULT_TIME_CAP;

    private DefaultCheck() {
    }

    /** The default check as people read it, before any game is checked. */
    public static String describe() {
        return "verify's default: the reference explores until coverage stops growing (at most "
                + Verification.EXPLORATION_BUDGET.toSeconds() + " s of CPU time) from seed " + SEED + ", a "
                + TIME_CAP.toSeconds() + " s cap per mutant";
    }

    /** The default check of {@code original}, named {@code name} in reports. */
    static MutantCheck of(String name, Game original) {
        return new LockstepCheck(Verification.byDefault(SEED).verifier(name, original), describe());
    }
}
