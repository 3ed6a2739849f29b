package org.gdlbench.propnet;

import static org.gdlbench.propnet.PropnetMachineTest.backEnd;
import static org.gdlbench.propnet.PropnetMachineTest.propnet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.propnet.tuning.PropnetTuning;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The back end a propnet machine is built with, as a value: which one each kind of net gets, the
 * thresholds that decide it as options, the record of why, and the sources generated for it.
 */
class BackEndChooserTest {
    @Test
    void smallNetsAreEvaluatedInFullOrCompiledUnlessTurnedOff() {
        PropnetMachine full = (PropnetMachine) propnet(TestGames.TIC_TAC_TOE, "evaluation=auto");
        assertEquals(BackEnd.FULL_PASS, full.backEnd().backEnd(), full.preparation().summary());
        assertEquals(BackEnd.FULL_PASS.label(), full.preparation().backend(), "the record names the back end chosen");
        assertTrue(full.backEnd().trial().steps() > 0, "a full pass reads bases by what the trial playouts changed");
        assertEquals(2L, full.preparation().sizes().get(PropnetMachine.SPECIALISED_ROLES),
                "one version per joint move of both roles");
        PropnetMachine oneRole = (PropnetMachine) propnet(TestGames.SLOW_COUNTER, "evaluation=auto");
        assertEquals(BackEnd.FULL_PASS, oneRole.backEnd().backEnd(), oneRole.preparation().summary());
        assertEquals(1L, oneRole.preparation().sizes().get(PropnetMachine.SPECIALISED_ROLES));
        assertEquals(BackEnd.COMPILED_PROPAGATION, backEnd(propnet(TestGames.CUT_THE_CYCLE, "evaluation=auto")),
                "a recursive net");
        PropnetMachine changes = (PropnetMachine) propnet(TestGames.TIC_TAC_TOE, "evaluation=changes");
        assertEquals(BackEnd.COMPILED_PROPAGATION, changes.backEnd().backEnd());
        assertEquals(null, changes.backEnd().trial(), "no trial playouts when changes are asked for");
        StateMachine interpretedMachine = propnet(TestGames.TIC_TAC_TOE, "compile=false");
        Preparation interpreted = interpretedMachine.preparation();
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, backEnd(interpretedMachine));
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, BackEnd.ofLabel(interpreted.backend()));
        assertEquals(List.of("not compiled: compiling turned off"), interpreted.reasons());
        assertTrue(interpreted.sizes().get(Preparation.Sizes.LINKS) > 0);
        assertEquals(interpreted.summary(), interpretedMachine.description(), "the line for people renders the record");
    }

    /**
     * Five tokens in a row, each move turning over the first k of them: the row is one of 120
     * orders, and each move reads a transition gate per order, of which one holds.
     */
    static String flips() {
        StringBuilder rules = new StringBuilder("""
                (role p)
                (init (row 3 1 5 2 4)) (init (count 0))
                (<= (legal p (turn ?k)) (size ?k))
                (<= (next (count ?m)) (true (count ?n)) (succ ?n ?m))
                (<= terminal (true (row 1 2 3 4 5)))
                (<= terminal (true (count 12)))
                (<= (goal p 100) (true (row 1 2 3 4 5)))
                (<= (goal p 0) (not (true (row 1 2 3 4 5))))
                """);
        String[] vars = {"?a", "?b", "?c", "?d", "?e"};
        for (int k = 2; k <= 5; k++) {
            rules.append("(size ").append(k).append(")\n(<= (next (row");
            for (int i = 0; i < 5; i++) {
                rules.append(' ').append(vars[i < k ? k - 1 - i : i]);
            }
            rules.append(")) (does p (turn ").append(k).append(")) (true (row ").append(String.join(" ", vars)).append(")))\n");
        }
        for (int n = 0; n < 12; n++) {
            rules.append("(succ ").append(n).append(' ').append(n + 1).append(")\n");
        }
        return rules.toString();
    }

    @Test
    void aMovesManyTransitionGatesDoNotKeepTheNetFromAFullPass() {
        // The net's 1,500-odd links are mostly the moves' transition gates, which specialising per move settles.
        PropnetMachine full = (PropnetMachine) new PropnetReasoner().create(TestGames.game("flips", flips()),
                Map.of("maxFullPassNetLinks", "600"));
        assertTrue(full.preparation().sizes().get(Preparation.Sizes.LINKS) > 1_000, full.preparation().summary());
        assertEquals(BackEnd.FULL_PASS, full.backEnd().backEnd(), full.preparation().summary());
        assertEquals(1L, full.preparation().sizes().get(PropnetMachine.SPECIALISED_ROLES));
        PropnetMachine changes = (PropnetMachine) new PropnetReasoner().create(TestGames.game("flips", flips()),
                Map.of("maxFullPassNetLinks", "600", "minGatedFanOut", "1000"));
        assertTrue(changes.backEnd().backEnd() != BackEnd.FULL_PASS,
                "with no move's gates counted as transitions, the whole net is over the threshold");
        ReasonerTestKit.assertAgreesWithTheReference(full, 20);
    }

    @Test
    void theGeneratedSourcesAreDumpedWithTheirGeneratorGameAndSlots(@TempDir Path dir) throws Exception {
        new PropnetReasoner().create(TestGames.game("noughts", TestGames.TIC_TAC_TOE), Map.of("dump", dir.toString()));
        new PropnetReasoner().create(TestGames.game("noughts", TestGames.TIC_TAC_TOE),
                Map.of("dump", dir.toString(), "evaluation", "changes"));
        String full = Files.readString(dir.resolve("noughts-GeneratedEvaluation.java"));
        assertTrue(full.startsWith("/*\n * NOTE: this class was generated by gdlbench's"
                + " org.gdlbench.propnet.codegen.EvaluationCompiler for the game 'noughts'."), full.lines().findFirst().get());
        assertTrue(full.contains(" * c[0], s[0] bit 0: (true "), "bases mapped to their slots");
        assertTrue(full.contains(": (legal white (mark 1 1))"), "legal moves mapped to their output bits");
        String changes = Files.readString(dir.resolve("noughts-GeneratedPropagation.java"));
        assertTrue(changes.contains("org.gdlbench.propnet.codegen.NetCompiler for the game 'noughts'"));
        assertTrue(changes.contains(": terminal\n */\n"));
    }

    @Test
    void eachThresholdIsAnOption() {
        // Tic-tac-toe's full pass reads over 10 links a step, and its net has over 10 components.
        assertEquals(BackEnd.COMPILED_PROPAGATION, backEnd(new PropnetReasoner().create(
                TestGames.game("test", TestGames.TIC_TAC_TOE), Map.of("maxFullPassLinks", "10",
                        "maxFullPassLinksPerChangedLink", "0.01"))));
        assertEquals(BackEnd.INTERPRETED_PROPAGATION, backEnd(new PropnetReasoner().create(
                TestGames.game("test", TestGames.TIC_TAC_TOE), Map.of("evaluation", "changes",
                        "maxCompiledComponents", "10"))));
        PropnetReasoner propnet = new PropnetReasoner();
        assertTrue(propnet.options().containsAll(PropnetTuning.OPTIONS));
        assertThrows(ReasonerSpecException.class, () -> ReasonerOptions.parse(propnet, Map.of("maxCompiledLinks", "-3")));
        assertEquals(12_000, PropnetTuning.from(ReasonerOptions.parse(propnet, Map.of("maxCompiledLinks", "12000")))
                .maxCompiledLinks);
        assertEquals(0.5, PropnetTuning.from(ReasonerOptions.parse(propnet, Map.of("specialisedShare", "0.5")))
                .specialisedShare);
        assertEquals(PropnetTuning.DEFAULT, PropnetTuning.from(ReasonerOptions.parse(propnet, Map.of("goals", "pass"))));
    }

    @Test
    void aNetTooBigForAFullPassIsStillEvaluatedInFullWhenAStepChangesMuchOfIt() {
        // A move in pentago turns a quadrant; one in connect four drops a single disc.
        BackEndChoice pentago = ((PropnetMachine) bundledPropnet("pentago")).backEnd();
        assertEquals(BackEnd.FULL_PASS, pentago.backEnd(), pentago.reasons().toString());
        assertTrue(pentago.trial().steps() > 0, "pentago's pass is over the links a full pass may read anyway");
        BackEndChoice connectFour = ((PropnetMachine) bundledPropnet("connectfour")).backEnd();
        assertEquals(BackEnd.COMPILED_PROPAGATION, connectFour.backEnd(), connectFour.reasons().toString());
        assertTrue(connectFour.trial().steps() > 0);
    }

    private static StateMachine bundledPropnet(String game) {
        return new PropnetReasoner().create(Corpus.bundled().select(List.of(game)).get(0).game(), Map.of());
    }
}
