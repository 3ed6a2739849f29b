package org.gdlbench.check.mutants;

import java.time.Duration;
import org.gdlbench.gdl.Game;

/**
 * The default check of {@code gdlbench verify}, the one whose detection rate {@code mutants}
 * measures: today the {@link org.gdlbench.check.Verifier} with {@code verify}'s defaults (10
 * playouts from seed 1, a time cap of 60 s per game and reasoner). This is the only place that
 * names it: when {@code verify}'s default changes, {@link #of} returns the new check (any
 * {@link MutantCheck}) and nothing else changes ({@code DefaultCheckTest} fails until it does).
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

    /** The default check as people read it, before any game is checked. */
    public static String describe() {
        return PLAYOUTS + " playouts from seed " + SEED + ", a " + TIME_CAP.toSeconds() + " s cap per mutant";
    }

    /** The default check of {@code original}, named {@code name} in reports. */
    static MutantCheck of(String name, Game original) {
        return new LockstepCheck(name, original, SEED, PLAYOUTS);
    }
}
