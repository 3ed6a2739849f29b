package org.gdlbench.check;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.GoalAudit;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * The reference's answers along one seeded random path from the initial state: what every other
 * reasoner must reproduce. The joint move at each step is drawn by {@code new SplittableRandom(seed)},
 * one {@code nextInt(n)} per role in role order, over that role's legal moves sorted as text, so
 * the path depends on neither reasoner's move order.
 *
 * <p>The path is computed lazily, a step at a time, and kept: every reasoner checked on the same
 * game and seed reuses it, so the slow reference runs once per path.
 */
final class ReferencePath {
    /**
     * The reference's view of one state.
     *
     * @param legal per role, its legal moves sorted as text (empty lists when terminal)
     * @param jointMove the move texts taken from this state, one per role; null when terminal
     */
    record Step(SortedSet<String> fluents, boolean terminal, int[] goals, List<List<String>> legal,
                List<String> jointMove) {
    }

    /** The reference itself failed: a bug of ours, never to be blamed on the reasoner checked. */
    static final class ReferenceFailure extends RuntimeException {
        ReferenceFailure(RuntimeException cause) {
            super("the reference failed: " + cause, cause);
        }
    }

    private final StateMachine reference;
    private final long seed;
    private final CoverageRecorder coverage;
    private final SplittableRandom random;
    private final List<Step> steps = new ArrayList<>();
    private MachineState current;
    private GameRuleException gameError;

    /** @param coverage told of every state's answers, or null */
    ReferencePath(StateMachine reference, long seed, CoverageRecorder coverage) {
        this.reference = reference;
        this.seed = seed;
        this.coverage = coverage;
        this.random = new SplittableRandom(seed);
    }

    long seed() {
        return seed;
    }

    /**
     * Step {@code index} (0 is the initial state), computing it if needed; null when the deadline
     * passes first.
     *
     * @throws IndexOutOfBoundsException past the terminal step
     * @throws GameRuleException when the game breaks GDL's rules on this path
     */
    Step step(int index, Deadline deadline) {
        while (steps.size() <= index) {
            if (gameError != null) {
                throw gameError;
            }
            if (!steps.isEmpty() && steps.get(steps.size() - 1).terminal()) {
                throw new IndexOutOfBoundsException("step " + index + " is past the terminal step " + (steps.size() - 1));
            }
            if (deadline.passed()) {
                return null;
            }
            try {
                extend();
            } catch (GameRuleException e) {
                gameError = e;
                throw e;
            } catch (RuntimeException e) {
                throw new ReferenceFailure(e);
            }
        }
        return steps.get(index);
    }

    /** The joint moves (texts) that lead from the initial state to step {@code index}. */
    List<List<String>> movesTo(int index) {
        List<List<String>> moves = new ArrayList<>();
        for (int step = 0; step < index; step++) {
            moves.add(steps.get(step).jointMove());
        }
        return moves;
    }

    private void extend() {
        int roleCount = reference.roles().size();
        if (current == null) {
            current = reference.initialState();
        } else {
            Step last = steps.get(steps.size() - 1);
            int[] joint = new int[roleCount];
            for (int role = 0; role < roleCount; role++) {
                joint[role] = reference.moveId(role, last.jointMove().get(role));
            }
            MachineState next = reference.newState();
            reference.next(current, joint, next);
            current = next;
        }
        Step answers = evaluate(reference, current, steps.size());
        List<String> jointMove = null;
        if (!answers.terminal()) {
            jointMove = new ArrayList<>();
            for (List<String> texts : answers.legal()) {
                jointMove.add(texts.get(random.nextInt(texts.size())));
            }
        }
        Step step = new Step(answers.fluents(), answers.terminal(), answers.goals(), answers.legal(),
                jointMove == null ? null : List.copyOf(jointMove));
        if (coverage != null) {
            coverage.observe(step);
        }
        steps.add(step);
    }

    /**
     * The reference's answers in {@code state}, {@code depth} joint moves from the initial state,
     * with no joint move chosen.
     *
     * @throws GameRuleException when the state breaks GDL's rules: several goal values when
     *     terminal, a role without legal moves, or no terminal state within the depth cap
     */
    static Step evaluate(StateMachine reference, MachineState state, int depth) {
        int roleCount = reference.roles().size();
        boolean terminal = reference.isTerminal(state);
        int[] goals = reference.goals(state);
        if (terminal && reference instanceof GoalAudit audit) {
            // the contract reports the highest of several values; the rules are broken all the same
            for (int role = 0; role < goals.length; role++) {
                SortedSet<Integer> values = audit.goalValues(state, role);
                if (values.size() > 1) {
                    throw GameRuleException.severalGoalValues(reference.roles().get(role), values, depth);
                }
            }
        }
        List<List<String>> legal = new ArrayList<>();
        if (!terminal) {
            if (depth >= StateMachine.MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            MoveList moves = new MoveList();
            for (int role = 0; role < roleCount; role++) {
                reference.legalMoves(state, role, moves);
                List<String> texts = sortedTexts(reference, role, moves);
                if (texts.isEmpty()) {
                    throw GameRuleException.noLegalMove(reference.roles().get(role), depth);
                }
                legal.add(texts);
            }
        } else {
            for (int role = 0; role < roleCount; role++) {
                legal.add(List.of());
            }
        }
        return new Step(reference.fluents(state), terminal, goals, List.copyOf(legal), null);
    }

    static List<String> sortedTexts(StateMachine machine, int role, MoveList moves) {
        TreeSet<String> texts = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(machine.moveText(role, moves.get(i)));
        }
        return List.copyOf(texts);
    }
}
