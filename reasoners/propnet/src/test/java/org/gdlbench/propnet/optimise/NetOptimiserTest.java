package org.gdlbench.propnet.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.propnet.PropnetMachine;
import org.gdlbench.propnet.PropnetReasoner;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;
import org.gdlbench.propnet.net.PropnetStats;
import org.junit.jupiter.api.Test;

/** What the optimisation passes leave of small nets, worked out by hand, and of a bundled game. */
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

    /** A one-role game of {@code moves} moves (m 0) ... whose base a survives every move but (m 0). */
    private static String anyMoveButTheFirst(int moves) {
        StringBuilder rules = new StringBuilder("""
                (role p) (init (a))
                (<= (legal p (m ?i)) (num ?i))
                (<= (next (a)) (true (a)) (does p (m ?i)) (distinct ?i 0))
                (<= terminal (not (true (a))))
                (goal p 0)
                """);
        for (int i = 0; i < moves; i++) {
            rules.append("(num ").append(i).append(")\n");
        }
        return rules.toString();
    }

    @Test
    void aDisjunctionOverMostOfManyMovesIsRewrittenOverTheRest() {
        // next(a) = a and (m 1 or ... or m 69) = a and not (m 0), as p makes one move.
        PropnetStats stats = stats(anyMoveButTheFirst(70));
        assertEquals(69 + 2, stats.bookAnds(), "next, goal and terminal");
        assertEquals(1, stats.ands());
        assertEquals(0, stats.ors());
        assertEquals(stats(anyMoveButTheFirst(5)).invertedLinks() + 1, stats.invertedLinks(), "not (m 0)");
    }

    @Test
    void aDisjunctionOverMostOfFewMovesIsKept() {
        // Rewritten as not (m 0) it would flip with every move; kept, it only counts them.
        PropnetStats stats = stats(anyMoveButTheFirst(5));
        assertEquals(4 + 2, stats.bookAnds(), "next, goal and terminal");
        assertEquals(1, stats.ands());
        assertEquals(1, stats.ors());
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
    void aGoalOnlyGateReadsAnotherOverPartOfItsInputs() {
        PropnetStats stats = stats("""
                (role p) (role q) (init (a)) (init (b)) (init (c)) (init (d))
                (legal p go) (legal q go)
                (<= (next (a)) (true (a)))
                (<= terminal (true (d)))
                (<= (small) (true (a))) (<= (small) (true (b))) (<= (small) (true (c)))
                (<= (big) (true (a))) (<= (big) (true (b))) (<= (big) (true (c))) (<= (big) (true (d)))
                (<= (goal p 100) (small)) (<= (goal p 0) (not (small)))
                (<= (goal q 100) (big)) (<= (goal q 0) (not (big)))
                """);
        // small = a or b or c, and big = small or d in place of a or b or c or d: 3 + 2 links, and
        // the outputs next(a) = a and terminal = d.
        assertEquals(2, stats.ors());
        assertEquals(2, stats.goalOnlyGates());
        assertEquals(3 + 2 + 2, stats.links());
    }

    @Test
    void aGoalOverAProductOfScoresIsFactoredIntoAConjunctionOfDisjunctions() {
        // alone = or over x > a and x > b of (s x) and (q a) and (r b): 14 and-gates of 3 inputs.
        // Factored: (s 1) and (q 0) and (r 0), or (s 2) and q01 and r01, or (s 3) and q012 and
        // r012, where q01 = (q 0) or (q 1) and q012 = q01 or (q 2), and alike for r.
        PropnetStats stats = stats("""
                (role p)
                (init (s 0)) (init (s 1)) (init (s 2)) (init (s 3))
                (init (q 0)) (init (q 1)) (init (q 2)) (init (q 3))
                (init (r 0)) (init (r 1)) (init (r 2)) (init (r 3))
                (greater 1 0) (greater 2 0) (greater 2 1) (greater 3 0) (greater 3 1) (greater 3 2)
                (legal p go)
                (<= (next (s ?x)) (true (s ?x)))
                (<= (next (q ?x)) (true (q ?x)))
                (<= (next (r ?x)) (true (r ?x)))
                (<= terminal (true (s 3)))
                (<= alone (true (s ?x)) (true (q ?a)) (greater ?x ?a) (true (r ?b)) (greater ?x ?b))
                (<= (goal p 100) alone)
                (<= (goal p 0) (not alone))
                """);
        assertEquals(14 + 12 + 3, stats.bookAnds(), "alone's rules, the frame rules, terminal and goals");
        assertEquals(3, stats.ands());
        assertEquals(4 + 1, stats.ors());
        assertEquals(8, stats.goalOnlyGates());
        assertEquals(3 * 3 + 4 * 2 + 3 + 12 + 1, stats.links(), "the goals' gates, the next state and terminal");
    }

    @Test
    void theTurnTakenOutOfTheLegalGatesIsFactoredOutOfTheGatesThatReadThem() {
        // Checkers: canmove reads each legal move under the turn, and a legal jump has two rules
        // under it, so its gates lose the turn only once guardLegals has taken it out of them.
        Game checkers = Corpus.bundled().entry("checkers").game();
        Budget budget = new Budget(GroundingOptions.DEFAULTS);
        GroundProgram program = Grounder.ground(checkers, budget);
        NetBuilder builder = new NetBuilder(program);
        NetOptimiser optimiser = new NetOptimiser(builder, budget);
        optimiser.optimise();
        Propnet net = new Propnet(builder, optimiser.order(), program, budget, PropnetReasoner.DEFAULT_COMPONENTS,
                PropnetReasoner.DEFAULT_LINKS);
        for (String turn : new String[] {"(control black)", "(control white)"}) {
            int base = program.fluentId(turn);
            // 70 gates when the rounds did not run again after the guards were taken out
            assertEquals(6, net.offsets[base + 1] - net.offsets[base], turn);
        }
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

    @Test
    void eachPassLogsTheNetsCountsBeforeAndAfterWhenDebugging() {
        Logger logger = Logger.getLogger(NetOptimiser.class.getName());
        List<String> lines = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(java.text.MessageFormat.format(record.getMessage(), record.getParameters()));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        handler.setLevel(Level.ALL);
        Level was = logger.getLevel();
        logger.setLevel(Level.FINE);
        logger.addHandler(handler);
        try {
            stats(TestGames.TIC_TAC_TOE);
        } finally {
            logger.removeHandler(handler);
            logger.setLevel(was);
        }
        for (String pass : List.of("simplify", "guardLegals", "dropUnused", "merge", "exclusiveMoves", "absorb",
                "factor", "shareGoalSubsets")) {
            assertTrue(lines.stream().anyMatch(line -> line.startsWith(pass + ": ")), pass + " in " + lines);
        }
        assertTrue(lines.get(0).matches("simplify: \\d+ and, \\d+ or, \\d+ links -> \\d+ and, \\d+ or, \\d+ links, "
                + "(changed|unchanged) \\(\\d+ us\\)"), lines.get(0));
    }
}
