package org.gdlbench.check;

import org.gdlbench.util.Plural;

/**
 * What checking one reasoner on one game found.
 *
 * @param playouts playouts checked to the end; in the default check, those the reference's
 *     exploration played to the end
 * @param states states compared with the reference (including those of unfinished playouts); the
 *     default check compares each distinct state once, a playout's every step counts
 * @param disagreement the first disagreement, or null
 * @param reason why the check was skipped or stopped early, or null
 * @param batched what replaying the reasoner's batched playouts through the reference found, or
 *     null when its machine does not batch or the check did not get that far
 */
public record Outcome(String game, String reasoner, Status status, int playouts, long states,
                      Disagreement disagreement, String reason, Batched batched) {
    /**
     * The batched check of a machine that batches ({@link BatchedCheck}).
     *
     * @param agreed batched playouts replayed through the reference without a difference
     * @param asked batched playouts the check meant to replay
     * @param note why fewer than {@code asked} agreed without a disagreement (the batch refused the
     *     game, a budget ran out), or null
     */
    public record Batched(int agreed, int asked, String note) {
        /** "64 batched playouts agreed", with the note when there is one. */
        public String line() {
            if (agreed == 0 && note != null) {
                return "batched playouts not checked: " + note;
            }
            return (agreed == asked ? Plural.count(agreed, "batched playout") : agreed + " of "
                    + Plural.count(asked, "batched playout")) + " agreed" + (note == null ? "" : " (" + note + ")");
        }
    }

    /** An outcome of a check without batched playouts. */
    public Outcome(String game, String reasoner, Status status, int playouts, long states,
                   Disagreement disagreement, String reason) {
        this(game, reasoner, status, playouts, states, disagreement, reason, null);
    }

    /** How a check ended. */
    public enum Status {
        /** Every compared state agreed. */
        AGREES,
        /** A disagreement was found; see {@link #disagreement()}. */
        DISAGREES,
        /** Not checked: the reasoner refused the game, or the game is invalid; see {@link #reason()}. */
        SKIPPED,
        /** The time cap passed before every playout was checked; {@link #states()} agreed until then. */
        CAPPED,
        /** The reference finds the game breaking GDL's rules on a checked path; see {@link #reason()}. */
        GAME_ERROR,
        /** The reasoner gave up in play (over a budget) instead of answering; see {@link #reason()}. */
        GAVE_UP
    }

    public static Outcome skipped(String game, String reasoner, String reason) {
        return new Outcome(game, reasoner, Status.SKIPPED, 0, 0, null, reason);
    }

    /**
     * One line: "agrees", "agrees; 64 batched playouts agreed", "DISAGREES at seed 3 step 5",
     * "GAME BROKEN IN PLAY: reason", "skipped: reason", or the give-up's reason as it is ("gave up
     * at seed 1 step 6 after 6 states agreed: why"): neither a disagreement nor a crash.
     */
    public String summary() {
        return switch (status) {
            case AGREES -> batched == null ? "agrees" : "agrees; " + batched.line();
            case DISAGREES -> "DISAGREES at seed " + disagreement.seed() + " " + disagreement.where()
                    + " (" + disagreement.aspect() + ")";
            case GAME_ERROR -> "GAME BROKEN IN PLAY: " + reason;
            case SKIPPED, CAPPED -> "skipped: " + reason;
            case GAVE_UP -> reason;
        };
    }
}
