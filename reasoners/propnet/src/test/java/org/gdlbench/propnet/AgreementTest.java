package org.gdlbench.propnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.gdl.Game;
import org.gdlbench.grounding.Budget;
import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.grounding.Grounder;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.ReferenceCheck;
import org.gdlbench.grounding.TestGames;
import org.gdlbench.machine.DefaultPlayout;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.propnet.PropnetReasoner.Evaluation;
import org.gdlbench.propnet.PropnetReasoner.GoalEvaluation;
import org.gdlbench.reference.ReferenceReasoner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The propnet (interpreted and, when the net fits, compiled; goal-only gates evaluated on demand,
 * in full passes and the adaptive way) against the reference along seeded random playouts: on the test
 * games, every bundled game and, when they are present, the community sheets. A game may be
 * refused (over budget); a game accepted must agree at every step.
 *
 * <p>The reference is slow on big games, so each game's comparison is capped; for the
 * community sheets grounding gets a smaller budget and the sweep a total time, both raised by
 * system properties for a full run: {@code agreement.seconds} (grounding CPU seconds, default 3),
 * {@code agreement.cap} (seconds of comparison per sheet, default 0.5) and
 * {@code agreement.total} (seconds for the whole sweep, default 240; 0 for no limit).
 */
class AgreementTest {
    private static final GroundingOptions BUDGET = new GroundingOptions(2_000_000, 4_000_000,
            Double.parseDouble(System.getProperty("agreement.seconds", "3")));
    private static final long CAP_NANOS = (long) (1e9 * Double.parseDouble(System.getProperty("agreement.cap", "0.5")));
    private static final long TOTAL_NANOS = (long) (1e9 * Double.parseDouble(System.getProperty("agreement.total", "240")));
    private static final long BUNDLED_CAP_NANOS = 2_000_000_000L;
    private static final int PLAYOUTS = 2;

    /** What checking one game gave. */
    private record Checked(String refusal, String disagreement, int steps, boolean capped) {
    }

    private static Checked check(Game game, long capNanos) {
        List<StateMachine> machines = new ArrayList<>();
        try {
            Budget budget = new Budget(BUDGET);
            GroundProgram program = Grounder.ground(game, budget);
            // each way of keeping gates current (interpreted or compiled changes, a full pass when
            // small enough), and each way of evaluating goal-only gates
            machines.add(propnet(program, budget, false, Evaluation.CHANGES, GoalEvaluation.ON_DEMAND));
            machines.add(propnet(program, budget, true, Evaluation.CHANGES, GoalEvaluation.FULL_PASS));
            machines.add(propnet(program, budget, true, Evaluation.AUTO, GoalEvaluation.ADAPTIVE));
        } catch (UnsupportedGameException e) {
            return new Checked(e.getMessage(), null, 0, false);
        }
        StateMachine reference = new ReferenceReasoner().create(game, Map.of());
        long deadline = System.nanoTime() + capNanos;
        int steps = 0;
        for (int seed = 1; seed <= PLAYOUTS; seed++) {
            ReferenceCheck.Outcome outcome = ReferenceCheck.playout(machines, reference, seed, 2_000, deadline);
            steps += outcome.steps();
            if (!outcome.agrees() || outcome.capped()) {
                return new Checked(null, outcome.disagreement(), steps, outcome.capped());
            }
        }
        // The playouts end, so each machine's own fast playout must draw them as the default algorithm does.
        for (StateMachine machine : machines) {
            for (int seed = 1; seed <= PLAYOUTS; seed++) {
                PlayoutResult fast = machine.playout(machine.initialState(), new SplittableRandom(seed));
                PlayoutResult expected = DefaultPlayout.run(machine, machine.initialState(), new SplittableRandom(seed));
                if (!fast.equals(expected)) {
                    return new Checked(null, machine.description() + ": fast playout of seed " + seed + " gave "
                            + fast + ", the default algorithm " + expected, steps, false);
                }
            }
        }
        return new Checked(null, null, steps, false);
    }

    private static StateMachine propnet(GroundProgram program, Budget budget, boolean compile, Evaluation evaluation,
            GoalEvaluation goals) {
        return PropnetReasoner.build(program, budget, PropnetReasoner.DEFAULT_COMPONENTS, PropnetReasoner.DEFAULT_LINKS,
                compile, evaluation, goals);
    }

    @Test
    void testGamesAgree() {
        for (String rules : List.of(TestGames.BLANK_FRAME, TestGames.TIC_TAC_TOE, TestGames.CUT_THE_CYCLE,
                TestGames.SLOW_COUNTER)) {
            Checked checked = check(TestGames.game("test", rules), 60_000_000_000L);
            assertNull(checked.refusal());
            assertNull(checked.disagreement());
        }
    }

    static Stream<CorpusEntry> bundled() {
        return Corpus.bundled().entries().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundled")
    void bundledGamesAgree(CorpusEntry entry) {
        Checked checked = check(entry.game(), BUNDLED_CAP_NANOS);
        if (checked.refusal() != null) {
            System.out.println(entry.name() + ": refused: " + checked.refusal());
        }
        assertNull(checked.disagreement());
    }

    @Test
    void communitySheetsAgreeWhenAccepted() {
        Path base = Path.of(System.getProperty("gdl.corpus.base", "../../../shared/gdl-corpus/base"));
        Assumptions.assumeTrue(Files.isDirectory(base), "community sheets not found at " + base + "; skipped");
        long begin = System.nanoTime();
        List<String> agreed = new ArrayList<>();
        List<String> capped = new ArrayList<>();
        List<String> disagreements = new ArrayList<>();
        Map<String, List<String>> refused = new TreeMap<>();
        int invalid = 0;
        int unchecked = 0;
        for (CorpusEntry entry : Corpus.read(base).entries()) {
            if (TOTAL_NANOS > 0 && System.nanoTime() - begin > TOTAL_NANOS) {
                unchecked++;
                continue;
            }
            if (entry.problem() != null) {
                invalid++;
                continue;
            }
            Checked checked;
            try {
                checked = check(entry.game(), CAP_NANOS);
            } catch (GameRuleException | StackOverflowError e) {
                refused.computeIfAbsent("the reference fails: " + e.getClass().getSimpleName(), k -> new ArrayList<>())
                        .add(entry.name());
                continue;
            }
            if (checked.refusal() != null) {
                refused.computeIfAbsent(reason(checked.refusal()), k -> new ArrayList<>()).add(entry.name());
            } else if (checked.disagreement() != null) {
                disagreements.add(entry.name() + ": " + checked.disagreement());
            } else if (checked.capped() && checked.steps() == 0) {
                capped.add(entry.name());
            } else {
                agreed.add(entry.name());
            }
        }
        System.out.printf("community sheets in %.0f s: %d agree, %d capped before a step %s, %d invalid,"
                        + " %d left unchecked for time, refused %s%n", (System.nanoTime() - begin) / 1e9, agreed.size(),
                capped.size(), capped, invalid, unchecked, refused);
        assertEquals(List.of(), disagreements);
        assertTrue(agreed.size() > 0);
    }

    /** A refusal without its figures, to group sheets refused for the same reason. */
    private static String reason(String refusal) {
        int figures = refusal.indexOf(" (");
        return figures < 0 ? refusal : refusal.substring(0, figures);
    }
}
