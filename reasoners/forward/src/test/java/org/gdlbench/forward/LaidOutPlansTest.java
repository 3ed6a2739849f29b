package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.plan.RulePlan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The plans a prepared forward machine offers are the plans its rules were laid out from. */
class LaidOutPlansTest {
    @ParameterizedTest
    @CsvSource({"tictactoe,best", "connectfour,best", "breakthrough,best", "breakthrough,worst"})
    void everyRuleIsLaidOutInItsPlansOrder(String name, String ordering) {
        Game game = Corpus.bundled().entry(name).game();
        ForwardMachine machine = (ForwardMachine) new ForwardReasoner().create(game, Map.of("ordering", ordering));
        KifPrinter kif = new KifPrinter(game.symbols());
        assertTrue(machine.statistics().startsWith("measured over "), machine.statistics());
        assertFalse(machine.plans().isEmpty());
        int rules = 0;
        for (Map.Entry<Rule, java.util.List<Integer>> laid : machine.laidOut().entrySet()) {
            if (!laid.getKey().isFact()) {
                rules++;
            }
        }
        assertEquals(rules, machine.plans().size(), "one plan offered per rule laid out");
        for (RulePlan plan : machine.plans()) {
            assertEquals(ordering, plan.strategy());
            assertEquals(plan.bodyOrder(), machine.laidOut().get(plan.rule()),
                    "the layout follows the plan of " + kif.rule(plan.rule()));
        }
    }
}
