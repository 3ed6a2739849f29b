package org.gdlbench.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.MoveOrder;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * Cross-checks reasoners against the reference on one game, along seeded random playouts from
 * the initial state. Playout {@code i} uses seed {@code seed + i}. At every state it compares
 * the fluents, the terminal flag, every role's goal value (including
 * {@link org.gdlbench.gdl.GoalValues#UNDEFINED}) and, in non-terminal states, every
 * role's legal moves as sets of KIF texts and the order {@code legalMoves} lists them in, which
 * must be the canonical one of {@link MoveOrder}; then it plays the same joint move in both, chosen
 * from the reference's moves sorted as text (see {@link ReferencePath}). It also checks that the
 * reasoner's own {@code playout} gives the same depth and goals as the interface's default
 * algorithm run on the same reasoner with the same seed.
 *
 * <p>The reference paths are kept, so checking several reasoners on a game runs the reference
 * once per path.
 *
 * <p>Any machine can stand as the reference: {@code diff} checks one reasoner against another.
 * Then a failure of that stand-in is a difference found, not a bug of ours.
 */
public final class Verifier {
    private final String game;
    private final StateMachine reference;
    private final String referenceName;
    private final long seed;
    private final int playouts;
    private final List<ReferencePath> paths = new ArrayList<>();

    public Verifier(String game, StateMachine reference, long seed, int playouts) {
        this(game, reference, Verification.REFERENCE, seed, playouts);
    }

    /** Checks against {@code reference}, named {@code referenceName} in messages. */
    public Verifier(String game, StateMachine reference, String referenceName, long seed, int playouts) {
        if (playouts < 1) {
            throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
        }
        this.game = game;
        this.reference = reference;
        this.referenceName = referenceName;
        this.seed = seed;
        this.playouts = playouts;
        for (int i = 0; i < playouts; i++) {
            paths.add(new ReferencePath(reference, seed + i));
        }
    }

    /**
     * Checks {@code machine}, named {@code reasoner} in reports, until the first disagreement or
     * the deadline. A reasoner that throws while answering disagrees, with the exception as the
     * diff, unless it gives up with an {@link UnsupportedGameException} (over a budget): skipped.
     */
    public Outcome check(String reasoner, StateMachine machine, Deadline deadline) {
        List<String> expectedRoles = reference.roles();
        if (!expectedRoles.equals(machine.roles())) {
            return disagrees(reasoner, 0, 0, new Disagreement(seed, 0, List.of(), "roles",
                    referenceName + " " + expectedRoles + ", reasoner " + machine.roles()));
        }
        long states = 0;
        for (int i = 0; i < playouts; i++) {
            ReferencePath path = paths.get(i);
            Walk walk = new Walk(machine, path, deadline);
            Disagreement found;
            try {
                found = walk.run();
            } catch (GameRuleException e) {
                return new Outcome(game, reasoner, Outcome.Status.GAME_ERROR, i, states + walk.compared, null,
                        "the " + referenceName + " finds the game broken at seed " + path.seed() + ": " + e.getMessage());
            } catch (ReferencePath.ReferenceFailure e) {
                if (referenceName.equals(Verification.REFERENCE)) {
                    throw e;
                }
                found = new Disagreement(path.seed(), walk.step, path.movesTo(walk.step), referenceName + " threw",
                        describe((RuntimeException) e.getCause()));
            } catch (UnsupportedGameException e) {
                // gave up (over a budget) rather than answer: skipped with its reason, not wrong
                return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, i, states + walk.compared, null,
                        "gave up at seed " + path.seed() + " step " + walk.step + " after " + (states + walk.compared)
                                + " states agreed: " + e.getMessage());
            } catch (RuntimeException e) {
                found = new Disagreement(path.seed(), walk.step, path.movesTo(walk.step), "the reasoner threw",
                        describe(e));
            }
            states += walk.compared;
            if (found != null) {
                return disagrees(reasoner, i, states, found);
            }
            if (walk.timedOut || deadline.passed()) {
                return capped(reasoner, deadline, i, states);
            }
            Disagreement fast;
            try {
                fast = checkFastPlayout(machine, path.seed());
            } catch (UnsupportedGameException e) {
                return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, i, states, null,
                        "gave up in its own playout of seed " + path.seed() + " after " + states + " states agreed: "
                                + e.getMessage());
            }
            if (fast != null) {
                return disagrees(reasoner, i, states, fast);
            }
        }
        return new Outcome(game, reasoner, Outcome.Status.AGREES, playouts, states, null, null);
    }

    private Outcome disagrees(String reasoner, int playoutsDone, long states, Disagreement found) {
        return new Outcome(game, reasoner, Outcome.Status.DISAGREES, playoutsDone, states, found, null);
    }

    private Outcome capped(String reasoner, Deadline deadline, int playoutsDone, long states) {
        return new Outcome(game, reasoner, Outcome.Status.CAPPED, playoutsDone, states, null,
                "time cap of " + deadline.describe() + " reached after " + playoutsDone + " of " + playouts
                        + " playouts (" + states + " states agreed)");
    }

    /** One reasoner walking one reference path in step with it. */
    private final class Walk {
        final StateMachine machine;
        final ReferencePath path;
        final Deadline deadline;
        final int roleCount;
        final MoveList moves = new MoveList();
        int step;
        long compared;
        boolean timedOut;

        Walk(StateMachine machine, ReferencePath path, Deadline deadline) {
            this.machine = machine;
            this.path = path;
            this.deadline = deadline;
            this.roleCount = reference.roles().size();
        }

        /** The first disagreement on this path, or null (also when the deadline passed: see {@link #timedOut}). */
        Disagreement run() {
            MachineState state = machine.initialState();
            MachineState spare = machine.newState();
            for (step = 0; ; step++) {
                ReferencePath.Step expected = path.step(step, deadline);
                if (expected == null || deadline.passed()) {
                    timedOut = true;
                    return null;
                }
                Disagreement found = compare(state, expected);
                compared++;
                if (found != null || expected.terminal()) {
                    return found;
                }
                int[] joint = new int[roleCount];
                for (int role = 0; role < roleCount; role++) {
                    String text = expected.jointMove().get(role);
                    joint[role] = machine.moveId(role, text);
                    if (joint[role] < 0) {
                        return at("move id of " + reference.roles().get(role),
                                "moveId(" + role + ", \"" + text + "\") is -1 for a legal move");
                    }
                }
                // Into a separate buffer, as searches do; the in-place form is exercised by playouts.
                machine.next(state, joint, spare);
                MachineState previous = state;
                state = spare;
                spare = previous;
            }
        }

        private Disagreement compare(MachineState state, ReferencePath.Step expected) {
            SortedSet<String> fluents = machine.fluents(state);
            if (!fluents.equals(expected.fluents())) {
                return at("fluents", "fluents: " + Disagreement.setDiff(expected.fluents(), fluents));
            }
            boolean terminal = machine.isTerminal(state);
            if (terminal != expected.terminal()) {
                return at("terminal", "terminal: " + referenceName + " " + expected.terminal() + ", reasoner " + terminal);
            }
            for (int role = 0; role < roleCount; role++) {
                int goal = machine.goal(state, role);
                if (goal != expected.goals()[role]) {
                    return at("goal of " + reference.roles().get(role), "goal of " + reference.roles().get(role)
                            + ": " + referenceName + " " + expected.goals()[role] + ", reasoner " + goal
                            + " (all goals: " + referenceName + " " + Arrays.toString(expected.goals()) + ")");
                }
            }
            if (expected.terminal()) {
                return null;
            }
            for (int role = 0; role < roleCount; role++) {
                machine.legalMoves(state, role, moves);
                List<String> listed = new ArrayList<>();
                for (int i = 0; i < moves.size(); i++) {
                    listed.add(machine.moveText(role, moves.get(i)));
                }
                SortedSet<String> texts = new TreeSet<>(listed);
                String aspect = "legal moves of " + reference.roles().get(role);
                if (!texts.equals(new TreeSet<>(expected.legal().get(role)))) {
                    return at(aspect, aspect + ": " + Disagreement.setDiff(expected.legal().get(role), texts));
                }
                if (texts.size() != listed.size()) {
                    return at(aspect, aspect + ": some listed more than once: " + listed);
                }
                int outOfOrder = MoveOrder.firstOutOfOrder(listed);
                if (outOfOrder >= 0) {
                    return at("order of " + aspect, "order of " + aspect + ": listed " + listed.get(outOfOrder)
                            + " after " + listed.get(outOfOrder - 1) + ", but legalMoves must list moves in the"
                            + " order of their KIF texts (MoveOrder), as the " + referenceName + " does: "
                            + expected.legal().get(role) + "; the reasoner lists " + listed);
                }
            }
            return null;
        }

        private Disagreement at(String aspect, String diff) {
            return new Disagreement(path.seed(), step, path.movesTo(step), aspect, diff);
        }
    }

    /** The reasoner's own playout against the interface's default algorithm on the same reasoner. */
    private Disagreement checkFastPlayout(StateMachine machine, long playoutSeed) {
        PlayoutResult generic;
        PlayoutResult fast;
        try {
            generic = DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(playoutSeed));
            fast = machine.playout(machine.initialState(), new SplittableRandom(playoutSeed));
        } catch (UnsupportedGameException e) {
            throw e;
        } catch (RuntimeException e) {
            return new Disagreement(playoutSeed, Disagreement.WHOLE_PLAYOUT, List.of(), "fast playout",
                    "playout threw " + describe(e));
        }
        if (fast.equals(generic)) {
            return null;
        }
        List<List<String>> genericPath = GenericPlayout.path(machine, machine.initialState(),
                new SplittableRandom(playoutSeed));
        return new Disagreement(playoutSeed, Disagreement.WHOLE_PLAYOUT, genericPath, "fast playout",
                "the reasoner's playout gives " + fast + "; the default algorithm on the same reasoner gives "
                        + generic + "\n(the path shown is the default algorithm's, in this reasoner's move order)");
    }

    private static String describe(RuntimeException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return e + (trace.length == 0 ? "" : "\n  at " + trace[0]);
    }
}
