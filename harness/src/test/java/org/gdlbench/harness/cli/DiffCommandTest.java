package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DiffCommandTest {
    @Test
    void findsTheDroppedMoveAtItsStep() {
        Cli cli = Cli.run("diff", "--game", "tictactoe", "--reasoners", "reference,faulty:fault=drop-move,step=3",
                "--seed", "5", "--playouts", "3");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("DISAGREEMENT: game tictactoe, reasoner faulty:fault=drop-move,step=3, seed 5,"
                + " step 3: legal moves of white"), cli.toString());
        assertTrue(cli.out().contains("legal moves of white: missing noop"), cli.toString());
        assertTrue(cli.out().contains("repeat: gdlbench diff --game tictactoe --reasoners"
                + " reference,faulty:fault=drop-move,step=3 --seed 5 --playouts 1"), cli.toString());
        // three joint moves lead there
        assertTrue(cli.out().contains("     3. "), cli.toString());
        assertTrue(!cli.out().contains("     4. "), cli.toString());
    }

    @Test
    void eitherReasonerMayComeFirst() {
        Cli cli = Cli.run("diff", "--game", "connectfour", "--reasoners", "faulty:fault=drop-move,step=2,reference");
        assertEquals(Main.FAILURE, cli.status(), cli.toString());
        assertTrue(cli.out().contains("reasoner reference, seed 1, step 2: legal moves of red"), cli.toString());
        // the move the faulty one drops is one the reference has: extra in the second, the reference
        assertTrue(cli.out().contains("  legal moves of red: extra (drop "), cli.toString());
    }

    @Test
    void agreeingReasonersExitZero() {
        Cli cli = Cli.run("diff", "--game", "connectfour", "--reasoners", "reference,propnet", "--playouts", "3");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("connectfour: they agree ("), cli.toString());
        assertTrue(!cli.out().contains("DISAGREEMENT"), cli.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "reference,propnet,instantiation", "reference,reference", "reference,nosuch"})
    void notTwoKnownReasonersIsAUserError(String reasoners) {
        Cli cli = Cli.run("diff", "--game", "tictactoe", "--reasoners", reasoners);
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
    }
}
