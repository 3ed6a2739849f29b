package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
        assertTrue(cli.out().contains("slurm: 6 cell(s) in 3 shard(s)"), cli.toString());
        assertTrue(cli.out().contains("submit: " + out.toAbsolutePath().resolve("submit.sh")), cli.toString());

        String bench = Files.readString(out.resolve("bench.sbatch"));
        for (String line : new String[] {"#SBATCH --array=1-3", "#SBATCH --exclusive", "#SBATCH --cpus-per-task=2",
                "#SBATCH --time=0:20:00", "#SBATCH --partition=short",
                "    gdlbench bench --games tictactoe,connectfour,hex --reasoners reference,propnet --profile quick --no-report"
                        + " --iterations 1 --driver playout --shard \"$shard/3\" --out \"$folder\"",
                "    gdlbench bench --resume \"$folder\" --no-report"}) {
            assertTrue(bench.lines().anyMatch(line::equals), line + " in\n" + bench);
        }
        String merge = Files.readString(out.resolve("merge.sbatch"));
        Path shards = out.toAbsolutePath();
        assertTrue(merge.contains("gdlbench merge " + shards.resolve("shard-1") + " " + shards.resolve("shard-2") + " "
                + shards.resolve("shard-3") + " --out " + shards.resolve("merged") + " || exit $?"), merge);
        assertTrue(merge.contains("if gdlbench help report >/dev/null 2>&1; then"), merge);
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
            "--games tictactoe"})
    void userErrorsGiveOneLineExitStatusTwoAndNoFolder(String args) {
        Path out = folder.resolve("run");
        Cli cli = Cli.run(("slurm --out " + out + " " + args).split(" "));
        assertEquals(Main.USAGE, cli.status(), cli.toString());
        assertTrue(cli.oneErrorLine(), cli.toString());
        assertFalse(Files.exists(out), "nothing written after a user error");
    }
}
