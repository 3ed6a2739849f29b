package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A mistyped command, option, game or reasoner: one line naming it and the names it was likely meant as, exit 2. */
class DidYouMeanTest {
    private static void assertUserError(Cli cli, String line) {
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertEquals(line, cli.err().strip(), cli.toString());
        assertTrue(cli.out().isEmpty(), "nothing ran: " + cli);
    }

    @Test
    void aMistypedCommandIsNamedWithTheCommandMeant() {
        assertUserError(Cli.run("verfy", "--games", "tictactoe"),
                "gdlbench: no command 'verfy' (did you mean 'verify'?); 'gdlbench help' lists the commands");
        assertUserError(Cli.run("reasoner"),
                "gdlbench: no command 'reasoner' (did you mean 'reasoners'?); 'gdlbench help' lists the commands");
    }

    @Test
    void anUnknownCommandIsNotAnUnmatchedArgument() {
        Cli cli = Cli.run("frobnicate");
        assertUserError(cli, "gdlbench: no command 'frobnicate'; 'gdlbench help' lists the commands");
        assertFalse(cli.err().contains("Unmatched argument"), cli.toString());
    }

    @Test
    void aMistypedOptionIsNamedWithTheOptionMeant() {
        assertUserError(Cli.run("verify", "--game", "tictactoe"),
                "gdlbench: gdlbench verify has no option '--game' (did you mean '--games'?);"
                        + " 'gdlbench help verify' lists its options");
        assertUserError(Cli.run("playout", "--game=tictactoe", "--reasoners", "propnet"),
                "gdlbench: gdlbench playout has no option '--reasoners' (did you mean '--reasoner'?);"
                        + " 'gdlbench help playout' lists its options");
    }

    @Test
    void aMistypedGameIsNamedWithTheGameMeant() {
        Cli cli = Cli.run("verify", "--games", "tictactoo", "--reasoners", "faulty");
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().contains("unknown game 'tictactoo' in ") && cli.err().contains(
                " (did you mean 'tictactoe'?); 'gdlbench games' lists them"), cli.toString());
        Cli playout = Cli.run("playout", "--game", "conectfour");
        assertEquals(Main.USAGE, playout.status(), playout.toString());
        assertTrue(playout.err().contains("(did you mean 'connectfour'?)"), playout.toString());
    }

    @Test
    void aMistypedReasonerIsNamedWithTheReasonersMeant() {
        Cli cli = Cli.run("verify", "--games", "tictactoe", "--reasoners", "propnett");
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertTrue(cli.err().startsWith("gdlbench: unknown reasoner 'propnett' (did you mean 'propnet'?); known: "),
                cli.toString());
        Cli prolog = Cli.run("quick", "--reasoners", "prolog");
        assertUserError(prolog, prolog.err().strip());
        assertTrue(prolog.err().contains("(did you mean 'prolog-assert' or 'prolog-threaded'?)"), prolog.toString());
    }
}
