package org.gdlbench.harness.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.testkit.NamedFactory;
import org.junit.jupiter.api.Test;

/** The test kit's factory for a reasoner a test registers. */
class NamedFactoryTest {
    @Test
    void itCarriesItsNameAndDescriptionAndCreatesWithItsFunctionElseTheDefaults() {
        Game tictactoe = Corpus.bundled().entry("tictactoe").game();
        StateMachine reference = Reasoners.create("reference", tictactoe);
        ReasonerOptions[] seen = new ReasonerOptions[1];
        ReasonerFactory factory = new NamedFactory("named-test", "test only", (game, options) -> {
            assertSame(tictactoe, game);
            seen[0] = options;
            return reference;
        });
        assertEquals("named-test", factory.name());
        assertEquals("test only", factory.description());
        assertSame(reference, factory.create(tictactoe, Map.of()));
        assertNotNull(seen[0], "the options parsed, handed to the function");
        assertEquals("named-test", factory.family(), "the contract's default: its own name");
        assertEquals(PreparationCost.UNKNOWN, factory.preparationCost());
    }
}
