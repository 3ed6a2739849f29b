package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.KitGames;
import org.gdlbench.testkit.PlayoutAllocation;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What the topdown reasoner builds: its dumped source, its options, its preparation record. */
class TopdownMachineTest {
    private static StateMachine topdown(Game game, String ordering) {
        return new TopdownReasoner().create(game, Map.of(TopdownReasoner.ORDERING.name(), ordering));
    }

    @Test
    void dumpsTheGeneratedSource(@TempDir Path folder) throws IOException {
        Game game = Corpus.bundled().entry("tictactoe").game();
        new TopdownReasoner().create(game, Map.of(TopdownReasoner.DUMP.name(), folder.toString()));
        String source = Files.readString(folder.resolve("tictactoe-best-per-mode.java"));
        assertTrue(source.contains("extends CompiledRules"), source);
    }

    @Test
    void playoutsAreTheDefaultAlgorithmsAndAllocateNothingOnceWarm() {
        Game game = Corpus.bundled().entry("connectfour").game();
        StateMachine machine = topdown(game, "best");
        StateMachine fresh = topdown(game, "best");
        MachineState start = machine.initialState();
        for (int seed = 0; seed < 20; seed++) {
            assertEquals(DefaultPlayout.run(fresh, fresh.initialState(), new SplittableRandom(seed)),
                    machine.playout(start, new SplittableRandom(seed)), "seed " + seed);
        }
        PlayoutAllocation.Count count = PlayoutAllocation.measure(machine, 2_000, 5_000);
        // An allocation per playout would be at least 16 bytes each, 80 KB in all; allow a little JIT noise.
        assertTrue(count.bytes() < 32 * 1024, count.toString());
    }

    @Test
    void largeStatesAreWrittenWithoutAllocating() {
        // Nine boards: states of over 81 fluents, whose answers come in a few sorted runs, the
        // shape for which Arrays.sort allocates a buffer (about 11 bytes per state with it).
        StateMachine machine = topdown(Corpus.bundled().entry("ninebtictactoe").game(), "best");
        PlayoutAllocation.Count count = PlayoutAllocation.measure(machine, 3_000, 3_000);
        assertTrue(count.steps() > 50_000, count.toString());
        assertTrue(count.bytes() < 32 * 1024, count.toString());
    }

    @Test
    void anUnknownOrderingIsABadOption() {
        Game game = Corpus.bundled().entry("tictactoe").game();
        ReasonerSpecException bad = assertThrows(ReasonerSpecException.class,
                () -> Reasoners.create("topdown:ordering=sideways", game));
        assertTrue(bad.getMessage().contains("ordering"), bad.getMessage());
    }

    @Test
    void theMachineSaysWhatPreparingBuilt() {
        Game chess = Corpus.bundled().entry("chess").game();
        StateMachine machine = new TopdownReasoner().create(chess, Map.of(TopdownReasoner.RELATIONS.name(), "per-mode",
                TopdownReasoner.RACE.name(), "none"));
        assertTrue(machine.preparation().sizes().get("generatedCodeBytes") > 0, machine.description());
        assertEquals(List.of("static relations", "generate and compile"),
                machine.preparation().phases().stream().map(p -> p.name()).toList());
    }

    @Test
    void bestRacesTheOriginalOrderAndSaysWhichWon() {
        Game chess = Corpus.bundled().entry("chess").game();
        StateMachine machine = new TopdownReasoner().create(chess, Map.of(TopdownReasoner.RELATIONS.name(), "per-mode"));
        assertEquals(List.of("static relations", "generate and compile", "generate and compile, original order",
                "trial of the plans"), machine.preparation().phases().stream().map(p -> p.name()).toList());
        String description = machine.description();
        assertTrue(description.contains("faster in a trial than the original order")
                || description.contains("the original order was faster in a trial"), description);
        ReasonerTestKit.assertAgreesWithTheReference(machine, 2);
        // the other orderings have nothing to race
        StateMachine original = new TopdownReasoner().create(chess, Map.of(TopdownReasoner.RELATIONS.name(), "per-mode",
                TopdownReasoner.ORDERING.name(), "original"));
        assertEquals(List.of("static relations", "generate and compile"),
                original.preparation().phases().stream().map(p -> p.name()).toList());
    }

    @Test
    void statesAreSampledWhenAskedAndOnlyForBest() {
        Game chess = Corpus.bundled().entry("chess").game();
        for (String ordering : List.of("best", "original", "worst")) {
            StateMachine machine = new TopdownReasoner().create(chess, Map.of(TopdownReasoner.ORDERING.name(), ordering,
                    TopdownReasoner.STATISTICS.name(), "sampled", TopdownReasoner.RELATIONS.name(), "per-mode",
                    TopdownReasoner.RACE.name(), "none"));
            List<String> phases = machine.preparation().phases().stream().map(p -> p.name()).toList();
            if (ordering.equals("best")) {
                assertEquals(List.of("static relations", "sample states for the cost model", "generate and compile"),
                        phases);
                assertTrue(machine.description().contains("sampled states"), machine.description());
            } else {
                assertEquals(List.of("static relations", "generate and compile"), phases, ordering);
            }
        }
    }

    @Test
    void withoutAPlanNamedBothAreTriedAndTheChoiceSaid() {
        Game walk = KitGames.game("walk", TopdownKitTest.WALK);
        StateMachine machine = new TopdownReasoner().create(walk, Map.of(TopdownReasoner.RACE.name(), "none"));
        assertEquals(List.of("static relations", "generate and compile", "generate and compile, relations read whole",
                "trial of the plans"), machine.preparation().phases().stream().map(p -> p.name()).toList());
        assertTrue(machine.description().contains("(faster in a trial)"), machine.description());
    }

    @Test
    void aRelationReadWholeIsDerivedOnceAndItsLinearRecursionSemiNaively(@TempDir Path folder) throws IOException {
        Game walk = KitGames.game("walk", TopdownKitTest.WALK);
        StateMachine machine = new TopdownReasoner().create(walk, Map.of(TopdownReasoner.RELATIONS.name(), "whole",
                TopdownReasoner.DUMP.name(), folder.toString()));
        ReasonerTestKit.assertAgreesWithTheReference(machine, 40);
        String source = Files.readString(folder.resolve("walk-best-whole.java"));
        assertTrue(source.contains("// reach/2 with arguments [0] given, from its whole table"), source);
        assertTrue(source.contains("_reach_ff_delta()"), source);
        // the rule that does not call reach gives the same answers every round: it runs in the first only
        assertTrue(source.matches("(?s).*if \\(first\\) \\{\\s*r\\d+_reach_ff_0\\(\\);\\s*\\}"
                + "\\s*first = false;\\s*r\\d+_reach_ff_1\\(\\);.*"), source);
        assertTrue(!source.contains("_far_ff_delta()"), "far calls itself twice in a rule: " + source);
        assertTrue(source.contains("_reach_xx()"), "terminal asks only whether reach has an answer: " + source);
    }

    /** A static relation of 900 facts, asked only with every argument given. */
    private static final String TRIPLES = """
            (role p)
            (init (at 0))
            (init (round 0))
            (digit 0) (digit 1) (digit 2) (digit 3) (digit 4) (digit 5) (digit 6) (digit 7) (digit 8) (digit 9)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4)
            (<= (triple ?a ?b ?c) (digit ?a) (digit ?b) (digit ?c) (distinct ?a ?b))
            (<= (legal p (pick ?d)) (true (at ?s)) (digit ?d) (triple ?s ?d ?s))
            (<= (next (at ?d)) (does p (pick ?d)))
            (<= (next (round ?n)) (true (round ?m)) (succ ?m ?n))
            (<= terminal (true (round 4)))
            (<= (goal p 100) (true (at 9)))
            (<= (goal p 0) (not (true (at 9))))
            """;

    @Test
    void aStaticRelationOverTheBudgetIsDerivedOnDemandAndSaysSo() {
        Game triples = KitGames.game("triples", TRIPLES);
        StateMachine machine = new TopdownReasoner().create(triples, Map.of("atoms", "500"));
        ReasonerTestKit.assertAgreesWithTheReference(machine, 40);
        String reasons = String.join("; ", machine.preparation().reasons());
        assertTrue(reasons.contains(", 1 static relation over the budget derived on demand: triple/3"), reasons);
        // with room for its 900 facts it is a table
        StateMachine tabled = new TopdownReasoner().create(triples, Map.of("atoms", "5000"));
        ReasonerTestKit.assertAgreesWithTheReference(tabled, 10);
        assertTrue(!String.join("; ", tabled.preparation().reasons()).contains("on demand"));
    }
    /**
     * A chain of {@code nodes} edges in the state, and paths along it by a rule written to ask
     * {@code path} from every node before it tests the edge: under the order as written, each call
     * of {@code path} asks every other, so all of them form one recursive component.
     */
    private static String everyNodeAsked(int nodes) {
        StringBuilder rules = new StringBuilder("""
                (role p)
                (<= (path ?x ?y) (true (edge ?x ?y)))
                (<= (path ?x ?z) (true (node ?y)) (path ?y ?z) (true (edge ?x ?y)))
                (<= (legal p (reach ?z)) (path 0 ?z))
                (<= (next (node ?x)) (true (node ?x)))
                (<= (next (edge ?x ?y)) (true (edge ?x ?y)))
                (<= terminal (path 1 0))
                (<= terminal (true (node 0)) (not (path 0 0)))
                (goal p 100)
                """);
        for (int i = 0; i < nodes; i++) {
            rules.append("(init (node ").append(i).append("))\n");
            if (i + 1 < nodes) {
                rules.append("(init (edge ").append(i).append(' ').append(i + 1).append("))\n");
            }
        }
        return rules.toString();
    }

    @Test
    @Timeout(120)
    void aRecursiveComponentOfManyCallsIsEvaluatedOncePerRoundNotOncePerCaller() {
        // Each call evaluated again for every caller that meets it incomplete costs exponential time in
        // the number of nodes; evaluated once per round of the component's lowest call, a fraction of a second.
        int nodes = 40;
        StateMachine machine = new TopdownReasoner().create(KitGames.game("everynode", everyNodeAsked(nodes)),
                Map.of(TopdownReasoner.ORDERING.name(), "original"));
        MachineState initial = machine.initialState();
        assertEquals(nodes - 1, machine.legalMoveTexts(initial, 0).size(), "one move to each node after 0");
        assertTrue(machine.isTerminal(initial), "no path from 1 to 0, none from 0 back to 0");
    }

    /** A one-step game whose terminal test walks a chain of 5,000 numbers through the state. */
    private static String chain() {
        StringBuilder rules = new StringBuilder("""
                (role p)
                (init (at 0))
                (<= (reach ?x) (true (at ?x)))
                (<= (reach ?y) (reach ?x) (succ ?x ?y))
                (<= (legal p go) (true (at ?x)))
                (<= (next (at ?x)) (true (at ?x)))
                (<= terminal (reach 5000))
                (goal p 100)
                """);
        for (int i = 0; i < 5000; i++) {
            rules.append("(succ ").append(i).append(' ').append(i + 1).append(")\n");
        }
        return rules.toString();
    }

    @Test
    void aQueryWhoseThreadIsInterruptedStops() {
        StateMachine machine = new TopdownReasoner().create(KitGames.game("chain", chain()),
                Map.of(TopdownReasoner.RACE.name(), "none"));
        assertTrue(machine.isTerminal(machine.initialState()));
        StateMachine asked = new TopdownReasoner().create(KitGames.game("chain", chain()),
                Map.of(TopdownReasoner.RACE.name(), "none"));
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> asked.isTerminal(asked.initialState()));
        } finally {
            Thread.interrupted();
        }
    }
}
