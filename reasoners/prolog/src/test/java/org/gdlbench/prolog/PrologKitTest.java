package org.gdlbench.prolog;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.gdlbench.testkit.ReasonerTestKit;

/**
 * The test kit on both Prolog encodings. tuProlog plays a few to a few hundred states a second,
 * so each query gets a 2 s budget (a game over it is given up with the reason), each game a
 * short comparison, and the community sheets a sample that covers the hard parts: tabled and
 * untabled static recursion, loop-checked dynamic recursion, existence tests, refusals.
 * {@code ./gdlbench verify --reasoners prolog-assert,prolog-threaded} checks longer.
 */
class PrologKitTest extends ReasonerTestKit {
    private static final Set<String> SAMPLE = Set.of(
            "ticTacToe", "hanoi", "guess", "laikLee_hex", "queens", "ttcc4_2player_small");

    @Override
    protected List<String> reasoners() {
        return List.of("prolog-assert:budget=2000", "prolog-threaded:budget=2000");
    }

    @Override
    protected Duration agreementCap() {
        return Duration.ofMillis(300);
    }

    @Override
    protected int agreementPlayouts() {
        return 1;
    }

    /** The golden lines to the end would take minutes in tuProlog; {@code perft --check} compares them. */
    @Override
    protected Duration goldenLinesBudget() {
        return Duration.ZERO;
    }

    /** A game without end takes 100,000 steps: minutes in tuProlog. */
    @Override
    protected boolean checksGamesWithoutEnd() {
        return false;
    }

    @Override
    protected List<String> communityReasoners() {
        return reasoners();
    }

    @Override
    protected boolean inCommunitySample(String sheet) {
        return SAMPLE.contains(sheet) || Boolean.getBoolean("prolog.fullCorpus");
    }
}
