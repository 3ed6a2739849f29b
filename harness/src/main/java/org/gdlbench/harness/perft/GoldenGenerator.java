package org.gdlbench.harness.perft;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.gdlbench.machine.StateMachine;

/**
 * Makes golden counts with the reference, cheap to check yet reaching the end of the game. The
 * full-width counts go to the largest depth the reference searches within a CPU time budget:
 * depths are tried one after another from 0; a depth whose search passes the budget ends the
 * climb (the previous depth is kept), and so does a tree searched to its end. Unless the tree was
 * searched to its end, seeded lines of play then go on to terminal states ({@link Perft#lines})
 * from the deepest ply of those counts whose lines the reference plays within the lines' budget,
 * down to the single line from the initial state, which is always played.
 */
public final class GoldenGenerator {
    private final Duration budget;
    private final int maxDepth;
    private final Duration linesBudget;

    public GoldenGenerator(Duration budget, int maxDepth, Duration linesBudget) {
        this.budget = budget;
        this.maxDepth = maxDepth;
        this.linesBudget = linesBudget;
    }

    public GoldenCount generate(String game, String hash, StateMachine reference) {
        Perft perft = new Perft(reference);
        List<Perft.Ply> kept = perft.count(0, Deadline.none());
        for (int depth = 1; depth <= maxDepth && !Perft.complete(kept); depth++) {
            List<Perft.Ply> deeper = perft.count(depth, Deadline.afterCpu(budget));
            if (deeper == null) {
                break;
            }
            kept = deeper;
        }
        if (Perft.complete(kept)) {
            return GoldenCount.of(game, hash, kept);
        }
        Perft.Lines lines = null;
        for (int from = kept.size() - 1; from > 0 && lines == null; from--) {
            lines = perft.lines(from, Deadline.afterCpu(linesBudget));
        }
        if (lines == null) {
            lines = perft.lines(0, Deadline.none());
        }
        return GoldenCount.of(game, hash, kept, lines);
    }

    /**
     * The counts of {@code old} made again, to its depth and with its lines from the same ply,
     * whatever this generator's budgets: the file in today's format (goals per role) with the
     * same coverage, however busy the machine.
     *
     * @throws IllegalStateException when the counts {@code old} holds come out different
     */
    public static GoldenCount remake(GoldenCount old, StateMachine reference) {
        Perft perft = new Perft(reference);
        List<Perft.Ply> plies = perft.count(old.depth(), Deadline.none());
        Perft.Lines lines = old.lines() == null ? null : perft.lines(old.lines().from(), Deadline.none());
        List<String> differences = new ArrayList<>(old.differences(plies));
        if (lines != null) {
            differences.addAll(old.differences(lines));
        }
        if (!differences.isEmpty()) {
            throw new IllegalStateException("the counts of " + old.game() + " came out different from its file: "
                    + differences.get(0));
        }
        return GoldenCount.of(old.game(), old.hash(), plies, lines);
    }
}
