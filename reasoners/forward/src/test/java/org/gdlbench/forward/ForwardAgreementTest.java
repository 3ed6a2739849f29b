package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The forward reasoner against the reference: seeded random playouts in lockstep under each
 * ordering (best, original, worst, and best with every rule processed without reference tables),
 * comparing state, legal moves, terminal flag and goals at every step; and the golden perft
 * counts of the bundled games. A game may be refused with a reason; a game accepted must agree.
 */
class ForwardAgreementTest {
    private static final List<String> SPECS = List.of("forward", "forward:ordering=original",
            "forward:ordering=worst", "forward:tables=0.000001");
    private static final long CAP_NANOS = 1_500_000_000L;
    private static final long PERFT_NANOS = 1_000_000_000L;
    private static final int PLAYOUTS = 2;

    /**
     * Relations negated inside their own recursion on other arguments, which the front end
     * accepts as stratified rule by rule: {@code r} and {@code goal}. Picking {@code x} never
     * reaches {@code d}, so {@code (r b x)} holds and the goal is 100; any other pick reaches
     * {@code d}: goal 0.
     */
    private static final String INNER_NEGATION = """
            (role p)
            (edge a b) (edge b c) (edge c d) (edge x y)
            (succ 0 1) (succ 1 2)
            (init (start a)) (init (step 0))
            (<= (legal p (pick ?x)) (edge ?x ?y))
            (<= (next (start ?x)) (does p (pick ?x)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= (r a ?x) (true (start ?x)))
            (<= (r a ?y) (r a ?x) (edge ?x ?y))
            (<= (r b x) (not (r a d)))
            (<= terminal (true (step 2)))
            (<= (goal p 0) (r a d))
            (<= (goal p 100) (not (goal p 0)) (r b x))
            """;

    /** The machines of every spec for {@code game}; empty when the forward reasoner refuses it. */
    private static List<StateMachine> machines(Game game, String name) {
        List<StateMachine> machines = new ArrayList<>();
        for (String spec : SPECS) {
            try {
                machines.add(Reasoners.create(spec, game));
            } catch (UnsupportedGameException e) {
                System.out.println(name + ": " + spec + " refused: " + e.getMessage());
                assertTrue(machines.isEmpty(), "refused under one ordering only: " + spec);
                return machines;
            }
        }
        return machines;
    }

    private static void agree(Game game, List<StateMachine> machines, long capNanos) {
        StateMachine reference = new ReferenceReasoner().create(game, Map.of());
        long deadline = System.nanoTime() + capNanos;
        for (int seed = 1; seed <= PLAYOUTS; seed++) {
            if (!lockstep(machines, reference, seed, 2_000, deadline)) {
                return;
            }
        }
        // The playouts end, so the machine's own fast playout (the same code under every ordering)
        // must draw them as the default algorithm does.
        StateMachine machine = machines.get(0);
        for (int seed = 1; seed <= PLAYOUTS; seed++) {
            assertEquals(DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(seed)),
                    machine.playout(machine.initialState(), new SplittableRandom(seed)));
        }
    }

    @Test
    void agreesOnTheTestGames() {
        for (String rules : List.of(TestGames.BLANK_FRAME, TestGames.TIC_TAC_TOE, TestGames.CUT_THE_CYCLE,
                TestGames.SLOW_COUNTER)) {
            Game game = TestGames.game("test", rules);
            List<StateMachine> machines = machines(game, "test");
            assertEquals(SPECS.size(), machines.size());
            agree(game, machines, 60_000_000_000L);
        }
    }

    @Test
    void relationsNegatedInsideTheirOwnRecursionTakeTheirOneModel() {
        Game game = TestGames.game("inner", INNER_NEGATION);
        StateMachine machine = Reasoners.create("forward", game);
        MachineState state = machine.initialState();
        assertEquals(0, machine.goal(state, 0));
        machine.next(state, new int[] {machine.moveId(0, "(pick x)")}, state);
        assertEquals(100, machine.goal(state, 0));
        machine.next(state, new int[] {machine.moveId(0, "(pick b)")}, state);
        assertTrue(machine.isTerminal(state));
        assertEquals(0, machine.goal(state, 0));
        List<StateMachine> machines = machines(game, "inner");
        assertEquals(SPECS.size(), machines.size());
        for (int seed = 1; seed <= 20; seed++) {
            lockstep(machines, new ReferenceReasoner().create(game, Map.of()), seed, 100, Long.MAX_VALUE);
        }
    }

    @Test
    void playsTicTacToeToAWin() {
        StateMachine machine = Reasoners.create("forward", TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        MachineState state = machine.initialState();
        String[][] moves = {{"(mark 1 1)", "noop"}, {"noop", "(mark 2 1)"}, {"(mark 1 2)", "noop"},
            {"noop", "(mark 2 2)"}, {"(mark 1 3)", "noop"}};
        for (String[] joint : moves) {
            assertFalse(machine.isTerminal(state));
            machine.next(state, new int[] {machine.moveId(0, joint[0]), machine.moveId(1, joint[1])}, state);
        }
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(0, machine.goal(state, 1));
        assertEquals(-1, machine.moveId(0, "(mark 4 4)"));
        assertThrows(IllegalArgumentException.class, () -> machine.stateOf(List.of("(cell 1 1 q)")));
    }

    @Test
    void recordsWhatPreparingBuilt() {
        StateMachine machine = Reasoners.create("forward", TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        var preparation = machine.preparation();
        assertEquals(List.of("read", "statistics", "optimise", "ground"),
                preparation.phases().stream().map(p -> p.name()).toList());
        assertTrue(preparation.sizes().get("referenceTableBytes") > 0);
        assertTrue(preparation.sizes().get("knowledgeBaseBytes") > 0);
        assertEquals(0L, preparation.sizes().get("rulesWithoutTables"));
    }

    static Stream<CorpusEntry> bundled() {
        return Corpus.bundled().entries().stream().filter(entry -> entry.problem() == null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundled")
    void bundledGamesAgreeWithTheReferenceAndTheGoldenCounts(CorpusEntry entry) throws IOException {
        List<StateMachine> machines = machines(entry.game(), entry.name());
        Assumptions.assumeFalse(machines.isEmpty(), "refused");
        agree(entry.game(), machines, CAP_NANOS);
        JsonNode golden;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("gdlbench/perft/" + entry.name() + ".json")) {
            Assumptions.assumeTrue(in != null, "no golden counts");
            golden = new ObjectMapper().readTree(in);
        }
        Assumptions.assumeTrue(golden.get("hash").asText().equals(entry.hash()), "stale golden counts");
        StateMachine machine = machines.get(0);
        long deadline = System.nanoTime() + PERFT_NANOS;
        JsonNode plies = golden.get("plies");
        for (int depth = 0; depth < plies.size(); depth++) {
            long[][] found = perft(machine, depth, depth <= 1 ? Long.MAX_VALUE : deadline);
            if (found == null) {
                System.out.println(entry.name() + ": golden counts checked to depth " + (depth - 1));
                return;
            }
            for (int ply = 0; ply <= depth; ply++) {
                JsonNode expected = plies.get(ply);
                assertEquals(List.of(expected.get("nodes").asLong(), expected.get("terminals").asLong(),
                                expected.get("goalSum").asLong()), Arrays.stream(found[ply]).boxed().toList(),
                        entry.name() + " ply " + ply + " of depth " + depth);
            }
        }
    }

    /**
     * Plays one seeded playout with the reference, drawing each role's move over the reference's
     * sorted legal moves, and asserts at every step that every machine has the same state,
     * terminal flag, goals and legal moves. False when {@code deadline} passed first.
     */
    private static boolean lockstep(List<StateMachine> machines, StateMachine reference, long seed, int maxSteps,
                                    long deadline) {
        SplittableRandom random = new SplittableRandom(seed);
        int roles = reference.roles().size();
        MachineState theirs = reference.initialState();
        List<MachineState> mine = new ArrayList<>();
        for (StateMachine machine : machines) {
            assertEquals(reference.roles(), machine.roles());
            mine.add(machine.initialState());
        }
        for (int step = 0; step <= maxSteps; step++) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            boolean terminal = reference.isTerminal(theirs);
            List<List<String>> legal = new ArrayList<>();
            for (int role = 0; role < roles && !terminal; role++) {
                legal.add(new ArrayList<>(reference.legalMoveTexts(theirs, role)));
            }
            for (int m = 0; m < machines.size(); m++) {
                StateMachine machine = machines.get(m);
                String where = SPECS.get(m) + " at seed " + seed + " step " + step;
                assertEquals(reference.fluents(theirs), machine.fluents(mine.get(m)), where);
                assertEquals(terminal, machine.isTerminal(mine.get(m)), where);
                assertEquals(Arrays.toString(reference.goals(theirs)), Arrays.toString(machine.goals(mine.get(m))), where);
                for (int role = 0; role < legal.size(); role++) {
                    assertEquals(legal.get(role), List.copyOf(machine.legalMoveTexts(mine.get(m), role)), where);
                }
            }
            if (terminal || legal.stream().anyMatch(List::isEmpty)) {
                return true;
            }
            String[] chosen = new String[roles];
            for (int role = 0; role < roles; role++) {
                chosen[role] = legal.get(role).get(random.nextInt(legal.get(role).size()));
            }
            reference.next(theirs, joint(reference, chosen), theirs);
            for (int m = 0; m < machines.size(); m++) {
                machines.get(m).next(mine.get(m), joint(machines.get(m), chosen), mine.get(m));
            }
        }
        return true;
    }

    private static int[] joint(StateMachine machine, String[] moves) {
        int[] joint = new int[moves.length];
        for (int role = 0; role < moves.length; role++) {
            joint[role] = machine.moveId(role, moves[role]);
        }
        return joint;
    }

    /** Nodes, terminal nodes and their goal sum per ply to {@code depth}; null when {@code deadline} passes. */
    private static long[][] perft(StateMachine machine, int depth, long deadline) {
        long[][] counts = new long[depth + 1][3];
        return visit(machine, machine.initialState(), 0, depth, counts, deadline) ? counts : null;
    }

    private static boolean visit(StateMachine machine, MachineState state, int ply, int depth, long[][] counts,
                                 long deadline) {
        if (System.nanoTime() > deadline) {
            return false;
        }
        counts[ply][0]++;
        if (machine.isTerminal(state)) {
            counts[ply][1]++;
            for (int role = 0; role < machine.roles().size(); role++) {
                counts[ply][2] += machine.goal(state, role);
            }
            return true;
        }
        if (ply == depth) {
            return true;
        }
        int roles = machine.roles().size();
        int[][] legal = new int[roles][];
        for (int role = 0; role < roles; role++) {
            MoveList moves = new MoveList();
            machine.legalMoves(state, role, moves);
            legal[role] = moves.toArray();
        }
        int[] digits = new int[roles];
        MachineState child = machine.newState();
        while (true) {
            int[] joint = new int[roles];
            for (int role = 0; role < roles; role++) {
                joint[role] = legal[role][digits[role]];
            }
            machine.next(state, joint, child);
            if (!visit(machine, child, ply + 1, depth, counts, deadline)) {
                return false;
            }
            int role = roles - 1;
            while (role >= 0 && ++digits[role] == legal[role].length) {
                digits[role] = 0;
                role--;
            }
            if (role < 0) {
                return true;
            }
        }
    }
}
