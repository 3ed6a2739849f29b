package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.gdlbench.engine.EngineReasonerFactory;
import org.gdlbench.harness.bench.Profile;
import org.gdlbench.machine.ReasonerSpec;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The reference run the build ships is what quick and compare take it for. */
class ReferenceRunTest {
    @Test
    void theShippedRunIsAStandardRunOfQuicksCellsWithItsMachineSpeed() {
        Assumptions.assumeTrue(ReferenceRun.shipped(), "this build ships no reference run (" + ReferenceRun.RESOURCE
                + "): nothing to check");
        RunResults run = ResultFiles.read(ReferenceRun.folder());
        assertEquals("standard", run.environment().profile(), "measured at steady state");
        Set<String> cells = new HashSet<>();
        for (ResultRow row : run.rows()) {
            if (row.status() == ResultRow.Status.OK && "playout".equals(row.driver())) {
                // an engine process (the native Prolog reasoners) is measured outside JMH, without readings
                boolean engine = Reasoners.names().contains(row.reasoner())
                        && Reasoners.factory(row.reasoner()) instanceof EngineReasonerFactory;
                assertTrue(engine || row.machineSpeed() != null, row.game() + " · " + row.reasoner()
                        + " has no machine speed");
                cells.add(row.game() + " · " + row.reasoner());
            }
        }
        // the reasoners quick measures and settles, but not the tests' own (registered from test-classes), nor
        // those run by a Prolog system installed apart (the native Prolog reasoners): a machine
        // without it measures none of them
        List<String> reasoners = ReasonerList.registered().stream().map(ReasonerSpec::toString)
                .filter(name -> !Reasoners.factory(name).getClass().getProtectionDomain().getCodeSource().getLocation()
                        .toString().contains("test-classes"))
                .filter(name -> !(Reasoners.factory(name) instanceof EngineReasonerFactory))
                // quick does not settle these, so their quick rows are never compared with it
                .filter(Profile.QUICK::settles).toList();
        for (String game : QuickCommand.BENCH_GAMES) {
            assertTrue(run.rows().stream().anyMatch(row -> row.game().equals(game)), "quick's game " + game + " is missing");
        }
        for (String reasoner : reasoners) {
            assertTrue(cells.stream().anyMatch(cell -> cell.endsWith(" · " + reasoner)),
                    "quick's reasoner " + reasoner + " has no measured row");
        }
    }
}
