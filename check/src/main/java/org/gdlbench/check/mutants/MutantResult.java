package org.gdlbench.check.mutants;

/**
 * What checking one mutation found.
 *
 * @param found where a check told the mutant from the original game: the default check's
 *     finding when {@link Verdict#CAUGHT}, the strong check's when {@link Verdict#MISSED}; else null
 * @param detail one line: what differed, why the mutant was refused or stopped, or what the
 *     strong check did
 * @param seconds the time spent on this mutation, preparing included
 */
public record MutantResult(Mutation mutation, Verdict verdict, Found found, String detail, double seconds) {
    /** How a mutation fared. Only {@link #CAUGHT} and {@link #MISSED} count towards the detection rate. */
    public enum Verdict {
        /** The default check found a difference. */
        CAUGHT("caught"),
        /** The default check found none, but the mutant differs (the strong check caught it) or may differ. */
        MISSED("missed"),
        /** Likely equivalent: neither the default check nor the strong check found a difference. */
        EQUIVALENT("equivalent"),
        /** The front end refuses the mutated rules (unsafe, unstratified, not a playable game...). */
        INVALID("invalid"),
        /** The reasoner refused the mutated game, or gave up on it over a budget. */
        REFUSED("refused"),
        /** The default check reached its time cap before it could tell. */
        CAPPED("capped"),
        /** Not reached within the run's budget. */
        NOT_RUN("not run");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * Where a check told a mutant apart: the playout's seed, the step (joint moves from the initial
     * state; -1 when only a whole playout's result differed; null when not known, as when the mutant
     * broke the game in play) and what differed.
     */
    public record Found(long seed, Integer step, String aspect) {
        /** "seed 3 step 5 (legal moves of white)". */
        public String describe() {
            String where = step == null ? "" : step < 0 ? " whole playout" : " step " + step;
            return "seed " + seed + where + " (" + aspect + ")";
        }
    }

    /** True for the verdicts where the mutant's check is finished (everything but not run). */
    public boolean ran() {
        return verdict != Verdict.NOT_RUN;
    }
}
