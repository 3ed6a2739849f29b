package org.gdlbench.topdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the topdown reasoner builds: its dumped source, its options, its preparation record. */
class TopdownMachineTest {
    private static StateMachine topdown(Game game, String ordering) {
        return new TopdownReasoner().create(game, Map.of(TopdownReasoner.ORDERING, ordering));
    }

    @Test
    void dumpsTheGeneratedSource(@TempDir Path folder) throws IOException {
        Game game = Corpus.bundled().entry("tictactoe").game();
        new TopdownReasoner().create(game, Map.of(TopdownReasoner.DUMP, folder.toString()));
        String source = Files.readString(folder.resolve("tictactoe-best.java"));
        assertTrue(source.contains("extends CompiledRules"), source);
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
        StateMachine machine = topdown(Corpus.bundled().entry("chess").game(), "best");
        assertTrue(machine.preparation().sizes().get("generatedCodeBytes") > 0, machine.description());
        assertEquals(List.of("static relations", "generate", "compile"),
                machine.preparation().phases().stream().map(p -> p.name()).toList());
    }
}
