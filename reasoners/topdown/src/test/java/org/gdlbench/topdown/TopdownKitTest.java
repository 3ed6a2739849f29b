package org.gdlbench.topdown;

import java.util.List;
import java.util.Map;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on topdown's {@code best} plans (answers memoised where asked twice), with each of
 * the two plans for relations asked in several modes: per mode, and read whole.
 */
class TopdownKitTest extends ReasonerTestKit {
    /**
     * A walk along a line whose squares can be blocked: {@code reach} is linearly recursive and
     * asked free (by {@code pair}), with its first argument bound (by {@code legal}) and only
     * for whether it has an answer (by {@code terminal}); {@code far} recurses through itself
     * twice in one rule.
     */
    static final String WALK = """
            (role walker)
            (init (at a)) (init (step 0))
            (succ a b) (succ b c) (succ c d) (succ d e) (succ e f)
            (count 0 1) (count 1 2) (count 2 3) (count 3 4) (count 4 5) (count 5 6)
            (<= (reach ?x ?y) (succ ?x ?y) (not (true (blocked ?y))))
            (<= (reach ?x ?z) (reach ?x ?y) (succ ?y ?z) (not (true (blocked ?z))))
            (<= (far ?x ?y) (reach ?x ?y))
            (<= (far ?x ?z) (succ ?x ?y) (succ ?y ?w) (far ?x ?y) (far ?w ?z))
            (<= (pair ?x ?y) (reach ?x ?y) (distinct ?x a))
            (<= (legal walker (go ?y)) (true (at ?x)) (reach ?x ?y))
            (<= (legal walker (leap ?y)) (true (at ?x)) (far ?x ?y) (not (succ ?x ?y)))
            (<= (legal walker (block ?y)) (pair ?x ?y) (not (true (at ?y))))
            (<= (legal walker wait) (true (at ?x)))
            (<= moved (does walker (go ?y)))
            (<= moved (does walker (leap ?y)))
            (<= (next (at ?y)) (does walker (go ?y)))
            (<= (next (at ?y)) (does walker (leap ?y)))
            (<= (next (at ?x)) (true (at ?x)) (not moved))
            (<= (next (blocked ?y)) (does walker (block ?y)))
            (<= (next (blocked ?y)) (true (blocked ?y)))
            (<= (next (step ?m)) (true (step ?n)) (count ?n ?m))
            (<= open (reach ?x ?y))
            (<= terminal (not open))
            (<= terminal (true (step 6)))
            (<= (goal walker 100) (true (at f)))
            (<= (goal walker 0) (not (true (at f))))
            """;

    @Override
    protected List<String> reasoners() {
        // the cost model's plans as they are: the race against the original order only picks one of
        // two plans, and the original order's is checked by TopdownOrderingsKitTest
        return List.of("topdown:relations=per-mode,race=none", "topdown:relations=whole,race=none");
    }

    @Override
    protected Map<String, String> extraGames() {
        return Map.of("walk", WALK);
    }
}
