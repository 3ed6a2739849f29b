package org.gdlbench.harness.perft;


import java.time.Duration;
import java.util.List;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.gdlbench.machine.StateMachine;

/**
 * Makes golden counts: the reference's counts at the largest depth it can search within a CPU time
 * budget, so that checking them stays cheap. Depths are tried one after another from 0; a depth
 * whose search passes the budget ends the climb (the previous depth is kept), and so does a
 * tree searched to its end.
 */
public final class GoldenGenerator {
    private final Duration budget;
    private final int maxDepth;

    public GoldenGenerator(Duration budget, int maxDepth) {
        this.budget = budget;
        this.maxDepth = maxDepth;
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
        return GoldenCount.of(game, hash, kept);
    }
}
