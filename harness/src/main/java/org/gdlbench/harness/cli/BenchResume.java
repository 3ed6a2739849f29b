package org.gdlbench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.harness.bench.BenchRun;
import org.gdlbench.harness.bench.RunManifest;
import picocli.CommandLine;

/**
 * {@code bench --resume DIR}: the plan of a stopped run, made again from the options its
 * {@code run.json} keeps, and refused in one line when the settings, the build or the games'
 * rules are no longer those of the folder. Options given beside {@code --resume} are read after
 * the kept ones: any that changes the run is refused the same way.
 */
final class BenchResume {
    private BenchResume() {
    }

    static BenchCommand.Plan plan(Path folder, List<String> givenArgs) {
        RunManifest stored;
        try {
            stored = RunManifest.read(folder);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--resume: " + e.getMessage());
        }
        if (stored.args() == null) {
            throw new UsageException("--resume: " + folder + " was written by '" + stored.command()
                    + "', which cannot be resumed; run it again");
        }
        List<String> others = without(givenArgs, "--resume");
        if (!without(others, "--out").equals(others)) {
            throw new UsageException("--resume: the folder to resume is the result folder; give no --out");
        }
        List<String> args = new ArrayList<>(stored.args());
        args.addAll(others);
        CommandLine line = new CommandLine(new BenchCommand());
        line.setOverwrittenOptionsAllowed(true);
        try {
            line.parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new UsageException("--resume: " + e.getMessage());
        }
        BenchCommand again = line.getCommand();
        again.out = folder;
        BenchCommand.Plan plan = again.plan(true);
        // the command as first given, so the folder keeps saying how it was made
        plan = new BenchCommand.Plan(plan.games(), plan.reasoners(), plan.settings(), folder, plan.records(),
                stored.command(), plan.shard(), stored.args(), plan.recordsFolder(), true);
        String problem = new BenchRun(plan.settings(), folder, plan.command()).resumeProblem(plan.matrix());
        if (problem != null) {
            throw new UsageException("--resume: cannot resume " + folder + ": " + problem
                    + " (give the same options on the same build, or start a new folder)");
        }
        return plan;
    }

    /** The options that repeat a run into another folder: all but {@code --out}. */
    static List<String> repeatable(List<String> args) {
        return without(args, "--out");
    }

    /** What part of the matrix a plan measures, for the line that opens the run; empty for the whole of a new one. */
    static String part(BenchCommand.Plan plan, int cells) {
        int all = plan.games().size() * plan.reasoners().size();
        if (plan.resume()) {
            return String.format(", resuming %s: %d cell(s) to go", plan.folder(), cells);
        }
        return plan.shard() == null ? "" : String.format(", shard %s: %d of %d cells", plan.shard(), cells, all);
    }

    /** {@code args} without the option {@code name} and its value (as two words, or as name=value). */
    private static List<String> without(List<String> args, String name) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals(name)) {
                i++;
            } else if (!args.get(i).startsWith(name + "=")) {
                kept.add(args.get(i));
            }
        }
        return kept;
    }
}
