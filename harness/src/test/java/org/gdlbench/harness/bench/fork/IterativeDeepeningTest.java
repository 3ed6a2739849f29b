package org.gdlbench.harness.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gdlbench.corpus.Corpus;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;

class IterativeDeepeningTest {
    private static StateMachine reference(String game) {
        return Reasoners.create("reference", Corpus.bundled().entry(game).game());
    }

    /** Tic-tac-toe trees of depth 0..3 have 1, 10, 82 and 586 nodes: 679 in all; the 680th starts depth 4. */
    @Test
    void countsEveryNodeOfEveryIterationUpToTheBudget() {
        StateMachine machine = reference("tictactoe");
        IterativeDeepening search = new IterativeDeepening(machine);
        assertEquals(680, search.search(machine.initialState(), 680));
        assertEquals(3, search.depthReached());
        assertEquals(500, search.search(machine.initialState(), 500));
        assertEquals(2, search.depthReached());
        assertEquals(1, search.search(machine.initialState(), 1));
        assertEquals(-1, search.depthReached());
    }

    /** Roshambo ends after at most three rounds: depths 0..3 give 1 + 10 + 91 + 658 nodes, the last all-terminal. */
    @Test
    void stopsOnceEveryLeafIsTerminal() {
        StateMachine machine = reference("roshambo");
        IterativeDeepening search = new IterativeDeepening(machine);
        assertEquals(760, search.search(machine.initialState(), 1_000_000));
        assertEquals(3, search.depthReached());
        // 18 two-round wins (100 + 0) seen at depths 2 and 3, 567 three-round ends (sum 100) at depth 3
        assertEquals(18 * 100 * 2 + 567 * 100, search.goalSum());
    }
}
