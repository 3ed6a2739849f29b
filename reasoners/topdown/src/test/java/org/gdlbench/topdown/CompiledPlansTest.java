package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.plan.RulePlan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The plans a prepared topdown machine offers are the plans its rule methods were written from. */
class CompiledPlansTest {
    /** As prepared by default (the trial may keep the original order), and under best and worst kept. */
    @ParameterizedTest
    @CsvSource({"tictactoe,", "connectfour,", "breakthrough,", "tictactoe,best", "connectfour,best",
            "breakthrough,best", "breakthrough,worst"})
    void everyRuleMethodRunsTheBodyInThePlansOrder(String name, String ordering) {
        Game game = Corpus.bundled().entry(name).game();
        Map<String, String> options = ordering == null ? Map.of()
                : Map.of(TopdownReasoner.ORDERING.name(), ordering, TopdownReasoner.RACE.name(), "none");
        TopdownMachine machine = (TopdownMachine) new TopdownReasoner().create(game, options);
        assertFalse(machine.written().isEmpty(), "rule methods were written");
        assertFalse(machine.statistics().isEmpty(), "the machine says where its statistics came from");
        Set<RulePlan> offered = new HashSet<>(machine.plans());
        boolean someBoundAtEntry = false;
        for (RelationWriter.WrittenRule method : machine.written()) {
            RulePlan plan = method.plan();
            assertTrue(offered.contains(plan), "the machine offers the plan of every rule method it compiled");
            assertEquals(plan.bodyOrder(), method.literals(), "the code follows the plan of " + new org.gdlbench.gdl.parse.KifPrinter(game.symbols()).rule(plan.rule()));
            someBoundAtEntry |= !plan.boundAtEntry().isEmpty();
        }
        assertEquals(offered.size(), machine.plans().size(), "each plan is offered once");
        assertTrue(someBoundAtEntry, "calls with bound arguments are planned in their mode");
    }
}
