package org.gdlbench.harness.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCheck;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftTest {
    private static StateMachine reference(String game) {
        return Reasoners.create("reference", Corpus.bundled().entry(game).game());
    }

    @Test
    void ticTacToeHasTheWellKnownNodeCounts() {
        List<Perft.Ply> plies = new Perft(reference("tictactoe")).count(4, Deadline.none());
        List<Long> none = List.of(0L, 0L);
        assertEquals(List.of(new Perft.Ply(1, 0, 0, none), new Perft.Ply(9, 0, 0, none), new Perft.Ply(72, 0, 0, none),
                new Perft.Ply(504, 0, 0, none), new Perft.Ply(3024, 0, 0, none)), plies);
        assertEquals(3610, Perft.total(plies));
        assertFalse(Perft.complete(plies));
    }

    /**
     * Roshambo, best of three with simultaneous moves: 9 joint moves per round; after two rounds
     * 2 x 3 x 3 = 18 matches are won twice by one player (goals 100 + 0); after three every match is over.
     * The game is symmetric: each role's goals sum to half the total.
     */
    @Test
    void simultaneousMovesAreCountedAsTheCartesianProductAndTerminalStatesAreNotExpanded() {
        List<Perft.Ply> plies = new Perft(reference("roshambo")).count(4, Deadline.none());
        assertEquals(List.of(new Perft.Ply(1, 0, 0, List.of(0L, 0L)), new Perft.Ply(9, 0, 0, List.of(0L, 0L)),
                new Perft.Ply(81, 18, 1800, List.of(900L, 900L)), new Perft.Ply(567, 567, 56_700, List.of(28_350L, 28_350L)),
                new Perft.Ply(0, 0, 0, List.of(0L, 0L))), plies);
        assertTrue(Perft.complete(plies.subList(0, 4)));
    }

    @Test
    void aPassedDeadlineGivesNoCounts() {
        assertNull(new Perft(reference("tictactoe")).count(3, Deadline.after(Duration.ZERO)));
    }

    @Test
    void theGeneratorStopsAtACompleteTreeAndPlaysNoLines() {
        GoldenCount counts = new GoldenGenerator(Duration.ofSeconds(30), 10, Duration.ofSeconds(30))
                .generate("roshambo", "hash", reference("roshambo"));
        assertEquals(3, counts.depth());
        assertEquals(658, counts.total());
        assertNull(counts.lines());
        assertEquals("complete", counts.kind());
    }

    /** Two plies full width (72 nodes), then lines from all of them: the 9 x 8 x 7 x ... games end by ply 9. */
    @Test
    void theGeneratorPlaysLinesToTheEndFromTheDeepestPlyItCounted() {
        GoldenCount counts = new GoldenGenerator(Duration.ofSeconds(30), 2, Duration.ofSeconds(30))
                .generate("tictactoe", "hash", reference("tictactoe"));
        assertEquals("full-width+lines", counts.kind());
        assertEquals(2, counts.lines().from());
        assertEquals(72, counts.lines().count());
        assertTrue(counts.reachesTerminals());
        assertTrue(counts.lines().deepest() <= 9);
        List<Perft.Ply> steps = counts.lines().steps();
        assertEquals(72, steps.stream().mapToLong(Perft.Ply::terminals).sum(), "every line ends");
        assertEquals(0, steps.get(steps.size() - 1).nodes() - steps.get(steps.size() - 1).terminals());
    }

    /**
     * The lines from ply 2 are the default playouts from the 72 states there, the k-th with seed
     * k: enumerated here by hand (one role moves at a time in tic-tac-toe, the other has noop).
     */
    @Test
    void eachLineIsTheDefaultPlayoutFromItsFrontierNodeWithItsIndexAsSeed() {
        StateMachine machine = reference("tictactoe");
        List<PlayoutResult> playouts = new ArrayList<>();
        for (MachineState first : successors(machine, machine.initialState())) {
            for (MachineState second : successors(machine, first)) {
                playouts.add(DefaultPlayout.run(machine, second, new SplittableRandom(playouts.size())));
            }
        }
        long[] ended = new long[10];
        long[] goalSums = new long[10];
        for (PlayoutResult playout : playouts) {
            ended[playout.depth()]++;
            goalSums[playout.depth()] += java.util.Arrays.stream(playout.goals()).sum();
        }
        Perft.Lines lines = new Perft(machine).lines(2, Deadline.none());
        assertEquals(72, lines.count());
        for (int step = 0; step < lines.steps().size(); step++) {
            assertEquals(ended[step], lines.steps().get(step).terminals(), "step " + step);
            assertEquals(goalSums[step], lines.steps().get(step).goalSum(), "step " + step);
        }
    }

    private static List<MachineState> successors(StateMachine machine, MachineState state) {
        List<MachineState> next = new ArrayList<>();
        MoveList white = new MoveList();
        MoveList black = new MoveList();
        machine.legalMoves(state, 0, white);
        machine.legalMoves(state, 1, black);
        for (int i = 0; i < white.size(); i++) {
            for (int j = 0; j < black.size(); j++) {
                MachineState out = machine.newState();
                machine.next(state, new int[] {white.get(i), black.get(j)}, out);
                next.add(out);
            }
        }
        return next;
    }

    private static final String TICTACTOE = readBundled("tictactoe");
    private static final String DRAW_RULE = "(<= terminal (not open))";
    private static final String SECOND_DIAGONAL = """
            (<= (diagonal ?z)
                (true (cell 1 3 ?z))
                (true (cell 2 2 ?z))
                (true (cell 3 1 ?z)))""";

    private static String readBundled(String game) {
        try {
            return Files.readString(Path.of("..", "corpus", "games", game, game + ".kif"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The shipped tic-tac-toe counts against the reference playing {@code rules}. */
    private static GoldenCheck.Result checkTicTacToe(String rules) {
        StateMachine bugged = Reasoners.create("reference", KitGames.game("tictactoe", rules));
        return GoldenCheck.check(GoldenCount.bundled("tictactoe").orElseThrow(), "reference", bugged, Deadline.none());
    }

    /**
     * The bugs of issue 56 that the full-width counts alone let through (they end before any
     * game does): both fail the check, in the lines to the end.
     */
    @Test
    void ticTacToeWithoutItsDrawRuleOrOneDiagonalFailsTheGoldenCounts() {
        // the rules as shipped pass: PerftCommandTest.theFullCheckComparesTheLinesToTheEnd
        assertTrue(TICTACTOE.contains(DRAW_RULE) && TICTACTOE.contains(SECOND_DIAGONAL), "the bundled rules changed");

        GoldenCheck.Result noDraw = checkTicTacToe(TICTACTOE.replace(DRAW_RULE, ""));
        assertEquals(GoldenCheck.Status.MISMATCH, noDraw.status(), noDraw.toString());
        assertTrue(noDraw.reason().startsWith("the rules break in play in the lines"), noDraw.toString());

        GoldenCheck.Result oneDiagonal = checkTicTacToe(TICTACTOE.replace(SECOND_DIAGONAL, ""));
        assertEquals(GoldenCheck.Status.MISMATCH, oneDiagonal.status(), oneDiagonal.toString());
        assertTrue(oneDiagonal.differences().get(0).startsWith("line step "), oneDiagonal.toString());

        StateMachine bugged = Reasoners.create("reference",
                KitGames.game("tictactoe", TICTACTOE.replace(SECOND_DIAGONAL, "")));
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        assertEquals(List.of(), shipped.differences(new Perft(bugged).count(shipped.depth(), Deadline.none())),
                "the full-width plies alone let the missing diagonal through");
    }

    @Test
    void goldenCountsReadBackAsWrittenAndFilesWithoutLinesStillRead(@TempDir Path folder) throws Exception {
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        assertEquals(shipped, GoldenCount.read(shipped.write(folder)));
        Files.writeString(folder.resolve("old.json"), """
                { "game" : "old", "hash" : "h", "depth" : 1, "total" : 10,
                  "plies" : [ { "nodes" : 1, "terminals" : 0, "goalSum" : 0 }, { "nodes" : 9, "terminals" : 0, "goalSum" : 0 } ],
                  "command" : "gdlbench perft --write-golden --games all" }
                """);
        GoldenCount old = GoldenCount.read(folder.resolve("old.json"));
        assertNull(old.lines());
        assertEquals("full-width", old.kind());
        assertFalse(old.reachesTerminals());
    }

    @Test
    void countsCutToADepthKeepTheLinesOnlyWhenTheyStartWithinIt() {
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        int from = shipped.lines().from();
        assertEquals(shipped.lines(), shipped.upTo(from).lines());
        assertEquals(from + 1, shipped.upTo(from).plies().size());
        assertNull(shipped.upTo(from - 1).lines());
    }

    @Test
    void differencesNameThePly() {
        GoldenCount golden = GoldenCount.of("g", "h", List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0)));
        assertEquals(List.of(), golden.differences(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0))));
        assertEquals(List.of("ply 1: expected 9 nodes, 0 terminal, goals 0, found 8 nodes, 0 terminal, goals 0"),
                golden.differences(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(8, 0, 0))));
    }

    /** Goals given to the wrong role keep their sum: only the goals per role tell them apart. */
    @Test
    void goalsPerRoleTellSwappedGoalsApartWhereTheirSumCannot() {
        GoldenCount golden = GoldenCount.of("g", "h", List.of(new Perft.Ply(9, 3, 200, List.of(200L, 0L))));
        List<Perft.Ply> swapped = List.of(new Perft.Ply(9, 3, 200, List.of(0L, 200L)));
        assertEquals(List.of("ply 0: expected 9 nodes, 3 terminal, goals 200 (200 + 0), found 9 nodes, 3 terminal,"
                + " goals 200 (0 + 200)"), golden.differences(swapped));
        GoldenCount sumOnly = GoldenCount.of("g", "h", List.of(new Perft.Ply(9, 3, 200)));
        assertEquals(List.of(), sumOnly.differences(swapped), "a file made before goals per role compares the sum");
        assertTrue(golden.goalsPerRole());
        assertFalse(sumOnly.goalsPerRole());
    }

    /** Remade to the same depth and lines, the shipped counts come out the same, goals per role and all. */
    @Test
    void countsRemadeToTheirDepthComeOutTheSame() {
        GoldenCount shipped = GoldenCount.bundled("tictactoe").orElseThrow();
        GoldenCount sumOnly = new GoldenCount(shipped.game(), shipped.hash(), shipped.depth(), shipped.total(),
                shipped.plies().stream().map(PerftTest::sumOnly).toList(),
                new Perft.Lines(shipped.lines().from(), shipped.lines().steps().stream().map(PerftTest::sumOnly).toList()),
                shipped.command());
        assertEquals(shipped, GoldenGenerator.remake(sumOnly, reference("tictactoe")));
        GoldenCount wrong = GoldenCount.of("tictactoe", shipped.hash(), List.of(new Perft.Ply(1, 0, 0),
                new Perft.Ply(8, 0, 0)));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> GoldenGenerator.remake(wrong, reference("tictactoe")));
        assertTrue(e.getMessage().startsWith("the counts of tictactoe came out different from its file: ply 1: expected"
                + " 8 nodes"), e.getMessage());
    }

    private static Perft.Ply sumOnly(Perft.Ply ply) {
        return new Perft.Ply(ply.nodes(), ply.terminals(), ply.goalSum());
    }
}
