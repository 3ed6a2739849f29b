package org.gdlbench.harness.cli;

import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.gdlbench.harness.bench.BenchOptions;
import org.gdlbench.harness.bench.SlurmScripts;
import org.gdlbench.util.Plural;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "slurm", description = {
        "Write Slurm job scripts for a bench run split into shards: an array job with one task per shard",
        "(a node to itself each), then a job that merges the shards and reports once every task has",
        "succeeded. Options after -- go to bench; the shards read them all from one options file.",
        "Submit with submit.sh."})
final class SlurmCommand implements Callable<Integer> {
    @Option(names = "--games", split = ",", paramLabel = "G", defaultValue = "all",
            description = "Games, comma-separated, or 'all' (default: ${DEFAULT-VALUE}).")
    List<String> games;

    @Option(names = "--corpus", paramLabel = "DIR", description = "Folder of games (default: the bundled corpus).")
    Path corpus;

    @Option(names = "--reasoners", split = ",", paramLabel = "R",
            description = "Reasoners, as name or name:key=value (default: every registered one).")
    List<String> reasoners;

    @Option(names = "--profile", defaultValue = BenchOptions.DEFAULT_PROFILE, paramLabel = "P",
            description = "quick, standard or paper (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--shards", required = true, paramLabel = "N", description = "Shards: array tasks, each on its own node.")
    int shards;

    @Option(names = "--partition", paramLabel = "P", description = "Slurm partition (default: the cluster's).")
    String partition;

    @Option(names = "--time", paramLabel = "T",
            description = "Time limit of each task, as Slurm writes it (default: 1.5 x the longest shard's estimate + 10 min).")
    String time;

    @Option(names = "--cpus-per-task", paramLabel = "C",
            description = "CPUs of each task: the JMH fork's threads (the most --threads names) and one for its JIT "
                    + "and GC (default: that sum, at least 2).")
    Integer cpusPerTask;

    @Option(names = "--out", paramLabel = "DIR",
            description = "New folder for the scripts, the shards and the merged results (default: results/<date-time>).")
    Path out;

    @Parameters(paramLabel = "BENCH-OPTION", description = "More bench options, after --, e.g. -- --driver playout,mc --forks 3.")
    List<String> benchOptions = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (shards < 1) {
            throw new UsageException("--shards must be at least 1, not " + shards);
        }
        if (cpusPerTask != null && cpusPerTask < 1) {
            throw new UsageException("--cpus-per-task must be at least 1, not " + cpusPerTask);
        }
        if (time != null && !time.matches("(\\d+-)?\\d+(:\\d+){0,2}")) {
            throw new UsageException("--time: '" + time + "' is not a Slurm time (MM, HH:MM:SS or D-HH:MM:SS)");
        }
        if (partition != null && !partition.matches("[A-Za-z0-9_.,-]+")) {
            throw new UsageException("--partition: '" + partition + "' is not a partition name");
        }
        Path folder = (out != null ? out : BenchCommand.defaultFolder()).toAbsolutePath().normalize();
        if (Files.exists(folder)) {
            throw new UsageException("--out folder " + folder + " exists already; name a new one");
        }
        if (folder.toString().matches(".*\\s.*")) {
            throw new UsageException("--out folder " + folder + " has a space, which Slurm's #SBATCH lines cannot hold");
        }
        BenchOptions options = options();
        // shard 1 of 1 is the whole matrix: every option is checked now rather than on the cluster
        BenchCommand.Plan plan = BenchCommand.plan(options, "1/1", folder.resolve("shard-1"), false, "slurm");
        int mostThreads = plan.settings().threads().get(plan.settings().threads().size() - 1);
        if (cpusPerTask != null && cpusPerTask < mostThreads) {
            throw new UsageException("--cpus-per-task " + cpusPerTask + " is fewer than the " + mostThreads
                    + " threads a fork measures with (--threads); the threads would share CPUs");
        }
        int cpus = cpusPerTask != null ? cpusPerTask : Math.max(2, mostThreads + 1);
        double[] seconds = plan.matrix().shardSeconds(plan.settings(), shards);
        double longest = Arrays.stream(seconds).max().orElse(0);
        String limit = time != null ? time : SlurmScripts.time(Math.ceil((longest * 1.5 + 600) / 60) * 60);
        SlurmScripts scripts = new SlurmScripts(launcher(), options, shards, folder,
                Path.of("").toAbsolutePath(), partition, limit, cpus);
        scripts.write();

        PrintWriter printer = spec.commandLine().getOut();
        int cells = plan.games().size() * plan.reasoners().size();
        printer.printf("slurm: %s in %s, about %s each (longest %s); time limit %s per task%n",
                Plural.count(cells, "cell"), Plural.count(shards, "shard"), BenchCommand.minutes(Arrays.stream(seconds).average().orElse(0)), BenchCommand.minutes(longest),
                limit);
        printer.println("wrote " + folder.resolve(SlurmScripts.BENCH) + " and " + folder.resolve(SlurmScripts.MERGE));
        printer.println("submit: " + folder.resolve(SlurmScripts.SUBMIT) + "   (sbatch options such as --account=NAME may follow)");
        printer.println("  which runs: sbatch --parsable " + folder.resolve(SlurmScripts.BENCH)
                + "; sbatch --dependency=afterok:<its job id> " + folder.resolve(SlurmScripts.MERGE));
        printer.println("merged results: " + scripts.mergedFolder());
        return 0;
    }

    /** The options every shard runs with: this command's own, and the bench options after --. */
    private BenchOptions options() {
        for (String option : benchOptions) {
            for (String own : List.of("--shard", "--out", "--resume", "--options", "--games", "--corpus", "--reasoners",
                    "--profile")) {
                if (option.equals(own) || option.startsWith(own + "=")) {
                    throw new UsageException("bench option " + own + " is set by 'gdlbench slurm' itself");
                }
            }
        }
        CommandLine line = new CommandLine(new BenchCommand());
        try {
            line.parseArgs(benchOptions.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new UsageException(e.getMessage());
        }
        // the merge job reports on the merged folder; the shards need no report of their own
        BenchOptions own = new BenchOptions(profile, null, null, null, null, null, null, null, null, null, null, null,
                null, null, true, games, corpus == null ? null : corpus.toAbsolutePath().toString(), reasoners, null,
                null, null);
        return own.over(line.<BenchCommand>getCommand().given());
    }

    /** This JVM and class path, which the nodes reach through the cluster's shared file system. */
    private static List<String> launcher() {
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString()).collect(Collectors.joining(File.pathSeparator));
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss64m", "-cp", classPath,
                Main.class.getName());
    }
}
