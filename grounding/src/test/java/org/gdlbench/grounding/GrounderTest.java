package org.gdlbench.grounding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOption;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;

/** Ground programs worked out by hand. */
class GrounderTest {
    private static GroundProgram ground(String rules) {
        return Grounder.ground(TestGames.game("test", rules), GroundingOptions.DEFAULTS);
    }

    private static List<String> views(GroundProgram program) {
        List<String> texts = new ArrayList<>();
        for (int atom = program.firstView(); atom < program.atomCount(); atom++) {
            texts.add(program.atomText(atom));
        }
        return texts;
    }

    private static int rulesOf(GroundProgram program, String view) {
        for (int atom = program.firstView(); atom < program.atomCount(); atom++) {
            if (program.atomText(atom).equals(view)) {
                int end = atom + 1 < program.atomCount() ? program.rulesStart(atom + 1) : program.ruleCount();
                return end - program.rulesStart(atom);
            }
        }
        throw new AssertionError(view + " is not a view");
    }

    @Test
    void distinctIsDecidedWhileInstantiating() {
        GroundProgram program = ground(TestGames.BLANK_FRAME);
        // 9 blank cells and 2 controls; 9 marks and a noop for each role.
        assertEquals(11, program.fluentCount());
        assertEquals(10, program.moveCount(0));
        assertEquals(10, program.moveCount(1));
        // Each blank cell keeps 2 roles x 2 rows other than its own x 3 columns = 12 instances.
        assertEquals(12, rulesOf(program, "(next (cell 2 3 b))"));
        // 108 blank-frame rules, 18 mark and 2 noop legal rules, 2 control rules, 1 terminal rule.
        assertEquals(108 + 18 + 2 + 2 + 1, program.ruleCount());
        // (goal ?r 50) only needs the static (role ?r): it holds everywhere and is no view.
        assertEquals(GroundProgram.ALWAYS, program.goalRefs(0)[0]);
        assertEquals(50, program.goalValues(1)[0]);
    }

    @Test
    void staticRelationsAreFoldedAway() {
        GroundProgram program = ground(TestGames.BLANK_FRAME);
        for (String view : views(program)) {
            assertFalse(view.startsWith("(index") || view.startsWith("(role"), view);
        }
        assertEquals(List.of("(cell 1 1 b)", "(cell 1 2 b)"), List.of(program.fluentText(0), program.fluentText(1)));
        assertTrue(program.initial().get(0));
    }

    @Test
    void viewsNoOutputNeedsArePruned() {
        GroundProgram program = ground(TestGames.TIC_TAC_TOE);
        List<String> views = views(program);
        assertTrue(views.contains("(line x)") && views.contains("(line o)"), views.toString());
        assertFalse(views.contains("(line b)"), "no goal or terminal rule reads a blank line");
        assertFalse(views.contains("(row 1 b)"));
        assertFalse(views.contains("(diagonal b)"));
        // 27 cells and 2 controls; 9 marks and a noop for each role.
        assertEquals(29, program.fluentCount());
        assertEquals(20, program.inputCount());
    }

    @Test
    void fluentsAndMovesThatCanNeverHoldAreDropped() {
        GroundProgram program = ground("""
                (role p)
                (init (at 1)) (step 1 2) (step 2 3)
                (<= (legal p go) (true (at ?x)))
                (<= (legal p (jump ?x)) (true (at ?x)) (far ?x))
                (<= (next (at ?y)) (true (at ?x)) (does p go) (step ?x ?y))
                (<= (next (gold)) (does p (jump 3)))
                (<= (next (gold)) (true (gold)))
                (<= terminal (true (at 3)))
                (<= terminal (true (gold)))
                (goal p 100)
                """);
        // (far ?x) never holds, so no jump is ever legal and the gold can never be had.
        assertEquals(List.of("(at 1)", "(at 2)", "(at 3)"),
                List.of(program.fluentText(0), program.fluentText(1), program.fluentText(2)));
        assertEquals(3, program.fluentCount());
        assertEquals(1, program.moveCount(0));
        assertEquals(-1, program.moveId(0, "(jump 3)"));
        assertEquals(0, program.moveId(0, "go"));
        assertEquals(-1, program.fluentId("(gold)"));
        assertEquals(GroundProgram.NEVER, program.next(0), "(at 1) is never next");
    }

    @Test
    void recursiveViewsFormOneComponent() {
        GroundProgram program = ground(TestGames.CUT_THE_CYCLE);
        List<String> views = views(program);
        assertTrue(views.containsAll(List.of("(reach a)", "(reach b)", "(reach c)", "(reach d)")), views.toString());
        int recursive = 0;
        for (int c = 0; c < program.componentCount(); c++) {
            int end = c + 1 < program.componentCount() ? program.componentStart(c + 1) : program.atomCount() - program.firstView();
            if (end - program.componentStart(c) > 1) {
                recursive++;
                assertEquals(2, end - program.componentStart(c), "reach b and reach c depend on each other");
            }
        }
        assertEquals(1, recursive);
    }

    @Test
    void aGameOverTheAtomBudgetIsRefusedWithTheSizeReached() {
        Game game = TestGames.game("endless", TestGames.ENDLESS_COUNTER);
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> Grounder.ground(game, budgets(Map.of("atoms", "500"))));
        assertTrue(refused.getMessage().startsWith("grounding needs over 500 ground atoms (reached 501 atoms"),
                refused.getMessage());
    }

    @Test
    void aGameOverTheRuleBudgetIsRefused() {
        Game game = TestGames.game("ttt", TestGames.TIC_TAC_TOE);
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> Grounder.ground(game, budgets(Map.of("rules", "100"))));
        assertTrue(refused.getMessage().startsWith("grounding needs over 100 ground rules"), refused.getMessage());
    }

    @Test
    void badBudgetValuesAreUserErrors() {
        assertThrows(ReasonerSpecException.class, () -> budgets(Map.of("seconds", "-1")));
        assertThrows(ReasonerSpecException.class, () -> budgets(Map.of("atoms", "many")));
        assertEquals(new GroundingOptions(300, 40, 0.5), budgets(Map.of("atoms", "300", "rules", "40", "seconds", "0.5")));
        assertEquals(GroundingOptions.DEFAULTS, budgets(Map.of()));
    }

    /** The budgets a reasoner that declares the grounding options reads from {@code options}. */
    private static GroundingOptions budgets(Map<String, String> options) {
        ReasonerFactory grounding = new ReasonerFactory() {
            @Override
            public String name() {
                return "grounding";
            }

            @Override
            public String description() {
                return "test";
            }

            @Override
            public List<ReasonerOption<?>> options() {
                return GroundingOptions.OPTIONS;
            }

            @Override
            public StateMachine create(Game game, ReasonerOptions given) {
                throw new UnsupportedOperationException();
            }
        };
        return GroundingOptions.from(ReasonerOptions.parse(grounding, options));
    }
}
