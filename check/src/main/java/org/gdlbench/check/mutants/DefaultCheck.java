package org.gdlbench.check.mutants;

import java.time.Duration;
import org.gdlbench.gdl.Game;

/**
 * The default check of {@code gdlbench verify}, the one whose detection rate {@code mutants}
 * measures: today the {@link org.gdlbench.check.Verifier} with {@code verify}'s defaults (10
 * playouts from seed 1, a time cap of 60 s per game and reasoner). This is the only place that
 * names it: when {@code verify}'s default changes, this class follows and nothing else does
 * ({@code DefaultCheckTest} fails until it does).
 */
public final class DefaultCheck {
    /** {@code verify --playouts}'s default. */
    public static final int PLAYOUTS = 10;
    /** {@code verify --seed}'s default. */
    public static final long SEED = 1;
    /** {@code verify --time-cap}'s default: the most one mutant's check may take. */
    public static final Duration TIME_CAP = Duration.ofSeconds(60);

    private DefaultCheck() {
    }

    static LockstepCheck of(String name, Game original) {
        return new LockstepCheck(name, original, SEED, PLAYOUTS);
    }
}
