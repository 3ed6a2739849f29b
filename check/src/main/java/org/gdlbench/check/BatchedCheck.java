package org.gdlbench.check;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeMap;
import org.gdlbench.machine.BatchedPlayouts;
import org.gdlbench.machine.BatchingMachine;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.ResourceExhaustion;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.util.Plural;

/**
 * A batching machine's playouts replayed through the reference. A batch run seeded as the check
 * is plays, moves recorded, until its playouts 0 to n - 1 have finished: n is the check's count
 * of playouts, and at least the batch's lanes, so every lane finished one. Each is then replayed
 * through the reference, drawing from its own {@link PlayoutRandom} as a contract playout does:
 * at each step the reference's state is not terminal, each role's move is among the reference's
 * legal moves and is the one the seeded draw picks among them (so legal sets agree in size and
 * order too), and the reasoner's own machine, playing the same moves, reaches the reference's
 * fluents (a batch gives no fluents of its own); at the end the reference's state is terminal and
 * its goals are the batch's.
 *
 * <p>Replaying costs reference steps, slow on big games, so it stops at a budget of CPU time (or
 * the pair's deadline) and says how many playouts agreed by then.
 */
final class BatchedCheck {
    /** The most CPU time the replays of one pair take. */
    static final Duration BUDGET = Duration.ofSeconds(5);

    /** A playout a lane finished, copied out of the batch. */
    private record Finished(long number, long seed, int[][] moves, int[] goals) {
    }

    private final StateMachine reference;
    private final long runSeed;
    private final int asked;

    /**
     * @param reference a reference machine of this check's own (the verifier's may still be in use
     *     by a check stopped past its time cap)
     * @param playouts the check's count of playouts, or 0 in the default check
     */
    BatchedCheck(StateMachine reference, long runSeed, int playouts) {
        this.reference = reference;
        this.runSeed = runSeed;
        this.asked = playouts;
    }

    /** {@code agreed}, the outcome of the machine's other checks, with what its batched playouts show. */
    Outcome check(Outcome agreed, BatchingMachine machine, Deadline deadline) {
        BatchedPlayouts batch;
        try {
            batch = machine.batch();
        } catch (UnsupportedGameException e) {
            return with(agreed, new Outcome.Batched(0, 0, "the batch refuses this game: " + e.getMessage()));
        } catch (OutOfMemoryError | StackOverflowError e) {
            return with(agreed, new Outcome.Batched(0, 0, ResourceExhaustion.giveUp(e, "making a batch").getMessage()));
        }
        int count = Math.max(batch.lanes(), asked);
        Deadline cpu = Deadline.afterCpu(BUDGET);
        List<Finished> finished;
        try {
            finished = play(batch, count, deadline, cpu);
        } catch (OutOfMemoryError | StackOverflowError e) {
            return with(agreed, new Outcome.Batched(0, count, ResourceExhaustion.giveUp(e, "playing batched playouts")
                    .getMessage()));
        } catch (GameRuleException e) {
            return brokenInPlay(agreed, batch, count, e, cpu);
        } catch (RuntimeException e) {
            Disagreement threw = new Disagreement(runSeed, 0, List.of(), "batched: the batch threw", describe(e),
                    false, null);
            return disagrees(agreed, new Outcome.Batched(0, count, null), threw);
        }
        int done = 0;
        for (Finished playout : finished) {
            if (deadline.passed() || cpu.passed()) {
                break;
            }
            Outcome found = replay(agreed, machine, playout, new Outcome.Batched(done, count, null));
            if (found != null) {
                return found;
            }
            done++;
        }
        String note = done == count ? null : deadline.passed() ? "time cap of " + deadline.describe() + " reached"
                : "budget of " + cpu.describe() + " reached";
        return with(agreed, new Outcome.Batched(done, count, note));
    }

    /** Plays until playouts 0 to {@code count - 1} have finished (or a deadline passes); returns them in number order. */
    private List<Finished> play(BatchedPlayouts batch, int count, Deadline deadline, Deadline cpu) {
        int roles = reference.roles().size();
        TreeMap<Long, Finished> finished = new TreeMap<>();
        batch.recordMoves(true);
        batch.listen((b, lane) -> {
            if (b.playout(lane) >= count) {
                return;
            }
            int[][] moves = new int[b.depth(lane)][roles];
            int[] goals = new int[roles];
            for (int role = 0; role < roles; role++) {
                goals[role] = b.goal(lane, role);
                for (int step = 0; step < moves.length; step++) {
                    moves[step][role] = b.move(lane, step, role);
                }
            }
            finished.put(b.playout(lane), new Finished(b.playout(lane), b.seed(lane), moves, goals));
        });
        batch.start(runSeed);
        while (finished.size() < count && !deadline.passed() && !cpu.passed()) {
            batch.run(1);
        }
        return new ArrayList<>(finished.values());
    }

    /**
     * The batch found the game broken in play (a role without moves, no end) in a lane it does not
     * name: the reference plays each lane's playout under way from its seed, and the game is broken
     * when the reference finds it so in one of them, else the batch is wrong.
     */
    private Outcome brokenInPlay(Outcome agreed, BatchedPlayouts batch, int count, GameRuleException found,
                                 Deadline cpu) {
        String claim = "the batch finds the game broken in play (batched playouts of seed " + runSeed + "): "
                + found.getMessage();
        for (int lane = 0; lane < batch.lanes(); lane++) {
            if (cpu.passed()) {
                return with(agreed, new Outcome.Batched(0, count, claim + ", which the reference did not confirm"
                        + " within the budget of " + cpu.describe()));
            }
            try {
                DefaultPlayout.run(reference, reference.initialState(), new PlayoutRandom(batch.seed(lane)));
            } catch (GameRuleException e) {
                return new Outcome(agreed.game(), agreed.reasoner(), Outcome.Status.GAME_ERROR, agreed.playouts(),
                        agreed.states(), null, "the reference finds the game broken in batched playout "
                        + batch.playout(lane) + " of seed " + runSeed + ": " + e.getMessage(),
                        new Outcome.Batched(0, count, null));
            }
        }
        Disagreement wrong = new Disagreement(runSeed, 0, List.of(), "batched: broken in play", claim
                + "; the reference plays every playout under way to its end", false, null);
        return disagrees(agreed, new Outcome.Batched(0, count, null), wrong);
    }

    /** The outcome with this playout's first difference from the reference, or null when it agrees. */
    private Outcome replay(Outcome agreed, BatchingMachine machine, Finished playout, Outcome.Batched sofar) {
        List<String> roleNames = reference.roles();
        int roles = roleNames.size();
        Disagreement.BatchedPlayout which = new Disagreement.BatchedPlayout(playout.number(), playout.seed());
        PlayoutRandom random = new PlayoutRandom(playout.seed());
        MachineState expected = reference.initialState();
        MachineState state = machine.initialState();
        MachineState spare = machine.newState();
        MoveList legal = new MoveList();
        int[] referenceJoint = new int[roles];
        List<List<String>> path = new ArrayList<>();
        int step = 0;
        try {
            for (; step < playout.moves().length; step++) {
                if (reference.isTerminal(expected)) {
                    return disagrees(agreed, sofar, at(which, step, path, "batched: terminal", "the lane plays on from"
                            + " a state the reference finds terminal: it ended its playout only after "
                            + Plural.count(playout.moves().length, "joint move")));
                }
                List<String> joint = new ArrayList<>(roles);
                for (int role = 0; role < roles; role++) {
                    reference.legalMoves(expected, role, legal);
                    if (legal.isEmpty()) {
                        throw GameRuleException.noLegalMove(roleNames.get(role), step);
                    }
                    List<String> texts = new ArrayList<>(legal.size());
                    for (int i = 0; i < legal.size(); i++) {
                        texts.add(reference.moveText(role, legal.get(i)));
                    }
                    String played = machine.moveText(role, playout.moves()[step][role]);
                    String drawn = texts.get(random.nextInt(texts.size()));
                    String aspect = "batched: move of " + roleNames.get(role);
                    if (!texts.contains(played)) {
                        return disagrees(agreed, sofar, at(which, step, path, aspect, "the lane plays " + played
                                + ", which is not among the reference's legal moves there: " + texts));
                    }
                    if (!drawn.equals(played)) {
                        return disagrees(agreed, sofar, at(which, step, path, aspect, "the lane plays " + played
                                + ", but its seeded draw over the reference's " + Plural.count(texts.size(), "legal move")
                                + " picks " + drawn + ": the batch's legal moves there differ in number or order from "
                                + texts));
                    }
                    joint.add(played);
                    referenceJoint[role] = reference.moveId(role, played);
                }
                path.add(joint);
                reference.next(expected, referenceJoint, expected);
                machine.next(state, playout.moves()[step], spare);
                MachineState previous = state;
                state = spare;
                spare = previous;
                SortedSet<String> fluents = machine.fluents(state);
                SortedSet<String> wanted = reference.fluents(expected);
                if (!fluents.equals(wanted)) {
                    return disagrees(agreed, sofar, at(which, step + 1, path, "batched: fluents", "the reasoner's own"
                            + " next state along the lane's moves: " + Disagreement.setDiff(wanted, fluents)));
                }
            }
            if (!reference.isTerminal(expected)) {
                return disagrees(agreed, sofar, at(which, step, path, "batched: terminal", "the lane ended its playout"
                        + " after " + Plural.count(step, "joint move") + ", where the reference's state is not terminal"));
            }
            int[] goals = reference.goals(expected);
            for (int role = 0; role < roles; role++) {
                if (goals[role] != playout.goals()[role]) {
                    String aspect = "batched: goal of " + roleNames.get(role);
                    return disagrees(agreed, sofar, at(which, step, path, aspect, "reference " + goals[role]
                            + ", batch " + playout.goals()[role] + " (all goals: reference " + Arrays.toString(goals) + ", batch " + Arrays.toString(playout.goals()) + ")"));
                }
            }
        } catch (GameRuleException e) {
            return new Outcome(agreed.game(), agreed.reasoner(), Outcome.Status.GAME_ERROR, agreed.playouts(),
                    agreed.states(), null, "the reference finds the game broken in batched playout " + playout.number()
                    + " of seed " + runSeed + ": " + e.getMessage(), sofar);
        } catch (UnsupportedGameException e) {
            return with(agreed, new Outcome.Batched(sofar.agreed(), sofar.asked(), "gave up replaying batched playout "
                    + playout.number() + ": " + e.getMessage()));
        } catch (OutOfMemoryError | StackOverflowError e) {
            return with(agreed, new Outcome.Batched(sofar.agreed(), sofar.asked(),
                    ResourceExhaustion.giveUp(e, "replaying batched playouts").getMessage()));
        } catch (RuntimeException e) {
            return disagrees(agreed, sofar, at(which, step, path, "batched: the reasoner threw", describe(e)));
        }
        return null;
    }

    private Disagreement at(Disagreement.BatchedPlayout which, int step, List<List<String>> path, String aspect,
                            String diff) {
        return new Disagreement(runSeed, step, path, aspect, aspect.substring("batched: ".length()) + ": " + diff,
                false, which);
    }

    private static Outcome with(Outcome agreed, Outcome.Batched batched) {
        return new Outcome(agreed.game(), agreed.reasoner(), agreed.status(), agreed.playouts(), agreed.states(),
                agreed.disagreement(), agreed.reason(), batched);
    }

    private static Outcome disagrees(Outcome agreed, Outcome.Batched batched, Disagreement found) {
        return new Outcome(agreed.game(), agreed.reasoner(), Outcome.Status.DISAGREES, agreed.playouts(),
                agreed.states(), found, null, batched);
    }

    private static String describe(RuntimeException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return e + (trace.length == 0 ? "" : "\n  at " + trace[0]);
    }
}
