package org.gdlbench.prolog;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on the four native Prolog reasoners, time-boxed for CI: four bundled games that
 * cover loop-checked recursion, simultaneous moves and static relations, and a sample of the community sheets.
 * A reasoner whose system is not installed refuses every game, so its tests are skipped with the
 * reason ("swipl not found: scripts/install-prologs.sh installs it"), and it takes no part in the
 * community sweep. {@code ./gdlbench verify --reasoners swi-assert,...} checks the whole corpus.
 */
class NativeKitTest extends ReasonerTestKit {
    private static final List<String> REASONERS = List.of("swi-assert", "swi-threaded", "gprolog-assert", "gprolog-threaded");
    private static final Set<String> GAMES = Set.of("tictactoe", "connectfour", "hex", "stress_simultaneous");
    private static final Set<String> SAMPLE = Set.of(
            "ticTacToe", "hanoi", "guess", "laikLee_hex", "queens", "ttcc4_2player_small");

    @Override
    protected List<String> reasoners() {
        return REASONERS;
    }

    @Override
    protected boolean includes(String bundledGame) {
        return GAMES.contains(bundledGame);
    }

    /** Every step crosses a pipe: a game without end takes 100,000 of them; NativeEngineTest checks it in Prolog. */
    @Override
    protected boolean checksGamesWithoutEnd() {
        return false;
    }

    @Override
    protected List<String> communityReasoners() {
        return REASONERS.stream().filter(NativeKitTest::installed).toList();
    }

    @Override
    protected boolean inCommunitySample(String sheet) {
        return SAMPLE.contains(sheet) || Boolean.getBoolean("prolog.fullCorpus");
    }

    @Override
    protected Duration communityBudget() {
        return Duration.ofSeconds(Long.getLong("testkit.community.seconds", 10));
    }

    static boolean installed(String reasoner) {
        return (reasoner.startsWith("swi") ? PrologSystem.SWI : PrologSystem.GNU).whyUnavailable() == null;
    }
}
