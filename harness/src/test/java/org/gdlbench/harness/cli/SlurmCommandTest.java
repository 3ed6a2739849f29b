package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.harness.bench.BenchOptions;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.RunResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The scripts `gdlbench slurm` writes, read as text; SlurmIntegrationTest runs them. */
class SlurmCommandTest {
    @TempDir
    Path folder;

    @Test
    void writesAnArrayJobOfOneExclusiveTaskPerShardAndAMergeThatWaitsForIt() throws Exception {
        Path out = folder.resolve("run");
        Cli cli = Cli.run("slurm", "--games", "tictactoe,connectfour,hex", "--reasoners", "reference,propnet",
                "--profile", "quick", "--shards", "3", "--partition", "short", "--time", "0:20:00", "--out", out.toString(),
                "--", "--iterations", "1", "--driver", "playout");
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("slurm: 6 cells in 3 shards"), cli.toString());
        assertTrue(cli.out().contains("submit: " + out.toAbsolutePath().resolve("submit.sh")), cli.toString());

        String bench = Files.readString(out.resolve("bench.sbatch"));
        for (String line : new String[] {"#SBATCH --array=1-3", "#SBATCH --exclusive", "#SBATCH --cpus-per-task=2",
                "#SBATCH --time=0:20:00", "#SBATCH --partition=short",
                "    gdlbench bench --options " + out.toAbsolutePath().resolve("options.json")
                        + " --shard \"$shard/3\" --out \"$folder\"",
                "    gdlbench bench --resume \"$folder\""}) {
            assertTrue(bench.lines().anyMatch(line::equals), line + " in\n" + bench);
        }
        // one value the shards read, not words they parse; no report of their own (the merge writes it)
        BenchOptions options = BenchOptions.read(out.resolve("options.json"));
        assertEquals(List.of("tictactoe", "connectfour", "hex"), options.games());
        assertEquals(List.of("reference", "propnet"), options.reasoners());
        assertEquals("quick", options.profile());
        assertEquals(1, options.iterations());
        assertEquals(List.of("playout"), options.drivers());
        assertFalse(options.report());
        assertNull(options.forks(), "not given: the profile's");
        String merge = Files.readString(out.resolve("merge.sbatch"));
        Path shards = out.toAbsolutePath();
        assertTrue(merge.contains("gdlbench merge " + shards.resolve("shard-1") + " " + shards.resolve("shard-2") + " "
                + shards.resolve("shard-3") + " --out " + shards.resolve("merged") + "\n"), merge);
        assertFalse(merge.contains("gdlbench report"), "merge writes the report itself: " + merge);
        String submit = Files.readString(out.resolve("submit.sh"));
        assertTrue(submit.contains("--dependency=afterok:\"$bench\""), submit);
        assertTrue(Files.isExecutable(out.resolve("submit.sh")));
    }

    @Test
    void withoutATimeTheLimitComesFromTheLongestShardsEstimate() throws Exception {
        Path out = folder.resolve("run");
        Cli cli = Cli.run("slurm", "--games", "tictactoe", "--reasoners", "reference", "--profile", "quick",
                "--shards", "1", "--out", out.toString());
        assertEquals(0, cli.status(), cli.toString());
        // one quick cell: well under a minute, times 1.5, plus 10 minutes, to the minute above
        assertTrue(Files.readString(out.resolve("bench.sbatch")).contains("#SBATCH --time=00:11:00"),
                Files.readString(out.resolve("bench.sbatch")));
    }

    @Test
    void aShardReadsItsOptionsFromTheFileSlurmWrote() throws Exception {
        Path out = folder.resolve("run");
        Cli cli = Cli.run("slurm", "--games", "tictactoe", "--reasoners", "reference", "--profile", "quick",
                "--shards", "1", "--out", out.toString(), "--", "--warmup-iterations", "0", "--iterations", "2",
                "--iteration-time", "0.2", "--settle-cap", "0", "--verify-playouts", "0", "--preparation-forks", "1");
        assertEquals(0, cli.status(), cli.toString());
        Path shard = out.resolve("shard-1");
        Cli bench = Cli.run("bench", "--options", out.resolve("options.json").toString(), "--shard", "1/1", "--out",
                shard.toString());
        assertEquals(0, bench.status(), bench.toString());
        RunResults results = ResultFiles.read(shard);
        assertEquals(2, results.settings().iterations());
        assertEquals("quick", results.settings().profile());
        assertEquals(1, results.rows().size());
        assertFalse(Files.exists(shard.resolve("report")), "a shard writes no report of its own");
        Cli bad = Cli.run("bench", "--options", folder.resolve("none.json").toString());
        assertEquals(Main.USAGE, bad.status(), bad.toString());
        assertTrue(bad.oneErrorLine() && bad.err().contains("--options: "), bad.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "--games tictactoe --shards 0",
            "--games tictactoe --shards 2 --time soon",
            "--games tictactoe --shards 2 --partition a;b",
            "--games nosuchgame --shards 2",
            "--games tictactoe --reasoners nosuchreasoner --shards 2",
            "--games tictactoe --shards 2 --profile fast",
            "--games tictactoe --shards 2 -- --iterations 0",
            "--games tictactoe --shards 2 -- --out elsewhere",
            "--games tictactoe --shards 2 -- --games hex",
            "--games tictactoe"})
    void userErrorsGiveOneLineExitStatusTwoAndNoFolder(String args) {
        Path out = folder.resolve("run");
        Cli cli = Cli.run(("slurm --out " + out + " " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertFalse(Files.exists(out), "nothing written after a user error");
    }
}
