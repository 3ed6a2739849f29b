package org.gdlbench.testkit;

import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;

/** Small games whose every answer is known by hand, and games that break GDL in play. */
public final class KitGames {
    private KitGames() {
    }

    /** Two players alternate adding 1 or 2 to a counter; reaching 5 or more ends the game. */
    public static final String COUNTER = """
            (role red) (role blue)
            (init (count 0)) (init (control red))
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6)
            (<= (legal ?p (add 1)) (true (control ?p)))
            (<= (legal ?p (add 2)) (true (control ?p)))
            (<= (legal red noop) (true (control blue)))
            (<= (legal blue noop) (true (control red)))
            (<= (next (count ?y)) (true (count ?x)) (does ?p (add 1)) (succ ?x ?y))
            (<= (next (count ?z)) (true (count ?x)) (does ?p (add 2)) (succ ?x ?y) (succ ?y ?z))
            (<= (next (control red)) (true (control blue)))
            (<= (next (control blue)) (true (control red)))
            (<= (over) (true (count 5)))
            (<= (over) (true (count 6)))
            (<= terminal (over))
            (<= (goal ?p 100) (true (control ?p)) (over))
            (<= (goal ?p 0) (role ?p) (not (true (control ?p))) (over))
            """;

    /** Valid GDL that breaks in play: after one step the only role has no legal move. */
    public static final String STUCK = """
            (role solo)
            (init (step 0))
            (<= (legal solo go) (true (step 0)))
            (<= (next (step 1)) (true (step 0)))
            (<= terminal (true (step 2)))
            (goal solo 0)
            """;

    /**
     * Valid GDL whose edges close a cycle at step 6. The goal asks for every node that reaches a,
     * a call with an unbound argument, which a loop check of ground calls cannot prune: from then
     * on plain SLD resolution goes round the cycle forever, so a reasoner with a query budget gives
     * up in play after its first steps went well.
     */
    public static final String LATE_CYCLE = """
            (role walker)
            (init (step 0)) (init (edge a b)) (init (edge b c))
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 7) (succ 7 8)
            (<= (reach ?x ?y) (true (edge ?x ?y)))
            (<= (reach ?x ?y) (true (edge ?z ?y)) (reach ?x ?z))
            (<= (legal walker wait) (true (step ?s)))
            (<= (next (step ?y)) (true (step ?x)) (succ ?x ?y))
            (<= (next (edge ?x ?y)) (true (edge ?x ?y)))
            (<= (next (edge c a)) (true (step 5)))
            (<= terminal (true (step 8)))
            (<= (goal walker 100) (reach ?x a) (true (mark ?x)))
            (<= (goal walker 0) (true (step ?s)))
            """;

    /** Valid GDL that breaks in play: a light toggled for ever, never terminal. */
    public static final String ENDLESS = """
            (role solo)
            (init (light off))
            (legal solo toggle)
            (<= (next (light on)) (true (light off)))
            (<= (next (light off)) (true (light on)))
            (<= terminal (true (light broken)))
            (goal solo 50)
            """;

    public static Game game(String name, String rules) {
        return FrontEnd.load(name, name + ".kif", rules);
    }
}
