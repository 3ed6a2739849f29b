package org.gdlbench.handwritten;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class HandwrittenGameTest {
    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void bundledRulesAreThoseTheMachineWasWrittenFor(HandwrittenGame known) {
        String actual = BundledGames.corpus().entry(known.corpusName()).hash();
        assertEquals(known.rulesHash(), actual, () -> "corpus/games/" + known.corpusName() + "/"
                + known.corpusName() + ".kif has changed: its normalised rules now hash to " + actual
                + ". Check that the hand-written machine still plays exactly these rules (ReferenceCrossCheckTest),"
                + " adapt it if not, then set this hash for " + known + " in HandwrittenGame.");
    }

    @ParameterizedTest
    @EnumSource(HandwrittenGame.class)
    void theRegisteredReasonerAcceptsEachBundledGame(HandwrittenGame known) {
        StateMachine machine = Reasoners.create("handwritten", BundledGames.game(known));
        assertEquals(known.machineFor(BundledGames.game(known)).getClass(), machine.getClass());
    }

    @Test
    void theSameRulesWrittenDifferentlyAreAccepted() {
        String text = BundledGames.ruleSheet(HandwrittenGame.TICTACTOE);
        Game relaidOut = FrontEnd.load("ttt", "<test>", "; another comment\n" + text.replace("\n", "\n\n  ").toUpperCase());
        assertTrue(Reasoners.create("handwritten", relaidOut) instanceof TicTacToeMachine);
    }

    @Test
    void otherRulesAreRefused() {
        String text = BundledGames.ruleSheet(HandwrittenGame.TICTACTOE);
        // The same game on a board with one more index: a different game, however close.
        Game bigger = FrontEnd.load("ttt4", "<test>", text.replace("(index 3)", "(index 3) (index 4)"));
        UnsupportedGameException refusal = assertThrows(UnsupportedGameException.class,
                () -> Reasoners.create("handwritten", bigger));
        assertEquals("no hand-written machine for this game", refusal.getMessage());
        Game tiny = FrontEnd.load("tiny", "<test>",
                "(role p) (init s) (legal p go) (<= (next t) (does p go)) (<= terminal (true t)) (goal p 100)");
        assertThrows(UnsupportedGameException.class, () -> Reasoners.create("handwritten", tiny));
    }
}
