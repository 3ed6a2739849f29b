package org.gdlbench.check;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.ResourceExhaustion;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.Plural;

/**
 * Cross-checks reasoners against the reference on one game. At every compared state it compares
 * the fluents, the terminal flag, every role's goal value (including
 * {@link org.gdlbench.gdl.GoalValues#UNDEFINED}) and, in non-terminal states, every role's legal
 * moves as sets of KIF texts and the order {@code legalMoves} lists them in, which must be the
 * canonical one of {@link org.gdlbench.machine.MoveOrder} ({@link Lockstep}); then it plays the
 * same joint moves in both. It also checks that the reasoner's own {@code playout}, when it has one
 * ({@link #hasOwnPlayout}), gives the same depth and goals as the interface's default algorithm run
 * on the same reasoner with the same seed, and, for a machine that plays batched playouts
 * ({@link BatchingMachine}), that they replay through the reference ({@link BatchedCheck}): the
 * batch run seeded as the check, as many playouts as the check has, at least one per lane.
 *
 * <p>Which states are compared depends on how the verifier was made:
 * <ul>
 *   <li>{@link #aimingAtCoverage}, the default check: the reference's {@link Exploration} of the
 *       game, every reachable state of a small game, else seeded and coverage-guided playouts
 *       until coverage stops growing or the exploration budget is spent;</li>
 *   <li>with a count of playouts: seeded random playouts from the initial state, playout
 *       {@code i} with seed {@code seed + i}, the joint move chosen from the reference's moves
 *       sorted as text (see {@link ReferencePath}).</li>
 * </ul>
 * Either way the reference's answers are kept, so checking several reasoners on a game runs the
 * reference once, and every reasoner is compared on the same states; {@link #coverage()} says
 * what those states exercised.
 *
 * <p>Any machine can stand as the reference: {@code diff} checks one reasoner against another.
 * Then a failure of that stand-in is a difference found, not a bug of ours.
 */
public final class Verifier {
    /** Seeds whose fast playout the default check compares with the default algorithm's. */
    static final int FAST_PLAYOUT_CHECKS = Exploration.RANDOM_PLAYOUTS;

    private final String game;
    private final StateMachine reference;
    private final String referenceName;
    private final long seed;
    /** Playouts per check, or 0 for the coverage-aimed default. */
    private final int playouts;
    private final Duration explorationBudget;
    private final CoverageRecorder coverage;
    private final List<ReferencePath> paths = new ArrayList<>();
    private Exploration exploration;
    private boolean ownPlayouts = true;

    public Verifier(String game, StateMachine reference, long seed, int playouts) {
        this(game, reference, Reasoners.REFERENCE, seed, playouts);
    }

    /** Checks against {@code reference}, named {@code referenceName} in messages, along {@code playouts} seeded playouts. */
    public Verifier(String game, StateMachine reference, String referenceName, long seed, int playouts) {
        this(game, reference, referenceName, seed, playouts, Duration.ZERO);
        if (playouts < 1) {
            throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
        }
    }

    private Verifier(String game, StateMachine reference, String referenceName, long seed, int playouts,
                     Duration explorationBudget) {
        this.game = game;
        this.reference = reference;
        this.referenceName = referenceName;
        this.seed = seed;
        this.playouts = playouts;
        this.explorationBudget = explorationBudget;
        this.coverage = new CoverageRecorder(reference.game(), reference);
        for (int i = 0; i < playouts; i++) {
            paths.add(new ReferencePath(reference, seed + i, coverage));
        }
    }

    /**
     * The default check: the reference explores the game once, on the first check, for at most
     * {@code budget} of CPU time (and within half the time left to that check), and every check
     * compares on what it found.
     */
    public static Verifier aimingAtCoverage(String game, StateMachine reference, long seed, Duration budget) {
        return new Verifier(game, reference, Reasoners.REFERENCE, seed, 0, budget);
    }

    /**
     * Leaves out the comparison of each machine's own playout with the default algorithm on the
     * same machine: it tells a machine's fast path from its queries, never one game from another,
     * so a check of machines prepared on other rules (the mutants' strong check) has no use for it.
     */
    public Verifier withoutOwnPlayouts() {
        ownPlayouts = false;
        return this;
    }

    /** What the states compared so far exercised (in the default check: what the exploration found). */
    public Coverage coverage() {
        return coverage.snapshot();
    }

    /** Whether the default check's exploration is done, so a check stopped in its walk leaves this verifier usable. */
    public synchronized boolean explored() {
        return exploration != null;
    }

    /** The states the default check compares; null before the first check and with a count of playouts. */
    synchronized Exploration exploration() {
        return exploration;
    }

    /**
     * Checks {@code machine}, named {@code reasoner} in reports, until the first disagreement or
     * the deadline. A reasoner that throws while answering disagrees, with the exception as the
     * diff, unless it gives up with an {@link UnsupportedGameException} (over a budget) or runs
     * out of heap or stack: that is {@link Outcome.Status#GAVE_UP}, with where and why in one
     * line, and so is a stand-in reference ({@code diff}'s first reasoner) that gives up. When the
     * machine agrees and plays batched playouts ({@link BatchingMachine}), they are replayed through
     * the reference too ({@link BatchedCheck}; not against a stand-in).
     */
    public Outcome check(String reasoner, StateMachine machine, Deadline deadline) {
        List<String> expectedRoles = reference.roles();
        if (!expectedRoles.equals(machine.roles())) {
            return disagrees(reasoner, 0, 0, new Disagreement(seed, 0, List.of(), "roles",
                    referenceName + " " + expectedRoles + ", reasoner " + machine.roles(), playouts > 0));
        }
        Outcome outcome = playouts == 0 ? checkExplored(reasoner, machine, deadline)
                : checkPlayouts(reasoner, machine, deadline);
        if (outcome.status() != Outcome.Status.AGREES || !(machine instanceof BatchingMachine batching)
                || !referenceName.equals(Reasoners.REFERENCE)) {
            return outcome;
        }
        // a reference of its own: this one may still serve a check stopped past its cap
        StateMachine replaying = Reasoners.create(Reasoners.REFERENCE, reference.game());
        return new BatchedCheck(replaying, seed, playouts).check(outcome, batching, deadline);
    }

    private synchronized Exploration explore(Deadline deadline) {
        if (exploration == null) {
            // at most half the time left, so that the first reasoner is still compared on what was found
            Deadline half = Deadline.after(deadline.left().dividedBy(2));
            exploration = Exploration.run(reference, coverage, seed, explorationBudget, half);
        }
        return exploration;
    }

    private Outcome checkExplored(String reasoner, StateMachine machine, Deadline deadline) {
        Exploration explored;
        try {
            explored = explore(deadline);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // nothing to compare with: nobody is wrong, and the next reasoner may try again
            return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, 0, 0, null, "the " + referenceName + " "
                    + ResourceExhaustion.giveUp(e, "exploring the game").getMessage());
        }
        ExplorationWalk walk = new ExplorationWalk(explored, machine, new Lockstep(reference.roles(), referenceName, machine));
        Disagreement found;
        try {
            found = walk.run(deadline);
        } catch (UnsupportedGameException e) {
            return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, 0, walk.compared, null,
                    "gave up after " + Plural.count(walk.compared, "state") + " agreed: " + e.getMessage());
        } catch (RuntimeException e) {
            found = walk.at(new Lockstep.Difference("the reasoner threw", describe(e)), walk.current.path());
        }
        int played = explored.playouts();
        if (found != null) {
            return disagrees(reasoner, played, walk.compared, found);
        }
        if (walk.timedOut) {
            return new Outcome(game, reasoner, Outcome.Status.CAPPED, 0, walk.compared, null,
                    "time cap of " + deadline.describe() + " reached after " + walk.compared + " of "
                            + Plural.count(explored.nodes().size(), "state") + " agreed");
        }
        Exploration.GameError error = explored.gameError();
        if (error != null) {
            return new Outcome(game, reasoner, Outcome.Status.GAME_ERROR, played, walk.compared, null,
                    "the " + referenceName + " finds the game broken " + error.where() + ": " + error.error().getMessage());
        }
        boolean comparePlayouts = ownPlayouts && hasOwnPlayout(machine);
        for (int i = 0; comparePlayouts && i < FAST_PLAYOUT_CHECKS && !deadline.passed(); i++) {
            Disagreement fast;
            try {
                fast = checkFastPlayout(machine, seed + i);
            } catch (UnsupportedGameException e) {
                return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, played, walk.compared, null,
                        "gave up in its own playout of seed " + (seed + i) + " after "
                                + Plural.count(walk.compared, "state") + " agreed: " + e.getMessage());
            }
            if (fast != null) {
                return disagrees(reasoner, played, walk.compared, fast);
            }
        }
        return new Outcome(game, reasoner, Outcome.Status.AGREES, played, walk.compared, null, null);
    }

    private Outcome checkPlayouts(String reasoner, StateMachine machine, Deadline deadline) {
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
                if (referenceName.equals(Reasoners.REFERENCE)) {
                    throw e;
                }
                if (e.getCause() instanceof UnsupportedGameException gaveUp) {
                    // the stand-in gave up (over a budget): nothing to compare with from here, nobody wrong
                    return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, i, states + walk.compared, null,
                            referenceName + " gave up at seed " + path.seed() + " step " + walk.step + " after "
                                    + Plural.count(states + walk.compared, "state") + " agreed: " + gaveUp.getMessage());
                }
                found = new Disagreement(path.seed(), walk.step, path.movesTo(walk.step), referenceName + " threw",
                        describe((RuntimeException) e.getCause()));
            } catch (UnsupportedGameException e) {
                // gave up (over a budget) rather than answer: skipped with its reason, not wrong
                return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, i, states + walk.compared, null,
                        "gave up at seed " + path.seed() + " step " + walk.step + " after "
                                + Plural.count(states + walk.compared, "state") + " agreed: " + e.getMessage());
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
            if (!ownPlayouts || !hasOwnPlayout(machine)) {
                continue;
            }
            Disagreement fast;
            try {
                fast = checkFastPlayout(machine, path.seed());
            } catch (UnsupportedGameException e) {
                return new Outcome(game, reasoner, Outcome.Status.GAVE_UP, i, states, null,
                        "gave up in its own playout of seed " + path.seed() + " after " + Plural.count(states, "state") + " agreed: "
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
                        + " playouts (" + Plural.count(states, "state") + " agreed)");
    }

    /** One reasoner walking one reference path in step with it. */
    private final class Walk {
        final StateMachine machine;
        final ReferencePath path;
        final Deadline deadline;
        final Lockstep lockstep;
        final int[] joint;
        int step;
        long compared;
        boolean timedOut;

        Walk(StateMachine machine, ReferencePath path, Deadline deadline) {
            this.machine = machine;
            this.path = path;
            this.deadline = deadline;
            this.lockstep = new Lockstep(reference.roles(), referenceName, machine);
            this.joint = new int[reference.roles().size()];
        }

        /**
         * The first disagreement on this path, or null (also when the deadline passed: see {@link #timedOut}).
         *
         * @throws UnsupportedGameException when the machine gives up, or runs out of heap or stack
         */
        Disagreement run() {
            try {
                return walk();
            } catch (OutOfMemoryError | StackOverflowError e) {
                throw ResourceExhaustion.giveUp(e, "playing");
            }
        }

        private Disagreement walk() {
            MachineState state = machine.initialState();
            MachineState spare = machine.newState();
            for (step = 0; ; step++) {
                ReferencePath.Step expected = path.step(step, deadline);
                if (expected == null || deadline.passed()) {
                    timedOut = true;
                    return null;
                }
                Lockstep.Difference found = lockstep.compare(state, expected);
                compared++;
                if (found == null && !expected.terminal()) {
                    found = lockstep.moveIds(expected.jointMove(), joint);
                }
                if (found != null) {
                    return found.at(path.seed(), step, path.movesTo(step), true);
                }
                if (expected.terminal()) {
                    return null;
                }
                // Into a separate buffer, as searches do; the in-place form is exercised by playouts.
                machine.next(state, joint, spare);
                MachineState previous = state;
                state = spare;
                spare = previous;
            }
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
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw ResourceExhaustion.giveUp(e, "playing out");
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

    /**
     * Whether {@code machine} plays out by a path of its own: without one, its playout is the
     * contract's default algorithm, and comparing the two would run the same calls twice (on a big
     * game under the reference, twenty playouts of a minute in all, to learn nothing).
     */
    public static boolean hasOwnPlayout(StateMachine machine) {
        try {
            return machine.getClass().getMethod("playout", MachineState.class, RandomGenerator.class, int[].class)
                    .getDeclaringClass() != StateMachine.class;
        } catch (NoSuchMethodException e) {
            return true;
        }
    }

    private static String describe(RuntimeException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return e + (trace.length == 0 ? "" : "\n  at " + trace[0]);
    }
}
