package org.gdlbench.check;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Locale;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.ResourceExhaustion;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.Plural;

/**
 * Compares one reasoner's counts with golden counts: the full-width plies first, then, when
 * they agree and the golden counts have them, the lines of play to the end. The outcome is a
 * {@link Result} record, for people and for scripts alike.
 */
public final class GoldenCheck {
    private GoldenCheck() {
    }

    /** What a comparison found. */
    public enum Status {
        /** The counts agree (the lines too, unless {@link Result#reason()} says they were not compared). */
        OK,
        /** The counts differ, or the reasoner gave none. */
        MISMATCH,
        /** Nothing was compared: no or stale golden counts, a refused game, a give-up in play, the time cap. */
        SKIPPED;

        @JsonValue
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * One (game, reasoner) pair.
     *
     * @param depth       the deepest ply compared, full width; null when skipped
     * @param nodes       the golden nodes of plies 0..depth
     * @param lines       how many lines to the end were compared; null when none were
     * @param linesFrom   the ply the lines start from
     * @param reason      why it was skipped or gave no counts, or why the lines were not compared
     * @param differences the plies and line steps that differ, one line each
     * @param seconds     the wall-clock time the comparison took, making the machine included; null if not timed
     */
    public record Result(String game, String reasoner, Status status, Integer depth, Long nodes, Long lines,
                         Integer linesFrom, String reason, List<String> differences, Double seconds) {
        public Result {
            differences = List.copyOf(differences);
        }

        private Result(String game, String reasoner, Status status, Integer depth, Long nodes, Long lines,
                       Integer linesFrom, String reason, List<String> differences) {
            this(game, reasoner, status, depth, nodes, lines, linesFrom, reason, differences, null);
        }

        /** This result, timed. */
        public Result took(double seconds) {
            return new Result(game, reasoner, status, depth, nodes, lines, linesFrom, reason, differences, seconds);
        }

        public static Result skipped(String game, String reasoner, String reason) {
            return new Result(game, reasoner, Status.SKIPPED, null, null, null, null, reason, List.of());
        }

        /** The reasoner gave no counts, for {@code reason}. */
        public static Result mismatch(GoldenCount expected, String reasoner, String reason) {
            return new Result(expected.game(), reasoner, Status.MISMATCH, expected.depth(), expected.total(), null,
                    null, reason, List.of());
        }

        /** One line: "ok", "MISMATCH at ply 5", "skipped: why". */
        public String describe() {
            return switch (status) {
                case OK -> reason == null ? "ok" : "ok to depth " + depth + "; " + reason;
                case MISMATCH -> differences.isEmpty() ? "MISMATCH: " + reason
                        : "MISMATCH at " + differences.get(0).substring(0, differences.get(0).indexOf(':'));
                case SKIPPED -> "skipped: " + reason;
            };
        }
    }

    /** What a whole check found; it passes when something was compared and nothing differed. */
    public record Summary(int pairs, int compared, int mismatches, int skipped) {
        public static Summary of(List<Result> results) {
            int mismatches = (int) results.stream().filter(r -> r.status() == Status.MISMATCH).count();
            int skipped = (int) results.stream().filter(r -> r.status() == Status.SKIPPED).count();
            return new Summary(results.size(), results.size() - skipped, mismatches, skipped);
        }

        @JsonIgnore
        public boolean passed() {
            return mismatches == 0 && compared > 0;
        }

        public String describe() {
            if (compared == 0) {
                return "nothing compared: all " + Plural.count(pairs, "pair") + " skipped";
            }
            return (mismatches == 0 ? "no mismatches" : Plural.count(mismatches, "mismatch", "mismatches")) + ", "
                    + Plural.count(compared, "pair") + " compared, " + skipped + " skipped";
        }
    }

    /**
     * Counts with {@code machine} as far as {@code expected} goes and compares. A reasoner that
     * finds the rules broken in play, where the reference did not, mismatches; one that gives up
     * in play (over a budget, or out of heap or stack) is skipped with its reason, and the check
     * goes on to the next pair.
     */
    public static Result check(GoldenCount expected, String reasoner, StateMachine machine, Deadline deadline) {
        try {
            return compare(expected, reasoner, machine, deadline);
        } catch (UnsupportedGameException e) {
            return Result.skipped(expected.game(), reasoner, "gave up: " + e.getMessage());
        } catch (OutOfMemoryError | StackOverflowError e) {
            return Result.skipped(expected.game(), reasoner,
                    "gave up: " + ResourceExhaustion.giveUp(e, "counting").getMessage());
        }
    }

    private static Result compare(GoldenCount expected, String reasoner, StateMachine machine, Deadline deadline) {
        String game = expected.game();
        Perft perft = new Perft(machine);
        List<Perft.Ply> plies;
        try {
            plies = perft.count(expected.depth(), deadline);
        } catch (GameRuleException e) {
            return Result.mismatch(expected, reasoner, "the rules break in play: " + e.getMessage());
        }
        if (plies == null) {
            return Result.skipped(game, reasoner, "time cap of " + deadline.describe() + " reached");
        }
        List<String> differences = expected.differences(plies);
        if (!differences.isEmpty()) {
            return new Result(game, reasoner, Status.MISMATCH, expected.depth(), expected.total(), null, null, null,
                    differences);
        }
        if (expected.lines() == null) {
            return new Result(game, reasoner, Status.OK, expected.depth(), expected.total(), null, null, null, List.of());
        }
        Perft.Lines lines;
        try {
            lines = perft.lines(expected.lines().from(), deadline);
        } catch (GameRuleException e) {
            return Result.mismatch(expected, reasoner, "the rules break in play in the lines from ply "
                    + expected.lines().from() + ": " + e.getMessage());
        }
        if (lines == null) {
            return new Result(game, reasoner, Status.OK, expected.depth(), expected.total(), null, null,
                    "lines not compared: time cap of " + deadline.describe() + " reached", List.of());
        }
        differences = expected.differences(lines);
        return new Result(game, reasoner, differences.isEmpty() ? Status.OK : Status.MISMATCH, expected.depth(),
                expected.total(), lines.count(), lines.from(), null, differences);
    }
}
