package org.gdlbench.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.ResourceExhaustion;
import org.gdlbench.machine.StateMachine;

/**
 * One machine compared with the reference on every state of an {@link Exploration}, in lockstep:
 * depth first from the initial state along the joint moves each state was first reached by, every
 * state in full ({@link Lockstep#compare}); every other joint move the reference played is played
 * too and its successor's fluents compared with the state it leads to.
 */
final class ExplorationWalk {
    private record Visit(Exploration.Node node, MachineState state) {
    }

    private final Exploration exploration;
    private final StateMachine machine;
    private final Lockstep lockstep;
    /** States compared in full so far. */
    long compared;
    /** The state being compared, or whose joint moves are being played: where a reasoner's exception is reported. */
    Exploration.Node current;
    /** Whether the deadline passed before every state was compared. */
    boolean timedOut;

    ExplorationWalk(Exploration exploration, StateMachine machine, Lockstep lockstep) {
        this.exploration = exploration;
        this.machine = machine;
        this.lockstep = lockstep;
    }

    /**
     * The first disagreement, or null (also when the deadline passed: see {@link #timedOut}).
     *
     * @throws org.gdlbench.machine.UnsupportedGameException when the machine gives up, or runs out
     *     of heap or stack ({@link ResourceExhaustion})
     */
    Disagreement run(Deadline deadline) {
        try {
            return walk(deadline);
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw ResourceExhaustion.giveUp(e, "playing");
        }
    }

    private Disagreement walk(Deadline deadline) {
        Deque<Visit> stack = new ArrayDeque<>();
        List<Exploration.Node> nodes = exploration.nodes();
        current = nodes.get(0);
        stack.push(new Visit(current, machine.initialState()));
        int[] joint = new int[machine.roles().size()];
        while (!stack.isEmpty()) {
            if (deadline.passed()) {
                timedOut = true;
                return null;
            }
            Visit visit = stack.pop();
            current = visit.node();
            Lockstep.Difference difference = lockstep.compare(visit.state(), current.answers);
            compared++;
            if (difference != null) {
                return at(difference, current.path());
            }
            for (Exploration.Edge edge : current.edges) {
                difference = lockstep.moveIds(edge.jointMove(), joint);
                if (difference != null) {
                    return at(difference, current.path());
                }
                MachineState next = machine.newState();
                machine.next(visit.state(), joint, next);
                if (edge.to().firstReachedBy(edge)) {
                    stack.push(new Visit(edge.to(), next));
                    continue;
                }
                difference = lockstep.compareFluents(next, edge.to().answers.fluents());
                if (difference != null) {
                    List<List<String>> path = new ArrayList<>(current.path());
                    path.add(edge.jointMove());
                    return at(difference, path);
                }
            }
        }
        return null;
    }

    /** A disagreement at the end of {@code path}; the default check from the exploration's seed repeats it. */
    Disagreement at(Lockstep.Difference difference, List<List<String>> path) {
        return difference.at(exploration.seed(), path.size(), path, false);
    }
}
