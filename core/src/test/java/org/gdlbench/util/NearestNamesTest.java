package org.gdlbench.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class NearestNamesTest {
    private static final List<String> COMMANDS = List.of("bench", "games", "perft", "playout", "quick", "reasoners",
            "report", "trace", "verify");
    private static final List<String> REASONERS = List.of("forward", "handwritten", "instantiation", "prolog-assert",
            "prolog-threaded", "propnet", "reference", "topdown");

    @Test
    void editsCountOneEachAndASwapOfNeighboursCountsOne() {
        assertEquals(0, NearestNames.distance("quick", "quick"));
        assertEquals(1, NearestNames.distance("quik", "quick"), "a letter left out");
        assertEquals(1, NearestNames.distance("bnech", "bench"), "two neighbours swapped");
        assertEquals(1, NearestNames.distance("verifx", "verify"), "a letter replaced");
        assertEquals(3, NearestNames.distance("", "abc"));
        assertEquals(3, NearestNames.distance("kitten", "sitting"));
    }

    @Test
    void aTypoFindsTheNameAndCaseDoesNotCount() {
        assertEquals(List.of("verify"), NearestNames.to("verfy", COMMANDS));
        assertEquals(List.of("bench"), NearestNames.to("bnech", COMMANDS));
        assertEquals(List.of("reasoners"), NearestNames.to("reasoner", COMMANDS));
        assertEquals(List.of("propnet"), NearestNames.to("PropNet", REASONERS));
        assertEquals(List.of("tictactoe"), NearestNames.to("tictactoo", List.of("tictactoe", "tictactoe3d")));
    }

    @Test
    void nameTheTypedTextBeginsAreOfferedWhenNoneIsAFewEditsAway() {
        assertEquals(List.of("prolog-assert", "prolog-threaded"), NearestNames.to("prolog", REASONERS));
        assertEquals(List.of(), NearestNames.to("pr", REASONERS), "two letters begin too much to mean anything");
    }

    @Test
    void farNamesAreNoHint() {
        assertEquals(List.of(), NearestNames.to("chess", COMMANDS));
        assertEquals(List.of(), NearestNames.to("xyz", REASONERS));
        assertEquals("", NearestNames.hint("chess", COMMANDS));
    }

    @Test
    void theHintListsTheNamesInOneClause() {
        assertEquals(" (did you mean 'verify'?)", NearestNames.hint("verfy", COMMANDS));
        assertEquals(" (did you mean 'prolog-assert' or 'prolog-threaded'?)", NearestNames.hint("prolog", REASONERS));
        assertEquals(" (did you mean 'ab', 'ac' or 'ad'?)", NearestNames.hint("a", List.of("ab", "ac", "ad")));
        assertEquals("", NearestNames.hint("a", List.of("ab", "ac", "ad", "ae")), "four are too many to help");
    }
}
