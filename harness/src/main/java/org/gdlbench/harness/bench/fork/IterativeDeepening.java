package org.gdlbench.harness.bench.fork;

import java.util.Arrays;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * The iterative-deepening minimax driver of <i>Comparison of GDL Reasoners</i> (Figure 2): depth
 * 0, 1, 2, ... searches over every joint move, until a search finds only terminal leaves or the
 * node budget is spent. As in the paper it only counts: values are not backed up, terminal
 * states' goals are read and dropped. The paper's time limit is a node budget here, so every
 * reasoner does the same amount of work per search.
 *
 * <p>Buffers are kept per ply and grow only when a search goes deeper than any before, so
 * repeated searches allocate nothing.
 */
public final class IterativeDeepening {
    private final StateMachine machine;
    private final int roleCount;
    private MachineState[] states = new MachineState[0];
    private MoveList[][] legal = new MoveList[0][];
    private int[][] joint = new int[0][];
    private int[][] digits = new int[0][];
    private long nodes;
    private long budget;
    private int depthReached;
    private long goalSum;

    public IterativeDeepening(StateMachine machine) {
        this.machine = machine;
        this.roleCount = machine.roles().size();
    }

    /**
     * Searches from {@code root} within {@code nodeBudget} nodes; returns the nodes visited (every
     * state a search reaches, counted again in each deeper search).
     */
    public long search(MachineState root, long nodeBudget) {
        nodes = 0;
        budget = nodeBudget;
        depthReached = -1;
        for (int depth = 0; ; depth++) {
            ensurePlies(depth + 1);
            states[0] = root;
            boolean complete = mm(0, depth);
            if (nodes >= budget) {
                return nodes;
            }
            depthReached = depth;
            if (complete) {
                return nodes;
            }
        }
    }

    /** The depth of the deepest search of the last {@link #search} that finished within its budget; -1 if none. */
    public int depthReached() {
        return depthReached;
    }

    /** The sum of the goals read at terminal states, so the reads are not optimised away. */
    public long goalSum() {
        return goalSum;
    }

    /** The paper's {@code mm}: true when every leaf below is terminal. */
    private boolean mm(int ply, int depth) {
        if (nodes >= budget) {
            return false;
        }
        nodes++;
        MachineState state = states[ply];
        if (machine.isTerminal(state)) {
            for (int role = 0; role < roleCount; role++) {
                goalSum += machine.goal(state, role);
            }
            return true;
        }
        if (depth <= 0) {
            return false;
        }
        MoveList[] moves = legal[ply];
        for (int role = 0; role < roleCount; role++) {
            machine.legalMoves(state, role, moves[role]);
            if (moves[role].isEmpty()) {
                throw new GameRuleException("role " + machine.roles().get(role)
                        + " has no legal move in a non-terminal state");
            }
        }
        int[] choice = digits[ply];
        int[] move = joint[ply];
        Arrays.fill(choice, 0);
        boolean allTerminal = true;
        while (true) {
            for (int role = 0; role < roleCount; role++) {
                move[role] = moves[role].get(choice[role]);
            }
            machine.next(state, move, states[ply + 1]);
            allTerminal = mm(ply + 1, depth - 1) && allTerminal;
            if (nodes >= budget) {
                return false;
            }
            int role = roleCount - 1;
            while (role >= 0 && ++choice[role] == moves[role].size()) {
                choice[role] = 0;
                role--;
            }
            if (role < 0) {
                return allTerminal;
            }
        }
    }

    /** Makes room for plies 0..plies (the last holding leaves). */
    private void ensurePlies(int plies) {
        int old = states.length;
        if (old > plies) {
            return;
        }
        int size = Math.max(plies + 1, old * 2);
        states = Arrays.copyOf(states, size);
        legal = Arrays.copyOf(legal, size);
        joint = Arrays.copyOf(joint, size);
        digits = Arrays.copyOf(digits, size);
        for (int ply = old; ply < size; ply++) {
            states[ply] = machine.newState();
            legal[ply] = new MoveList[roleCount];
            for (int role = 0; role < roleCount; role++) {
                legal[ply][role] = new MoveList();
            }
            joint[ply] = new int[roleCount];
            digits[ply] = new int[roleCount];
        }
    }
}
