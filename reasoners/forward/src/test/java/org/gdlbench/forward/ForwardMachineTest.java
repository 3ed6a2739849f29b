package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;

/** Answers of the forward reasoner worked out by hand, and what preparing it records. */
class ForwardMachineTest {
    /**
     * Relations negated inside their own recursion on other arguments, which the front end
     * accepts as stratified rule by rule: {@code r} and {@code goal}. Picking {@code x} never
     * reaches {@code d}, so {@code (r b x)} holds and the goal is 100; any other pick reaches
     * {@code d}: goal 0.
     */
    static final String INNER_NEGATION = """
            (role p)
            (edge a b) (edge b c) (edge c d) (edge x y)
            (succ 0 1) (succ 1 2)
            (init (start a)) (init (step 0))
            (<= (legal p (pick ?x)) (edge ?x ?y))
            (<= (next (start ?x)) (does p (pick ?x)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= (r a ?x) (true (start ?x)))
            (<= (r a ?y) (r a ?x) (edge ?x ?y))
            (<= (r b x) (not (r a d)))
            (<= terminal (true (step 2)))
            (<= (goal p 0) (r a d))
            (<= (goal p 100) (not (goal p 0)) (r b x))
            """;

    @Test
    void relationsNegatedInsideTheirOwnRecursionTakeTheirOneModel() {
        Game game = TestGames.game("inner", INNER_NEGATION);
        StateMachine machine = Reasoners.create("forward", game);
        MachineState state = machine.initialState();
        assertEquals(0, machine.goal(state, 0));
        machine.next(state, new int[] {machine.moveId(0, "(pick x)")}, state);
        assertEquals(100, machine.goal(state, 0));
        machine.next(state, new int[] {machine.moveId(0, "(pick b)")}, state);
        assertTrue(machine.isTerminal(state));
        assertEquals(0, machine.goal(state, 0));
        for (String spec : ForwardOrderingsKitTest.SPECS) {
            ReasonerTestKit.assertAgreesWithTheReference(Reasoners.create(spec, game), 20);
        }
    }

    @Test
    void playsTicTacToeToAWin() {
        StateMachine machine = Reasoners.create("forward", TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        MachineState state = machine.initialState();
        String[][] moves = {{"(mark 1 1)", "noop"}, {"noop", "(mark 2 1)"}, {"(mark 1 2)", "noop"},
            {"noop", "(mark 2 2)"}, {"(mark 1 3)", "noop"}};
        for (String[] joint : moves) {
            assertFalse(machine.isTerminal(state));
            machine.next(state, new int[] {machine.moveId(0, joint[0]), machine.moveId(1, joint[1])}, state);
        }
        assertTrue(machine.isTerminal(state));
        assertEquals(100, machine.goal(state, 0));
        assertEquals(0, machine.goal(state, 1));
        assertEquals(-1, machine.moveId(0, "(mark 4 4)"));
        assertThrows(IllegalArgumentException.class, () -> machine.stateOf(List.of("(cell 1 1 q)")));
    }

    @Test
    void aGameWhoseReachableAtomsAreOverTheBudgetIsPlayedOverOpenInstances() {
        Game game = TestGames.game("ttt", TestGames.TIC_TAC_TOE);
        // 50 atoms hold tic-tac-toe's static relations, not its reachable fluents, moves and views:
        // under instances=reachable refused, naming the option that plays it
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> Reasoners.create("forward:instances=reachable,atoms=50", game));
        assertTrue(refused.getMessage().startsWith("grounding needs over 50 ground atoms"), refused.getMessage());
        assertTrue(refused.getMessage().contains("forward:instances=open"), refused.getMessage());
        // by default (instances=auto) played over open instances, saying why
        StateMachine machine = Reasoners.create("forward:atoms=50", game);
        assertEquals("open-instances", machine.preparation().backend());
        assertTrue(machine.preparation().reasons().get(0).contains("listing the reachable atoms failed (grounding"
                + " needs over 50 ground atoms"), machine.preparation().reasons().toString());
        assertEquals(machine.preparation().sizes().get("rules"), machine.preparation().sizes().get("rulesWithoutTables"));
        ReasonerTestKit.assertAgreesWithTheReference(machine, 20);
        MachineState state = machine.initialState();
        assertEquals(List.of("(mark 1 1)", "(mark 1 2)"), legalTexts(machine, state, 0).subList(0, 2));
        machine.next(state, new int[] {machine.moveId(0, "(mark 2 2)"), machine.moveId(1, "noop")}, state);
        assertTrue(machine.fluents(state).contains("(cell 2 2 x)"), machine.fluents(state).toString());
        assertEquals(8, legalTexts(machine, state, 1).size());
    }

    private static List<String> legalTexts(StateMachine machine, MachineState state, int role) {
        MoveList moves = new MoveList();
        machine.legalMoves(state, role, moves);
        List<String> texts = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            texts.add(machine.moveText(role, moves.get(i)));
        }
        return texts;
    }

    @Test
    void recordsWhatPreparingBuilt() {
        StateMachine machine = Reasoners.create("forward", TestGames.game("ttt", TestGames.TIC_TAC_TOE));
        var preparation = machine.preparation();
        assertEquals(List.of("read", "statistics", "optimise", "ground"),
                preparation.phases().stream().map(p -> p.name()).toList());
        assertTrue(preparation.sizes().get("referenceTableBytes") > 0);
        assertTrue(preparation.sizes().get("knowledgeBaseBytes") > 0);
        assertEquals(0L, preparation.sizes().get("rulesWithoutTables"));
    }
}
