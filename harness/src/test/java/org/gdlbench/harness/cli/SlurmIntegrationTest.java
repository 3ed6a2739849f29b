package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sharded bench run through a real Slurm: the scripts `gdlbench slurm` writes are submitted
 * with their submit.sh, three array tasks measure their shards, and the merge job, run after
 * them, writes one result folder. Runs where {@code sbatch} is on the PATH (a single-node Slurm
 * on localhost: harness/src/test/slurm/setup-local-slurm.sh makes one) and is skipped otherwise.
 */
class SlurmIntegrationTest {
    private static final long WAIT_MINUTES = 15;

    @TempDir
    Path folder;

    @Test
    void threeShardsRunAsAnArrayJobAndAreMergedAfterIt() throws Exception {
        assumeTrue(onPath("sbatch") && onPath("squeue") && onPath("sinfo"),
                "sbatch is not on the PATH: no Slurm here (harness/src/test/slurm/setup-local-slurm.sh sets one up)");
        assumeTrue(nodeUp(), "Slurm is installed but no node takes jobs (is slurmctld running? "
                + "harness/src/test/slurm/setup-local-slurm.sh starts a local one)");
        Path out = folder.resolve("slurm-run");
        Cli cli = Cli.run("slurm", "--games", "tictactoe,connectfour", "--reasoners", "reference,faulty,propnet",
                "--profile", "quick", "--shards", "3", "--time", "00:20:00", "--out", out.toString(), "--",
                "--warmup-iterations", "0", "--iterations", "1", "--iteration-time", "0.2", "--settle-cap", "0",
                "--verify-playouts", "1");
        assertEquals(0, cli.status(), cli.toString());

        Process submit = new ProcessBuilder(out.resolve("submit.sh").toString()).redirectErrorStream(true).start();
        String submitted = new String(submit.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(submit.waitFor(60, TimeUnit.SECONDS) && submit.exitValue() == 0, submitted);
        List<String> jobs = List.of(submitted.replaceAll("(?s).*array job (\\d+).*merge job (\\d+).*", "$1 $2").split(" "));
        assertEquals(2, jobs.size(), submitted);

        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(WAIT_MINUTES);
        for (String queued = squeue(jobs); !queued.isEmpty(); queued = squeue(jobs)) {
            assertFalse(queued.contains("DependencyNeverSatisfied"), "a shard failed, so the merge never runs:\n"
                    + queued + logs(out));
            assertTrue(System.nanoTime() < deadline, "the jobs did not end within " + WAIT_MINUTES + " minutes:\n"
                    + squeue(jobs) + logs(out));
            Thread.sleep(2000);
        }
        Path merged = out.resolve("merged");
        assertTrue(Files.isRegularFile(merged.resolve(ResultFiles.JSON_FILE)), "no merged results" + logs(out));
        RunResults results = ResultFiles.read(merged);
        assertEquals(6, results.rows().size(), results.rows().toString());
        assertEquals(3, results.merged().shards().size());
        for (ResultRow row : results.rows()) {
            assertEquals(ResultRow.Status.OK, row.status(), row.toString());
        }
        for (int k = 1; k <= 3; k++) {
            assertTrue(Files.isRegularFile(out.resolve("shard-" + k).resolve(ResultFiles.JSON_FILE)), "shard " + k);
        }
        assertFalse(results.merged().machinesDiffer());
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }

    /** Whether the controller answers and a node is up to take jobs. */
    private static boolean nodeUp() throws Exception {
        Process process = new ProcessBuilder("sinfo", "-h", "-o", "%T").redirectErrorStream(true).start();
        String states = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0
                && states.lines().anyMatch(state -> state.matches("(idle|mixed|allocated|completing).*"));
    }

    /** The jobs still queued or running, as squeue lists them. */
    private static String squeue(List<String> jobs) throws Exception {
        Process process = new ProcessBuilder("squeue", "-h", "-o", "%i %T %r", "-j", String.join(",", jobs)).redirectErrorStream(true).start();
        String listed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        process.waitFor(30, TimeUnit.SECONDS);
        // squeue says "Invalid job id" once the jobs have left the queue
        return listed.contains("Invalid job id") ? "" : listed;
    }

    private static String logs(Path out) throws Exception {
        Path folder = out.resolve("slurm-logs");
        if (!Files.isDirectory(folder)) {
            return "";
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().map(file -> {
                try {
                    return "\n--- " + file.getFileName() + "\n" + Files.readString(file);
                } catch (java.io.IOException e) {
                    return "\n--- " + file.getFileName() + ": " + e;
                }
            }).collect(Collectors.joining());
        }
    }
}
