package org.gdlbench.harness.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The Slurm job scripts of a sharded run: an array job with one task per shard (each on a node
 * of its own, so nothing disturbs the JMH forks), a merge job, which writes the merged folder's
 * report, to run once every task has succeeded, the shards' options ({@link #OPTIONS}), and
 * {@code submit.sh}, which submits both with {@code --dependency=afterok}.
 *
 * @param launcher the words that start gdlbench on the cluster's nodes
 * @param options the options every shard runs with, written to {@link #OPTIONS} for them to read
 * @param folder where the shards, the merged folder and Slurm's logs go (absolute)
 * @param workDir the jobs' working folder
 * @param partition the partition, or null for the cluster's default
 * @param time the time limit of each array task, in Slurm's format
 */
public record SlurmScripts(List<String> launcher, BenchOptions options, int shards, Path folder, Path workDir,
                           String partition, String time, int cpusPerTask) {
    public static final String BENCH = "bench.sbatch";
    public static final String MERGE = "merge.sbatch";
    public static final String SUBMIT = "submit.sh";
    /** The shards' options, one value ({@link BenchOptions}) read by {@code bench --options}. */
    public static final String OPTIONS = "options.json";
    /** Time limit of the merge job: it copies and rewrites files, and a report draws a few charts. */
    private static final String MERGE_TIME = "01:00:00";

    public SlurmScripts {
        launcher = List.copyOf(launcher);
    }

    /** Writes the options and the three scripts into {@code folder}, which must not exist yet. */
    public void write() {
        try {
            Files.createDirectories(folder.resolve("slurm-logs"));
            options.write(folder.resolve(OPTIONS));
            Files.writeString(folder.resolve(BENCH), benchScript());
            Files.writeString(folder.resolve(MERGE), mergeScript());
            Path submit = folder.resolve(SUBMIT);
            Files.writeString(submit, submitScript());
            Files.setPosixFilePermissions(submit, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the Slurm scripts into " + folder, e);
        }
    }

    public Path shardFolder(int index) {
        return folder.resolve("shard-" + index);
    }

    public Path mergedFolder() {
        return folder.resolve("merged");
    }

    String benchScript() {
        StringBuilder s = new StringBuilder("#!/bin/bash\n");
        s.append("# gdlbench bench under Slurm, written by 'gdlbench slurm': one array task per shard.\n");
        s.append("# A task stopped early (time limit, node failure) keeps its finished cells; submitting\n");
        s.append("# this script again (all of it, or the failed tasks with --array) resumes them.\n");
        s.append("#SBATCH --job-name=gdlbench-bench\n");
        s.append("#SBATCH --array=1-").append(shards).append('\n');
        s.append("#SBATCH --exclusive\n");
        s.append("#SBATCH --cpus-per-task=").append(cpusPerTask).append('\n');
        s.append("#SBATCH --mem=0\n");
        s.append("#SBATCH --time=").append(time).append('\n');
        header(s, "bench-%A_%a.out");
        s.append("shard=\"$SLURM_ARRAY_TASK_ID\"\n");
        s.append("folder=").append(quote(folder.toString())).append("/shard-\"$shard\"\n");
        s.append("if [ -f \"$folder/").append(RunManifest.FILE).append("\" ]; then\n");
        s.append("    gdlbench bench --resume \"$folder\"\n");
        s.append("else\n");
        s.append("    gdlbench bench --options ").append(quote(folder.resolve(OPTIONS).toString()))
                .append(threadsOption())
                .append(" --shard \"$shard/").append(shards).append("\" --out \"$folder\"\n");
        s.append("fi\n");
        s.append("status=$?\n");
        s.append("# 1: the shard ran to its end and recorded a disagreement or a failed benchmark (see its\n");
        s.append("# results); the merge goes on, and refuses a shard that did not finish.\n");
        s.append("if [ \"$status\" -eq 1 ]; then status=0; fi\n");
        s.append("exit \"$status\"\n");
        return s.toString();
    }

    /**
     * The thread counts, said on the shard's command line as well as in {@link #OPTIONS} (the same
     * value, so either way the same run), for people reading the script; empty for one thread.
     */
    private String threadsOption() {
        List<Integer> threads = options.threadCounts();
        return threads.equals(List.of(1)) ? ""
                : " --threads " + threads.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    String mergeScript() {
        StringBuilder s = new StringBuilder("#!/bin/bash\n");
        s.append("# Merges the shards of gdlbench-bench once all have succeeded (submit.sh makes it depend on them),\n");
        s.append("# and writes the merged folder's report.\n");
        s.append("#SBATCH --job-name=gdlbench-merge\n");
        s.append("#SBATCH --cpus-per-task=1\n");
        s.append("#SBATCH --time=").append(MERGE_TIME).append('\n');
        header(s, "merge-%j.out");
        String shardFolders = IntStream.rangeClosed(1, shards)
                .mapToObj(k -> quote(shardFolder(k).toString())).collect(Collectors.joining(" "));
        s.append("gdlbench merge ").append(shardFolders).append(" --out ").append(quote(mergedFolder().toString()))
                .append('\n');
        return s.toString();
    }

    String submitScript() {
        String bench = quote(folder.resolve(BENCH).toString());
        String merge = quote(folder.resolve(MERGE).toString());
        return "#!/bin/bash\n"
                + "# Submits the bench array job, then the merge job to run once every shard has succeeded.\n"
                + "# Options given to this script (e.g. --account=NAME) go to both sbatch calls.\n"
                + "set -euo pipefail\n"
                + "bench=$(sbatch --parsable \"$@\" " + bench + ")\n"
                + "bench=${bench%%;*}\n"
                + "merge=$(sbatch --parsable \"$@\" --dependency=afterok:\"$bench\" " + merge + ")\n"
                + "merge=${merge%%;*}\n"
                + "echo \"gdlbench: submitted bench array job $bench (" + shards + " shards) and merge job $merge;"
                + " results in " + mergedFolder().toString().replace("\"", "\\\"") + "\"\n";
    }

    private void header(StringBuilder s, String log) {
        if (partition != null) {
            s.append("#SBATCH --partition=").append(partition).append('\n');
        }
        s.append("#SBATCH --chdir=").append(workDir).append('\n');
        s.append("#SBATCH --output=").append(folder.resolve("slurm-logs").resolve(log)).append('\n');
        s.append("set -u\n");
        s.append("gdlbench() { ").append(words(launcher)).append(" \"$@\"; }\n");
    }

    /** Seconds as a Slurm time limit: {@code HH:MM:SS}, or {@code D-HH:MM:SS} from a day on. */
    public static String time(double seconds) {
        long total = (long) Math.ceil(seconds);
        long days = total / 86_400;
        String clock = String.format(Locale.ROOT, "%02d:%02d:%02d", total % 86_400 / 3600, total % 3600 / 60, total % 60);
        return days > 0 ? days + "-" + clock : clock;
    }

    private static String words(List<String> words) {
        return words.stream().map(SlurmScripts::quote).collect(Collectors.joining(" "));
    }

    /** A word for bash: as it is when it is plain, else in single quotes. */
    static String quote(String word) {
        if (word.matches("[A-Za-z0-9_./:=,+@%-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
