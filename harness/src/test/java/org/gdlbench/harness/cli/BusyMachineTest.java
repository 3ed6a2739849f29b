package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gdlbench.harness.bench.MachineLoad;
import org.gdlbench.reports.results.CoreLoad;
import org.gdlbench.reports.results.ResultFiles;
import org.gdlbench.reports.results.ResultRow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A busy machine is detected and said, end to end: one cheap cell measured with a CPU-bound
 * process on the measured core says so in its row, the summary and the page; measured without
 * it, none of them does. This JVM, and so the benchmark forks it starts, is pinned to one core
 * for the test ({@code taskset}), and the load is pinned to the same core, so that what runs on
 * the machine's other cores does not matter.
 */
class BusyMachineTest {
    /** The cheapest cell there is, measured briefly: the window is mostly the fork's JVM starting. */
    private static final List<String> CELL = List.of("bench", "--profile", "quick", "--warmup-iterations", "1",
            "--iterations", "2", "--iteration-time", "0.5", "--verify-playouts", "0", "--games", "tictactoe",
            "--reasoners", "handwritten");

    @TempDir
    Path folder;

    private String allowed;
    private String core;
    private long load = -1;

    @BeforeEach
    void pinToOneCore() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "not Linux: the cores' load is not read here");
        assumeTrue(run("taskset", "-V") == 0, "taskset is missing: cannot pin the benchmark and the load to one core");
        allowed = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(line -> line.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow()
                .substring("Cpus_allowed_list:".length()).trim();
        String[] cpus = allowed.split("[,-]");
        core = cpus[cpus.length - 1];
        assertEquals(0, run("taskset", "-a", "-p", "-c", core, Long.toString(ProcessHandle.current().pid())));
    }

    @AfterEach
    void unpin() throws Exception {
        if (load > 0) {
            ProcessHandle.of(load).ifPresent(ProcessHandle::destroyForcibly);
        }
        if (allowed != null) {
            run("taskset", "-a", "-p", "-c", allowed, Long.toString(ProcessHandle.current().pid()));
        }
    }

    @Test
    void aCpuBoundProcessOnTheMeasuredCoreMakesTheRowTheSummaryAndThePageSayBusy() throws Exception {
        load = startLoad(core);
        Path out = folder.resolve("busy");
        Cli cli = Cli.run(args(out));
        assertEquals(0, cli.status(), cli.toString());

        ResultRow row = ResultFiles.read(out).rows().get(0);
        assertNotNull(row.coreLoad(), row.toString());
        assertEquals(core, row.coreLoad().cores());
        // the load gets about half of the core; the bar is the rule's, well below that
        assertTrue(row.coreLoad().others() > 2 * CoreLoad.OTHERS_LIMIT, row.coreLoad().toString());
        assertTrue(row.busy(), row.toString());
        assertTrue(cli.out().contains("busy machine: while 1 of 1 measured rows ran"), cli.toString());
        assertTrue(cli.out().contains("taskset -c N"), cli.toString());
        assertTrue(cli.out().contains("ok (busy "), cli.toString());
        String page = Files.readString(out.resolve("report/index.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("<strong>Busy machine:</strong> while this row ran"), "the headline says so");
        assertTrue(page.contains("<tr class=\"busy\"><td>tictactoe</td>"), "the row is marked");
    }

    @Test
    void onAQuietCoreNothingSaysBusy() throws Exception {
        assumeQuiet("before");
        Path out = folder.resolve("quiet");
        Cli cli = Cli.run(args(out));
        assertEquals(0, cli.status(), cli.toString());

        ResultRow row = ResultFiles.read(out).rows().get(0);
        assertNotNull(row.coreLoad(), "on Linux the row says what else ran: " + row);
        if (row.busy()) {
            // busy with other work meanwhile, or our own time counted as others'? the core alone tells
            assumeQuiet("after the cell was measured busy (" + row.coreLoad() + ")");
        }
        assertFalse(row.busy(), row.toString());
        assertFalse(cli.out().contains("busy machine") || cli.out().contains("(busy "), cli.toString());
        assertFalse(Files.readString(out.resolve("report/index.html"), StandardCharsets.UTF_8).contains("Busy machine"));
    }

    /** Skips the test, saying so, when other work used the core over two seconds in which we did nothing. */
    private void assumeQuiet(String when) throws InterruptedException {
        MachineLoad.Window window = MachineLoad.open();
        Thread.sleep(2000);
        CoreLoad background = window.close();
        assumeTrue(background != null && background.others() < CoreLoad.OTHERS_LIMIT / 2 && !background.busy(),
                "core " + core + " is busy with other work " + when + " (" + background + "): cannot test a quiet core");
    }

    private static String[] args(Path out) {
        List<String> all = new java.util.ArrayList<>(CELL);
        all.addAll(List.of("--out", out.toString()));
        return all.toArray(String[]::new);
    }

    /**
     * Starts a CPU-bound shell loop pinned to {@code core}, detached so that it is not this JVM's
     * descendant (ours are not counted as others); returns its process id.
     */
    private static long startLoad(String core) throws IOException, InterruptedException {
        Process starter = new ProcessBuilder("sh", "-c", "taskset -c " + core
                + " sh -c 'while :; do :; done' </dev/null >/dev/null 2>&1 & echo $!").start();
        String pid = new String(starter.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertEquals(0, starter.waitFor());
        long load = Long.parseLong(pid);
        assertTrue(ProcessHandle.current().descendants().noneMatch(process -> process.pid() == load),
                "the load is not one of ours");
        return load;
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return process.waitFor();
    }
}
