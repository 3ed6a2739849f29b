package org.gdlbench.propnet.codegen;

import java.util.Arrays;
import org.gdlbench.propnet.tuning.PropnetTuning;
import org.gdlbench.propnet.net.Propnet;

/**
 * Which roles' joint moves the generated move part is specialised for: one version of the move
 * part per joint move of those roles (all roles of most small games), each with their inputs as
 * constants, so that gates they settle disappear; tic-tac-toe's next state then becomes mostly
 * the board copied with one cell changed.
 */
final class MoveSpecialisation {
    private final Propnet net;
    private final PropnetTuning tuning;
    private final EvaluationStatements statements;

    MoveSpecialisation(Propnet net, PropnetTuning tuning, EvaluationStatements statements) {
        this.net = net;
        this.tuning = tuning;
        this.statements = statements;
    }

    /** The roles whose joint move the move part is specialised for, and the links a version reads on average. */
    record Pivots(int[] roles, double links) {}

    /**
     * The roles whose joint move the move part is specialised for, none when that is not worth
     * it. Roles are added one at a time, the one that leaves the fewest links to evaluate on
     * average first, while each addition lowers that average, all versions together read at most
     * {@link PropnetTuning#MAX_SPECIALISED_LINKS} links, and there are at most {@link PropnetTuning#MAX_VERSIONS} versions;
     * the roles are kept if the average is then at most {@link PropnetTuning#SPECIALISED_SHARE} of the links
     * unspecialised.
     */
    Pivots pivots() {
        int roles = net.firstInput.length - 1;
        Pivots unspecialised = new Pivots(new int[0], statements.movePart(jointMove(new int[0], 0)).links());
        Pivots pivots = unspecialised;
        while (true) {
            Pivots best = null;
            for (int role = 0; role < roles; role++) {
                int[] candidate = with(pivots.roles, role);
                if (candidate == null || (long) versions(pivots.roles) * moves(role) > tuning.maxVersions) {
                    continue;
                }
                long total = 0;
                int versions = versions(candidate);
                for (int v = 0; v < versions && total <= tuning.maxSpecialisedLinks; v++) {
                    total += statements.movePart(jointMove(candidate, v)).links();
                }
                double links = (double) total / versions;
                if (total <= tuning.maxSpecialisedLinks && links < pivots.links && (best == null || links < best.links)) {
                    best = new Pivots(candidate, links);
                }
            }
            if (best == null) {
                return pivots.links <= unspecialised.links * tuning.specialisedShare ? pivots : unspecialised;
            }
            pivots = best;
        }
    }

    /** {@code pivots} and {@code role}, in role order, or null when {@code role} is in already or has no moves. */
    private int[] with(int[] pivots, int role) {
        if (moves(role) == 0 || Arrays.stream(pivots).anyMatch(p -> p == role)) {
            return null;
        }
        int[] more = Arrays.copyOf(pivots, pivots.length + 1);
        more[pivots.length] = role;
        Arrays.sort(more);
        return more;
    }

    int moves(int role) {
        return net.firstInput[role + 1] - net.firstInput[role];
    }

    int versions(int[] pivots) {
        int versions = 1;
        for (int role : pivots) {
            versions *= moves(role);
        }
        return versions;
    }

    /** Per role, its move in version {@code version} of the pivots' joint moves, or -1 when not a pivot. */
    int[] jointMove(int[] pivots, int version) {
        int[] move = new int[net.firstInput.length - 1];
        Arrays.fill(move, -1);
        for (int i = pivots.length - 1; i >= 0; i--) {
            move[pivots[i]] = version % moves(pivots[i]);
            version /= moves(pivots[i]);
        }
        return move;
    }
}
