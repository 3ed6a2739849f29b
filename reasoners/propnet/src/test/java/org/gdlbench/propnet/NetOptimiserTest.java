package org.gdlbench.propnet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.gdlbench.instantiation.TestGames;
import org.junit.jupiter.api.Test;

/** What the optimisation passes leave of small nets, worked out by hand. */
class NetOptimiserTest {
    private static PropnetStats stats(String rules) {
        PropnetMachine machine = (PropnetMachine) new PropnetReasoner().create(TestGames.game("net", rules), Map.of());
        return machine.stats();
    }

    @Test
    void aSharedLiteralIsFactoredOutAndAllMovesOfARoleCancel() {
        // next(a) = (a and x) or (a and y) or (a and z) = a and (x or y or z) = a, as p makes one move.
        PropnetStats stats = stats("""
                (role p) (init (a))
                (legal p x) (legal p y) (legal p z)
                (<= (next (a)) (true (a)) (does p x))
                (<= (next (a)) (true (a)) (does p y))
                (<= (next (a)) (true (a)) (does p z))
                (<= terminal (not (true (a))))
                (goal p 0)
                """);
        assertEquals(4, stats.bookAnds(), "one and-gate per ground rule");
        assertEquals(0, stats.ands());
        assertEquals(0, stats.ors());
        // The base a feeds its own transition and, inverted, terminal; the rest are constants.
        assertEquals(2, stats.links());
        assertEquals(1, stats.transitions());
    }

    @Test
    void gatesOverTheSameInputsAreMerged() {
        PropnetStats stats = stats("""
                (role p) (init (a)) (init (b))
                (<= (both) (true (a)) (true (b)))
                (<= (same) (true (b)) (true (a)))
                (<= (legal p stop) (both))
                (<= (legal p go) (true (a)))
                (<= (next (a)) (does p go))
                (<= terminal (same))
                (goal p 0)
                """);
        assertEquals(1, stats.ands());
        assertEquals(0, stats.ors());
    }

    @Test
    void anAndFeedingOnlyAnAndIsAbsorbed() {
        PropnetStats stats = stats("""
                (role p) (init (a)) (init (b)) (init (c))
                (<= (inner) (true (b)) (not (true (c))))
                (<= (outer) (true (a)) (inner))
                (legal p go)
                (<= (next (a)) (true (b)) (does p go))
                (<= terminal (outer))
                (goal p 0)
                """);
        // outer = a and b and not c; next(a) = b, since go is p's only move.
        assertEquals(1, stats.ands());
        assertEquals(1, stats.invertedLinks());
    }

    @Test
    void constantsArePropagatedAway() {
        PropnetStats stats = stats("""
                (role p) (init (a))
                (legal p go)
                (<= (always) (true (a)))
                (<= (always) (not (true (a))))
                (<= (next (a)) (always) (true (a)))
                (<= terminal (always) (not (true (a))))
                (goal p 0)
                """);
        // always = a or not a = true, so next(a) = a and terminal = not a: no gates at all.
        assertEquals(0, stats.ands());
        assertEquals(0, stats.ors());
        assertEquals(2, stats.links());
    }

    @Test
    void recursionIsKeptAsOneComponent() {
        PropnetStats stats = stats(TestGames.CUT_THE_CYCLE);
        assertEquals(1, stats.recursive());
    }
}
