package org.gdlbench.forward;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;

/** Static relations too big to list, which forward plays over open instances by answering them on demand. */
class ForwardDemandTest {
    /**
     * Thirty numbers; {@code lt} (435 facts, left-recursive, so that a query meets itself) and
     * {@code apart} (about 25,000 facts) are over a budget of 300 atoms, and both are read bound
     * and unbound.
     */
    static final String BIG_STATICS = """
            (role p)
            (init (at 0)) (init (step 0))
            (num 0) (num 1) (num 2) (num 3) (num 4) (num 5) (num 6) (num 7) (num 8) (num 9)
            (num 10) (num 11) (num 12) (num 13) (num 14) (num 15) (num 16) (num 17) (num 18) (num 19)
            (num 20) (num 21) (num 22) (num 23) (num 24) (num 25) (num 26) (num 27) (num 28) (num 29)
            (succ 0 1) (succ 1 2) (succ 2 3) (succ 3 4) (succ 4 5) (succ 5 6) (succ 6 7) (succ 7 8)
            (succ 8 9) (succ 9 10) (succ 10 11) (succ 11 12) (succ 12 13) (succ 13 14) (succ 14 15)
            (succ 15 16) (succ 16 17) (succ 17 18) (succ 18 19) (succ 19 20) (succ 20 21) (succ 21 22)
            (succ 22 23) (succ 23 24) (succ 24 25) (succ 25 26) (succ 26 27) (succ 27 28) (succ 28 29)
            (<= (lt ?x ?z) (succ ?x ?z))
            (<= (lt ?x ?z) (lt ?x ?y) (succ ?y ?z))
            (<= (apart ?x ?y ?z) (num ?x) (num ?y) (num ?z) (distinct ?x ?y) (distinct ?y ?z))
            (<= (legal p (go ?x)) (true (at ?y)) (lt ?y ?x) (apart ?x ?y ?x) (not (lt 26 ?x)))
            (<= (legal p stay) (true (at ?y)))
            (<= (next (at ?x)) (does p (go ?x)))
            (<= (next (at ?y)) (does p stay) (true (at ?y)))
            (<= (next (step ?n)) (true (step ?m)) (succ ?m ?n))
            (<= terminal (true (step 6)))
            (<= terminal (true (at 26)))
            (<= (goal p 100) (true (at ?x)) (lt 20 ?x))
            (<= (goal p 0) (true (at ?x)) (not (lt 20 ?x)))
            """;

    @Test
    void staticRelationsOverTheAtomsBudgetAreAnsweredOnDemand() {
        Game game = TestGames.game("bigstatics", BIG_STATICS);
        // by default (instances=auto), and under the ordering that measures no statistics
        for (String spec : new String[] {"forward:atoms=300", "forward:instances=auto,atoms=300,ordering=original"}) {
            StateMachine machine = Reasoners.create(spec, game);
            assertEquals("open-instances", machine.preparation().backend(), spec);
            assertEquals(2L, machine.preparation().sizes().get("demandedRelations"), spec);
            assertTrue(machine.preparation().reasons().contains("static relations too big to list, answered on demand: apart/3, lt/2"),
                    machine.preparation().reasons().toString());
            ReasonerTestKit.assertAgreesWithTheReference(machine, 30);
        }
    }

    @Test
    void aRuleThatListsARelationTooBigToListRefusesTheGame() {
        // staying now asks every (lt ?a ?b): 435 answers, over the 300 the budget allows
        Game game = TestGames.game("bigstatics", BIG_STATICS.replace("(<= (legal p stay) (true (at ?y)))",
                "(<= (legal p stay) (true (at ?y)) (lt ?a ?b))"));
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> Reasoners.create("forward:instances=open,atoms=300", game));
        assertTrue(refused.getMessage().startsWith("answering the static relations too big to list on demand needs"
                + " over 300 answers"), refused.getMessage());
        // within a larger budget its atoms fit, and it plays
        ReasonerTestKit.assertAgreesWithTheReference(Reasoners.create("forward:atoms=300000", game), 5);
    }
}
