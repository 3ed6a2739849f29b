package org.gdlbench.grounding;

import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;

/** Small games whose ground programs can be worked out by hand. */
public final class TestGames {
    private TestGames() {
    }

    /**
     * The book's blank-cell frame rule on its own: {@code (next (cell ?m ?n b))} when the mover
     * marks another row. Both roles may mark any blank cell, so of its 2 x 3^4 = 162 instances
     * the 108 with {@code ?m} distinct from {@code ?j} are kept, 12 for each of the 9 cells.
     */
    public static final String BLANK_FRAME = """
            (role white) (role black)
            (index 1) (index 2) (index 3)
            (<= (init (cell ?m ?n b)) (index ?m) (index ?n))
            (init (control white))
            (<= (legal ?w (mark ?x ?y)) (true (control ?w)) (true (cell ?x ?y b)))
            (<= (legal ?w noop) (role ?w) (not (true (control ?w))))
            (<= (next (cell ?m ?n b)) (does ?w (mark ?j ?k)) (true (cell ?m ?n b)) (distinct ?m ?j))
            (<= (next (control black)) (true (control white)))
            (<= (next (control white)) (true (control black)))
            (<= terminal (not (true (cell 1 1 b))))
            (<= (goal ?r 50) (role ?r))
            """;

    /**
     * Tic-tac-toe as in the book's chapter 2, where {@code (line b)} is derivable but no goal or
     * terminal rule asks for it, so the views of blank lines are pruned.
     */
    public static final String TIC_TAC_TOE = """
            (role white) (role black)
            (index 1) (index 2) (index 3)
            (<= (init (cell ?m ?n b)) (index ?m) (index ?n))
            (init (control white))
            (<= (legal ?w (mark ?x ?y)) (true (cell ?x ?y b)) (true (control ?w)))
            (<= (legal white noop) (true (control black)))
            (<= (legal black noop) (true (control white)))
            (<= (next (cell ?m ?n x)) (does white (mark ?m ?n)) (true (cell ?m ?n b)))
            (<= (next (cell ?m ?n o)) (does black (mark ?m ?n)) (true (cell ?m ?n b)))
            (<= (next (cell ?m ?n ?w)) (true (cell ?m ?n ?w)) (distinct ?w b))
            (<= (next (cell ?m ?n b)) (does ?w (mark ?j ?k)) (true (cell ?m ?n b)) (distinct ?m ?j))
            (<= (next (cell ?m ?n b)) (does ?w (mark ?j ?k)) (true (cell ?m ?n b)) (distinct ?n ?k))
            (<= (next (control white)) (true (control black)))
            (<= (next (control black)) (true (control white)))
            (<= (row ?m ?x) (true (cell ?m 1 ?x)) (true (cell ?m 2 ?x)) (true (cell ?m 3 ?x)))
            (<= (column ?n ?x) (true (cell 1 ?n ?x)) (true (cell 2 ?n ?x)) (true (cell 3 ?n ?x)))
            (<= (diagonal ?x) (true (cell 1 1 ?x)) (true (cell 2 2 ?x)) (true (cell 3 3 ?x)))
            (<= (diagonal ?x) (true (cell 1 3 ?x)) (true (cell 2 2 ?x)) (true (cell 3 1 ?x)))
            (<= (line ?x) (row ?m ?x))
            (<= (line ?x) (column ?m ?x))
            (<= (line ?x) (diagonal ?x))
            (<= open (true (cell ?m ?n b)))
            (<= (goal white 100) (line x) (not (line o)))
            (<= (goal white 50) (not (line x)) (not (line o)))
            (<= (goal white 0) (not (line x)) (line o))
            (<= (goal black 100) (not (line x)) (line o))
            (<= (goal black 50) (not (line x)) (not (line o)))
            (<= (goal black 0) (line x) (not (line o)))
            (<= terminal (line x))
            (<= terminal (line o))
            (<= terminal (not open))
            """;

    /**
     * Reachability from {@code a} over a graph with a cycle {@code b <-> c} and exits to
     * {@code d}: the player cuts edges; the game ends once {@code d} cannot be reached. Its
     * ground program is recursive, and cutting {@code a -> b} must withdraw from {@code b} and
     * {@code c} the support the cycle would otherwise give itself.
     */
    public static final String CUT_THE_CYCLE = """
            (role cutter)
            (edge a b) (edge b c) (edge c b) (edge c d) (edge b d)
            (init (on a))
            (<= (reach ?x) (true (on ?x)))
            (<= (reach ?y) (reach ?x) (link ?x ?y))
            (<= (link ?x ?y) (edge ?x ?y) (not (true (cut ?x ?y))))
            (<= (legal cutter (cut ?x ?y)) (link ?x ?y))
            (<= (next (cut ?x ?y)) (does cutter (cut ?x ?y)))
            (<= (next (cut ?x ?y)) (true (cut ?x ?y)))
            (<= (next (on ?x)) (true (on ?x)))
            (<= terminal (not (reach d)))
            (<= (goal cutter 100) (not (reach c)))
            (<= (goal cutter 0) (reach c))
            """;

    /** A two-digit counter the player either steps or leaves: long playouts, around 200 steps. */
    public static final String SLOW_COUNTER = """
            (role p)
            (init (ones 0)) (init (tens 0))
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 7) (succ 7 8) (succ 8 9)
            (legal p step) (legal p wait)
            (<= carry (does p step) (true (ones 9)))
            (<= (next (ones ?y)) (does p step) (true (ones ?x)) (succ ?x ?y))
            (<= (next (ones 0)) carry)
            (<= (next (ones ?x)) (does p wait) (true (ones ?x)))
            (<= (next (tens ?y)) carry (true (tens ?x)) (succ ?x ?y))
            (<= (next (tens ?x)) (true (tens ?x)) (not carry))
            (<= terminal (true (tens 9)) (true (ones 9)))
            (goal p 100)
            """;

    /** A counter that grows without end through a function term: its relaxed program is infinite. */
    public static final String ENDLESS_COUNTER = """
            (role counter)
            (init (count zero))
            (legal counter tick)
            (<= (next (count (s ?x))) (true (count ?x)))
            (<= terminal (true (count (s (s (s zero))))))
            (goal counter 100)
            """;

    /** Every game above by name, for suites that check a reasoner on each. */
    public static final Map<String, String> ALL = Map.of("blank-frame", BLANK_FRAME, "book-tictactoe", TIC_TAC_TOE,
            "cut-the-cycle", CUT_THE_CYCLE, "slow-counter", SLOW_COUNTER, "endless-counter", ENDLESS_COUNTER);

    public static Game game(String name, String rules) {
        return FrontEnd.load(name, name + ".kif", rules);
    }
}
