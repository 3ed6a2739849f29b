package org.gdlbench.check;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.gdlbench.gdl.Rule;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.RuleProgress;
import org.gdlbench.machine.StateMachine;

/**
 * The states the coverage-aimed default check compares on one game, found by the reference once
 * and shared by every reasoner checked on that game. In order, within one time budget:
 * <ol>
 *   <li>the {@link #RANDOM_PLAYOUTS} seeded random playouts of the old fixed default (the
 *       corpus's recorded matches are seeds 1 to 10 of these), so the default sees whatever it
 *       saw, and play that never ends is found even in a game small enough to enumerate;</li>
 *   <li>every reachable state and every joint move, when the game has at most
 *       {@link #ENUMERATION_CAP} states (tic-tac-toe has 5,478), found within
 *       {@link #ENUMERATION_SHARE_PERCENT}% of the budget; a game enumerated needs nothing more;</li>
 *   <li>then coverage-guided playouts: at each step up to {@link #LOOKAHEAD} joint moves drawn at
 *       random are played by the reference, and the playout goes on from the successor that
 *       exercised most that was new; among ties, from the one nearest to firing a rule not yet
 *       exercised (most body literals held, {@link RuleProgress}), then one that does not end
 *       the game, so that long games and their rare endings are reached; the first drawn when
 *       nothing differs. Every other guided playout starts from a state found near to firing
 *       such a rule. They stop when {@link #STALE_PLAYOUTS} playouts in a row exercise nothing
 *       new.</li>
 * </ol>
 * Every state the reference answers for becomes a node, and every joint move it plays an edge,
 * so a reasoner checked on the exploration is compared on all of them ({@link ExplorationWalk}),
 * and the coverage counts only what is compared. States are told apart by their fluents.
 */
final class Exploration {
    /** The most states an enumeration may find and still count as exhaustive. */
    static final int ENUMERATION_CAP = 10_000;
    /** A state with more joint moves than this is not enumerated: the game is not small. */
    static final int JOINT_MOVE_CAP = 512;
    /** The seeded random playouts played first, as the old fixed default did. */
    static final int RANDOM_PLAYOUTS = 10;
    /**
     * Guided playouts stop after this many in a row exercise nothing new. Once everything is
     * covered they are plain random playouts, and they still catch bugs: rule coverage is not
     * behaviour coverage (hex without one direction of its neighbour relation exercises every rule
     * and differs only in which chains end the game). 60 let that bug through; 120 catches it.
     */
    static final int STALE_PLAYOUTS = 120;
    /** The joint moves a guided step tries. */
    static final int LOOKAHEAD = 6;
    /** The share of the budget an enumeration may take before the game counts as not small. */
    static final int ENUMERATION_SHARE_PERCENT = 30;
    /** The most states kept, so memory stays bounded on games with long playouts. */
    static final int NODE_CAP = 200_000;
    /** The most rules not yet exercised that guided steps steer toward at once. */
    static final int TARGET_RULES = 8;

    /** A state the reference answered for, and the joint moves played from it. */
    static final class Node {
        final int index;
        final ReferencePath.Step answers;
        final MachineState state;
        /** The state and joint move this state was first reached by; null for the initial state. */
        final Node from;
        final List<String> via;
        final int depth;
        /** Whether the enumeration has queued this state to expand every joint move of. */
        boolean queued;
        final List<Edge> edges = new ArrayList<>(2);

        Node(int index, ReferencePath.Step answers, MachineState state, Node from, List<String> via) {
            this.index = index;
            this.answers = answers;
            this.state = state;
            this.from = from;
            this.via = via;
            this.depth = from == null ? 0 : from.depth + 1;
        }

        /** The joint moves from the initial state to this state, along first discoveries. */
        List<List<String>> path() {
            List<List<String>> moves = new ArrayList<>();
            for (Node node = this; node.from != null; node = node.from) {
                moves.add(0, node.via);
            }
            return moves;
        }

        /** Whether {@code edge} is the one this state was first reached by. */
        boolean firstReachedBy(Edge edge) {
            return edge.from() == from && edge.jointMove() == via;
        }
    }

    /** A joint move (texts, roles in order) the reference played from {@code from}, leading to {@code to}. */
    record Edge(Node from, List<String> jointMove, Node to) {
    }

    /** The reference found the game breaking GDL's rules {@code where}: "at seed 12", "in the enumeration". */
    record GameError(GameRuleException error, String where) {
    }

    private final StateMachine reference;
    /** How near a state comes to firing a rule; null when the reference cannot say. */
    private final RuleProgress progress;
    private final CoverageRecorder coverage;
    private final long seed;
    private final List<Node> nodes = new ArrayList<>();
    /**
     * States by their sorted fluents as a list: a set's hash is the sum of its elements', and
     * boards that swap marks between cells sum alike, so sets as keys pile into a few buckets.
     */
    private final Map<List<String>, Node> byFluents = new HashMap<>();
    private int playouts;
    private GameError gameError;
    /** What the exploration is doing, to say where a game breaks: "in the enumeration", "at seed 12". */
    private String doing;
    private BooleanSupplier outOfTime;
    private BooleanSupplier enumerationOutOfTime;
    /**
     * The rules guided steps steer toward, and per count of their body literals held, the
     * shallowest state found holding that many (the nearest but a step from the end has no room
     * left to fire them).
     */
    private List<Rule> targets = List.of();
    private final TreeMap<Integer, Node> nearest = new TreeMap<>();

    private Exploration(StateMachine reference, CoverageRecorder coverage, long seed) {
        this.reference = reference;
        this.progress = reference instanceof RuleProgress steering ? steering : null;
        this.coverage = coverage;
        this.seed = seed;
        this.doing = "at seed " + seed;
    }

    /**
     * Explores until coverage stops growing, {@code budget} of the calling thread's CPU time is
     * spent, or {@code wall} passes. CPU time, not the wall clock, so that on a busy machine the
     * exploration, and the command that repeats a disagreement, stay the same as far as it can.
     */
    static Exploration run(StateMachine reference, CoverageRecorder coverage, long seed, Duration budget, Deadline wall) {
        Exploration exploration = new Exploration(reference, coverage, seed);
        Deadline cpu = Deadline.afterCpu(budget);
        Deadline enumeration = Deadline.afterCpu(budget.multipliedBy(ENUMERATION_SHARE_PERCENT).dividedBy(100));
        exploration.outOfTime = () -> cpu.passed() || wall.passed();
        exploration.enumerationOutOfTime = () -> enumeration.passed() || wall.passed();
        try {
            exploration.explore();
        } catch (GameRuleException e) {
            // recorded where it arose by successor(); the states before it are still compared
        } catch (RuntimeException e) {
            throw new ReferencePath.ReferenceFailure(e);
        }
        return exploration;
    }

    private void explore() {
        MachineState initial = reference.initialState();
        ReferencePath.Step answers = answers(initial, 0);
        Node root = add(answers, initial, null, null);
        if (outOfTime.getAsBoolean()) {
            return;
        }
        // First what the old default saw, so that a slow reference at least gets that far.
        for (int i = 0; i < RANDOM_PLAYOUTS && !outOfTime.getAsBoolean(); i++) {
            playout(root, seed + i, false);
        }
        if (enumerate(root)) {
            return;
        }
        int stale = 0;
        for (long next = seed + RANDOM_PLAYOUTS; stale < STALE_PLAYOUTS && !outOfTime.getAsBoolean()
                && nodes.size() < NODE_CAP; next++) {
            int before = coverage.exercised();
            playout(start(root, next - seed), next, true);
            stale = coverage.exercised() > before ? 0 : stale + 1;
        }
    }

    /** Breadth first over every joint move; false when the game turns out larger than the caps. */
    private boolean enumerate(Node root) {
        doing = "in the enumeration of every state";
        ArrayDeque<Node> queue = new ArrayDeque<>();
        root.queued = true;
        queue.add(root);
        while (!queue.isEmpty()) {
            if (enumerationOutOfTime.getAsBoolean()) {
                return false;
            }
            Node node = queue.poll();
            if (node.answers.terminal()) {
                continue;
            }
            List<List<String>> joints = jointMoves(node.answers.legal());
            if (joints == null) {
                return false;
            }
            for (List<String> joint : joints) {
                Node child = successor(node, joint, ENUMERATION_CAP);
                if (child == null) {
                    return false;
                }
                if (!child.queued) {
                    child.queued = true;
                    queue.add(child);
                }
            }
        }
        return true;
    }

    /** Every joint move, roles in order, or null when there are more than {@link #JOINT_MOVE_CAP}. */
    private static List<List<String>> jointMoves(List<List<String>> legal) {
        long count = 1;
        for (List<String> moves : legal) {
            count *= moves.size();
            if (count > JOINT_MOVE_CAP) {
                return null;
            }
        }
        List<List<String>> joints = new ArrayList<>();
        joints.add(List.of());
        for (List<String> moves : legal) {
            List<List<String>> longer = new ArrayList<>();
            for (List<String> prefix : joints) {
                for (String move : moves) {
                    List<String> joint = new ArrayList<>(prefix);
                    joint.add(move);
                    longer.add(List.copyOf(joint));
                }
            }
            joints = longer;
        }
        return joints;
    }

    /**
     * One playout from the initial state. A plain one draws as {@link ReferencePath} does, one
     * {@code nextInt} per role over the sorted texts; a guided one also tries other draws.
     */
    private void playout(Node root, long playoutSeed, boolean guided) {
        doing = "at seed " + playoutSeed;
        SplittableRandom random = new SplittableRandom(playoutSeed);
        Node node = root;
        for (int steps = 0; !node.answers.terminal(); steps++) {
            if (outOfTime.getAsBoolean() || nodes.size() >= NODE_CAP) {
                return;
            }
            if (steps >= StateMachine.MAX_PLAYOUT_DEPTH) {
                // round a cycle of known states: the rules never end this game
                GameRuleException error = GameRuleException.noTerminalState(steps);
                gameError = new GameError(error, doing);
                throw error;
            }
            List<String> drawn = draw(node.answers.legal(), random);
            if (!guided || coverage.complete()) {
                node = successor(node, drawn, NODE_CAP);
            } else {
                node = bestOf(node, drawn, random);
            }
            if (node == null) {
                return;
            }
        }
        playouts++;
    }

    /**
     * The successor that exercised most that was new, of {@code drawn}'s and other drawn joint
     * moves; among ties, the one nearest to firing a rule not yet exercised, then one that goes on.
     */
    private Node bestOf(Node node, List<String> drawn, SplittableRandom random) {
        retarget();
        List<List<String>> candidates = new ArrayList<>();
        candidates.add(drawn);
        for (int tries = 0; candidates.size() < LOOKAHEAD && tries < 2 * LOOKAHEAD; tries++) {
            List<String> other = draw(node.answers.legal(), random);
            if (!candidates.contains(other)) {
                candidates.add(other);
            }
        }
        Node best = null;
        long bestScore = -1;
        for (List<String> candidate : candidates) {
            int before = coverage.exercised();
            Node child = successor(node, candidate, NODE_CAP);
            if (child == null) {
                return best;
            }
            // What is new counts first; then how near the state comes to firing what is not yet
            // exercised; among equals, going on beats ending: rare endings (a full board, a step
            // limit) come at the end of long games, which random play seldom reaches.
            int held = held(child);
            long score = ((long) (coverage.exercised() - before) << 40) + ((long) held << 1)
                    + (child.answers.terminal() ? 0 : 1);
            if (score > bestScore) {
                best = child;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * Where guided playout {@code number} starts: every other one from a state near to firing a
     * rule not yet exercised, the nearest first, then the next nearest, and so on round, so that
     * what random play seldom reaches (a player's pieces all home) is built up a step at a time.
     */
    private Node start(Node root, long number) {
        if (nearest.isEmpty() || number % 2 == 0 || coverage.complete()) {
            return root;
        }
        List<Node> nearestFirst = new ArrayList<>(nearest.descendingMap().values());
        return nearestFirst.get((int) (number / 2 % nearestFirst.size()));
    }

    /** Follows the rules not yet exercised: when they change, the nearest state found so far no longer counts. */
    private void retarget() {
        if (progress == null) {
            return;
        }
        List<Rule> now = coverage.unexercised(TARGET_RULES);
        if (!now.equals(targets)) {
            targets = now;
            nearest.clear();
        }
    }

    /** How many body literals of the target rules hold in {@code node}'s state; the nearest state is kept. */
    private int held(Node node) {
        if (progress == null || targets.isEmpty() || node.answers.terminal()) {
            return 0;
        }
        int held = 0;
        for (Rule rule : targets) {
            held += progress.literalsHeld(node.state, rule);
        }
        Node known = nearest.get(held);
        if (held > 0 && (known == null || node.depth < known.depth)) {
            nearest.put(held, node);
        }
        return held;
    }

    private static List<String> draw(List<List<String>> legal, SplittableRandom random) {
        List<String> joint = new ArrayList<>(legal.size());
        for (List<String> moves : legal) {
            joint.add(moves.get(random.nextInt(moves.size())));
        }
        return List.copyOf(joint);
    }

    /** The state {@code joint} leads to from {@code node}, answered by the reference; null past {@code cap} states. */
    private Node successor(Node node, List<String> joint, int cap) {
        for (Edge edge : node.edges) {
            if (edge.jointMove().equals(joint)) {
                return edge.to();
            }
        }
        int[] ids = new int[joint.size()];
        for (int role = 0; role < ids.length; role++) {
            ids[role] = reference.moveId(role, joint.get(role));
        }
        MachineState next = reference.newState();
        reference.next(node.state, ids, next);
        SortedSet<String> fluents = reference.fluents(next);
        Node known = byFluents.get(List.copyOf(fluents));
        if (known != null) {
            node.edges.add(new Edge(node, joint, known));
            return known;
        }
        if (nodes.size() >= cap) {
            return null;
        }
        ReferencePath.Step answers = answers(next, node.depth + 1);
        Node child = add(answers, next, node, joint);
        node.edges.add(new Edge(node, joint, child));
        return child;
    }

    /** The reference's answers in a new state; a broken state is recorded before the exception goes on. */
    private ReferencePath.Step answers(MachineState state, int depth) {
        try {
            ReferencePath.Step answers = ReferencePath.evaluate(reference, state, depth);
            coverage.observe(answers);
            return answers;
        } catch (GameRuleException e) {
            gameError = new GameError(e, doing);
            throw e;
        }
    }

    private Node add(ReferencePath.Step answers, MachineState state, Node from, List<String> via) {
        Node node = new Node(nodes.size(), answers, state, from, via);
        nodes.add(node);
        byFluents.put(List.copyOf(answers.fluents()), node);
        return node;
    }

    List<Node> nodes() {
        return nodes;
    }

    long seed() {
        return seed;
    }

    /** Playouts played to a terminal state. */
    int playouts() {
        return playouts;
    }

    /** The state found breaking GDL's rules, or null. */
    GameError gameError() {
        return gameError;
    }
}
