package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Same seed, same game: every registered reasoner that runs without options plays the same
 * joint moves as the reference for the same seed, on bundled games of several kinds (turn-taking
 * with noop, simultaneous moves, three roles, a hand-written machine's games), through the
 * contract's default playout, its own (fast) playout and {@code gdlbench playout --seed}.
 */
class SeededPlayoutTest {
    private static final long SEED = 17;
    private static final int SEEDS = 3;

    static Stream<String> games() {
        return Stream.of("tictactoe", "connectfour", "breakthrough", "roshambo", "threeplayertictactoe", "nim");
    }

    /** The reasoners to compare, by name: every one that runs without options, the reference first. */
    private static List<String> reasoners() {
        List<String> names = new ArrayList<>(List.of("reference"));
        for (String name : Reasoners.names()) {
            if (!name.equals("reference") && Reasoners.factory(name).runsWithoutOptions()) {
                names.add(name);
            }
        }
        return names;
    }

    /** The joint moves of one seeded default playout, as texts, one list per step. */
    private static List<List<String>> jointMoves(StateMachine machine, long seed) {
        List<List<String>> moves = new ArrayList<>();
        DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(seed), joint -> {
            List<String> texts = new ArrayList<>();
            for (int role = 0; role < joint.length; role++) {
                texts.add(machine.moveText(role, joint[role]));
            }
            moves.add(texts);
        });
        return moves;
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyReasonerPlaysTheSameJointMovesForTheSameSeed(String gameName) {
        Game game = Corpus.bundled().entry(gameName).game();
        StateMachine reference = Reasoners.create("reference", game);
        Map<String, StateMachine> machines = new TreeMap<>();
        for (String name : reasoners()) {
            try {
                machines.put(name, Reasoners.create(name, game));
            } catch (UnsupportedGameException e) {
                // a reasoner for some games only (the hand-written machines): nothing to compare
            }
        }
        assertTrue(machines.size() >= 5, "reasoners compared on " + gameName + ": " + machines.keySet());
        for (long seed = SEED; seed < SEED + SEEDS; seed++) {
            List<List<String>> expected = jointMoves(reference, seed);
            PlayoutResult expectedResult = reference.playout(reference.initialState(), new SplittableRandom(seed));
            assertFalse(expected.isEmpty(), gameName + " seed " + seed + " plays at least one joint move");
            for (Map.Entry<String, StateMachine> entry : machines.entrySet()) {
                StateMachine machine = entry.getValue();
                String where = gameName + ", seed " + seed + ", reasoner " + entry.getKey();
                assertEquals(expected, jointMoves(machine, seed), where + ": the joint moves of the default playout");
                assertEquals(expectedResult, machine.playout(machine.initialState(), new SplittableRandom(seed)),
                        where + ": depth and goals of the reasoner's own playout");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void playoutWithASeedPrintsTheSamePlayoutsForEveryReasoner(String gameName) {
        String expected = null;
        int compared = 0;
        for (String reasoner : reasoners()) {
            Cli cli = Cli.run("playout", "--game", gameName, "--reasoner", reasoner, "-n", "4", "--seed", "5");
            if (cli.status() == 1 && cli.err().contains(reasoner + " cannot play " + gameName)) {
                continue; // refused: a reasoner for other games
            }
            assertEquals(0, cli.status(), reasoner + ": " + cli);
            String playouts = String.join("\n", cli.out().lines().filter(line -> line.startsWith("playout ")).toList());
            assertEquals(4, playouts.lines().count(), cli.toString());
            if (expected == null) {
                expected = playouts;
            } else {
                assertEquals(expected, playouts, gameName + ": playout --seed 5 with " + reasoner);
            }
            compared++;
        }
        assertTrue(compared >= 5, "reasoners compared on " + gameName + ": " + compared);
    }
}
