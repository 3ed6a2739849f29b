package org.gdlbench.harness.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.corpus.CorpusEntry;
import org.gdlbench.harness.bench.fork.Driver;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.PreparationCost;
import org.gdlbench.machine.ReasonerFactory;
import org.gdlbench.machine.ReasonerOptions;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
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
    void theCostIsThatOfTheClassTheFactorySays() {
        BenchRun.Settings quick = settings(Profile.QUICK.withPreparationForks(0).withVerifyPlayouts(0));
        // topdown compiles generated code: 3 s once, 1 s per 100 rules, 5.5 s to settle
        assertEquals(1.5 + 2 * (3.0 + 0.49 * 1.0) + 5.5 + 4 * 0.5,
                CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("topdown")), 1e-9);
        // forward lists atoms and measures statistics: 0.8 s once, 1 s per 100 rules, 3 s to settle
        assertEquals(1.5 + 2 * (0.8 + 0.49 * 1.0) + 3.0 + 4 * 0.5,
                CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("forward")), 1e-9);
        Reasoners.register(reasoner("net-like", PreparationCost.GROUNDS_AND_COMPILES), "CellCostTest");
        Reasoners.register(reasoner("unsaid", PreparationCost.UNKNOWN), "CellCostTest");
        try {
            assertEquals(CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("propnet")),
                    CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("net-like")), 1e-9, "a plug-in of propnet's class");
            assertEquals(1.5 + 2 * (0 + 0.49 * 1.0) + 5.0 + 4 * 0.5,
                    CellCost.seconds(quick, TICTACTOE, ReasonerSpec.parse("unsaid")), 1e-9);
        } finally {
            Reasoners.unregister("net-like");
            Reasoners.unregister("unsaid");
        }
    }

    /** A registered reasoner that says only the class of its preparation. */
    private static ReasonerFactory reasoner(String name, PreparationCost cost) {
        return new ReasonerFactory() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "test only";
            }

            @Override
            public PreparationCost preparationCost() {
                return cost;
            }

            @Override
            public StateMachine create(Game game, ReasonerOptions options) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void everyForkAndPreparationForkCounts() {
        BenchRun.Settings standard = settings(Profile.STANDARD.withVerifyPlayouts(0));
        // 3 preparation forks and 2 forks: 5 fork starts, 6 preparations; 2 x (6 s settling + 20 x 1 s)
        assertEquals(5 * 1.5 + 6 * (0.1 + 0.49 * 0.2) + 2 * (6.0 + 20),
                CellCost.seconds(standard, TICTACTOE, ReasonerSpec.parse("reference")), 1e-9);
    }

    /** The batch driver's forks run only for a reasoner that batches; the others' batch rows cost none. */
    @Test
    void theBatchDriverCostsForksOnlyForAReasonerThatBatches() {
        Profile quick = Profile.QUICK.withPreparationForks(0).withVerifyPlayouts(0);
        BenchRun.Settings single = settings(quick);
        BenchRun.Settings both = new BenchRun.Settings(quick, List.of(Driver.PLAYOUT, Driver.BATCH), List.of(), 1000,
                Duration.ofSeconds(30), false);
        ReasonerSpec propnet = ReasonerSpec.parse("propnet");
        // one more fork: its start, its preparation, 5 s of settling, 4 x 0.5 s
        assertEquals(CellCost.seconds(single, TICTACTOE, propnet) + 1.5 + (4.0 + 0.49 * 3.0) + 5.0 + 4 * 0.5,
                CellCost.seconds(both, TICTACTOE, propnet), 1e-9);
        ReasonerSpec reference = ReasonerSpec.parse("reference");
        assertEquals(CellCost.seconds(single, TICTACTOE, reference), CellCost.seconds(both, TICTACTOE, reference), 1e-9);
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
