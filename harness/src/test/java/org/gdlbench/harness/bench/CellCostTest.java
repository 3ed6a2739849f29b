package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.machine.ReasonerSpec;
import org.junit.jupiter.api.Test;

/** The estimate's model on known inputs: tic-tac-toe has 49 rules. */
class CellCostTest {
    private static final CorpusEntry TICTACTOE = Corpus.bundled().select(List.of("tictactoe")).get(0);

    @Test
    void aSettledCellCostsItsForksPreparingSettlingAndIterations() {
        BenchRun.Settings quick = settings(Profile.QUICK.withPreparationForks(0).withVerifyPlayouts(0));
        assertEquals(49, TICTACTOE.ruleCount());
        // one fork: its start, two preparations (the harness's and the fork's), 5 s of settling, 4 x 0.5 s
        assertEquals(1.5 + 2 * (4.0 + 0.49 * 3.0) + 5.0 + 4 * 0.5,
                CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("propnet")), 1e-9);
        // no settling: the quick profile does not settle the tuProlog reasoners
        assertEquals(1.5 + 2 * (0.5 + 0.49 * 1.0) + 4 * 0.5,
                CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("prolog-assert")), 1e-9);
    }

    @Test
    void settlingLastsWhatTheJitTakesAtLeastSixRoundsWithinTheCap() {
        assertEquals(5.0, CellCost.settleSeconds(Profile.QUICK, "propnet"));
        assertEquals(3.0, CellCost.settleSeconds(Profile.QUICK, "handwritten"), "six rounds of 0.5 s");
        assertEquals(6.0, CellCost.settleSeconds(Profile.STANDARD, "propnet"), "six rounds of 1 s");
        assertEquals(2.0, CellCost.settleSeconds(Profile.QUICK.withSettleCapSeconds(2), "propnet"), "the cap");
        assertEquals(0.0, CellCost.settleSeconds(Profile.QUICK.withSettleCapSeconds(0), "propnet"), "no settling");
        assertEquals(0.0, CellCost.settleSeconds(Profile.QUICK, "prolog-threaded"), "not settled");
    }

    @Test
    void everyForkAndPreparationForkCounts() {
        BenchRun.Settings standard = settings(Profile.STANDARD.withVerifyPlayouts(0));
        // 3 preparation forks and 2 forks: 5 fork starts, 6 preparations; 2 x (6 s settling + 20 x 1 s)
        assertEquals(5 * 1.5 + 6 * (0.1 + 0.49 * 0.2) + 2 * (6.0 + 20),
                CellCost.seconds(standard, TICTACTOE, ReasonerSpec.parse("reference")), 1e-9);
    }

    @Test
    void aMachineOfAnotherPaceScalesTheWorkButNotTheMeasuredIterations() {
        BenchRun.Settings quick = settings(Profile.QUICK.withPreparationForks(0).withVerifyPlayouts(0));
        ReasonerSpec propnet = ReasonerSpec.parse("propnet");
        double iterating = 4 * 0.5;
        double work = CellCost.seconds(quick, TICTACTOE, propnet) - iterating;
        assertEquals(0.5 * work + iterating, CellCost.seconds(quick, TICTACTOE, propnet, 0.5), 1e-9);
        assertEquals(2 * work + iterating, CellCost.seconds(quick, TICTACTOE, propnet, 2), 1e-9);
    }

    @Test
    void thePaceIsTheCalibratedSpeedOverThisMachinesWithinItsBounds() {
        assertEquals(1.0, MachinePace.of(MachinePace.CALIBRATED_SPEED), 1e-12);
        assertEquals(0.5, MachinePace.of(2 * MachinePace.CALIBRATED_SPEED), 1e-12, "twice as fast: half the time");
        assertEquals(MachinePace.MOST, MachinePace.of(1), 1e-12, "a reading taken during a pause");
        assertEquals(MachinePace.LEAST, MachinePace.of(1e6), 1e-12);
        double now = MachinePace.now();
        assertTrue(now >= MachinePace.LEAST && now <= MachinePace.MOST, "read: " + now);
        assertEquals(now, MachinePace.now(), "read once per process");
    }

    private static BenchRun.Settings settings(Profile profile) {
        return new BenchRun.Settings(profile, List.of(Driver.PLAYOUT), List.of(), 1000, Duration.ofSeconds(30), false);
    }
}
