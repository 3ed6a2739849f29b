package org.gdlbench.harness.cli;

import java.nio.file.Path;
import org.gdlbench.harness.bench.BenchOptions;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.RunManifest;
import org.gdlbench.util.Plural;

/**
 * {@code bench --resume DIR}: the plan of a stopped run, made again from the options its
 * {@code run.json} keeps ({@link BenchOptions}), and refused in one line when the settings, the
 * build or the games' rules are no longer those of the folder. Options given beside
 * {@code --resume} are laid over the kept ones: any that changes the run is refused the same way,
 * and one that does not (such as {@code --no-report}) holds for this part of the run.
 */
final class BenchResume {
    private BenchResume() {
    }

    /**
     * @param given the options given beside {@code --resume}
     * @param givenShard {@code --shard} given beside it, or null
     */
    static BenchCommand.Plan plan(Path folder, BenchOptions given, String givenShard) {
        RunManifest stored;
        try {
            stored = RunManifest.read(folder);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--resume: " + e.getMessage());
        }
        if (stored.options() == null) {
            throw new UsageException("--resume: " + folder + " was written by '" + stored.command()
                    + "', which cannot be resumed; run it again");
        }
        BenchCommand.Plan plan = BenchCommand.plan(given.over(stored.options()),
                givenShard != null ? givenShard : stored.shard(), folder, true, stored.command());
        String problem = new BenchRun(plan.settings(), folder, plan.command()).resumeProblem(plan.matrix());
        if (problem != null) {
            throw new UsageException("--resume: cannot resume " + folder + ": " + problem
                    + " (give the same options on the same build, or start a new folder)");
        }
        return plan;
    }

    /** What part of the matrix a plan measures, for the line that opens the run; empty for the whole of a new one. */
    static String part(BenchCommand.Plan plan, int cells) {
        int all = plan.games().size() * plan.reasoners().size();
        if (plan.resume()) {
            return String.format(", resuming %s: %s to go", plan.folder(), Plural.count(cells, "cell"));
        }
        return plan.shard() == null ? "" : String.format(", shard %s: %d of %d cells", plan.shard(), cells, all);
    }
}
