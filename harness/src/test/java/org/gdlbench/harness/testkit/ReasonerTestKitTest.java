package org.gdlbench.harness.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.gdlbench.testkit.ReasonerTestKit;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * The test kit fails a reasoner that answers wrongly and passes one that does not: run here on
 * the faulty test double (the reference with one fault injected) on tic-tac-toe, through
 * JUnit's engine test kit.
 */
class ReasonerTestKitTest {
    /** The kit on tic-tac-toe only, for the reasoners a subclass names. */
    abstract static class OnTicTacToe extends ReasonerTestKit {
        @Override
        protected boolean includes(String bundledGame) {
            return bundledGame.equals("tictactoe");
        }

        /** The double is the reference underneath: 100,000 steps of a game without end would only take time. */
        @Override
        protected boolean checksGamesWithoutEnd() {
            return false;
        }

        String spec() {
            return reasoners().get(0);
        }
    }

    static final class Correct extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty");
        }
    }

    static final class DropsAMove extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty:fault=drop-move,step=3");
        }
    }

    static final class ListsMovesOutOfOrder extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty:fault=reorder-moves,step=2");
        }
    }

    static final class ChangesAFluent extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty:fault=change-fluent,step=2");
        }
    }

    static final class FastPlayoutDrawsOtherMoves extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty:fault=fast-playout");
        }
    }

    static final class Refuses extends OnTicTacToe {
        @Override
        protected List<String> reasoners() {
            return List.of("faulty:fault=refuse");
        }
    }

    private static Events run(Class<?> kit) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectClass(kit)).execute().testEvents();
    }

    @Test
    void aCorrectReasonerPassesEverything() {
        Events events = run(Correct.class);
        assertEquals(0L, events.failed().count());
        assertEquals(8L, events.succeeded().count(), "tic-tac-toe, six checks of the counter game, a game without legal moves");
    }

    @Test
    void wrongAnswersFailTheGamesTest() {
        assertGameTestFails(new DropsAMove(), "a legal move left out");
        assertGameTestFails(new ListsMovesOutOfOrder(), "legal moves listed out of the canonical order");
        assertGameTestFails(new ChangesAFluent(), "a wrong next state");
        assertGameTestFails(new FastPlayoutDrawsOtherMoves(), "a fast playout unlike the default one");
    }

    /** The test of tic-tac-toe, named by the spec, fails (tests of the hand-checked games may fail too). */
    private static void assertGameTestFails(OnTicTacToe kit, String fault) {
        String spec = kit.spec();
        assertTrue(run(kit.getClass()).failed().stream()
                .anyMatch(event -> event.getTestDescriptor().getDisplayName().equals(spec)), fault);
    }

    @Test
    void aRefusedGameIsSkippedNotPassed() {
        Events events = run(Refuses.class);
        assertEquals(0L, events.failed().count());
        assertEquals(0L, events.succeeded().count());
        assertTrue(events.aborted().count() > 0);
    }
}
