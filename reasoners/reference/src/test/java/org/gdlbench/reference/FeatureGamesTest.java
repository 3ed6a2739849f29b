package org.gdlbench.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.junit.jupiter.api.Test;

/** One small game per GDL feature, with answers worked out by hand. */
class FeatureGamesTest {

    private static ReferenceMachine machine(String rules) {
        return new ReferenceMachine(FrontEnd.load("feature", "feature.kif", rules));
    }

    private static void play(ReferenceMachine machine, MachineState state, String... joint) {
        int[] ids = new int[joint.length];
        for (int role = 0; role < joint.length; role++) {
            ids[role] = machine.moveId(role, joint[role]);
        }
        machine.next(state, ids, state);
    }

    private static SortedSet<String> set(String... texts) {
        return new TreeSet<>(List.of(texts));
    }

    @Test
    void leftRecursionOverACyclicGraphTerminates() {
        ReferenceMachine machine = machine("""
                (role walker) (init (at a))
                (edge a b) (edge b c) (edge c a) (edge c d) (edge d e)
                (<= (reach ?x ?y) (edge ?x ?y))
                (<= (reach ?x ?z) (reach ?x ?y) (edge ?y ?z))
                (<= (legal walker (go ?y)) (true (at ?x)) (reach ?x ?y))
                (<= (next (at ?y)) (does walker (go ?y)))
                (<= terminal (true (at e)))
                (<= (goal walker 100) (true (at e)))
                (<= (goal walker 0) (true (at ?x)) (distinct ?x e))
                """);
        MachineState state = machine.initialState();
        assertEquals(set("(go a)", "(go b)", "(go c)", "(go d)", "(go e)"), machine.legalMoveTexts(state, 0));
        play(machine, state, "(go d)");
        assertEquals(set("(go e)"), machine.legalMoveTexts(state, 0));
        assertEquals(0, machine.goal(state, 0));
        play(machine, state, "(go e)");
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
    }

    @Test
    void deepRecursionOverASixtyStepChain() {
        StringBuilder rules = new StringBuilder("""
                (role p) (init (pos 0))
                (<= (less ?x ?y) (succ ?x ?y))
                (<= (less ?x ?z) (succ ?x ?y) (less ?y ?z))
                (<= (legal p (jump ?y)) (true (pos ?x)) (less ?x ?y))
                (<= (next (pos ?y)) (does p (jump ?y)))
                (<= terminal (true (pos 60)))
                (<= (goal p 100) (true (pos 60)))
                """);
        for (int i = 0; i < 60; i++) {
            rules.append("(succ ").append(i).append(' ').append(i + 1).append(")\n");
        }
        ReferenceMachine machine = machine(rules.toString());
        Game game = machine.game();
        Prover prover = new Prover(game);
        prover.setContext(Set.of(), List.of());
        int less = game.symbols().lookup("less");
        assertEquals(1830, prover.ask(new Compound(less, new Variable("x"), new Variable("y"))).size());
        assertEquals(60, prover.ask(new Compound(less, new Constant(game.symbols().lookup("0")), new Variable("y"))).size());
        MachineState state = machine.initialState();
        assertEquals(60, machine.legalMoveTexts(state, 0).size());
        play(machine, state, "(jump 58)");
        assertEquals(set("(jump 59)", "(jump 60)"), machine.legalMoveTexts(state, 0));
        assertEquals(GoalValues.UNDEFINED, machine.goal(state, 0));
    }

    @Test
    void nestedFunctionTermsMatchAtEveryLevel() {
        ReferenceMachine machine = machine("""
                (role p)
                (init (at (sq (row 1) (col 1)) (piece (color red) king)))
                (adj (row 1) (row 2)) (adj (row 2) (row 3))
                (<= (legal p (move (sq ?r ?c) (sq ?s ?c))) (true (at (sq ?r ?c) ?piece)) (adj ?r ?s))
                (<= (next (at (sq ?s ?c) ?piece)) (does p (move (sq ?r ?c) (sq ?s ?c))) (true (at (sq ?r ?c) ?piece)))
                (<= terminal (true (at (sq (row 3) ?c) ?x)))
                (<= (goal p 100) (true (at ?where (piece (color red) ?kind))))
                """);
        MachineState state = machine.initialState();
        assertEquals(set("(move (sq (row 1) (col 1)) (sq (row 2) (col 1)))"), machine.legalMoveTexts(state, 0));
        play(machine, state, "(move (sq (row 1) (col 1)) (sq (row 2) (col 1)))");
        assertEquals(set("(at (sq (row 2) (col 1)) (piece (color red) king))"), machine.fluents(state));
        play(machine, state, "(move (sq (row 2) (col 1)) (sq (row 3) (col 1)))");
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
    }

    @Test
    void orWithTwoAndThreeDisjunctsAndANegationInside() {
        ReferenceMachine machine = machine("""
                (role p) (role q)
                (init (free 1)) (init (wild 2)) (init (seen 3)) (init (seen 4)) (init (turn p))
                (cand 1) (cand 2) (cand 3) (cand 4) (cand 5)
                (<= (legal ?r (mark ?x)) (true (turn ?r)) (cand ?x)
                    (or (true (free ?x)) (true (wild ?x)) (not (true (seen ?x)))))
                (<= (legal q noop) (true (turn p)))
                (<= (next (seen ?x)) (cand ?x) (or (does p (mark ?x)) (true (seen ?x))))
                (<= (next (free ?x)) (true (free ?x)))
                (<= (next (wild ?x)) (true (wild ?x)))
                (<= (next (turn q)) (true (turn p)))
                (<= terminal (true (turn q)))
                (<= (goal ?r 100) (role ?r) (or (true (seen 5)) (true (seen 1))))
                (<= (goal ?r 0) (role ?r) (not (true (seen 5))) (not (true (seen 1))))
                """);
        MachineState state = machine.initialState();
        assertEquals(set("(mark 1)", "(mark 2)", "(mark 5)"), machine.legalMoveTexts(state, 0));
        assertEquals(0, machine.goal(state, 1));
        play(machine, state, "(mark 5)", "noop");
        assertEquals(set("(free 1)", "(seen 3)", "(seen 4)", "(seen 5)", "(turn q)", "(wild 2)"), machine.fluents(state));
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(100, machine.goal(state, 1));
    }

    @Test
    void negationOverARecursiveRelationThatChangesWithTheState() {
        ReferenceMachine machine = machine("""
                (role p)
                (init (link a b)) (init (link b c)) (init (link d e))
                (node a) (node b) (node c) (node d) (node e)
                (<= (connected ?x ?y) (true (link ?x ?y)))
                (<= (connected ?x ?z) (true (link ?x ?y)) (connected ?y ?z))
                (<= (isolated ?x) (node ?x) (distinct ?x a) (not (connected a ?x)))
                (<= (legal p (join ?x)) (isolated ?x))
                (<= (next (link ?x ?y)) (true (link ?x ?y)))
                (<= (next (link c ?x)) (does p (join ?x)))
                (<= terminal (not (isolated d)))
                (<= (goal p 100) (not (isolated e)))
                (<= (goal p 0) (isolated e))
                """);
        MachineState start = machine.initialState();
        assertEquals(set("(join d)", "(join e)"), machine.legalMoveTexts(start, 0));
        MachineState viaE = machine.newState();
        machine.copy(start, viaE);
        play(machine, viaE, "(join e)");
        assertFalse(machine.isTerminal(viaE));
        assertEquals(set("(join d)"), machine.legalMoveTexts(viaE, 0));
        assertEquals(100, machine.goal(viaE, 0));
        play(machine, start, "(join d)");
        assertTrue(machine.isTerminal(start));
        assertEquals(100, machine.goal(start, 0));
    }

    @Test
    void simultaneousMovesBothCount() {
        ReferenceMachine machine = machine("""
                (role a) (role b) (init (round 0)) (num 1) (num 2)
                (<= (legal ?r (pick ?n)) (role ?r) (num ?n))
                (<= (next (sum ?x ?y)) (does a (pick ?x)) (does b (pick ?y)))
                (<= (next (round 1)) (true (round 0)))
                (<= terminal (true (round 1)))
                (<= (goal a 100) (true (sum ?x ?x)))
                (<= (goal a 0) (true (sum ?x ?y)) (distinct ?x ?y))
                (<= (goal b 100) (true (sum ?x ?y)) (distinct ?x ?y))
                (<= (goal b 0) (true (sum ?x ?x)))
                """);
        MachineState state = machine.initialState();
        assertEquals(set("(pick 1)", "(pick 2)"), machine.legalMoveTexts(state, 0));
        assertEquals(set("(pick 1)", "(pick 2)"), machine.legalMoveTexts(state, 1));
        assertEquals(GoalValues.UNDEFINED, machine.goal(state, 0));
        MachineState same = machine.newState();
        machine.copy(state, same);
        play(machine, state, "(pick 1)", "(pick 2)");
        assertEquals(set("(round 1)", "(sum 1 2)"), machine.fluents(state));
        assertEquals(0, machine.goal(state, 0));
        assertEquals(100, machine.goal(state, 1));
        play(machine, same, "(pick 2)", "(pick 2)");
        assertEquals(100, machine.goal(same, 0));
        assertEquals(0, machine.goal(same, 1));
    }

    @Test
    void threePlayersTakeTurnsInRotation() {
        ReferenceMachine machine = machine("""
                (role r1) (role r2) (role r3)
                (init (turn r1)) (init (score 0))
                (after r1 r2) (after r2 r3) (after r3 r1)
                (succ 0 1) (succ 1 2) (succ 2 3)
                (<= (legal ?r tick) (true (turn ?r)))
                (<= (legal ?r wait) (role ?r) (not (true (turn ?r))))
                (<= (next (turn ?n)) (true (turn ?r)) (after ?r ?n))
                (<= (next (score ?y)) (true (score ?x)) (succ ?x ?y))
                (<= terminal (true (score 3)))
                (<= (goal ?r 100) (true (turn ?r)))
                (<= (goal ?r 10) (role ?r) (not (true (turn ?r))))
                """);
        assertEquals(List.of("r1", "r2", "r3"), machine.roles());
        MachineState state = machine.initialState();
        assertEquals(set("tick"), machine.legalMoveTexts(state, 0));
        assertEquals(set("wait"), machine.legalMoveTexts(state, 2));
        for (int seed = 0; seed < 5; seed++) {
            PlayoutResult result = machine.playout(state, new SplittableRandom(seed));
            assertEquals(3, result.depth());
            assertEquals(List.of(100, 10, 10), List.of(result.goals()[0], result.goals()[1], result.goals()[2]));
        }
    }
}
