package org.gdlbench.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.MachineState;
import org.junit.jupiter.api.Test;

/** How near a state comes to firing a rule: the most body literals held together under one binding. */
class RuleProgressTest {
    // Two pieces walk a line of four cells; a player is home when both its home cells hold a piece.
    private static final String RULES = """
            (role walker)
            (home walker c3 c4)
            (succ c1 c2) (succ c2 c3) (succ c3 c4)
            (init (at c1))
            (init (at c2))
            (<= (legal walker (step ?x ?y)) (true (at ?x)) (succ ?x ?y) (not (true (at ?y))))
            (<= (next (at ?y)) (does walker (step ?x ?y)))
            (<= (next (at ?z)) (true (at ?z)) (does walker (step ?x ?y)) (distinct ?z ?x))
            (<= terminal (home ?p ?a ?b) (true (at ?a)) (true (at ?b)))
            (<= terminal (not (true (at c1))) (not (true (at c2))) (true (at c3)) (true (at c4)))
            (goal walker 100)
            """;

    private final Game game = FrontEnd.load("walk", "walk.kif", RULES);
    private final ReferenceMachine machine = new ReferenceMachine(game);

    private Rule rule(int index) {
        List<Rule> terminal = game.rules().stream().filter(rule -> rule.head().arity() == 0
                && game.symbols().name(rule.head().functor()).equals("terminal")).toList();
        return terminal.get(index);
    }

    private MachineState after(String... steps) {
        MachineState state = machine.initialState();
        for (String step : steps) {
            MachineState next = machine.newState();
            machine.next(state, new int[] {machine.moveId(0, step)}, next);
            state = next;
        }
        return state;
    }

    @Test
    void countsTheLiteralsHeldUnderTheBestBindingPassingOverFailedGroundOnes() {
        Rule home = rule(0);
        // (home walker c3 c4) binds a and b; then neither, one, both cells are held
        assertEquals(1, machine.literalsHeld(after(), home));
        assertEquals(2, machine.literalsHeld(after("(step c2 c3)"), home));
        assertEquals(3, machine.literalsHeld(after("(step c2 c3)", "(step c3 c4)", "(step c1 c2)", "(step c2 c3)"), home));
    }

    @Test
    void negationsCountWhenTheyHoldAndTheBodyFiredCountsAll() {
        Rule empty = rule(1);
        assertEquals(0, machine.literalsHeld(after(), empty), "c1 and c2 full, c3 and c4 empty");
        assertEquals(2, machine.literalsHeld(after("(step c2 c3)"), empty), "c2 empty, c3 held");
        MachineState end = after("(step c2 c3)", "(step c3 c4)", "(step c1 c2)", "(step c2 c3)");
        assertEquals(4, machine.literalsHeld(end, empty));
        assertEquals(true, machine.isTerminal(end));
    }

    @Test
    void aRuleThatReadsTheMoveIsNotMeasured() {
        Rule next = game.rules().stream().filter(rule -> game.symbols().name(rule.head().functor()).equals("next"))
                .findFirst().orElseThrow();
        assertEquals(0, machine.literalsHeld(after(), next));
    }
}
