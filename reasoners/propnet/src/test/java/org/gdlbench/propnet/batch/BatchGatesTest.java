package org.gdlbench.propnet.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.propnet.PropnetMachine;
import org.gdlbench.propnet.PropnetReasoner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The batch's compiled gates against its interpreted ones, and the pieces of a lane's draw. */
class BatchGatesTest {
    /** A lane's playout as the listener saw it. */
    private record Played(int lane, long number, List<Integer> goals, List<Integer> moves) {}

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tictactoe", "connectfour", "breakthrough", "roshambo", "stress_simultaneous",
            "chinesecheckers3", "pentago"})
    void compiledAndInterpretedGatesPlayTheSameLanes(String name) {
        PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(
                Corpus.bundled().select(List.of(name)).get(0).game(), Map.of());
        int roles = machine.roles().size();
        BatchPlayouts compiled = machine.batch();
        assertNull(compiled.whyInterpreted(), name + " is compiled");
        BatchPlayouts interpreted = compiled.compiledUpTo(0);
        assertTrue(interpreted.whyInterpreted().contains("over the 0 up to which"), interpreted.whyInterpreted());
        List<Played> a = play(compiled, roles, 200);
        List<Played> b = play(interpreted, roles, 200);
        assertTrue(a.size() > 64, "lanes finished playouts: " + a.size());
        assertEquals(a, b);
    }

    @Test
    void aRecursiveNetIsInterpreted() {
        BatchPlayouts batch = ((PropnetMachine) new PropnetReasoner().create(
                TestGames.game("cycle", TestGames.CUT_THE_CYCLE), Map.of())).batch();
        assertNotNull(batch.whyInterpreted());
        assertTrue(batch.whyInterpreted().contains("recursive"), batch.whyInterpreted());
    }

    @Test
    void aGateIsOneStatementOfItsInputsAsRead() {
        // Inputs as component << 1 | inverted: 3 plain, 7 inverted.
        int[] inputs = {3 << 1, 7 << 1 | 1};
        assertEquals(List.of("v[40] = v[3] | ~v[7];"), BatchGatesCompiler.statements(40, false, inputs));
        // An inverted or: the and of the inputs each read the other way.
        assertEquals(List.of("v[41] = ~v[3] & v[7];"), BatchGatesCompiler.statements(41, true, inputs));
        assertEquals(List.of("v[42] = -1L;"), BatchGatesCompiler.statements(42, true, new int[0]));
        assertEquals(List.of("v[43] = 0L;"), BatchGatesCompiler.statements(43, false, new int[0]));
    }

    @Test
    void aMoveGateOnlyANextWordReadsIsWrittenIntoItsBaseOnceNoLaterGateReadsTheBase() {
        // Bases 0 to 2, inputs 3 and 4; inputs as component << 1 | inverted.
        WordPass moves = WordPass.of(new int[] {5, 6, 7, 8}, new long[4], new int[][] {
                {0 << 1, 3 << 1},   // 5: read by 6 only, no next word's
                {5 << 1, 4 << 1},   // 6: base 0's next word, and base 0 read only before
                {3 << 1},           // 7: base 1's next word, but 8 reads base 1 after it
                {1 << 1, 4 << 1}}); // 8: base 2's next word, base 2 read by no gate
        WordPass goals = WordPass.of(new int[0], new long[0], new int[0][]);
        NextWords next = new NextWords(new int[] {6, 7, 8}, new long[3]);
        assertArrayEquals(new int[] {-1, 0, -1, 2}, BatchGatesCompiler.directNext(moves, goals, next));
        // Read inverted, or by a goal gate too, the gate keeps its own word.
        assertArrayEquals(new int[] {-1, 0, -1, -1},
                BatchGatesCompiler.directNext(moves, goals, new NextWords(new int[] {6, 7, 8}, new long[] {0, 0, -1})));
        WordPass goalReads = WordPass.of(new int[] {9}, new long[1], new int[][] {{6 << 1}});
        assertArrayEquals(new int[] {-1, -1, -1, 2}, BatchGatesCompiler.directNext(moves, goalReads, next));
    }

    @Test
    void aGateOfVeryManyInputsSpansStatements() {
        int[] inputs = new int[1000];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = i << 1 | 1;
        }
        List<String> statements = BatchGatesCompiler.statements(5000, true, inputs);
        assertTrue(statements.size() > 1, "split");
        assertTrue(statements.get(0).startsWith("v[5000] = v[0] & v[1] &"), statements.get(0));
        assertTrue(statements.get(1).startsWith("v[5000] &= "), statements.get(1));
    }

    @Test
    void selectFindsTheBitOfEachRank() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 20_000; i++) {
            long bits = random.nextLong() & random.nextLong() & (i % 2 == 0 ? -1L : random.nextLong());
            bits |= 1L << random.nextInt(64);
            long left = bits;
            for (int rank = 0; left != 0; rank++, left &= left - 1) {
                assertEquals(Long.numberOfTrailingZeros(left), BatchPlayouts.select(bits, rank),
                        Long.toHexString(bits) + " rank " + rank);
            }
        }
        assertEquals(63, BatchPlayouts.select(-1L, 63));
        assertEquals(63, BatchPlayouts.select(Long.MIN_VALUE, 0));
    }

    @Test
    void transposingFewRowsSkipsOnlyZeros() {
        SplittableRandom random = new SplittableRandom(8);
        for (int used = 1; used <= 64; used++) {
            long[] rows = new long[64];
            for (int r = 0; r < used; r++) {
                rows[r] = random.nextLong();
            }
            long[] full = rows.clone();
            BitMatrix.transpose(full, 0);
            BitMatrix.transpose(rows, 0, used);
            assertArrayEquals(full, rows, used + " rows used");
        }
    }

    /** Every playout finished in {@code steps} steps from seed 21, in the order finished. */
    private static List<Played> play(BatchPlayouts batch, int roles, int steps) {
        List<Played> played = new ArrayList<>();
        batch.recordMoves(true);
        batch.listen((b, lane) -> {
            List<Integer> goals = new ArrayList<>();
            List<Integer> moves = new ArrayList<>();
            for (int role = 0; role < roles; role++) {
                goals.add(b.goal(lane, role));
                for (int step = 0; step < b.depth(lane); step++) {
                    moves.add(b.move(lane, step, role));
                }
            }
            played.add(new Played(lane, b.playout(lane), goals, moves));
        });
        batch.start(21);
        batch.run((long) steps * BatchPlayouts.LANES);
        return played;
    }
}
