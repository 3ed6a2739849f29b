package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;

/** Preparing over open instances ends within the {@code seconds} budget, refusing a game it cannot prepare. */
class OpenPreparationBoundTest {
    /**
     * 400 cells all true, and {@code full} joins four of them: 400^4 reads per state without
     * reference tables, hours of statistics playouts. Its reachable atoms (about 1,250) are over
     * a budget of 1,000; its static ones (421) are not.
     */
    static final String QUADRUPLE_JOIN = """
            (role p)
            (num 1) (num 2) (num 3) (num 4) (num 5) (num 6) (num 7) (num 8) (num 9) (num 10)
            (num 11) (num 12) (num 13) (num 14) (num 15) (num 16) (num 17) (num 18) (num 19) (num 20)
            (<= (init (cell ?x ?y)) (num ?x) (num ?y))
            (init (step 0))
            (<= full (true (cell ?a ?b)) (true (cell ?c ?d)) (true (cell ?e ?f)) (true (cell ?g ?h)))
            (<= (legal p wait) (true (step 0)))
            (<= (next (step 1)) (true (step 0)))
            (<= (next (cell ?x ?y)) (true (cell ?x ?y)))
            (<= terminal (true (step 1)))
            (<= (goal p 100) full)
            (<= (goal p 0) (not full))
            """;

    @Test
    void preparingThatCannotEndWithinTheSecondsBudgetRefusesTheGameInOneLine() {
        Game game = TestGames.game("quadruple", QUADRUPLE_JOIN);
        UnsupportedGameException open = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(
                UnsupportedGameException.class, () -> Reasoners.create("forward:instances=open,seconds=1", game)));
        assertTrue(open.getMessage().startsWith("preparing over open instances took over 1 s of CPU time"),
                open.getMessage());
        // under auto, the listing's failure is named first: it is why open instances were tried
        UnsupportedGameException auto = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(
                UnsupportedGameException.class, () -> Reasoners.create("forward:instances=auto,atoms=1000,seconds=1",
                        game)));
        assertTrue(auto.getMessage().startsWith("grounding needs over 1000 ground atoms"), auto.getMessage());
        assertTrue(auto.getMessage().contains("; preparing over open instances took over 1 s of CPU time"),
                auto.getMessage());
        assertTrue(!auto.getMessage().contains("\n"), auto.getMessage());
    }
}
