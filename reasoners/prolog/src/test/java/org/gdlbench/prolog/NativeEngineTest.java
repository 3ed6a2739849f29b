package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.engine.EngineException;
import org.gdlbench.engine.EngineMachine;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.testkit.KitGames;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the kit does not ask of the native reasoners: the playouts written in Prolog (the request
 * {@code bench} measures), a game without end stopped inside Prolog, and the refusal when a system
 * is missing. Skipped, saying why, where the system is not installed.
 */
class NativeEngineTest {
    private static StateMachine machine(String reasoner, Game game) {
        String unavailable = (reasoner.startsWith("swi") ? PrologSystem.SWI : PrologSystem.GNU).whyUnavailable();
        Assumptions.assumeTrue(unavailable == null, () -> reasoner + " skipped: " + unavailable);
        return Reasoners.create(reasoner, game);
    }

    private static long[] playouts(StateMachine machine, long millis, long seed) {
        String[] words = ((EngineMachine) machine).engine()
                .ask("playouts " + millis + " " + seed, "playouts", Duration.ofMillis(millis)).split(" ");
        assertEquals(2, words.length);
        return new long[] {Long.parseLong(words[0]), Long.parseLong(words[1])};
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded"})
    void playsWholeTicTacToeGamesInProlog(String reasoner) {
        StateMachine machine = machine(reasoner, Corpus.bundled().entry("tictactoe").game());
        // the harness's seeds are 64-bit: past GNU Prolog's integers
        long[] played = playouts(machine, 300, 7450198853441971047L);
        assertTrue(played[0] > 0, "no playout in 300 ms");
        // a game of tic-tac-toe lasts 5 to 9 joint moves
        assertTrue(played[1] >= 5 * played[0] && played[1] <= 9 * played[0], played[0] + " playouts, " + played[1] + " moves");
        // the protocol goes on after playouts, from the state it had made current before them
        MachineState initial = machine.initialState();
        assertEquals(9, machine.fluents(initial).stream().filter(f -> f.startsWith("(cell")).count());
        assertEquals(false, machine.isTerminal(initial));
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-assert", "gprolog-threaded"})
    void stopsAGameWithoutEndInProlog(String reasoner) {
        StateMachine machine = machine(reasoner, KitGames.game("endless", KitGames.ENDLESS));
        EngineException error = assertThrows(EngineException.class, () -> playouts(machine, 100, 1));
        assertTrue(error.getMessage().contains("no terminal state within 100000 joint moves"), error.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded"})
    void recursionThroughTheStateAnswersForEachStateAskedInTurn(String reasoner) {
        StateMachine machine = machine(reasoner, FrontEnd.loadFragment("chain", "chain.kif", NativeProgramTest.CHAIN));
        // linked 1 3 needs stone 2; the search meets the cycle 1-2-1 either way
        MachineState linked = machine.stateOf(List.of("(stone 1)", "(stone 2)", "(stone 3)"));
        MachineState broken = machine.stateOf(List.of("(stone 1)", "(stone 2)", "(stone 3)").subList(0, 2));
        MachineState gap = machine.stateOf(List.of("(stone 1)", "(stone 3)"));
        for (int round = 0; round < 2; round++) {
            // SWI-Prolog's tables are per state: answers of one must not be another's
            assertEquals(true, machine.isTerminal(linked), "round " + round);
            assertEquals(false, machine.isTerminal(broken), "round " + round);
            assertEquals(true, machine.isTerminal(linked), "round " + round);
            assertEquals(false, machine.isTerminal(gap), "round " + round);
        }
        MachineState next = machine.newState();
        machine.next(broken, new int[] {machine.moveId(0, "(put 3)")}, next);
        assertEquals(true, machine.isTerminal(next));
    }

    @ParameterizedTest
    @ValueSource(strings = {"swi-threaded", "gprolog-assert"})
    void refusesAStateWithSymbolsTheGameLacks(String reasoner) {
        StateMachine machine = machine(reasoner, Corpus.bundled().entry("tictactoe").game());
        assertThrows(IllegalArgumentException.class, () -> machine.stateOf(List.of("(cell 1 1 z)")));
        assertEquals(List.of("(control white)"), List.copyOf(machine.fluents(machine.stateOf(List.of("(control white)")))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"gprolog-threaded", "swi-assert"})
    void answersAboutMoreStatesThanGnuPrologHasAtoms(String reasoner) {
        StateMachine machine = machine(reasoner, Corpus.bundled().entry("tictactoe").game());
        // every request names a state by its handle; GNU Prolog's atom table holds 32768 atoms
        for (int i = 0; i < 34_000; i++) {
            assertEquals(false, machine.isTerminal(machine.initialState()), "state " + i);
        }
    }

    @Test
    void aMissingSystemIsOneLineNamingTheScript() {
        assertEquals("swipl not found: scripts/install-prologs.sh installs it", PrologSystem.SWI.whyUnavailable("/nonexistent"));
        assertEquals("gplc not found: scripts/install-prologs.sh installs it", PrologSystem.GNU.whyUnavailable(""));
    }

    @Test
    void aMissingSystemRefusesEveryGame() {
        Assumptions.assumeTrue(PrologSystem.GNU.whyUnavailable() != null, "gplc is installed here");
        UnsupportedGameException refused = assertThrows(UnsupportedGameException.class,
                () -> Reasoners.create("gprolog-assert", KitGames.game("counter", KitGames.COUNTER)));
        assertEquals("gplc not found: scripts/install-prologs.sh installs it", refused.getMessage());
    }
}
