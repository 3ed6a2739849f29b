package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.plan.Ordering;
import org.junit.jupiter.api.Test;

/**
 * What sampled states tell the cost model about {@code true}: figures known exactly for
 * tic-tac-toe (every state holds nine cells and whose turn it is), and an order the initial state
 * gets wrong (one blank cell at the start, one piece left later).
 */
class FluentSampleTest {
    private static final Variable X = new Variable("x");
    private static final Variable Y = new Variable("y");
    private static final Variable C = new Variable("c");

    @Test
    void ticTacToeStatesHoldNineCellsAndTheTurn() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        TopdownMachine machine = (TopdownMachine) new TopdownReasoner().create(game, Map.of());
        FluentSample sample = FluentSample.of(machine, 2_000_000_000L);
        Symbols symbols = game.symbols();
        Term cells = new Compound(symbols.lookup("cell"), X, Y, C);
        Term turn = new Compound(symbols.lookup("control"), X);
        assertEquals(FluentSample.MOST_STATES, sample.states(), "tic-tac-toe plays a thousand states in two seconds");
        assertEquals(10, sample.averageSize(), 1e-12);
        assertEquals(0.9, sample.pass(cells, Set.of()), 1e-12, "nine of a state's ten fluents are cells");
        assertEquals(0.3, sample.pass(cells, Set.of(X)), 1e-12, "a bound row leaves a third of them");
        assertEquals(0.1, sample.pass(turn, Set.of()), 1e-12);
        assertEquals(0.5, sample.pass(turn, Set.of(X)), 1e-12, "one of the two turn fluents holds in every state");
        Constant four = new Constant(symbols.intern("4"));
        Term offTheBoard = new Compound(symbols.lookup("cell"), four, four, new Constant(symbols.lookup("b")));
        double never = sample.pass(offTheBoard, Set.of());
        assertTrue(never > 0 && never <= 1.0 / sample.states(), "a fluent never met still passes a little: " + never);
    }

    private static final String CAPTURES = """
            (role robot)
            (adjacent 1 2) (adjacent 2 3) (adjacent 3 4) (adjacent 4 5)
            (init (cell 1 b)) (init (cell 2 wr)) (init (cell 3 wr)) (init (cell 4 wr)) (init (cell 5 wr))
            (<= (legal robot (take ?x)) (true (cell ?x wr)))
            (<= (next (cell ?x b)) (does robot (take ?x)))
            (<= (next (cell ?x ?c)) (true (cell ?x ?c)) (not (does robot (take ?x))))
            (<= left (true (cell ?x wr)))
            (<= terminal (not left))
            (<= (goal robot 100) (true (cell ?x b)) (true (cell ?y wr)) (adjacent ?x ?y))
            (<= (goal robot 0) (not left))
            """;

    /**
     * The goal rule reads a blank cell and a piece next to it. By shape the two reads look alike,
     * so the initial statistics keep the written order, blank first; in sampled states the blanks
     * are many and the piece is one, so it is read first.
     */
    @Test
    void sampledStatesPutTheFewPiecesBeforeTheManyBlanks() {
        Game game = FrontEnd.load("captures", "captures.kif", CAPTURES);
        Symbols symbols = game.symbols();
        GameAnalysis analysis = game.analysis();
        Predicate adjacent = new Predicate(symbols.lookup("adjacent"), 2);
        TopdownStatistics initial = new TopdownStatistics(Tabling.allStatic(analysis),
                Map.of(adjacent, analysis.rulesFor(adjacent).stream().map(Rule::head).toList()), 5, 1);
        List<Term> lateState = List.of(cell(symbols, "1", "b"), cell(symbols, "2", "b"), cell(symbols, "3", "b"),
                cell(symbols, "4", "b"), cell(symbols, "5", "wr"));
        TopdownStatistics sampled = initial.sampled(FluentSample.of(List.of(lateState, lateState, lateState)));
        assertEquals("b", firstCellRead(game, initial));
        assertEquals("wr", firstCellRead(game, sampled));
    }

    private static Term cell(Symbols symbols, String square, String content) {
        return new Compound(symbols.lookup("cell"), new Constant(symbols.lookup(square)),
                new Constant(symbols.lookup(content)));
    }

    /** The content the goal-100 rule's first atom reads, in the order {@code best} gives with {@code statistics}. */
    private static String firstCellRead(Game game, TopdownStatistics statistics) {
        RuleOrder best = new RuleOrder(Tabling.allStatic(game.analysis()), Ordering.BEST, statistics, Set.of());
        Rule rule = game.analysis().rulesFor(new Predicate(Symbols.GOAL, 2)).stream()
                .filter(r -> r.head().arg(1).functor() == game.symbols().lookup("100"))
                .findFirst().orElseThrow();
        Literal.Atom first = (Literal.Atom) best.plan(rule, Set.of(0)).orderedRule().body().get(0);
        assertEquals(GameAnalysis.TRUE, first.predicate(), "the rule starts with a read of the board");
        return game.symbols().name(first.atom().arg(0).arg(1).functor());
    }
}
