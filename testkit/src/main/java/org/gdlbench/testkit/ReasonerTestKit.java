package org.gdlbench.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.gdlbench.check.Deadline;
import org.gdlbench.check.GoldenCount;
import org.gdlbench.check.Outcome;
import org.gdlbench.check.Perft;
import org.gdlbench.check.Verifier;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Everything a reasoner must pass, for one small subclass per reasoner module that names the
 * reasoner (and the option sets worth checking). For each reasoner spec, on every bundled game
 * and every game of {@link #extraGames()}:
 * <ul>
 *   <li>agreement with the reference along seeded playouts, in lockstep (the harness's
 *       {@link Verifier}: fluents, terminal, goals, legal move sets and the order they are
 *       listed in, and the reasoner's own playout against {@link DefaultPlayout}); a check
 *       that compared no state fails;</li>
 *   <li>the golden node counts ({@link GoldenCount}) to as deep as a CPU budget allows, and with
 *       the first spec the golden lines of play to the end within a budget of their own;</li>
 *   <li>the contract's game-independent rules ({@link ContractChecks}).</li>
 * </ul>
 * and, on small games answered by hand ({@link KitGames}): the counter game's answers, playouts
 * that repeat for a seed, and {@link GameRuleException} for a game without legal moves and one
 * without end. A game the reasoner refuses is skipped with its reason.
 */
public abstract class ReasonerTestKit {
    /** The seed of the first agreement playout; playout {@code i} uses {@code SEED + i}. */
    public static final long SEED = 1;

    /** The reasoners under test as specs, e.g. {@code "propnet"}, {@code "propnet:compile=false"}. */
    protected abstract List<String> reasoners();

    /** Games to check beside the bundled corpus, name to KIF text: games that exercise one feature. */
    protected Map<String, String> extraGames() {
        return Map.of();
    }

    /** Which bundled games to check: all by default. */
    protected boolean includes(String bundledGame) {
        return true;
    }

    /** How long comparing with the reference may take, per game and reasoner, after preparing. */
    protected Duration agreementCap() {
        return Duration.ofSeconds(2);
    }

    protected int agreementPlayouts() {
        return 2;
    }

    /** CPU time per game for golden counts beyond depth 1 (depths 0 and 1 are always counted). */
    protected Duration perftBudget() {
        return Duration.ofMillis(250);
    }

    /**
     * CPU time per game for the golden lines of play to the end, checked with the first spec of
     * {@link #reasoners()} only, once it has counted every full-width ply within {@link #perftBudget()}
     * (the reference: always); zero: not checked. Every line is compared or none is.
     */
    protected Duration goldenLinesBudget() {
        return Duration.ofSeconds(2);
    }

    /**
     * Whether a game without end is checked: it takes {@link StateMachine#MAX_PLAYOUT_DEPTH}
     * steps, a few seconds for most reasoners but minutes for the slowest.
     */
    protected boolean checksGamesWithoutEnd() {
        return true;
    }

    @TestFactory
    Stream<DynamicNode> everyBundledGame() {
        List<DynamicNode> games = new ArrayList<>();
        for (CorpusEntry entry : Corpus.bundled().entries()) {
            if (!includes(entry.name())) {
                continue;
            }
            games.add(DynamicContainer.dynamicContainer(entry.name(), Stream.of(entry).flatMap(e -> gameTests(
                    e.name(), () -> {
                        Assumptions.assumeTrue(e.problem() == null, () -> "invalid game: " + e.problem().getMessage());
                        return e.game();
                    }))));
        }
        for (Map.Entry<String, String> extra : new java.util.TreeMap<>(extraGames()).entrySet()) {
            games.add(DynamicContainer.dynamicContainer(extra.getKey(), gameTests(extra.getKey(),
                    () -> KitGames.game(extra.getKey(), extra.getValue()))));
        }
        return games.stream();
    }

    /**
     * One test per spec on one game: agreement, then the contract, then the golden counts, on one
     * machine made for them and dropped after; the reference's paths are shared by the specs.
     */
    private Stream<DynamicNode> gameTests(String name, Supplier<Game> game) {
        GameUnderTest underTest = new GameUnderTest(name, game);
        List<DynamicNode> tests = new ArrayList<>();
        for (String spec : reasoners()) {
            tests.add(DynamicTest.dynamicTest(spec, () -> {
                StateMachine machine = create(spec, underTest.game());
                agrees(underTest, spec, machine);
                ContractChecks.check(machine);
                goldenCounts(underTest, spec, machine);
            }));
        }
        return tests.stream();
    }

    private void agrees(GameUnderTest game, String spec, StateMachine machine) {
        if (spec.equals(Reasoners.REFERENCE)) {
            return; // the reference is the oracle the others are checked against
        }
        Verifier verifier = game.verifier(agreementPlayouts());
        Outcome outcome = verifier.check(spec, machine, Deadline.after(agreementCap()));
        if (outcome.status() == Outcome.Status.CAPPED && outcome.states() == 0) {
            // Nothing compared proves nothing: give the first state the time it needs.
            outcome = verifier.check(spec, machine, Deadline.after(agreementCap().multipliedBy(20)));
        }
        switch (outcome.status()) {
            case AGREES -> { }
            case CAPPED -> {
                if (outcome.states() == 0) {
                    fail(game.name + ": no state compared within " + agreementCap().multipliedBy(20).toSeconds() + " s");
                }
            }
            case DISAGREES -> fail(outcome.disagreement().describe(game.name, spec));
            case GAVE_UP, SKIPPED -> Assumptions.abort(outcome.reason());
            case GAME_ERROR -> fail(game.name + ": " + outcome.reason());
        }
        System.out.printf("testkit: %s on %s: %s, %d states compared%n", spec, game.name, outcome.status(), outcome.states());
    }

    private void goldenCounts(GameUnderTest game, String spec, StateMachine machine) {
        var golden = GoldenCount.bundled(game.name);
        Assumptions.assumeTrue(golden.isPresent(), "no golden counts for " + game.name);
        Game rules = game.game();
        Assumptions.assumeTrue(golden.get().hash().equals(rules.hash()), "the golden counts of " + game.name + " are stale");
        Deadline budget = Deadline.afterCpu(perftBudget());
        Perft perft = new Perft(machine);
        int depth = golden.get().depth();
        int checked = 0;
        for (; checked <= depth; checked++) {
            // The reference made the counts: it is checked to the full depth.
            boolean unbounded = checked <= 1 || spec.equals(Reasoners.REFERENCE);
            List<Perft.Ply> found = perft.count(checked, unbounded ? Deadline.none() : budget);
            if (found == null) {
                System.out.printf("testkit: %s on %s: golden counts checked to depth %d of %d%n", spec, game.name,
                        checked - 1, depth);
                break;
            }
            GoldenCount prefix = golden.get().upTo(checked);
            assertEquals(List.of(), prefix.differences(found), spec + " on " + game.name + " at depth " + checked);
        }
        goldenLines(game.name, spec, perft, golden.get(), checked - 1);
    }

    /** The golden lines to the end, when the counts have them and every ply of the counts agreed. */
    private void goldenLines(String game, String spec, Perft perft, GoldenCount golden, int agreedDepth) {
        Perft.Lines expected = golden.lines();
        // A reasoner that could not count every ply within the plies' budget would not play the
        // lines within theirs either.
        if (expected == null || goldenLinesBudget().isZero() || !spec.equals(reasoners().get(0))
                || agreedDepth < golden.depth()) {
            return;
        }
        long start = System.nanoTime();
        Perft.Lines found = perft.lines(expected.from(), Deadline.afterCpu(goldenLinesBudget()));
        if (found == null) {
            System.out.printf("testkit: %s on %s: golden lines not checked within %d ms of CPU%n", spec, game,
                    goldenLinesBudget().toMillis());
            return;
        }
        assertEquals(List.of(), golden.differences(found), spec + " on " + game + ": the lines from ply " + expected.from());
        System.out.printf("testkit: %s on %s: %d golden lines to ply %d agree (%.2f s)%n", spec, game, found.count(),
                found.deepest(), (System.nanoTime() - start) / 1e9);
    }

    /** Specs checked on the community rule sheets when they are present; none by default. */
    protected List<String> communityReasoners() {
        return List.of();
    }

    /** Which community sheets to check (all by default), for reasoners too slow for every one. */
    protected boolean inCommunitySample(String sheet) {
        return true;
    }

    /**
     * The time the community sweep may take per spec, {@code -Dtestkit.community.seconds} (default
     * 60; a sheet under way is finished), and the cap per sheet, {@code -Dtestkit.community.cap} (0.5).
     */
    protected Duration communityBudget() {
        return Duration.ofSeconds(Long.getLong("testkit.community.seconds", 60));
    }

    protected Duration communityCap() {
        return Duration.ofMillis((long) (1000 * Double.parseDouble(System.getProperty("testkit.community.cap", "0.5"))));
    }

    @TestFactory
    Stream<DynamicNode> communitySheets() {
        List<DynamicNode> tests = new ArrayList<>();
        for (String spec : communityReasoners()) {
            tests.add(DynamicTest.dynamicTest(spec + " agrees on the community sheets it accepts", () -> {
                Assumptions.assumeTrue(CommunitySheets.present(),
                        () -> "community sheets not found at " + CommunitySheets.folder() + "; skipped");
                CommunitySheets.Sweep sweep = CommunitySheets.sweep(spec, this::inCommunitySample, communityBudget(),
                        communityCap(), agreementPlayouts());
                System.out.println(sweep.summary(spec));
                assertEquals(List.of(), sweep.disagreements());
                assertTrue(!sweep.agreed().isEmpty(), "no community sheet was compared: " + sweep.summary(spec));
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicNode> gamesAnsweredByHand() {
        List<DynamicNode> tests = new ArrayList<>();
        for (String spec : reasoners()) {
            tests.add(counter(spec, "answers the counter game by hand", CounterGameChecks::answersTheCounterGameByHand));
            tests.add(counter(spec, "reports an undefined goal", CounterGameChecks::undefinedGoalIsReportedAsUndefined));
            tests.add(counter(spec, "keeps copies independent", CounterGameChecks::copiedStatesAreIndependent));
            tests.add(counter(spec, "plays next in place", CounterGameChecks::nextInPlaceEqualsNextIntoAnotherState));
            tests.add(counter(spec, "reads its canonical view back", CounterGameChecks::canonicalViewReadsBack));
            tests.add(counter(spec, "repeats playouts for a seed", CounterGameChecks::playoutsRepeatForTheSameSeed));
            tests.add(DynamicTest.dynamicTest(spec + " reports a game without legal moves", () ->
                    breaksInPlay(spec, KitGames.game("stuck", KitGames.STUCK))));
            if (checksGamesWithoutEnd()) {
                tests.add(DynamicTest.dynamicTest(spec + " reports a game without end", () ->
                        breaksInPlay(spec, KitGames.game("endless", KitGames.ENDLESS))));
            }
        }
        return tests.stream();
    }

    private static DynamicTest counter(String spec, String what, Consumer<StateMachine> check) {
        return DynamicTest.dynamicTest(spec + " " + what,
                () -> check.accept(create(spec, KitGames.game("counter", KitGames.COUNTER))));
    }

    /**
     * Both the reasoner's own playout and the default algorithm raise {@link GameRuleException},
     * within a minute each: a playout that never gives up fails instead of hanging the build.
     */
    private static void breaksInPlay(String spec, Game game) {
        StateMachine machine = create(spec, game);
        assertTimeoutPreemptively(Duration.ofMinutes(1), () -> assertThrows(GameRuleException.class,
                () -> machine.playout(machine.initialState(), new SplittableRandom(SEED)), "the reasoner's playout"));
        assertTimeoutPreemptively(Duration.ofMinutes(1), () -> assertThrows(GameRuleException.class,
                () -> DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(SEED)), "the default playout"));
    }

    /**
     * For a module's own tests of one machine: {@code playouts} seeded playouts in lockstep with
     * the reference, each to its end (within a minute in all), must agree, with at least one state compared.
     */
    public static void assertAgreesWithTheReference(StateMachine machine, int playouts) {
        Verifier verifier = new Verifier(machine.game().name(), Reasoners.create(Reasoners.REFERENCE, machine.game()), SEED, playouts);
        Outcome outcome = verifier.check(machine.getClass().getSimpleName(), machine, Deadline.after(Duration.ofMinutes(1)));
        if (outcome.status() == Outcome.Status.DISAGREES) {
            fail(outcome.disagreement().describe(machine.game().name(), machine.getClass().getSimpleName()));
        }
        assertEquals(Outcome.Status.AGREES, outcome.status(), outcome.summary());
    }

    /** The machine for {@code spec}, or the test skipped with the reasoner's reason for refusing. */
    static StateMachine create(String spec, Game game) {
        try {
            return Reasoners.create(spec, game);
        } catch (UnsupportedGameException e) {
            Assumptions.abort(spec + " refuses " + game.name() + ": " + e.getMessage());
            throw e;
        }
    }

    /** One game and its reference paths, made once for all of the game's tests. */
    private static final class GameUnderTest {
        final String name;
        private final Supplier<Game> source;
        private Game game;
        private Verifier verifier;

        GameUnderTest(String name, Supplier<Game> source) {
            this.name = name;
            this.source = source;
        }

        Game game() {
            if (game == null) {
                game = source.get();
            }
            return game;
        }

        Verifier verifier(int playouts) {
            if (verifier == null) {
                verifier = new Verifier(name, Reasoners.create(Reasoners.REFERENCE, game()), SEED, playouts);
            }
            return verifier;
        }
    }
}
