package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The topdown reasoner against the reference on every bundled game: seeded random playouts in
 * lockstep (fluents, terminal, goals and legal moves compared in every state, within a time
 * budget per game) and the golden node counts of {@code corpus/perft}, to their full depth.
 * The three orderings are checked on a few games with recursion, nested terms and chess.
 */
@Timeout(120)
class TopdownAgreementTest {
    private static final long BUDGET_NANOS = 1_500_000_000L;
    private static final int PLAYOUTS = 20;
    private static final int MAX_STEPS = 300;

    static Stream<CorpusEntry> games() {
        return Corpus.bundled().entries().stream();
    }

    private static StateMachine topdown(Game game, String ordering) {
        return new TopdownReasoner().create(game, Map.of(TopdownReasoner.ORDERING, ordering));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void agreesWithTheReferenceAndTheGoldenCounts(CorpusEntry entry) {
        Assumptions.assumeTrue(entry.problem() == null, "invalid game");
        StateMachine machine = topdown(entry.game(), "best");
        int states = lockstep(entry.game(), machine, BUDGET_NANOS);
        assertTrue(states > 0, entry.name() + ": no state compared");
        JsonNode golden = golden(entry);
        List<long[]> expected = new ArrayList<>();
        for (JsonNode ply : golden.get("plies")) {
            expected.add(new long[] {ply.get("nodes").asLong(), ply.get("terminals").asLong(), ply.get("goalSum").asLong()});
        }
        List<long[]> found = perft(machine, expected.size() - 1);
        for (int ply = 0; ply < expected.size(); ply++) {
            assertEquals(List.of(expected.get(ply)[0], expected.get(ply)[1], expected.get(ply)[2]),
                    List.of(found.get(ply)[0], found.get(ply)[1], found.get(ply)[2]),
                    entry.name() + ": nodes, terminals, goal sum at ply " + ply);
        }
        System.out.printf("topdown on %s: %d states agree with the reference; golden counts to depth %d%n",
                entry.name(), states, expected.size() - 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("orderingGames")
    void everyOrderingAgreesWithTheReference(String name) {
        Game game = Corpus.bundled().entry(name).game();
        for (String ordering : List.of("original", "best", "worst")) {
            assertTrue(lockstep(game, topdown(game, ordering), BUDGET_NANOS / 4) > 0, ordering);
        }
        StateMachine unkept = new TopdownReasoner().create(game, Map.of(TopdownReasoner.MEMO, "none"));
        assertTrue(lockstep(game, unkept, BUDGET_NANOS / 4) > 0, "memo=none");
    }

    static Stream<String> orderingGames() {
        return Stream.of("tictactoe", "stress_negrecursion", "stress_deeprecursion", "stress_nestedterms", "chess");
    }

    /** Seeded playouts in lockstep with the reference until the budget is spent; the states compared. */
    private static int lockstep(Game game, StateMachine machine, long budgetNanos) {
        StateMachine reference = new ReferenceReasoner().create(game, Map.of());
        assertEquals(reference.roles(), machine.roles(), game.name() + ": roles");
        long deadline = System.nanoTime() + budgetNanos;
        int states = 0;
        for (long seed = 1; seed <= PLAYOUTS && System.nanoTime() < deadline; seed++) {
            states += playout(game, machine, reference, seed, deadline);
        }
        return states;
    }

    /**
     * One playout: in every state the fluents, the terminal flag, every goal and every role's
     * legal moves (as texts) are compared; moves are drawn over the reference's sorted move texts.
     */
    private static int playout(Game game, StateMachine machine, StateMachine reference, long seed, long deadline) {
        SplittableRandom random = new SplittableRandom(seed);
        MachineState expected = reference.initialState();
        MachineState actual = machine.initialState();
        int roles = reference.roles().size();
        List<String> path = new ArrayList<>();
        for (int step = 0; step <= MAX_STEPS && System.nanoTime() < deadline; step++) {
            String where = game.name() + " seed " + seed + " after " + path + ": ";
            assertEquals(reference.fluents(expected), machine.fluents(actual), where + "fluents");
            boolean terminal = reference.isTerminal(expected);
            assertEquals(terminal, machine.isTerminal(actual), where + "terminal");
            for (int role = 0; role < roles; role++) {
                assertEquals(reference.goal(expected, role), machine.goal(actual, role), where + "goal of role " + role);
            }
            if (terminal) {
                return step + 1;
            }
            int[] expectedJoint = new int[roles];
            int[] actualJoint = new int[roles];
            List<String> chosen = new ArrayList<>();
            for (int role = 0; role < roles; role++) {
                List<String> legal = new ArrayList<>(reference.legalMoveTexts(expected, role));
                assertEquals(legal, new ArrayList<>(machine.legalMoveTexts(actual, role)), where + "legal moves of role " + role);
                assertFalse(legal.isEmpty(), where + "no legal move");
                String move = legal.get(random.nextInt(legal.size()));
                chosen.add(move);
                expectedJoint[role] = reference.moveId(role, move);
                actualJoint[role] = machine.moveId(role, move);
            }
            path.add(String.join(" ", chosen));
            reference.next(expected, expectedJoint, expected);
            machine.next(actual, actualJoint, actual);
        }
        return path.size();
    }

    private static JsonNode golden(CorpusEntry entry) {
        try (InputStream in = TopdownAgreementTest.class.getClassLoader()
                .getResourceAsStream("gdlbench/perft/" + entry.name() + ".json")) {
            Assumptions.assumeTrue(in != null, "no golden counts for " + entry.name());
            JsonNode golden = new ObjectMapper().readTree(in);
            Assumptions.assumeTrue(golden.get("hash").asText().equals(entry.hash()), "golden counts are stale");
            return golden;
        } catch (IOException e) {
            throw new AssertionError("cannot read the golden counts of " + entry.name(), e);
        }
    }

    /** Nodes, terminal nodes and their goal sum per ply of the full-width tree, as harness perft counts them. */
    private static List<long[]> perft(StateMachine machine, int depth) {
        List<long[]> plies = new ArrayList<>();
        for (int ply = 0; ply <= depth; ply++) {
            plies.add(new long[3]);
        }
        visit(machine, machine.initialState(), 0, depth, plies);
        return plies;
    }

    private static void visit(StateMachine machine, MachineState state, int ply, int depth, List<long[]> plies) {
        long[] counts = plies.get(ply);
        counts[0]++;
        if (machine.isTerminal(state)) {
            counts[1]++;
            for (int role = 0; role < machine.roles().size(); role++) {
                counts[2] += machine.goal(state, role);
            }
            return;
        }
        if (ply == depth) {
            return;
        }
        int roles = machine.roles().size();
        int[][] moves = new int[roles][];
        for (int role = 0; role < roles; role++) {
            MoveList list = new MoveList();
            machine.legalMoves(state, role, list);
            moves[role] = list.toArray();
            assertFalse(moves[role].length == 0, "no legal move in a non-terminal state");
        }
        int[] digits = new int[roles];
        while (true) {
            int[] joint = new int[roles];
            for (int role = 0; role < roles; role++) {
                joint[role] = moves[role][digits[role]];
            }
            MachineState child = machine.newState();
            machine.next(state, joint, child);
            visit(machine, child, ply + 1, depth, plies);
            int role = roles - 1;
            while (role >= 0 && ++digits[role] == moves[role].length) {
                digits[role] = 0;
                role--;
            }
            if (role < 0) {
                return;
            }
        }
    }

    @Test
    void dumpsTheGeneratedSource(@TempDir Path folder) throws IOException {
        Game game = Corpus.bundled().entry("tictactoe").game();
        new TopdownReasoner().create(game, Map.of(TopdownReasoner.DUMP, folder.toString()));
        String source = Files.readString(folder.resolve("tictactoe-best.java"));
        assertTrue(source.contains("extends CompiledRules"), source);
    }

    @Test
    void anUnknownOrderingIsABadOption() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        ReasonerSpecException bad = assertThrows(ReasonerSpecException.class,
                () -> Reasoners.create("topdown:ordering=sideways", game));
        assertTrue(bad.getMessage().contains("ordering"), bad.getMessage());
    }

    @Test
    void theMachineSaysWhatPreparingBuilt() {
        StateMachine machine = topdown(Corpus.bundled().entry("chess").game(), "best");
        assertTrue(machine.preparation().sizes().get("generatedCodeBytes") > 0, machine.description());
        assertEquals(List.of("static relations", "generate", "compile"),
                machine.preparation().phases().stream().map(p -> p.name()).toList());
    }
}
