package org.gdlbench.check;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.StateMachine;

/**
 * Exhaustive fixed-depth search from a state over every joint move (the cartesian product of the
 * roles' legal moves), counting the nodes at each ply: the fixed-depth minimax of <i>Comparison
 * of GDL Reasoners</i> (section 4.1), whose node counts check reasoners against each other.
 * Terminal states are leaves and are not expanded; at each ply it also counts the terminal
 * nodes and sums their goal values, each role's apart and all together ({@code UNDEFINED}
 * counting as -1), so wrong terminal tests and goals show too, and goals given to the wrong role.
 *
 * <p>A full-width search reaches the end of few games within a cheap depth, so {@link #lines}
 * goes on from its frontier: one seeded line of play from every node there to a terminal state,
 * which every reasoner plays alike because they list moves in one order ({@code MoveOrder}).
 *
 * <p>One buffer set per ply is made up front; the full-width search itself allocates nothing.
 */
public final class Perft {
    /**
     * What one ply of the tree holds.
     *
     * @param goalSum the goal values of the terminal nodes, every role's, summed
     * @param goals the same per role, in role order; null in golden files made before goals were
     *     counted per role, which then compare by {@link #goalSum} alone
     */
    public record Ply(long nodes, long terminals, long goalSum,
                      @JsonInclude(JsonInclude.Include.NON_NULL) List<Long> goals) {
        public Ply {
            goals = goals == null ? null : List.copyOf(goals);
        }

        /** A ply whose goals are known only as their sum (golden files made before they were counted per role). */
        public Ply(long nodes, long terminals, long goalSum) {
            this(nodes, terminals, goalSum, null);
        }

        /**
         * Whether {@code found} agrees with this ply, taken as the expected one: every count, and the
         * goals per role when both know them.
         */
        public boolean agrees(Ply found) {
            return found != null && nodes == found.nodes && terminals == found.terminals && goalSum == found.goalSum
                    && (goals == null || found.goals == null || goals.equals(found.goals));
        }

        /** "9 nodes, 0 terminal, goals 0 (0 + 0)", the per-role sums in brackets when known. */
        public String describe() {
            String perRole = goals == null ? "" : " (" + String.join(" + ", goals.stream().map(String::valueOf).toList())
                    + ")";
            return nodes + " nodes, " + terminals + " terminal, goals " + goalSum + perRole;
        }
    }

    /**
     * The lines of play from the non-terminal nodes at ply {@code from}, counted per step: step 0
     * holds the start nodes, step {@code k} (ply {@code from + k}) the lines still going, those that
     * end there and the sum of their goal values, as in a {@link Ply}.
     */
    @JsonPropertyOrder({"from", "count", "deepest", "steps"})
    @JsonIgnoreProperties(value = {"count", "deepest"}, allowGetters = true)
    public record Lines(int from, List<Ply> steps) {
        public Lines {
            steps = List.copyOf(steps);
        }

        /** How many lines were played: one per non-terminal node at ply {@code from}. */
        @JsonProperty("count")
        public long count() {
            return steps.isEmpty() ? 0 : steps.get(0).nodes();
        }

        /** The ply where the longest line ends. */
        @JsonProperty("deepest")
        public int deepest() {
            return from + steps.size() - 1;
        }
    }

    private final StateMachine machine;
    private final int roleCount;

    public Perft(StateMachine machine) {
        this.machine = machine;
        this.roleCount = machine.roles().size();
    }

    /** The plies 0..depth of the tree below the initial state; null if the deadline passes first. */
    public List<Ply> count(int depth, Deadline deadline) {
        return count(machine.initialState(), depth, deadline);
    }

    /** The plies 0..depth of the tree below {@code root}; null if the deadline passes first. */
    public List<Ply> count(MachineState root, int depth, Deadline deadline) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be at least 0, not " + depth);
        }
        Search search = new Search(depth, deadline, null);
        machine.copy(root, search.states[0]);
        if (!search.visit(0)) {
            return null;
        }
        List<Ply> plies = new ArrayList<>();
        for (int ply = 0; ply <= depth; ply++) {
            plies.add(ply(search.nodes[ply], search.terminals[ply], search.goalSums[ply]));
        }
        return plies;
    }

    /**
     * One line of play from every non-terminal node at ply {@code from} below the initial state
     * to a terminal state: the {@code k}-th such node, in the order the full-width search meets
     * them (each role's moves in {@code MoveOrder}, the last role's varying fastest), is played
     * out by {@link DefaultPlayout} with {@code new SplittableRandom(k)}. Null if the deadline
     * passes first; it is checked between lines.
     *
     * @throws GameRuleException when a line finds no legal move or no end
     */
    public Lines lines(int from, Deadline deadline) {
        if (from < 0) {
            throw new IllegalArgumentException("from must be at least 0, not " + from);
        }
        LineCounts counts = new LineCounts();
        Search search = new Search(from, deadline, counts);
        machine.copy(machine.initialState(), search.states[0]);
        if (!search.visit(0)) {
            return null;
        }
        return new Lines(from, counts.steps());
    }

    /** A ply from its counts and its goal sums per role. */
    private static Ply ply(long nodes, long terminals, long[] goalsPerRole) {
        List<Long> goals = new ArrayList<>(goalsPerRole.length);
        long sum = 0;
        for (long goal : goalsPerRole) {
            goals.add(goal);
            sum += goal;
        }
        return new Ply(nodes, terminals, sum, goals);
    }

    /** The nodes of all plies together. */
    public static long total(List<Ply> plies) {
        return plies.stream().mapToLong(Ply::nodes).sum();
    }

    /** Whether the tree was searched to the end: no non-terminal node at its last ply. */
    public static boolean complete(List<Ply> plies) {
        Ply last = plies.get(plies.size() - 1);
        return last.nodes() == last.terminals();
    }

    /** The lines played so far, by length. */
    private final class LineCounts {
        long[] ended = new long[16];
        /** The goal sums per step and role. */
        long[][] goalSums = new long[16][roleCount];
        int longest = -1;

        void play(MachineState start, long index) {
            var end = DefaultPlayout.run(machine, start, new SplittableRandom(index));
            int length = end.depth();
            if (length >= ended.length) {
                int size = Math.max(length + 1, 2 * ended.length);
                ended = Arrays.copyOf(ended, size);
                int grown = goalSums.length;
                goalSums = Arrays.copyOf(goalSums, size);
                for (int step = grown; step < size; step++) {
                    goalSums[step] = new long[roleCount];
                }
            }
            ended[length]++;
            int[] goals = end.goals();
            for (int role = 0; role < roleCount; role++) {
                goalSums[length][role] += goals[role];
            }
            longest = Math.max(longest, length);
        }

        List<Ply> steps() {
            List<Ply> steps = new ArrayList<>();
            long going = 0;
            for (int step = 0; step <= longest; step++) {
                going += ended[step];
            }
            for (int step = 0; step <= longest; step++) {
                steps.add(ply(going, ended[step], goalSums[step]));
                going -= ended[step];
            }
            return steps;
        }
    }

    /** The buffers and counters of one search; with {@code lines}, a line is played from each frontier node. */
    private final class Search {
        final int depth;
        final Deadline deadline;
        final LineCounts lines;
        final MachineState[] states;
        final MoveList[][] legal;
        final int[][] joint;
        final int[][] choice;
        final long[] nodes;
        final long[] terminals;
        /** The goal sums per ply and role. */
        final long[][] goalSums;

        Search(int depth, Deadline deadline, LineCounts lines) {
            this.depth = depth;
            this.deadline = deadline;
            this.lines = lines;
            states = new MachineState[depth + 1];
            legal = new MoveList[depth + 1][roleCount];
            joint = new int[depth + 1][roleCount];
            choice = new int[depth + 1][roleCount];
            for (int ply = 0; ply <= depth; ply++) {
                states[ply] = machine.newState();
                for (int role = 0; role < roleCount; role++) {
                    legal[ply][role] = new MoveList();
                }
            }
            nodes = new long[depth + 1];
            terminals = new long[depth + 1];
            goalSums = new long[depth + 1][roleCount];
        }

        /** Counts the subtree at {@code states[ply]}; false when the deadline passed. */
        boolean visit(int ply) {
            if (deadline.passed()) {
                return false;
            }
            MachineState state = states[ply];
            nodes[ply]++;
            if (machine.isTerminal(state)) {
                terminals[ply]++;
                for (int role = 0; role < roleCount; role++) {
                    goalSums[ply][role] += machine.goal(state, role);
                }
                return true;
            }
            if (ply == depth) {
                if (lines != null) {
                    lines.play(state, nodes[ply] - terminals[ply] - 1);
                }
                return true;
            }
            MoveList[] moves = legal[ply];
            for (int role = 0; role < roleCount; role++) {
                machine.legalMoves(state, role, moves[role]);
                if (moves[role].isEmpty()) {
                    throw new GameRuleException("role " + machine.roles().get(role)
                            + " has no legal move in a non-terminal state at ply " + ply);
                }
            }
            // Enumerate the cartesian product like an odometer over choice[ply].
            int[] digits = choice[ply];
            int[] move = joint[ply];
            Arrays.fill(digits, 0);
            while (true) {
                for (int role = 0; role < roleCount; role++) {
                    move[role] = moves[role].get(digits[role]);
                }
                machine.next(state, move, states[ply + 1]);
                if (!visit(ply + 1)) {
                    return false;
                }
                int role = roleCount - 1;
                while (role >= 0 && ++digits[role] == moves[role].size()) {
                    digits[role] = 0;
                    role--;
                }
                if (role < 0) {
                    return true;
                }
            }
        }
    }
}
