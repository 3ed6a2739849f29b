package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.StaticRelations;
import org.gdlbench.plan.LiteralStatistics;
import org.gdlbench.plan.Ordering;
import org.gdlbench.plan.Planner;
import org.junit.jupiter.api.Test;

/** Which dynamic recursive relations are shown never to meet their own calls. */
class DescendingRecursionTest {
    private static final String PLAY = """
            (role red)
            (init (cell 1 1))
            (<= (legal red noop) (true (cell 1 1)))
            (<= (next (cell ?x ?y)) (true (cell ?x ?y)))
            (<= terminal (true (cell 2 2)))
            (goal red 100)
            (index 1) (index 2) (index 3)
            (succ 1 2) (succ 2 3)
            """;

    private static Set<String> descending(String rules) {
        Game game = FrontEnd.loadFragment("rules", "rules.kif", PLAY + rules);
        GameAnalysis analysis = game.analysis();
        Set<Predicate> statics = new HashSet<>();
        for (Predicate relation : analysis.predicates()) {
            if (analysis.isStatic(relation) && !analysis.rulesFor(relation).isEmpty()) {
                statics.add(relation);
            }
        }
        StaticRelations computed = StaticRelations.compute(game, statics, new GroundingOptions(100_000, 100_000, 10));
        Set<Predicate> found = DescendingRecursion.find(game,
                new Planner(analysis, Ordering.SAFE, LiteralStatistics.ESTIMATE),
                relation -> statics.contains(relation) ? computed.facts(relation) : null);
        return found.stream().map(relation -> game.symbols().name(relation.symbol()))
                .collect(Collectors.toSet());
    }

    @Test
    void aWalkInOneDirectionThroughAPairOfCoordinatesDescends() {
        // east or north by a direction kept from call to call: each direction's graph has no cycle
        assertEquals(Set.of("walk"), descending("""
                (dir e) (dir n)
                (<= (step e ?x ?y ?x2 ?y) (succ ?x ?x2) (index ?y))
                (<= (step n ?x ?y ?x ?y2) (index ?x) (succ ?y ?y2))
                (<= (walk ?x ?y ?d) (true (cell ?x ?y)) (dir ?d))
                (<= (walk ?x ?y ?d) (true (cell ?x ?y)) (step ?d ?x ?y ?x2 ?y2) (walk ?x2 ?y2 ?d))
                """));
    }

    @Test
    void aCountDownRowByRowDescendsLevelByLevel() {
        // the row counts down, the column counts down within it and starts again at the next row
        assertEquals(Set.of("count"), descending("""
                (<= (count 1 1) (true (cell 1 1)))
                (<= (count ?y 1) (succ ?y0 ?y) (count ?y0 3))
                (<= (count ?y ?x) (succ ?x0 ?x) (true (cell ?x ?y)) (count ?y ?x0))
                """));
    }

    @Test
    void aCountThatRecursesBeforeLookingAtTheCellIsLeftToTheTable() {
        // the colour is bound only by the recursive call, so the "not this colour" rule counts the
        // rest before it looks at the cell: where the cell has the colour both rules ask the same
        // subgoal, and without a table each such cell doubles the work
        assertEquals(Set.of(), descending("""
                (colour a) (colour b)
                (<= (tally 1 ?c 0) (colour ?c))
                (<= (tally ?x ?c ?n) (succ ?x0 ?x) (true (cell ?x ?c)) (tally ?x0 ?c ?m) (succ ?m ?n))
                (<= (tally ?x ?c ?n) (succ ?x0 ?x) (tally ?x0 ?c ?n) (not (true (cell ?x ?c))))
                """));
        // with the colour bound first, each rule looks at the cell before it counts the rest
        assertEquals(Set.of("tally"), descending("""
                (colour a) (colour b)
                (<= (tally 1 ?c 0) (colour ?c))
                (<= (tally ?x ?c ?n) (succ ?x0 ?x) (colour ?c) (true (cell ?x ?c)) (tally ?x0 ?c ?m) (succ ?m ?n))
                (<= (tally ?x ?c ?n) (succ ?x0 ?x) (colour ?c) (not (true (cell ?x ?c))) (tally ?x0 ?c ?n))
                """));
    }

    @Test
    void stepsThatCanUndoEachOtherOrAGraphWithCyclesAreNotShownToDescend() {
        // up along succ and back down along it: each graph is acyclic, together they cycle
        assertEquals(Set.of(), descending("""
                (<= (wander ?x) (true (cell ?x ?x)))
                (<= (wander ?x) (succ ?x ?y) (wander ?y))
                (<= (wander ?y) (succ ?x ?y) (wander ?x))
                (<= (adjacent ?x ?y) (succ ?x ?y))
                (<= (adjacent ?x ?y) (succ ?y ?x))
                (<= (roam ?x) (true (cell ?x ?x)))
                (<= (roam ?x) (adjacent ?x ?y) (roam ?y))
                """));
    }
}
