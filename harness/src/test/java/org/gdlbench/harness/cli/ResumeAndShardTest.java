package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.gdlbench.reports.results.RunResults;
import org.gdlbench.util.Plural;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run stopped midway and resumed, and a run split into shards and merged, give the rows of a
 * run made straight through. End to end through JMH at the smallest sizes; the test reasoner
 * {@code faulty:fault=slow-preparation,step=S} is slow to prepare, so a run can be stopped inside a cell.
 */
class ResumeAndShardTest {
    private static final List<String> MATRIX = List.of("--profile", "quick", "--settle-cap", "0",
            "--warmup-iterations", "0", "--iterations", "1", "--iteration-time", "0.2", "--verify-playouts", "0",
            "--no-report", "--games", "tictactoe,connectfour", "--reasoners",
            "reference,faulty:fault=slow-preparation,step=1");

    @TempDir
    static Path folder;
    private static RunResults straight;

    @BeforeAll
    static void runStraightThrough() {
        Cli cli = bench("--out", folder.resolve("straight").toString());
        assertEquals(0, cli.status(), cli.toString());
        straight = ResultFiles.read(folder.resolve("straight"));
        assertEquals(4, straight.rows().size());
    }

    private static Cli bench(String... args) {
        List<String> all = new ArrayList<>(List.of("bench"));
        all.addAll(MATRIX);
        all.addAll(List.of(args));
        return Cli.run(all.toArray(String[]::new));
    }

    /** What must be the same whatever way the run went: the cells and how each ended. */
    private static Set<String> outcome(RunResults results) {
        return results.rows().stream().map(row -> row.game() + " " + row.reasoner() + " " + row.driver() + " "
                + row.status() + " " + (row.figure() != null)).collect(Collectors.toSet());
    }

    @Test
    void aRunKilledMidwayAndResumedHasTheRowsOfARunStraightThrough() throws Exception {
        Path out = folder.resolve("stopped");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss64m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "bench"));
        command.addAll(MATRIX);
        command.addAll(List.of("--out", out.toString()));
        Path stderr = folder.resolve("stopped.err");
        Process process = new ProcessBuilder(command).redirectOutput(folder.resolve("stopped.out").toFile())
                .redirectError(stderr.toFile()).start();
        Path log = out.resolve("cells.jsonl");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (lines(log) < 1 && process.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        Cli busy = Cli.run("bench", "--resume", out.toString());
        assertEquals(Main.USAGE, busy.status(), busy.toString());
        assertTrue(busy.oneErrorLine() && busy.err().contains("another gdlbench run is writing it"), busy.toString());
        List<ProcessHandle> forks = process.toHandle().descendants().toList();
        process.destroy(); // SIGTERM, as Ctrl-C or a scheduler's time limit
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the stopped run exits");
        forks.forEach(ProcessHandle::destroyForcibly);
        int kept = lines(log);
        assertTrue(kept >= 1 && kept < 4, "stopped inside the run, after " + kept + " of 4 cells");

        String said = Files.readString(stderr);
        assertTrue(said.contains("interrupted: " + kept + " of 4 cells finished are kept in " + out.toAbsolutePath()
                + "; resume with: gdlbench bench --resume " + out.toAbsolutePath()), said);
        assertEquals(kept, ResultFiles.read(out).rows().size(), "results.json holds the finished cells");

        Cli resumed = Cli.run("bench", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.toString());
        assertTrue(resumed.out().contains("resuming " + out + ": " + Plural.count(4 - kept, "cell") + " to go"), resumed.toString());
        RunResults results = ResultFiles.read(out);
        assertEquals(outcome(straight), outcome(results));
        assertEquals(4, lines(log), "no cell measured twice");
        assertTrue(results.environment().command().endsWith("--out " + out), "the command as first given");
        assertEquals(8, new ObjectMapper().readTree(out.resolve("jmh.json").toFile()).size(),
                "JMH's preparation and playout results of every cell, the first run's and the resumed run's");
    }

    @Test
    void resumingAFinishedRunMeasuresNothing() throws Exception {
        Path copy = copyOf(folder.resolve("straight"), "finished");
        Cli cli = Cli.run("bench", "--resume", copy.toString());
        assertEquals(0, cli.status(), cli.toString());
        assertTrue(cli.out().contains("0 cells to go"), cli.toString());
        assertEquals(straight.rows(), ResultFiles.read(copy).rows());
        assertFalse(Files.exists(copy.resolve("report")), "the run was made with --no-report, and resuming keeps it");
    }

    @Test
    void resumeRefusesOtherSettingsAnotherBuildOrChangedRulesInOneLine() throws Exception {
        Path out = copyOf(folder.resolve("straight"), "refused");
        Cli settings = Cli.run("bench", "--resume", out.toString(), "--iterations", "2");
        assertEquals(Main.USAGE, settings.status(), settings.toString());
        assertTrue(settings.oneErrorLine(), settings.toString());
        assertTrue(settings.err().contains("cannot resume " + out + ": settings differ (iterations)"), settings.toString());

        String manifest = Files.readString(out.resolve("run.json"));
        String commit = new ObjectMapper().readTree(manifest).at("/environment/gitCommit").asText();
        Files.writeString(out.resolve("run.json"), manifest.replace("\"gitCommit\" : \"" + commit + "\"",
                "\"gitCommit\" : \"0000000000000000000000000000000000000000\""));
        Cli build = Cli.run("bench", "--resume", out.toString());
        assertEquals(Main.USAGE, build.status(), build.toString());
        assertTrue(build.oneErrorLine() && build.err().contains("builds differ (gdlbench ")
                && build.err().contains(" at 000000000000") && build.err().contains(" in the folder, gdlbench "),
                build.toString());

        String hash = straight.environment().gameHashes().get("tictactoe");
        Files.writeString(out.resolve("run.json"), manifest.replace(hash, "f".repeat(hash.length())));
        Cli rules = Cli.run("bench", "--resume", out.toString());
        assertEquals(Main.USAGE, rules.status(), rules.toString());
        assertTrue(rules.oneErrorLine() && rules.err().contains("game hashes differ (tictactoe)"), rules.toString());

        Cli missing = Cli.run("bench", "--resume", folder.resolve("nothing-here").toString());
        assertEquals(Main.USAGE, missing.status(), missing.toString());
        assertTrue(missing.oneErrorLine() && missing.err().contains("is not a bench result folder"), missing.toString());
    }

    @Test
    void threeShardsMergedHaveTheRowsOfARunStraightThroughAndMismatchesAreRefused() throws Exception {
        List<String> shards = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Path out = folder.resolve("shard-" + k);
            Cli cli = bench("--shard", k + "/3", "--out", out.toString());
            assertEquals(0, cli.status(), cli.toString());
            assertTrue(cli.out().contains("shard " + k + "/3: "), cli.toString());
            shards.add(out.toString());
        }
        Path merged = folder.resolve("merged");
        List<String> args = new ArrayList<>(List.of("merge"));
        args.addAll(shards);
        args.addAll(List.of("--out", merged.toString()));
        Cli merge = Cli.run(args.toArray(String[]::new));
        assertEquals(0, merge.status(), merge.toString());
        RunResults results = ResultFiles.read(merged);
        assertEquals(outcome(straight), outcome(results));
        assertEquals(3, results.merged().shards().size());
        assertFalse(results.merged().machinesDiffer(), "one machine ran every shard");
        assertEquals(4, results.merged().shards().stream().mapToInt(s -> s.cells()).sum());
        for (ResultRow row : results.rows()) {
            assertTrue(Files.isRegularFile(merged.resolve("games/" + row.game() + ".kif")), row.game());
        }

        Cli twice = Cli.run("merge", shards.get(0), shards.get(0), shards.get(1), "--out", folder.resolve("m2").toString());
        assertEquals(Main.USAGE, twice.status(), twice.toString());
        assertTrue(twice.oneErrorLine() && twice.err().contains("shard 1/3 is given twice"), twice.toString());
        Cli missing = Cli.run("merge", shards.get(0), shards.get(1), "--out", folder.resolve("m3").toString());
        assertTrue(missing.oneErrorLine() && missing.err().contains("shard 3/3 is missing"), missing.toString());

        // the same shard measured with other settings
        Path other = folder.resolve("shard-3-other");
        List<String> otherArgs = new ArrayList<>(List.of("bench"));
        otherArgs.addAll(MATRIX);
        otherArgs.set(otherArgs.indexOf("--iterations") + 1, "2");
        otherArgs.addAll(List.of("--shard", "3/3", "--out", other.toString()));
        Cli cli = Cli.run(otherArgs.toArray(String[]::new));
        assertEquals(0, cli.status(), cli.toString());
        Cli mismatch = Cli.run("merge", shards.get(0), shards.get(1), other.toString(), "--out",
                folder.resolve("m4").toString());
        assertEquals(Main.USAGE, mismatch.status(), mismatch.toString());
        assertTrue(mismatch.oneErrorLine(), mismatch.toString());
        assertEquals("gdlbench: merge: cannot merge " + other + " with " + shards.get(0)
                + ": their settings differ (iterations)", mismatch.err().strip());
        assertFalse(Files.exists(folder.resolve("m4")), "nothing written");
    }

    @Test
    void separateRunsWhoseSettingsAgreeMergeIntoOneFolderWithItsReportAndOthersAreRefused() throws Exception {
        // a reasoner measured later beside the run straight through, with its settings
        Path later = folder.resolve("later");
        Cli cli = Cli.run(withMatrix("tictactoe", "instantiation", "--out", later.toString()));
        assertEquals(0, cli.status(), cli.toString());
        Path merged = folder.resolve("runs-merged");
        Cli merge = Cli.run("merge", folder.resolve("straight").toString(), later.toString(), "--out", merged.toString());
        assertEquals(0, merge.status(), merge.toString());
        assertTrue(merge.out().contains("merged 2 runs, 5 rows"), merge.toString());
        RunResults results = ResultFiles.read(merged);
        Set<String> expected = new java.util.HashSet<>(outcome(straight));
        expected.addAll(outcome(ResultFiles.read(later)));
        assertEquals(5, results.rows().size());
        assertEquals(expected, outcome(results));
        assertTrue(Files.isRegularFile(merged.resolve("report/index.html")), "merge writes the report as bench does");

        Cli overlap = Cli.run("merge", later.toString(), folder.resolve("straight").toString(), later.toString(),
                "--out", folder.resolve("m5").toString());
        assertEquals(Main.USAGE, overlap.status(), overlap.toString());
        assertTrue(overlap.oneErrorLine() && overlap.err().contains(later + " is given twice"), overlap.toString());

        // the same reasoner again, with other settings
        Path other = folder.resolve("later-other");
        List<String> otherArgs = new ArrayList<>(List.of(withMatrix("connectfour", "instantiation", "--out",
                other.toString())));
        otherArgs.set(otherArgs.indexOf("--iterations") + 1, "2");
        Cli otherRun = Cli.run(otherArgs.toArray(String[]::new));
        assertEquals(0, otherRun.status(), otherRun.toString());
        Cli mismatch = Cli.run("merge", folder.resolve("straight").toString(), other.toString(), "--out",
                folder.resolve("m6").toString());
        assertEquals(Main.USAGE, mismatch.status(), mismatch.toString());
        assertEquals("gdlbench: merge: cannot merge " + other + " with " + folder.resolve("straight")
                + ": their settings differ (iterations)", mismatch.err().strip());
        assertFalse(Files.exists(folder.resolve("m6")), "nothing written");

        Cli twice = Cli.run("merge", folder.resolve("straight").toString(), copyOf(later, "later-copy").toString(),
                later.toString(), "--out", folder.resolve("m7").toString());
        assertEquals(Main.USAGE, twice.status(), twice.toString());
        assertTrue(twice.oneErrorLine() && twice.err().contains("cell tictactoe / instantiation is in both "),
                twice.toString());
    }

    /** The bench command of {@link #MATRIX} with other games and reasoners, and {@code more}. */
    private static String[] withMatrix(String games, String reasoners, String... more) {
        List<String> args = new ArrayList<>(List.of("bench"));
        args.addAll(MATRIX);
        args.set(args.indexOf("--games") + 1, games);
        args.set(args.indexOf("--reasoners") + 1, reasoners);
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static int lines(Path file) throws Exception {
        if (!Files.exists(file)) {
            return 0;
        }
        String text = Files.readString(file);
        return (int) text.chars().filter(c -> c == '\n').count();
    }

    private static Path copyOf(Path from, String name) throws Exception {
        Path to = folder.resolve(name);
        try (var walk = Files.walk(from)) {
            for (Path path : walk.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
        return to;
    }
}
