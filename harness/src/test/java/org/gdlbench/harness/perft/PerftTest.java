package org.gdlbench.harness.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Perft;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class PerftTest {
    private static StateMachine reference(String game) {
        return Reasoners.create("reference", Corpus.bundled().entry(game).game());
    }

    @Test
    void ticTacToeHasTheWellKnownNodeCounts() {
        List<Perft.Ply> plies = new Perft(reference("tictactoe")).count(4, Deadline.none());
        assertEquals(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0), new Perft.Ply(72, 0, 0),
                new Perft.Ply(504, 0, 0), new Perft.Ply(3024, 0, 0)), plies);
        assertEquals(3610, Perft.total(plies));
        assertFalse(Perft.complete(plies));
    }

    /**
     * Roshambo, best of three with simultaneous moves: 9 joint moves per round; after two rounds
     * 2 x 3 x 3 = 18 matches are won twice by one player (goals 100 + 0); after three every match is over.
     */
    @Test
    void simultaneousMovesAreCountedAsTheCartesianProductAndTerminalStatesAreNotExpanded() {
        List<Perft.Ply> plies = new Perft(reference("roshambo")).count(4, Deadline.none());
        assertEquals(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0), new Perft.Ply(81, 18, 1800),
                new Perft.Ply(567, 567, 56_700), new Perft.Ply(0, 0, 0)), plies);
        assertTrue(Perft.complete(plies.subList(0, 4)));
    }

    @Test
    void aPassedDeadlineGivesNoCounts() {
        assertNull(new Perft(reference("tictactoe")).count(3, Deadline.after(Duration.ZERO)));
    }

    @Test
    void theGeneratorStopsAtACompleteTree() {
        GoldenCount counts = new GoldenGenerator(Duration.ofSeconds(30), 10)
                .generate("roshambo", "hash", reference("roshambo"));
        assertEquals(3, counts.depth());
        assertEquals(658, counts.total());
    }

    @Test
    void differencesNameThePly() {
        GoldenCount golden = GoldenCount.of("g", "h", List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0)));
        assertEquals(List.of(), golden.differences(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(9, 0, 0))));
        assertEquals(List.of("ply 1: expected Ply[nodes=9, terminals=0, goalSum=0], found Ply[nodes=8, terminals=0, goalSum=0]"),
                golden.differences(List.of(new Perft.Ply(1, 0, 0), new Perft.Ply(8, 0, 0))));
    }
}
